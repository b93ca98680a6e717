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
# that time over the build without the plugin, the precise cost.  Then
# the largest functions analysed, with their cost (it should grow linearly
# with their size), the instructions cc1 executes without and with the
# plugin on a few objects (valgrind's callgrind: a count a loaded machine
# does not change), -fanalyzer on the largest objects and sparse (make C=2)
# on all of them, for comparison.
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
		sed 's/ -fplugin=[^ ]*//g; s/ -fplugin-arg-[^ ]*//g; s/; *\(\.\/tools\/objtool\|scripts\/\).*//' |
		sed "s# -o [^ ]*\.o # -o $2 #"
}

# Run CMD; print "cpu-seconds peak-kib" of the fastest of N runs (the
# second argument, default REPEAT).
measure() {
	best=""
	i=0
	while [ $i -lt "${2:-$repeat}" ]; do
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
	st=$(grep '^refpair-stats ' "$tmp/stats" | tail -n 1 | sed 's/.*functions=\([0-9]*\) analysed=\([0-9]*\) budget=\([0-9]*\).*largest_blocks=\([0-9]*\) largest_states=\([0-9]*\) seconds=\([0-9.]*\)/\6 \1 \2 \3 \4 \5/')
	line=$(echo "$a $b $st" | awk -v o="$o" '{
		printf "%-50s %7.3f %7.3f %6.3f %7.4f %9d %9d %6.3f %5d %4d\n", o, $1, $3, ($1 > 0 ? $3 / $1 : 1),
		       ($1 > 0 ? 1 + $5 / $1 : 1), $2, $4, ($2 > 0 ? $4 / $2 : 1), $7, $8 }')
	echo "$line"
	echo "$a $b $st $o" >> "$tmp/all"
	grep '^refpair-function ' "$tmp/stats" | tail -n 4 | sed "s#\$# object=$o#" >> "$tmp/functions" || true
done
awk '{ c0 += $1; c1 += $3; own += $5; f += $6; an += $7; cut += $8; if ($2 > m0) m0 = $2; if ($4 > m1) m1 = $4;
       r = ($1 > 0 ? 1 + $5 / $1 : 1); if (r > w) { w = r; wo = $11 } rs = ($2 > 0 ? $4 / $2 : 1); if (rs > wr) wr = rs;
       if ($9 > lb) { lb = $9; ls = $10; lo = $11 } n++ }
     END { printf "\nbench: %d objects: CPU %.2fs -> %.2fs measured (ratio %.4f, +%.2f%%, noise +-0.1s an object)\n", n, c0, c1, c1 / c0, (c1 / c0 - 1) * 100;
           printf "bench: refpair: own CPU time %.3fs = +%.2f%% of the build without it; worst object +%.2f%% (%s)\n", own, own / c0 * 100, (w - 1) * 100, wo;
           printf "bench: peak RSS %d KiB -> %d KiB (ratio %.4f); worst object RSS ratio %.3f\n", m0, m1, m1 / m0, wr;
           printf "bench: %d functions, %d analysed (%d skipped: no annotated call), %d cut by the budget\n", f, an, f - an, cut;
           printf "bench: largest analysed function: %d blocks, %d states (%s)\n", lb, ls, lo }' "$tmp/all"

# How the cost grows with function size: the largest functions analysed,
# with their blocks, (block, state) pairs and CPU time in refpair.
echo
echo "bench: the largest analysed functions (cost should grow linearly with blocks):"
printf '  %-36s %-44s %7s %8s %9s %10s\n' function object blocks states "ms" "us/block"
sed 's/[a-z_]*=//g' "$tmp/functions" 2>/dev/null | sort -k4,4nr | head -n 12 |
	awk '{ printf "  %-36s %-44s %7d %8d %9.2f %10.2f\n", $3, $7, $4, $5, $6 * 1000, ($4 > 0 ? $6 * 1e6 / $4 : 0) }'
awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
       b = v["blocks"] + 0; t = v["seconds"] + 0; k = b < 100 ? 0 : b < 300 ? 1 : b < 1000 ? 2 : 3;
       nb[k] += b; nt[k] += t; nf[k]++ }
     END { split("under 100,100-299,300-999,1000 and more", name, ",");
	   for (k = 0; k < 4; k++) if (nf[k])
		printf "  functions of %s blocks: %d, %.2f us a block on average\n", name[k + 1], nf[k], nt[k] * 1e6 / nb[k] }' \
	"$tmp/functions" 2>/dev/null || true

