#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# fuzz.sh: run refpair on random C programs.
#
#   fuzz.sh --plugin PATH/refpair.so [--cc CC] [--seed S] [--count N]
#           [--keep DIR] [--timeout SECONDS] [--result]
#
# Program I (0 <= I < N) has seed S+I: csmith writes a random program from
# it (of 3 to 8 functions besides main), and fuzz/gendb.c a random database (an .api file) that declares some
# of the program's functions acquires, releases, frees, tests... of a few
# families, so that the engine runs on csmith's arbitrary control flow.
# Each program is compiled with "CC -O2 -S" without the plugin, then with it
# (that database, every check, and the few random arguments gendb prints).
# A program fails on
#   crash  the compile with the plugin exits non-zero: an internal compiler
#          error, a signal, or any error (refpair's findings are warnings,
#          which never fail a compile without -Werror);
#   hang   it takes more than 10 s (--timeout, with timeout(1));
#   diff   its assembly differs from the compile without the plugin.
# Programs whose compile without the plugin fails or takes as long are
# skipped (they say nothing about refpair).  Failing programs are kept
# in DIR (default ./fuzz-failures) as DIR/seed-SEED-KIND/: the program
# (csmith.h and friends come from /usr/include/csmith), its database,
# the compiler's output, and repro.sh, the command that shows the failure.
#
# The last line is the summary: programs, crashes, hangs, code differences,
# skipped programs, refpair warnings seen and the time taken.  --result adds
# "N passed, N failed" (programs that passed, programs that failed) for
# "make check".  Exit status: 0 if nothing failed, 1 if something did,
# 2 on a usage or set-up error (csmith missing, ...).
set -u

plugin=
cc=${CC:-gcc}
seed=1
count=100
keep=fuzz-failures
result=0
limit=10
csmith_inc=${CSMITH_INC:-/usr/include/csmith}

usage() {
	echo "usage: fuzz.sh --plugin PATH/refpair.so [--cc CC] [--seed S] [--count N] [--keep DIR] [--timeout SECONDS] [--result]" >&2
	exit 2
}

# A set-up error: say so, and with --result count it as one failure.
setup_error() {
	echo "fuzz: error: $*" >&2
	[ "$result" = 1 ] && echo "0 passed, 1 failed"
	exit 2
}

while [ $# -gt 0 ]; do
	case $1 in
	--plugin) [ $# -ge 2 ] || usage; plugin=$2; shift 2 ;;
	--cc) [ $# -ge 2 ] || usage; cc=$2; shift 2 ;;
	--seed) [ $# -ge 2 ] || usage; seed=$2; shift 2 ;;
	--count) [ $# -ge 2 ] || usage; count=$2; shift 2 ;;
	--keep) [ $# -ge 2 ] || usage; keep=$2; shift 2 ;;
	--timeout) [ $# -ge 2 ] || usage; limit=$2; shift 2 ;;
	--result) result=1; shift ;;
	*) usage ;;
	esac
done
[ -n "$plugin" ] || usage
case $seed in '' | *[!0-9]*) usage ;; esac
case $count in '' | *[!0-9]*) usage ;; esac
case $limit in '' | 0 | *[!0-9]*) usage ;; esac

