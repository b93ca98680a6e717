#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-distcc.sh PLUGIN [CC]: a build distributed with distcc over loopback
# gives the same refpair findings as a local build.
#
# A distccd started here listens on 127.0.0.1 (a free high port, --allow
# 127.0.0.1, as user nobody when run by root) and is stopped at the end.
# distccd refuses any "-fplugin=" argument (checked first), so the plugin
# is loaded by a compiler wrapper, refpair-gcc ("CC -fplugin=PATH"), that
# every host has at the same path and that the daemon allows through
# DISTCC_CMDLIST; the -fplugin-arg-refpair-* options pass unchanged.
# Every testsuite/refpair.leak/*.c is compiled locally with refpair-gcc and
# with "distcc refpair-gcc" (DISTCC_FALLBACK=0 and no local retry, so never
# silently at home; the daemon's log must count one successful job per
# file), twice:
#   A. relative paths, as kbuild passes them, so that the compiler on the
#      daemon's side cannot read the sources (as on another machine), with
#      -fdiagnostics-column-unit=byte (display columns need the source);
#   B. absolute paths the daemon can read (a tree at the same path on every
#      host), default columns.
# Both: the same diagnostics, naming the original files and lines, but for
# the columns of notes in macro expansions (counted); the same warnings,
# columns included; the same findings= records but for columns and the
# working directory, and in A statements, fingerprints and fix-its too
# (they need the source).
# Ends with "N passed, N failed".
set -u
plugin=$1
cc=${2:-gcc}
top=$(cd "$(dirname "$0")/.." && pwd)
pass=0
fail=0
check() {
	if eval "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "check-distcc: FAIL: $2"; fi
}

sh "$top/scripts/install-deps.sh" --integration || { echo "0 passed, 1 failed"; exit 1; }

tmp=$(mktemp -d /tmp/refpair-distcc.XXXXXX)
chmod 755 "$tmp"
pid=
stop() {
	if [ -n "$pid" ]; then
		kill "$pid" 2>/dev/null
		wait "$pid" 2>/dev/null
		pid=
	fi
}
trap 'stop; rm -rf "$tmp"; exit 1' INT TERM HUP

