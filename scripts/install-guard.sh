#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# install-guard.sh install|uninstall FILE...: "make install" and "make
# uninstall" into the system (no DESTDIR) leave alone the files of a Debian
# package: when a package owns one of FILE (the refpair package, installed
# into the same GCC plugin directory), say so and fail before anything is
# written or removed.  The package refuses in turn to install over files
# that "make install" put there (debian/refpair.preinst).
set -eu
what=$1
shift
command -v dpkg-query >/dev/null 2>&1 || exit 0
for f in "$@"; do
	owner=$(dpkg-query -S "$f" 2>/dev/null | sed -n 's/: .*//p' | head -n 1) || true
	if [ -n "$owner" ]; then
		echo "make $what: $f belongs to the Debian package $owner; remove the package first (dpkg -r $owner), or $what elsewhere (DESTDIR=DIR, or PREFIX=DIR for the tools)" >&2
		exit 1
	fi
done
