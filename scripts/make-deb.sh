#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# make-deb.sh OUT: build the Debian package of refpair for GCC 12 with
# dpkg-buildpackage, in a copy of the working tree (OUT/refpair-VERSION/),
# so that the tree's own build results are left alone.  The packages, the
# .changes and .buildinfo files and build.log end up in OUT; the last line
# printed is the path of refpair_VERSION_ARCH.deb.
#
# The copy holds the files git tracks plus the new files it does not ignore
# (work not yet committed is packaged too), without build results.
# As root, missing build tools are installed first (install-deps.sh).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$top/build/deb}
case $out in /*) ;; *) out=$(pwd)/$out ;; esac

sh "$top/scripts/install-deps.sh" --integration

version=$(dpkg-parsechangelog -l "$top/debian/changelog" -S Version)
arch=$(dpkg --print-architecture)
src=$out/refpair-$version
rm -rf "$out"
mkdir -p "$src"

# Build results that are not in .gitignore (yet) stay out of the copy.
skip='^(build/|debian/(refpair|\.debhelper|tmp)/|debian/(files|.*\.substvars|.*\.log|debhelper-build-stamp)$)'
cd "$top"
if [ -d .git ] && command -v git >/dev/null 2>&1; then
	git ls-files -co --exclude-standard
else
	find . -type f | sed 's|^\./||'
fi | grep -Ev "$skip" | while IFS= read -r f; do
	# Tracked files deleted in the working tree are not copied.
	[ -f "$f" ] && printf '%s\n' "$f"
done | tar -cf - --verbatim-files-from -T - | tar -xf - -C "$src"

echo "make-deb: building refpair $version in $src (log: $out/build.log)"
if ! (cd "$src" && dpkg-buildpackage -b -us -uc) >"$out/build.log" 2>&1; then
	tail -n 30 "$out/build.log" >&2
	echo "make-deb: dpkg-buildpackage failed; see $out/build.log" >&2
	exit 1
fi
deb=$out/refpair_${version}_$arch.deb
[ -f "$deb" ] || { echo "make-deb: no $deb" >&2; exit 1; }
dpkg-deb -f "$deb" Package Version Architecture Depends
echo "$deb"
