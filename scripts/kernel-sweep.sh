#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# kernel-sweep.sh PLUGIN [DIR...]: build whole directories of a Linux tree
# (6.1 by default) with the plugin, the way a distribution's kernel build would, and
# record what a team leaving it on needs to know:
#
#   - compiler crashes (must be 0);
#   - objects whose code differs from a build without the plugin (must be 0);
#   - findings, per check and per API;
#   - functions analysed, skipped (no annotated call) and cut by the budget;
#   - CPU time with and without the plugin, and the plugin's own account.
#
# Each directory goes through two kbuild runs: "plugin" (KCFLAGS with
# -fplugin and stats=FILE; every compiled object is copied aside), then
# "ref" (KCFLAGS empty; every object is compared with its copy).  kbuild
# rebuilds an object whenever its command line changed, so each run
# compiles the whole directory, and an interrupted run picks up where it
# stopped when started again: the sweep is resumable, directory by
# directory and within one.  State lives in $SWEEP_DIR (default
# build/sweep); remove it to start over.  Not part of CI: the default list
# is thousands of objects, hours of CPU on two cores.
#
# KVER=6.12 sweeps Linux 6.12 (scripts/kernel-tree.sh), with its state in
# build/sweep-6.12 unless SWEEP_DIR says otherwise.
# KERNEL_JOBS sets make -j (default: the number of CPUs).  The summary is
# written to $SWEEP_DIR/summary.txt, also printed at the end.
set -eu
export LC_ALL=C LANG=C LC_CTYPE=C LC_MESSAGES=C
plugin=$1
shift
top=$(cd "$(dirname "$0")/.." && pwd)
kver=${KVER:-6.1}
if [ "$kver" = 6.1 ]; then
	state=${SWEEP_DIR:-$top/build/sweep}
else
	state=${SWEEP_DIR:-$top/build/sweep-$kver}