# "Every host": the plugin and its database, and the wrapper.
mkdir -p "$tmp/host/refpair-annotations" "$tmp/bin" "$tmp/distcc" "$tmp/distcc-refused"
cp "$plugin" "$tmp/host/refpair.so"
db=$(dirname "$plugin")/refpair-annotations
[ -d "$db" ] || db=$top/annotations
cp "$db"/*.api "$tmp/host/refpair-annotations/"
cat >"$tmp/bin/refpair-gcc" <<EOF
#!/bin/sh
exec $cc -fplugin=$tmp/host/refpair.so "\$@"
EOF
chmod 755 "$tmp/bin/refpair-gcc"
# The daemon runs only what DISTCC_CMDLIST names: the wrapper, and CC under
# the name the client sends (x86_64-linux-gnu-gcc for gcc).
{
	echo "$tmp/bin/refpair-gcc"
	command -v "$cc"
	command -v "$($cc -dumpmachine)-$cc"
} >"$tmp/cmdlist"
chmod -R a+rX "$tmp"

# The daemon, on the first free port from a per-process start.
user=
[ "$(id -u)" = 0 ] && user="--user nobody"
port=$((20000 + $$ % 30000))
tries=0
while [ $tries -lt 20 ]; do
	hex=$(printf '%04X' $port)
	if ! grep -q "^ *[0-9]*: [0-9A-F]*:$hex [0-9A-F:]* 0A" /proc/net/tcp 2>/dev/null; then
		: >"$tmp/distccd.log"
		chmod 666 "$tmp/distccd.log"
		# shellcheck disable=SC2086
		PATH=$tmp/bin:$PATH DISTCC_CMDLIST=$tmp/cmdlist LC_ALL=C \
			distccd --daemon --no-detach --listen 127.0.0.1 --port $port \
			--allow 127.0.0.1 $user --jobs 2 --log-file "$tmp/distccd.log" \
			--log-level info &
		pid=$!
		n=0
		while [ $n -lt 50 ] && ! grep -q "listening on 127.0.0.1:$port" "$tmp/distccd.log"; do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.1
			n=$((n + 1))
		done
		grep -q "listening on 127.0.0.1:$port" "$tmp/distccd.log" && break
		stop
	fi
	port=$((port + 1))
	tries=$((tries + 1))
done
check '[ -n "$pid" ]' "distccd started on 127.0.0.1:$port"
[ -n "$pid" ] || { cat "$tmp/distccd.log"; echo "$pass passed, $fail failed"; rm -rf "$tmp"; exit 1; }
echo "check-distcc: distccd $pid on 127.0.0.1:$port${user:+ as nobody}, log $tmp/distccd.log"

# No fallback to local compilation and no local retry of a failed job.
export LC_ALL=C DISTCC_HOSTS="127.0.0.1:$port/2" DISTCC_FALLBACK=0 \
	DISTCC_SKIP_LOCAL_RETRY=1
jobs_ok() { grep -c 'COMPILE_OK' "$tmp/distccd.log"; }

# distccd refuses -fplugin= itself; with fallbacks off the job fails.
# (Its own DISTCC_DIR: the client then backs off from the host for a while.)
(cd "$top" && DISTCC_DIR="$tmp/distcc-refused" timeout 120 distcc "$cc" \
	-fplugin="$tmp/host/refpair.so" -Itestsuite/include \
	-c -o "$tmp/refused.o" examples/of-child-loop.c) >"$tmp/refused.err" 2>&1
export DISTCC_DIR="$tmp/distcc"
check '[ ! -f "$tmp/refused.o" ] && grep -q -- "-fplugin= and/or -specs= passed" "$tmp/distccd.log"' \
	"distccd refuses -fplugin= on the command line (the README says so)"

flags="-fno-diagnostics-show-line-numbers -fdiagnostics-color=never -fdiagnostics-urls=never -fno-diagnostics-show-option -Wall"
files=$(cd "$top" && ls testsuite/refpair.leak/*.c)
nfiles=$(echo "$files" | wc -l)

# compile_all RUN EXTRA-FLAGS PATH-PREFIX: compile every file locally and
# through distcc; stderr and exit status in $tmp/RUN/{local,dist}/NAME.err.
compile_all() {
	run=$1 extra=$2 prefix=$3
	mkdir -p "$tmp/$run/local" "$tmp/$run/dist" "$tmp/$run/flocal" "$tmp/$run/fdist"
	chmod 777 "$tmp/$run/fdist"
	for f in $files; do
		n=$(basename "$f" .c)
		opts=$(sed -n 's/.*dg-options "\([^"]*\)".*/\1/p' "$top/$f" | sed "s|@srcdir@|$prefix$(dirname "$f")|g")
		for where in local dist; do
			launcher=
			[ $where = dist ] && launcher="timeout 300 distcc"
			# shellcheck disable=SC2086
			(cd "$top" && $launcher refpair-gcc $flags $extra $opts \
				-fplugin-arg-refpair-findings="$tmp/$run/f$where" \
				-I"${prefix}testsuite/include" -I"${prefix}annotations" \
				-c -o "$tmp/$run/$where/$n.o" "$prefix$f") >"$tmp/$run/$where/$n.err" 2>&1
			echo "exit $?" >>"$tmp/$run/$where/$n.err"
		done
	done
}
# findings RUN WHERE SED: the run's findings, SED applied, sorted.
findings() {
	cat "$tmp/$1/f$2"/*.jsonl 2>/dev/null | sed "$3" | sort
}
str='"\([^"\\]\|\\.\)*"'

export PATH="$tmp/bin:$PATH"

# same RUN WHAT FILTER: check that every file gave the same diagnostics
# locally and through distcc once FILTER (sed) is applied to both.
same() {
	d=
	for f in $files; do
		n=$(basename "$f" .c)
		sed "$3" "$tmp/$1/local/$n.err" >"$tmp/$1/l"
		sed "$3" "$tmp/$1/dist/$n.err" >"$tmp/$1/d"
		cmp -s "$tmp/$1/l" "$tmp/$1/d" || { d="$d $n"; diff "$tmp/$1/l" "$tmp/$1/d" | head -n 6; }
	done
	check '[ -z "$d" ]' "$1: $2 locally and through distcc; differ:$d"
}
nocol='s/^\([^ :][^:]*:[0-9]*\):[0-9]*:/\1:/'
# The columns of locations in macro expansions differ: GCC tracks macro
# expansions only when it preprocesses the unit itself.
moved() {
	for f in $files; do
		n=$(basename "$f" .c)
		diff "$tmp/$1/local/$n.err" "$tmp/$1/dist/$n.err" | grep -c '^<'
	done | awk '{s += $1} END {print s + 0}'
}

# A: relative paths, byte columns.
before=$(jobs_ok)
compile_all A "-fno-diagnostics-show-caret -fdiagnostics-column-unit=byte" ""
check '[ $(($(jobs_ok) - before)) -eq $nfiles ]' \
	"A: distccd compiled all $nfiles files ($(($(jobs_ok) - before)) jobs in its log)"
same A "the same warnings, columns included" '/: warning: /!d'
same A "the same diagnostics but for columns" "$nocol"
[ -n "$d" ] || echo "check-distcc: A: $(moved A) lines differ in their columns only (notes in macro expansions)"
nw=$(cat "$tmp/A/dist/"*.err | grep -c '^testsuite/refpair\.leak/[a-z0-9-]*\.c:[0-9]*:[0-9]*: warning: .*\[refpair-')
check '[ "$nw" -gt 0 ] && ! grep -q "distccd_\|\.i:" "$tmp/A/dist/"*.err' \
	"A: the $nw distributed warnings name the original files and lines, never distccd's .i"
drop="s/\"column\":[0-9]*,//g; s/\"char_column\":[0-9]*,//g; s/\"statement\":$str,//; s/\"fingerprint\":\"[0-9a-f]*\",//; s/\"directory\":$str,//; s/\"fixit\":{[^}]*},//"
findings A local "$drop" >"$tmp/A/flocal.txt"
findings A dist "$drop" >"$tmp/A/fdist.txt"
check '[ -s "$tmp/A/flocal.txt" ] && cmp -s "$tmp/A/flocal.txt" "$tmp/A/fdist.txt"' \
	"A: the same findings= records but for columns, statements, fingerprints, fix-its, directories"
fl=$(findings A local 's/.*"fingerprint":"\([0-9a-f]*\)".*/\1/' | tr '\n' ' ')
fd=$(findings A dist 's/.*"fingerprint":"\([0-9a-f]*\)".*/\1/' | tr '\n' ' ')
[ "$fl" = "$fd" ] || echo "check-distcc: A: fingerprints differ (no sources on the daemon's side, so no statements)"

# B: absolute paths the daemon can read, default (display) columns.
if [ -z "$user" ] || runuser -u nobody -- test -r "$top/testsuite/refpair.leak/pm-forms.c" 2>/dev/null; then
	before=$(jobs_ok)
	compile_all B "-fno-diagnostics-show-caret" "$top/"
	check '[ $(($(jobs_ok) - before)) -eq $nfiles ]' \
		"B: distccd compiled all $nfiles files ($(($(jobs_ok) - before)) jobs in its log)"
	same B "the same warnings, columns included" '/: warning: /!d'
	same B "the same diagnostics but for columns" "$nocol"
	[ -n "$d" ] || echo "check-distcc: B: $(moved B) lines differ in their columns only (notes in macro expansions)"
	drop="s/\"column\":[0-9]*,//g; s/\"char_column\":[0-9]*,//g; s/\"directory\":$str,//"
	findings B local "$drop" >"$tmp/B/flocal.txt"
	findings B dist "$drop" >"$tmp/B/fdist.txt"
	check '[ -s "$tmp/B/flocal.txt" ] && cmp -s "$tmp/B/flocal.txt" "$tmp/B/fdist.txt"' \
		"B: the same findings= records, fingerprints and fix-its included, but for columns and directories"
else
	echo "check-distcc: B skipped: user nobody cannot read $top"
fi

stop
check '! kill -0 $(sed -n "s/^distccd\[\([0-9]*\)\].*listening on.*/\1/p" "$tmp/distccd.log" | head -n 1) 2>/dev/null' \
	"distccd stopped"
trap - INT TERM HUP
if [ $fail -eq 0 ] && [ -z "${REFPAIR_KEEP:-}" ]; then
	rm -rf "$tmp"
else
	echo "check-distcc: results kept in $tmp"
fi
echo "check-distcc: $pass passed, $fail failed"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
