#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# install-deps.sh [CC]: make sure what building and testing refpair needs
# is installed: the GCC plugin headers for CC (default gcc), DejaGnu,
# patch (the fix-it tests apply GCC's patches), csmith with its headers
# (the random programs of fuzz/fuzz.sh) and python3-jsonschema (the SARIF
# checks).
# install-deps.sh --deb N: what "make deb" needs for GCC N: its plugin
# headers, g++-N, dpkg-dev, debhelper and build-essential.
# install-deps.sh --check-deb N: that, and lintian (check-deb.sh runs it on
# the package).
# install-deps.sh --integration: what "make check-integration" needs: that
# for GCC 12, lintian, distcc (distributed builds), chromium (the HTML report,
# rendered headless).
# As root, missing Debian packages are installed with apt-get; otherwise the
# exact command is printed and the script fails.
set -eu
need=""
if [ "${1:-}" = --integration ] || [ "${1:-}" = --deb ] || [ "${1:-}" = --check-deb ]; then
	n=12
	[ "$1" = --integration ] || n=${2:?"usage: install-deps.sh --deb|--check-deb N"}
	command -v gcc-$n >/dev/null 2>&1 || need="$need gcc-$n"
	[ -f "$(gcc-$n -print-file-name=plugin 2>/dev/null)/include/gcc-plugin.h" ] ||
		need="$need gcc-$n-plugin-dev"
	command -v g++-$n >/dev/null 2>&1 || need="$need g++-$n"
	command -v dpkg-buildpackage >/dev/null 2>&1 || need="$need dpkg-dev"
	command -v dh >/dev/null 2>&1 || need="$need debhelper"
	# dpkg-buildpackage's implicit build dependency.
	dpkg-query -W -f='${Status}' build-essential 2>/dev/null | grep -q 'ok installed' ||
		need="$need build-essential"
	if [ "$1" != --deb ]; then
		command -v lintian >/dev/null 2>&1 || need="$need lintian"
	fi
	if [ "$1" = --integration ]; then
		command -v distccd >/dev/null 2>&1 || need="$need distcc"
		command -v chromium >/dev/null 2>&1 || need="$need chromium"
	fi
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
	# scripts/sarif-check.py validates refpair-report's SARIF.
	python3 -c 'import jsonschema' >/dev/null 2>&1 || need="$need python3-jsonschema"
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
