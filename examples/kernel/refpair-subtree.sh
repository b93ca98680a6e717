#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# refpair-subtree.sh [-p PLUGIN] [-o OUT] [-r REPORT] [-w] KSRC TARGET [MAKE-ARGS...]
#
# Build TARGET of the kernel tree KSRC with refpair and write the findings
# report.  TARGET is what you would give make: a directory (drivers/firmware/)
# or an object (drivers/firmware/dmi-sysfs.o).  Nothing in the tree changes:
# the plugin comes in through KCFLAGS, which the top Makefile appends last.
#
#   -p PLUGIN  the refpair.so to load: an absolute path, or "refpair" (the
#              default) for the one installed in GCC's plugin directory
#   -o OUT     where the findings and the report go (default: ./refpair-out)
#   -r REPORT  the refpair-report program (default: refpair-report on PATH,
#              else the one next to PLUGIN)
#   -w         report findings as warnings; by default they are notes
#              (-fplugin-arg-refpair-severity=note), which CONFIG_WERROR's
#              -Werror leaves alone
#   MAKE-ARGS  passed to make, e.g. -j8 O=../build ARCH=arm64 CC=gcc-12
#
# Each run writes its findings to a new OUT/findings-TIME directory.  That
# changes KCFLAGS, so kbuild recompiles every object of TARGET and each one
# is analysed.  Then OUT/report.html (one self-contained page),
# OUT/summary.txt and OUT/findings.txt (the list, in GCC's format) are
# written.  The exit status is make's.
set -eu

usage() {
	awk 'NR >= 4 && /^#/ { sub(/^# ?/, ""); print; next } NR >= 4 { exit }' "$0" >&2
	exit 2
}

plugin=refpair
out=refpair-out
report=
severity=note
while getopts p:o:r:wh opt; do
	case $opt in
	p) plugin=$OPTARG ;;
	o) out=$OPTARG ;;
	r) report=$OPTARG ;;
	w) severity=warning ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 2 ] || usage
ksrc=$1
target=$2
shift 2

# kbuild runs the compiler from more than one directory: absolute paths.
abspath() {
	case $1 in
	/*) printf '%s\n' "$1" ;;
	*) printf '%s/%s\n' "$(cd "$(dirname "$1")" && pwd)" "$(basename "$1")" ;;
	esac
}
case $plugin in
*/*) [ -f "$plugin" ] || { echo "refpair-subtree: no plugin $plugin" >&2; exit 2; }
	plugin=$(abspath "$plugin") ;;
esac
if [ -z "$report" ]; then
	if command -v refpair-report >/dev/null 2>&1; then
		report=refpair-report
	elif [ -x "$(dirname "$plugin")/refpair-report" ]; then
		report=$(dirname "$plugin")/refpair-report
	else
		echo "refpair-subtree: refpair-report not found; use -r" >&2
		exit 2
	fi
fi
[ -d "$ksrc" ] || { echo "refpair-subtree: no directory $ksrc" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)

stamp=$(date +%Y%m%d-%H%M%S)
findings=$out/findings-$stamp
kcflags="-fplugin=$plugin -fplugin-arg-refpair-findings=$findings"
[ $severity = note ] && kcflags="$kcflags -fplugin-arg-refpair-severity=note"
# Keep the caller's own KCFLAGS.
kcflags="${KCFLAGS:+$KCFLAGS }$kcflags"

echo "refpair-subtree: make -C $ksrc KCFLAGS=\"$kcflags\" $* $target"
status=0
make -C "$ksrc" KCFLAGS="$kcflags" "$@" "$target" >"$out/build-$stamp.log" 2>&1 || status=$?
# The findings (and any error) as the build printed them.
grep -e '\[refpair-[a-z-]*\]' -e ': error:' "$out/build-$stamp.log" || true
[ $status -eq 0 ] || echo "refpair-subtree: make failed ($status); see $out/build-$stamp.log" >&2

if [ ! -d "$findings" ]; then
	# The plugin creates the directory with the first unit it compiles.
	echo "refpair-subtree: nothing was compiled with the plugin; see $out/build-$stamp.log" >&2
	mkdir -p "$findings"
fi
"$report" --summary "$findings" >"$out/summary.txt"
"$report" --html "$out/report.html" "$findings" >"$out/findings.txt"
cat "$out/summary.txt"
echo "refpair-subtree: $out/report.html ($(ls "$findings" | wc -l) units; list in $out/findings.txt)"
exit $status
