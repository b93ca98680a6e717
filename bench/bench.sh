#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# bench.sh PLUGIN [OBJECT...]: what refpair costs on real kernel objects.
#
# Compiles each object of testsuite/kernel/objects.txt (or the ones given)
# with the exact command kbuild used, without and with -fplugin=PLUGIN,
# REPEAT times each (default 3, interleaved), keeps the fastest run of each,
# and prints per-object and total ratios of CPU time (user+sys) and peak RSS.
# This is a benchmark, not a test: it never fails on a slow result.
#
# Needs a configured tree where the objects were built once (make
# check-kernel does that); KSRC=... or the cache of scripts/kernel-tree.sh.
set -eu
plugin=$1
shift
top=$(cd "$(dirname "$0")/.." && pwd)
repeat=${REPEAT:-3}
tree=$("$top/scripts/kernel-tree.sh")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C

if [ $# -gt 0 ]; then
	objects=$*
else
	objects=$(grep -v '^[[:space:]]*\(#\|$\)' "$top/testsuite/kernel/objects.txt")
fi
cd "$tree"

# The compile command kbuild recorded for OBJ, writing to OUT, without any
# -fplugin option.
command_for() {
	sed -n 's/^cmd_[^ ]* := //p' "$(dirname "$1")/.$(basename "$1").cmd" |
		sed 's/ -fplugin=[^ ]*//g; s/; *\(\.\/tools\/objtool\|scripts\/\).*//' |
		sed "s# -o [^ ]*\.o # -o $2 #"
}

# Run CMD; print "cpu-seconds peak-kib" of the fastest of REPEAT runs.
measure() {
	best=""
	i=0
	while [ $i -lt "$repeat" ]; do
		/usr/bin/time -f "%U %S %M" -o "$tmp/time" sh -c "$1" > /dev/null 2>&1
		r=$(awk '{printf "%.3f %d\n", $1 + $2, $3}' "$tmp/time")
		if [ -z "$best" ] || awk -v a="$r" -v b="$best" 'BEGIN { split(a, x); split(b, y); exit !(x[1] < y[1]) }'; then
			best=$r
		fi
		i=$((i + 1))
	done
	echo "$best"
}

printf '%-58s %8s %8s %7s %9s %9s %7s\n' object "cpu(s)" "+plugin" ratio "rss(KiB)" "+plugin" ratio
t0=0 t1=0 worst=0 worst_obj=""
for o in $objects; do
	[ -f "$(dirname "$o")/.$(basename "$o").cmd" ] || { echo "bench: $o was never built here; skipping" >&2; continue; }
	cmd=$(command_for "$o" "$tmp/out.o")
	a=$(measure "$cmd")
	b=$(measure "$cmd -fplugin=$plugin")
	line=$(echo "$a $b" | awk -v o="$o" '{
		printf "%-58s %8.3f %8.3f %7.3f %9d %9d %7.3f\n", o, $1, $3, ($1 > 0 ? $3 / $1 : 1), $2, $4, ($2 > 0 ? $4 / $2 : 1) }')
	echo "$line"
	echo "$a $b" >> "$tmp/all"
done
awk '{ c0 += $1; c1 += $3; if ($2 > m0) m0 = $2; if ($4 > m1) m1 = $4;
       r = ($1 > 0 ? $3 / $1 : 1); if (r > w) w = r; rs = ($2 > 0 ? $4 / $2 : 1); if (rs > wr) wr = rs; n++ }
     END { printf "\nbench: %d objects: CPU %.2fs -> %.2fs (ratio %.4f, +%.2f%%); worst object ratio %.3f\n", n, c0, c1, c1 / c0, (c1 / c0 - 1) * 100, w;
           printf "bench: peak RSS %d KiB -> %d KiB (ratio %.4f); worst object RSS ratio %.3f\n", m0, m1, m1 / m0, wr }' "$tmp/all"
