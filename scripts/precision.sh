#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# precision.sh PLUGIN REPORT: make precision, a measurement (never a test:
# the numbers never make it fail).  The findings of a fixed list of Linux
# objects are matched by fingerprint to the labelled corpus
# testsuite/kernel/labels-KVER.txt, and it prints, per check and in total:
# labelled REAL still found (recall on the corpus), labelled FP still
# reported, labelled findings no longer reported, unlabelled findings, and
# precision = REAL found / (REAL found + FP reported) over the labelled ones
# (and its range when the unlabelled ones count as unknown); then the FP per
# cause.  The matching is scripts/precision.awk.
#
# KVER picks the tree and lists as for check-kernel (6.1 or 6.12).  The
# objects: the harness's list (objects.txt, objects-KVER.txt) and
# testsuite/kernel/precision-objects-KVER.txt, the objects that only the
# measurement builds (so that the list grows without slowing the harness).
# They are built as check-kernel builds them with the plugin (make -s -k
# KCFLAGS="-fplugin=PLUGIN -fplugin-arg-refpair-findings=DIR"), in the tree of
# scripts/kernel-tree.sh (KSRC=..., KERNEL_CC, KERNEL_JOBS as there).
#
# FINDINGS=DIR skips the build and measures an existing findings directory
# (build/kernel/findings after make check-kernel).  LABELS=FILE,
# OBJECTS=FILE (one list instead of the two) and PRECISION_OUT=DIR (an
# absolute path) replace the defaults, for tests.  PLUGIN_ARGS adds plugin
# arguments ("-fplugin-arg-refpair-checks=+lost-reference": a check that is
# off by default, measured).
# Results: build/precision/KVER/ (KVER-CC for another KERNEL_CC than gcc):
# summary.txt, what stdout shows; objects.list; units.list; findings.tsv;
# matched.txt, gone.txt, notbuilt.txt, unlabelled.txt, uncovered.txt (see
# precision.awk).
# Exit status: 0, or 2 for a bad argument or a malformed label.
set -eu
export LC_ALL=C LANG=C LC_CTYPE=C LC_MESSAGES=C
[ $# -eq 2 ] || { echo "usage: precision.sh PLUGIN REPORT" >&2; exit 2; }
plugin=$1
report=$2
top=$(cd "$(dirname "$0")/.." && pwd)
kdir=$top/testsuite/kernel
kver=${KVER:-6.1}
cc=${KERNEL_CC:-gcc}
case $kver in
6.1) harness=$kdir/objects.txt ;;
*) harness=$kdir/objects-$kver.txt ;;
esac
labels=${LABELS:-$kdir/labels-$kver.txt}
[ -f "$labels" ] || { echo "precision: no labels $labels" >&2; exit 2; }
out=$top/build/precision/$kver
[ "$cc" = gcc ] || out=$out-$(basename "$cc")
out=${PRECISION_OUT:-$out}
mkdir -p "$out"
rm -f "$out"/*.txt "$out"/*.tsv "$out"/*.list "$out"/build.log

# The object list, one a line.
if [ -n "${OBJECTS:-}" ]; then
	cat "$OBJECTS"
else
	cat "$harness" "$kdir/precision-objects-$kver.txt" 2>/dev/null
fi | grep -v '^[[:space:]]*\(#\|$\)' | LC_ALL=C sort -u > "$out/objects.list" || true

if [ -n "${FINDINGS:-}" ]; then
	findings=$FINDINGS
	what="findings of $findings (not rebuilt)"
else
	findings=$out/findings
	jobs=${KERNEL_JOBS:-2}
	tree=$(KVER=$kver KERNEL_CC=$cc "$top/scripts/kernel-tree.sh")
	objects=$(cat "$out/objects.list")
	rm -rf "$findings"
	echo "precision: Linux $kver, $cc: building $(echo "$objects" | wc -l) objects in $tree with -fplugin=$plugin"
	# As check-kernel's build with the plugin.  Removed first, so that kbuild
	# builds each of them even when its command line has not changed.
	# shellcheck disable=SC2086
	(cd "$tree" && rm -f $objects &&
		make -s -k -j"$jobs" -Otarget CC="$cc" HOSTCC="$cc" $objects \
			KCFLAGS="-fplugin=$plugin -fplugin-arg-refpair-findings=$findings ${PLUGIN_ARGS:-}") \
		> "$out/build.log" 2>&1 ||
		echo "precision: warning: the build failed for some objects; see $out/build.log" >&2
	if grep -q "internal compiler error\|Segmentation fault" "$out/build.log"; then
		echo "precision: warning: the compiler crashed; see $out/build.log" >&2
	fi
	what="$(echo "$objects" | wc -l) objects built"
fi
[ -d "$findings" ] || [ -f "$findings" ] || { echo "precision: no findings $findings" >&2; exit 2; }

"$report" --format=tsv -o "$out/findings.tsv" "$findings"
# The units that wrote a findings file (json.c names them PATH.HASH.jsonl).
if [ -d "$findings" ]; then
	# shellcheck disable=SC2012
	ls "$findings" | sed -n 's/\.[0-9a-f]\{8\}\.jsonl$//p' | LC_ALL=C sort -u
fi > "$out/units.list"
versions=$("$report" --summary "$findings" | sed -n '1s/^refpair-report: [^(]*//p')
{
	echo "precision: Linux $kver, $what $versions"
	echo "labels: ${labels#"$top"/}"
	awk -f "$top/scripts/precision.awk" -v out="$out" -v objects="$out/objects.list" \
		-v units="$out/units.list" "$labels" "$out/objects.list" "$out/units.list" \
		"$out/findings.tsv"
} > "$out/summary.txt" || { cat "$out/summary.txt"; exit 2; }
cat "$out/summary.txt"
echo "precision: results in ${out#"$top"/}/ (unlabelled.txt: findings to triage)"
