#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# make-deb.sh OUT: build the Debian package of refpair with
# dpkg-buildpackage, in a copy of the working tree (OUT/refpair-VERSION/),
# so that the tree's own build results are left alone.
#
# DEB_GCC=N picks the compiler the package is for (default: the major
# version of this system's gcc: 12 on Debian 12, 14 on Debian 13).  The
# package's debian/ says gcc-12; for another N the copy's debian/control
# says gcc-N instead, and debian/rules builds with gcc-$DEB_GCC.  The packages, the
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

gcc_n=${DEB_GCC:-$(gcc -dumpversion 2>/dev/null | cut -d. -f1)}
[ -n "$gcc_n" ] || { echo "make-deb: no gcc here; set DEB_GCC=N" >&2; exit 1; }
export DEB_GCC=$gcc_n
sh "$top/scripts/install-deps.sh" --deb "$gcc_n"

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
if [ "$gcc_n" != 12 ]; then
	sed -i "s/gcc-12/gcc-$gcc_n/g; s/g++-12/g++-$gcc_n/g; s/GCC 12's/GCC $gcc_n's/g" "$src/debian/control"
fi

echo "make-deb: building refpair $version for gcc-$gcc_n in $src (log: $out/build.log)"
if ! (cd "$src" && dpkg-buildpackage -b -us -uc) >"$out/build.log" 2>&1; then
	tail -n 30 "$out/build.log" >&2
	echo "make-deb: dpkg-buildpackage failed; see $out/build.log" >&2
	exit 1
fi
deb=$out/refpair_${version}_$arch.deb
[ -f "$deb" ] || { echo "make-deb: no $deb" >&2; exit 1; }
dpkg-deb -f "$deb" Package Version Architecture Depends
echo "$deb"