# Instructions, which a loaded machine does not change (valgrind's callgrind
# on cc1 through gcc's -wrapper; perf's counters are not available on every
# machine): INSTR_OBJECTS, default the two objects that take longest to
# compile and the two quickest (where loading the database weighs most).
# The plugin's cost is the whole difference: loading it and its database,
# and the pass.  INSTR_OBJECTS=none skips it (each run is ~50x slower).
echo
if [ -n "${INSTR_OBJECTS:-}" ]; then
	iobjs=$INSTR_OBJECTS
else
	iobjs=$( (sort -k1,1nr "$tmp/all" | head -n 2; sort -k1,1n "$tmp/all" | head -n 2) | awk '{ print $NF }' | sort -u)
fi
if [ "$iobjs" != none ] && command -v valgrind > /dev/null 2>&1; then
	printf 'bench: %-44s %14s %14s %8s\n' "instructions (callgrind) of" "without" "+plugin" "+%"
	for o in $iobjs; do
		cmd=$(command_for "$o" "$tmp/out.o")
		for w in 0 1; do
			rm -f "$tmp/cg.out"*
			p=""
			[ $w = 0 ] || p="-fplugin=$plugin"
			sh -c "$cmd $p -wrapper valgrind,-q,--tool=callgrind,--callgrind-out-file=$tmp/cg.out.%p" > /dev/null 2>&1 || true
			# cc1's file: the largest of the compile's processes.
			cat "$tmp"/cg.out.* 2>/dev/null | sed -n 's/^summary: *//p' | sort -n | tail -n 1 > "$tmp/ir$w"
		done
		echo "$(cat "$tmp/ir0") $(cat "$tmp/ir1") $o" >> "$tmp/instr"
		echo "$(cat "$tmp/ir0") $(cat "$tmp/ir1")" | awk -v o="$o" '{ printf "bench: %-44s %14.0f %14.0f %8.3f\n", o, $1, $2, ($1 > 0 ? ($2 / $1 - 1) * 100 : 0) }'
	done
	awk '{ a += $1; b += $2; r = ($1 > 0 ? $2 / $1 : 1); if (r > w) { w = r; wo = $3 } }
	     END { if (a > 0) printf "bench: instructions in all +%.3f%%; worst object +%.3f%% (%s)\n", (b / a - 1) * 100, (w - 1) * 100, wo }' "$tmp/instr"
else
	echo "bench: instruction counts skipped (INSTR_OBJECTS=none or no valgrind)"
fi

# -fanalyzer, GCC's own path-sensitive analysis, on the largest objects
# (ANALYZER_OBJECTS, default the 4 that take longest to compile), and
# sparse (make C=2, the kernel's own checker pass) on all of them, timed once.
echo
if [ -n "${ANALYZER_OBJECTS:-}" ]; then
	big=$ANALYZER_OBJECTS
else
	big=$(sort -k1,1nr "$tmp/all" | head -n 4 | awk '{ print $NF }')
fi
[ "$big" != none ] || big=
printf 'bench: %-44s %8s %10s %7s %9s %9s\n' "-fanalyzer on" "cpu(s)" "+analyzer" ratio "rss(KiB)" "+analyzer"
for o in $big; do
	cmd=$(command_for "$o" "$tmp/out.o")
	a=$(grep " $o\$" "$tmp/all" | awk '{ print $1, $2 }')
	b=$(measure "timeout 900 $cmd -fanalyzer" 1)
	echo "$a $b" | awk -v o="$o" '{ printf "bench: %-44s %8.2f %10.2f %7.2f %9d %9d\n", o, $1, $3, ($1 > 0 ? $3 / $1 : 0), $2, $4 }'
done
if command -v sparse > /dev/null 2>&1; then
	sp=0 n=0
	for o in $objects; do
		[ -f "$(dirname "$o")/.$(basename "$o").cmd" ] || continue
		# kbuild's own sparse command for this object (C=2 checks it
		# without recompiling).
		scmd=$(make C=2 V=1 "$o" 2>/dev/null | grep "^ *sparse .* ${o%.o}\.c\$" | head -n 1)
		[ -n "$scmd" ] || continue
		t=$(measure "$scmd" 1)
		sp=$(echo "$sp $t" | awk '{ print $1 + $2 }')
		n=$((n + 1))
	done
	c0=$(awk '{ c += $1 } END { print c }' "$tmp/all")
	echo "$sp $c0 $n" | awk '{ printf "bench: sparse (make C=2) on %d objects: %.2fs of CPU, %.1f%% of their compile time (a separate parse; refpair runs inside the compile)\n", $3, $1, ($2 > 0 ? $1 / $2 * 100 : 0) }'
else
	echo "bench: sparse not installed (apt-get install sparse): no comparison"
fi
