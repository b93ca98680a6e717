#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# install-deps.sh [CC]: make sure what building and testing refpair needs
# is installed: the GCC plugin headers for CC (default gcc), DejaGnu,
# patch (the fix-it tests apply GCC's patches), and csmith with its headers
# (the random programs of fuzz/fuzz.sh).
# install-deps.sh --integration: instead, what "make deb" and
# "make check-integration" need: GCC 12's plugin headers and g++-12,
# dpkg-dev and debhelper (the Debian package), distcc (distributed builds),
# chromium (the HTML report, rendered headless).
# As root, missing Debian packages are installed with apt-get; otherwise the
# exact command is printed and the script fails.
set -eu
need=""
if [ "${1:-}" = --integration ]; then
	[ -f "$(gcc-12 -print-file-name=plugin 2>/dev/null)/include/gcc-plugin.h" ] ||
		need="$need gcc-12-plugin-dev"
	command -v g++-12 >/dev/null 2>&1 || need="$need g++-12"
	command -v dpkg-buildpackage >/dev/null 2>&1 || need="$need dpkg-dev"
	command -v dh >/dev/null 2>&1 || need="$need debhelper"
	command -v distccd >/dev/null 2>&1 || need="$need distcc"
	command -v chromium >/dev/null 2>&1 || need="$need chromium"
else
	cc=${1:-gcc}
	version=$($cc -dumpversion | cut -d. -f1)
	plugin_inc=$($cc -print-file-name=plugin)/include
	[ -f "$plugin_inc/gcc-plugin.h" ] || need="$need gcc-$version-plugin-dev"
	command -v "g++-$version" >/dev/null 2>&1 || command -v "$(echo "$cc" | sed 's/gcc/g++/')" >/dev/null 2>&1 || need="$need g++-$version"
	command -v runtest >/dev/null 2>&1 || need="$need dejagnu"
	command -v patch >/dev/null 2>&1 || need="$need patch"
	command -v csmith >/dev/null 2>&1 || need="$need csmith"
	[ -f /usr/include/csmith/csmith.h ] || need="$need libcsmith-dev"
fi
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