here=$(cd "$(dirname "$0")" && pwd)
case $plugin in /*) ;; *) plugin=$(pwd)/$plugin ;; esac
[ -f "$plugin" ] || setup_error "no plugin $plugin (run make first)"
command -v csmith >/dev/null 2>&1 ||
	setup_error "csmith not found; run 'make deps' as root or: apt-get install csmith libcsmith-dev"
[ -f "$csmith_inc/csmith.h" ] ||
	setup_error "$csmith_inc/csmith.h not found; run 'make deps' as root or: apt-get install libcsmith-dev"
command -v timeout >/dev/null 2>&1 || setup_error "timeout(1) not found (coreutils)"
command -v "$cc" >/dev/null 2>&1 || setup_error "compiler $cc not found"

work=$(mktemp -d "${TMPDIR:-/tmp}/refpair-fuzz.XXXXXX") || setup_error "mktemp failed"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
# gendb is plain C; build it with the compiler under test (no plugin).
"$cc" -std=c11 -O2 -Wall -o "$work/gendb" "$here/gendb.c" ||
	setup_error "cannot build $here/gendb.c"

start=$(date +%s)
programs=0 crashes=0 hangs=0 diffs=0 skipped=0 warnings=0
i=0
while [ "$i" -lt "$count" ]; do
	s=$((seed + i))
	i=$((i + 1))
	d=$work/p
	rm -rf "$d"
	mkdir "$d"
	# csmith writes platform.info into its working directory.  Programs
	# of 3 to 8 functions (csmith's default is 10) compile twice as fast.
	if ! (cd "$d" && timeout 60 csmith --seed "$s" --max-funcs $((3 + s % 6)) \
		-o fuzz.c >/dev/null 2>&1); then
		echo "fuzz: seed $s: csmith failed; skipped"
		skipped=$((skipped + 1))
		continue
	fi
	opts=$("$work/gendb" "$s" "$d/fuzz.c" "$d/fuzz.api") || setup_error "gendb failed on seed $s"
	programs=$((programs + 1))
	base="-O2 -S -I$csmith_inc"
	(cd "$d" && timeout "$limit" "$cc" $base fuzz.c -o base.s >base.err 2>&1)
	rc=$?
	if [ "$rc" -ne 0 ]; then
		echo "fuzz: seed $s: compile without the plugin failed (status $rc); skipped"
		programs=$((programs - 1))
		skipped=$((skipped + 1))
		continue
	fi
	popts="-fplugin=$plugin -fplugin-arg-refpair-db=fuzz.api -fplugin-arg-refpair-checks=all$opts"
	# stats= counts the functions the engine analysed (not in repro.sh).
	(cd "$d" && timeout "$limit" "$cc" $base $popts -fplugin-arg-refpair-stats="$work/stats" \
		fuzz.c -o plugin.s >plugin.err 2>&1)
	rc=$?
	n=$(grep -c '\[refpair-' "$d/plugin.err")
	warnings=$((warnings + n))
	kind=
	if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
		kind=hang
		hangs=$((hangs + 1))
	elif [ "$rc" -ne 0 ]; then
		kind=crash
		crashes=$((crashes + 1))
	elif ! cmp -s "$d/base.s" "$d/plugin.s"; then
		kind=diff
		diffs=$((diffs + 1))
	fi
	[ -n "$kind" ] || continue
	why=$(grep -m1 -e 'internal compiler error' -e 'error:' -e 'Segmentation' "$d/plugin.err")
	echo "fuzz: seed $s: $kind (status $rc) ${why:-}"
	mkdir -p "$keep"
	k=$keep/seed-$s-$kind
	rm -rf "$k"
	mkdir -p "$k"
	cp "$d/fuzz.c" "$d/fuzz.api" "$d/plugin.err" "$k/"
	{
		echo "#!/bin/sh"
		echo "# fuzz.sh --seed $s --count 1: $kind (status $rc)"
		echo "cd \"\$(dirname \"\$0\")\""
		echo "$cc $base fuzz.c -o base.s"
		echo "timeout $limit $cc $base $popts fuzz.c -o plugin.s"
		echo "echo \"status \$?\""
		[ "$kind" = diff ] && echo "cmp base.s plugin.s"
	} >"$k/repro.sh"
	chmod +x "$k/repro.sh"
done
end=$(date +%s)
failed=$((crashes + hangs + diffs))
# "refpair-stats file=F functions=N analysed=N budget=N states=N ...".
analysed=$(sed -n 's/.* analysed=\([0-9]*\) budget=\([0-9]*\) states=\([0-9]*\) .*/\1 \2 \3/p' \
	"$work/stats" 2>/dev/null | awk '{a += $1; b += $2; s += $3} END {printf "%d functions analysed (%d cut by the budget, %d states)", a, b, s}')
echo "fuzz: seeds $seed-$((seed + count - 1)): $programs programs, $crashes crashes, $hangs hangs, $diffs code differences, $skipped skipped, $warnings refpair warnings, $analysed, $((end - start)) s"
[ "$result" = 1 ] && echo "$((programs - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