fi
jobs=${KERNEL_JOBS:-$(nproc)}
tree=$(KVER=$kver "$top/scripts/kernel-tree.sh")
[ -x /usr/bin/time ] || { echo "kernel-sweep: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

if [ $# -gt 0 ]; then
	dirs=$*
else
	dirs="drivers/base drivers/of drivers/pci drivers/iio sound/soc drivers/media
	      drivers/net/ethernet drivers/gpu/drm"
fi
mkdir -p "$state/plugin"
# The script works in the kernel tree: a relative SWEEP_DIR means the caller's.
state=$(cd "$state" && pwd)
# The sweep compiles with its own copy of the plugin: rebuilding the source
# tree's refpair.so during a sweep of hours must not change it (or crash the
# compilers that have it mapped), and a resumed sweep must keep using the
# plugin it started with (kbuild would not rebuild objects for a new one).
# Its database too: a plugin finds the bundled one in "refpair-annotations"
# next to it, else in the source tree it was built from, which may be
# edited while the sweep runs (and an older plugin may refuse a newer
# database).
if [ ! -f "$state/plugin/refpair.so" ]; then
	db=$(dirname "$plugin")/refpair-annotations
	[ -d "$db" ] || db=$top/annotations
	mkdir -p "$state/plugin/refpair-annotations"
	cp "$db"/*.api "$state/plugin/refpair-annotations/"
	cp "$plugin" "$state/plugin/refpair.so"
elif ! cmp -s "$plugin" "$state/plugin/refpair.so"; then
	echo "kernel-sweep: resuming with the plugin this sweep started with; remove $state to sweep with $plugin" >&2
fi
plugin=$state/plugin/refpair.so
cd "$tree"

# The objects kbuild compiled from C under DIR: those whose .cmd records a
# gcc command with "-c" (not links, not assembler files).
compiled_objects() {
	find "$1" -name '.*.o.cmd' | while read -r c; do
		if sed -n 1p "$c" | grep -q ' -c -o .*\.c\( \|;\|$\)'; then
			b=$(basename "$c" .cmd)
			echo "$(dirname "$c")/${b#.}"
		fi
	done | LC_ALL=C sort
}

for d in $dirs; do
	[ -d "$d" ] || { echo "kernel-sweep: no directory $d in $tree" >&2; exit 1; }
	key=$(echo "$d" | tr / _)
	s=$state/$key
	mkdir -p "$s"
	if [ -f "$s/done" ]; then
		echo "kernel-sweep: $d: done before ($(cat "$s/done"))"
		continue
	fi

	# 1. With the plugin.  Each (re)run appends its log and time; objects
	#    built by an earlier, interrupted run keep their findings in its log.
	if [ ! -f "$s/plugin.done" ]; then
		n=$(ls "$s" | grep -c '^plugin-[0-9]*\.log$' || true)
		echo "kernel-sweep: $d: building with the plugin (run $((n + 1)))"
		/usr/bin/time -f "%U %S %e" -o "$s/plugin-$n.time" \
			make -k -j"$jobs" -Otarget "$d/" \
			KCFLAGS="-fplugin=$plugin -fplugin-arg-refpair-stats=$s/stats" \
			> "$s/plugin-$n.log" 2>&1 || true
		# Copy what this build made: the reference build overwrites it.
		compiled_objects "$d" > "$s/objects"
		while read -r o; do
			[ -f "$o" ] || continue
			mkdir -p "$s/obj/$(dirname "$o")"
			cp "$o" "$s/obj/$o"
		done < "$s/objects"
		touch "$s/plugin.done"
	fi

	# 2. Without it, and compare.
	if [ ! -f "$s/ref.done" ]; then
		n=$(ls "$s" | grep -c '^ref-[0-9]*\.log$' || true)
		echo "kernel-sweep: $d: building without the plugin (run $((n + 1)))"
		/usr/bin/time -f "%U %S %e" -o "$s/ref-$n.time" \
			make -k -j"$jobs" "$d/" KCFLAGS= > "$s/ref-$n.log" 2>&1 || true
		: > "$s/differ"
		while read -r o; do
			if [ -f "$o" ] && [ -f "$s/obj/$o" ] && ! cmp -s "$o" "$s/obj/$o"; then
				echo "$o" >> "$s/differ"
			fi
		done < "$s/objects"
		rm -rf "$s/obj"
		touch "$s/ref.done"
	fi
	cat "$s"/plugin-*.log | awk -f "$top/scripts/findings.awk" | LC_ALL=C sort -u > "$s/findings.txt"
	echo "$(wc -l < "$s/objects") objects, $(wc -l < "$s/findings.txt") findings, $(wc -l < "$s/differ") differ" > "$s/done"
	echo "kernel-sweep: $d: $(cat "$s/done")"
done

# The summary, over every directory swept so far.
sum=$state/summary.txt
{
	echo "refpair kernel sweep, $(date -u +%Y-%m-%d), $(gcc --version | sed 1q), tree $tree"
	echo "plugin: $plugin"
	echo
	# One row per directory (its CPU times summed once), then the total;
	# "own" is refpair's own CPU time (stats=), the part of "+plugin"
	# that is refpair's whatever else the machine was doing.
	for d in $dirs; do
		s=$state/$(echo "$d" | tr / _)
		if [ ! -f "$s/done" ]; then
			echo "$d -"
			continue
		fi
		crashes=$(cat "$s"/plugin-*.log | grep -c 'internal compiler error\|Segmentation fault\|killed by signal' || true)
		echo "$d $(wc -l < "$s/objects") $(wc -l < "$s/findings.txt") $(wc -l < "$s/differ") $crashes" \
			"$(grep -hv "^Command" "$s"/ref-*.time | awk '{ c += $1 + $2 } END { print c + 0 }')" \
			"$(grep -hv "^Command" "$s"/plugin-*.time | awk '{ c += $1 + $2 } END { print c + 0 }')" \
			"$(awk '$1 == "refpair-stats" { for (i = 1; i <= NF; i++) if ($i ~ /^seconds=/) c += substr($i, 9) }
				END { print c + 0 }' "$s/stats" 2>/dev/null || echo 0)"
	done | awk 'BEGIN { printf "%-24s %8s %8s %7s %8s %9s %9s %8s %7s\n", "directory", "objects", "findings",
			     "differ", "crashes", "cpu(s)", "+plugin", "ratio", "own(s)" }
		$2 == "-" { printf "%-24s (not swept yet)\n", $1; next }
		{ printf "%-24s %8d %8d %7d %8d %9.1f %9.1f %8.3f %7.2f\n", $1, $2, $3, $4, $5, $6, $7,
			 ($6 > 0 ? $7 / $6 : 0), $8
		  o += $2; d += $4; c += $5; a += $6; b += $7; own += $8 }
		END { printf "%-24s %8d %8s %7d %8d %9.1f %9.1f %8.3f %7.2f\n", "total", o, "", d, c, a, b,
			     (a > 0 ? b / a : 0), own }'
	echo
	total_stats=$(for d in $dirs; do
		s=$state/$(echo "$d" | tr / _)
		[ -f "$s/done" ] && [ -f "$s/stats" ] && cat "$s/stats"
	done | awk '$1 == "refpair-stats" { for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] += kv[2] } n++;
		      if ($0 ~ /largest_blocks/) { split($0, a, "largest_blocks="); split(a[2], b, " "); if (b[1] + 0 > lb) { lb = b[1] + 0; lf = $2 } } }
		END { printf "%d units, %d functions, %d analysed, %d skipped (no annotated call), %d cut by the budget, %.1f s of refpair CPU time; largest function %d blocks (%s)",
		      n, v["functions"], v["analysed"], v["functions"] - v["analysed"], v["budget"], v["seconds"], lb, lf }')
	echo "refpair: $total_stats"
	for d in $dirs; do
		s=$state/$(echo "$d" | tr / _)
		[ -f "$s/done" ] && cat "$s"/findings.txt
	done | LC_ALL=C sort -u > "$state/findings.txt"
	echo "findings: $(wc -l < "$state/findings.txt") in all; per check:"
	sed 's/^[^ ]* \[\([a-z-]*\)\].*/\1/' "$state/findings.txt" | sort | uniq -c | sort -rn | sed 's/^/  /'
	echo "per API (the acquire a leak names, the release of a double put, the free of a kfree-kobject):"
	awk '{ api = "" }
	     match($0, /taken by \047[^\047]*\047/) { api = substr($0, RSTART + 10, RLENGTH - 11) }
	     api == "" && match($0, /double \047[^\047]*\047/) { api = substr($0, RSTART + 8, RLENGTH - 9) }
	     api == "" && match($0, /freed with \047[^\047]*\047/) { api = substr($0, RSTART + 12, RLENGTH - 13) }
	     api == "" && match($0, /after \047[^\047]*\047 released/) { api = substr($0, RSTART + 7, RLENGTH - 17) }
	     api == "" && match($0, /: \047[^\047]*\047 (of|releases) /) { api = substr($0, RSTART + 3); sub(/\047.*/, "", api) }
	     api != "" { print api }' "$state/findings.txt" |
		sort | uniq -c | sort -rn | head -n 25 | sed 's/^/  /'
	for d in $dirs; do
		s=$state/$(echo "$d" | tr / _)
		[ -s "$s/differ" ] 2>/dev/null && { echo "objects that differ in $d:"; sed 's/^/  /' "$s/differ"; }
	done
	true
} > "$sum"
cat "$sum"
