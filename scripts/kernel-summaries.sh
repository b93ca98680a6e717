#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# kernel-summaries.sh PLUGIN TOOL: what summaries across translation units
# cost and find on real kernel code ("make kernel-summaries").
#
# The objects are those of testsuite/kernel/objects.txt and of
# testsuite/kernel/summaries-objects.txt (whole drivers whose files call
# each other's wrappers, omapfb's dss/).  They are built four times:
#   1. without the plugin (the reference time);
#   2. with the plugin;
#   3. with the plugin and -fplugin-arg-refpair-summaries-out=DIR;
#   4. with the plugin and the database TOOL merged from DIR.
# It prints the times of 1-3, the merged file's size, and the findings of
# build 4 that build 2 does not have.  Nothing is compared with an expected
# list: this is a measurement, as bench/ is.  Results go to
# build/kernel-summaries/.
set -eu
export LC_ALL=C LANG=C LC_CTYPE=C LC_MESSAGES=C
plugin=$1
tool=$2
top=$(cd "$(dirname "$0")/.." && pwd)
kdir=$top/testsuite/kernel
out=$top/build/kernel-summaries
jobs=${KERNEL_JOBS:-2}
[ -x /usr/bin/time ] || { echo "kernel-summaries: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
tree=$("$top/scripts/kernel-tree.sh")
rm -rf "$out"
mkdir -p "$out/sum"

objects=$(cat "$kdir/objects.txt" "$kdir/summaries-objects.txt" | grep -v '^[[:space:]]*\(#\|$\)' | sort -u)
cd "$tree"

findings() {
	awk -f "$top/scripts/findings.awk" | LC_ALL=C sort -u
}

# build NAME KCFLAGS: rebuild every object, print the CPU seconds of the
# build (user + system of make and the compilers: steadier than the wall
# clock on a shared machine) and the wall-clock seconds.
build() {
	# shellcheck disable=SC2086
	rm -f $objects
	# shellcheck disable=SC2086
	/usr/bin/time -f "%U %S %e" -o "$out/$1.time" \
		make -s -k -j"$jobs" -Otarget $objects KCFLAGS="$2" > "$out/$1.log" 2>&1 || true
	tail -n 1 "$out/$1.time" | awk '{ printf "%.1fs CPU, %.1fs wall", $1 + $2, $3 }'
}

n=$(echo "$objects" | wc -l)
echo "kernel-summaries: $n objects, make -j$jobs"
t_ref=$(build ref "")
echo "kernel-summaries: 1. without the plugin:          $t_ref"
t_plug=$(build plugin "-fplugin=$plugin -fplugin-arg-refpair-stats=$out/stats-plugin.txt")
echo "kernel-summaries: 2. with the plugin:             $t_plug"
t_out=$(build first "-fplugin=$plugin -fplugin-arg-refpair-stats=$out/stats-first.txt -fplugin-arg-refpair-summaries-out=$out/sum")
echo "kernel-summaries: 3. with summaries-out=DIR:      $t_out"
# refpair's own CPU time (stats=): the part of the difference that is not noise.
own() {
	awk '$1 == "refpair-stats" { for (i = 1; i <= NF; i++) if ($i ~ /^seconds=/) { sub(/seconds=/, "", $i); s += $i } }
	     END { printf "%.2fs", s }' "$1"
}
echo "kernel-summaries: refpair's own CPU time: $(own "$out/stats-plugin.txt") in build 2, $(own "$out/stats-first.txt") in build 3"
"$tool" -o "$out/merged.api" "$out/sum" 2> "$out/merge.log"
echo "kernel-summaries: $(ls "$out/sum" | wc -l) summary files; merged: $(cat "$out/merge.log" | sed 's/^refpair-summaries: //')"
echo "kernel-summaries: merged file: $(grep -vc '^#' "$out/merged.api") lines, $(wc -c < "$out/merged.api") bytes ($out/merged.api)"
t_second=$(build second "-fplugin=$plugin -fplugin-arg-refpair-db=$out/merged.api")
echo "kernel-summaries: 4. with the merged database:    $t_second"
grep -c "internal compiler error" "$out"/*.log | grep -v ':0$' && { echo "kernel-summaries: FAIL: compiler crash" >&2; exit 1; }
findings < "$out/plugin.log" > "$out/findings-plugin.txt"
findings < "$out/second.log" > "$out/findings-second.txt"
echo "kernel-summaries: findings: $(wc -l < "$out/findings-plugin.txt") in build 2, $(wc -l < "$out/findings-second.txt") in build 4"
echo "kernel-summaries: only in build 4 (cross-file summaries):"
comm -13 "$out/findings-plugin.txt" "$out/findings-second.txt" | sed 's/^/  + /'
echo "kernel-summaries: only in build 2:"
comm -23 "$out/findings-plugin.txt" "$out/findings-second.txt" | sed 's/^/  - /'
# Leave the objects as a plain build would.
# shellcheck disable=SC2086
rm -f $objects
make -s -k -j"$jobs" $objects KCFLAGS= > /dev/null 2>&1 || true
