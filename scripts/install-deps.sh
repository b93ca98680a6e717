#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# install-deps.sh [CC]: make sure what building and testing refpair needs
# is installed: the GCC plugin headers for CC (default gcc) and DejaGnu.
# As root, missing Debian packages are installed with apt-get; otherwise the
# exact command is printed and the script fails.
set -eu
cc=${1:-gcc}
version=$($cc -dumpversion | cut -d. -f1)
need=""
plugin_inc=$($cc -print-file-name=plugin)/include
[ -f "$plugin_inc/gcc-plugin.h" ] || need="$need gcc-$version-plugin-dev"
command -v "g++-$version" >/dev/null 2>&1 || command -v "$(echo "$cc" | sed 's/gcc/g++/')" >/dev/null 2>&1 || need="$need g++-$version"
command -v runtest >/dev/null 2>&1 || need="$need dejagnu"
[ -n "$need" ] || exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "install-deps: installing$need"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq || true
	# shellcheck disable=SC2086
	apt-get install -y -qq $need >/dev/null
else
	echo "install-deps: missing$need; run as root: apt-get install$need" >&2
	exit 1
fi
