#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# bench.sh PLUGIN [OBJECT...]: what refpair costs on real kernel objects.
#
# Compiles each object of testsuite/kernel/objects.txt (or the ones given)
# with the exact command kbuild used, without and with -fplugin=PLUGIN,
# REPEAT times each (default 3), keeps the fastest run of each, and prints
# per-object and total ratios of CPU time (user+sys) and peak RSS.  Timings
# of small objects vary by +-0.1 s between runs, so it also prints what the
# plugin itself accounts for (stats=FILE: CPU seconds inside the pass and
# loading the database, functions analysed, cut by the budget): "own" is
# that time over the build without the plugin, the precise cost.
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

printf '%-50s %7s %7s %6s %7s %9s %9s %6s %5s %4s\n' object "cpu(s)" "+plugin" ratio own "rss(KiB)" "+plugin" ratio fns cut
t0=0 t1=0 worst=0 worst_obj=""
for o in $objects; do
	[ -f "$(dirname "$o")/.$(basename "$o").cmd" ] || { echo "bench: $o was never built here; skipping" >&2; continue; }
	cmd=$(command_for "$o" "$tmp/out.o")
	a=$(measure "$cmd")
	rm -f "$tmp/stats"
	b=$(measure "$cmd -fplugin=$plugin -fplugin-arg-refpair-stats=$tmp/stats")
	# The plugin's own account of its last run.
	st=$(tail -n 1 "$tmp/stats" | sed 's/.*functions=\([0-9]*\) analysed=\([0-9]*\) budget=\([0-9]*\).*largest_blocks=\([0-9]*\) largest_states=\([0-9]*\) seconds=\([0-9.]*\)/\6 \1 \2 \3 \4 \5/')
	line=$(echo "$a $b $st" | awk -v o="$o" '{
		printf "%-50s %7.3f %7.3f %6.3f %7.4f %9d %9d %6.3f %5d %4d\n", o, $1, $3, ($1 > 0 ? $3 / $1 : 1),
		       ($1 > 0 ? 1 + $5 / $1 : 1), $2, $4, ($2 > 0 ? $4 / $2 : 1), $7, $8 }')
	echo "$line"
	echo "$a $b $st $o" >> "$tmp/all"
done
awk '{ c0 += $1; c1 += $3; own += $5; f += $6; an += $7; cut += $8; if ($2 > m0) m0 = $2; if ($4 > m1) m1 = $4;
       r = ($1 > 0 ? 1 + $5 / $1 : 1); if (r > w) { w = r; wo = $11 } rs = ($2 > 0 ? $4 / $2 : 1); if (rs > wr) wr = rs;
       if ($9 > lb) { lb = $9; ls = $10; lo = $11 } n++ }
     END { printf "\nbench: %d objects: CPU %.2fs -> %.2fs measured (ratio %.4f, +%.2f%%, noise +-0.1s an object)\n", n, c0, c1, c1 / c0, (c1 / c0 - 1) * 100;
           printf "bench: refpair: own CPU time %.3fs = +%.2f%% of the build without it; worst object +%.2f%% (%s)\n", own, own / c0 * 100, (w - 1) * 100, wo;
           printf "bench: peak RSS %d KiB -> %d KiB (ratio %.4f); worst object RSS ratio %.3f\n", m0, m1, m1 / m0, wr;
           printf "bench: %d functions, %d analysed (%d skipped: no annotated call), %d cut by the budget\n", f, an, f - an, cut;
           printf "bench: largest analysed function: %d blocks, %d states (%s)\n", lb, ls, lo }' "$tmp/all"
