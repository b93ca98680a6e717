#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# userspace.sh PLUGIN [PROJECT...]: refpair and GCC's -fanalyzer side by side
# on real Debian 12 C projects (issue 18), on the same compilation units.
#
# For each project (Debian source package names; default coreutils iproute2
# procps expat libpng1.6, util-linux also known):
#  1. takes its source from WORK/src (or from SRC=DIR, copied, or else
#     apt-get source PKG/bookworm, which needs a deb-src line for bookworm
#     in APT's sources), configures it with optional features
#     disabled and CC set to a logging wrapper, and builds it once with
#     make -j1; the wrapper records every compile (-c) of one of the
#     project's own .c files, made after configure finished, as its working
#     directory and argv (WORK/PKG/units.txt, sorted, duplicates removed);
#  2. replays each recorded unit, one at a time, to a temporary object and
#     without the dependency-file and -Werror arguments: with plain gcc-12,
#     with -fplugin=PLUGIN (findings=WORK/PKG/findings, stats=), and with
#     -fanalyzer on a deterministic subset of ANALYZER_UNITS units (default
#     40: every k-th unit of the sorted list, k = ceil(units / N), so at
#     most N); a unit past ANALYZER_TIMEOUT seconds (default 300) is
#     killed and counted;
#     the CPU time (user+sys, GNU time) of each compile goes to
#     WORK/PKG/times.tsv;
#  2b. with INSTR_UNITS=N (default 0), compiles a deterministic subset of at
#     most N units (every k-th, as for the analyzer) plain and with refpair
#     under valgrind's callgrind, following the driver's children, and
#     writes the instructions of each whole compile (driver, cc1, as) to
#     WORK/PKG/instr.tsv: the cost in instructions, which a loaded machine
#     does not disturb (CPU seconds do);
#  3. prints per project the units, refpair's findings per check, the
#     analyzer's warnings of the pairing kinds (leak, double release,
#     mismatched release, use after release) per kind and its other
#     warnings as one count, and the CPU ratios: refpair's over plain gcc on
#     all units and on the subset, refpair's own CPU (stats=) over plain,
#     and the analyzer's over plain on the subset; with INSTR_UNITS, the
#     instructions of plain and refpair compiles on that subset.
# A unit on which the plugin's compile fails while plain gcc's succeeds, or
# which has an internal compiler error, is listed in WORK/PKG/errors.txt.
# Raw outputs stay in WORK/PKG: findings/, refpair.stderr, analyzer.stderr
# (each unit's output after a "### unit N DIR SOURCE" line), stats.txt.
# A finished replay (WORK/PKG/replay.done) is not redone: remove that file,
# or WORK/PKG, to measure again; the tables are printed again from it.
#
# Environment: WORK=DIR (default build/userspace), SRC=DIR (unpacked
# sources PKG-VERSION/ to copy), ANALYZER_UNITS=N, ANALYZER_TIMEOUT=S,
# INSTR_UNITS=N (needs valgrind),
# LABELS=FILE (the triaged findings, default testsuite/userspace/labels.txt:
# the table counts REAL, FP and unlabelled findings by fingerprint),
# CC_REAL=gcc-12, REPORT=refpair-report (default: next to PLUGIN, else on
# PATH).  Needs GNU time (/usr/bin/time, Debian package time), timeout,
# and the project's build dependencies (apt-get build-dep PKG/bookworm).
# This is a measurement, not a test: it exits 0 whatever the numbers (2 on
# bad arguments); a project that fails to configure or build is reported
# and skipped.
set -eu
me=$0
usage() {
	echo "usage: $me PLUGIN [PROJECT...]" >&2
	exit 2
}
[ $# -ge 1 ] || usage
plugin=$1
shift
case $plugin in
-*) usage ;;
/*) ;;
*) plugin=$(pwd)/$plugin ;;
esac
[ -f "$plugin" ] || {
	echo "$me: no plugin $plugin" >&2
	exit 2
}
nan=${ANALYZER_UNITS:-40}
ninstr=${INSTR_UNITS:-0}
labels=${LABELS:-$(cd "$(dirname "$0")/.." && pwd)/testsuite/userspace/labels.txt}
atimeout=${ANALYZER_TIMEOUT:-300}
case $nan$atimeout$ninstr in
*[!0-9]*)
	echo "$me: ANALYZER_UNITS, ANALYZER_TIMEOUT and INSTR_UNITS must be numbers" >&2
	exit 2
	;;
esac
for p in "$@"; do
	case $p in
	coreutils | iproute2 | procps | expat | libpng1.6 | util-linux) ;;
	*)
		echo "$me: unknown project $p (coreutils iproute2 procps expat libpng1.6 util-linux)" >&2
		exit 2
		;;
	esac
done
[ $# -gt 0 ] || set -- coreutils iproute2 procps expat libpng1.6
top=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-$top/build/userspace}
cc=${CC_REAL:-gcc-12}
if [ -n "${REPORT-}" ]; then
	report=$REPORT
elif [ -x "$(dirname "$plugin")/refpair-report" ]; then
	report=$(dirname "$plugin")/refpair-report
else
	report=refpair-report
fi
[ -x /usr/bin/time ] || {
	echo "$me: needs GNU time (apt-get install time)" >&2
	exit 2
}
[ "$ninstr" = 0 ] || command -v valgrind >/dev/null || {
	echo "$me: INSTR_UNITS needs valgrind (apt-get install valgrind)" >&2
	exit 2
}
mkdir -p "$work/src"
work=$(cd "$work" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The pairing kinds of GCC 12's analyzer (gcc-12 --help=warnings): the
# others are counted as one.
akinds="malloc-leak file-leak double-free double-fclose mismatching-deallocation use-after-free free-of-non-heap"

# The logging compiler: records "DIR<TAB>'ARG' 'ARG'..." of a compile of a
# .c file under the project's directory while REFPAIR_US_LOG is set (only
# during make, so never configure's tests), then runs the real compiler.
wrap=$work/cc-log
cat >"$wrap.new" <<EOF
#!/bin/sh
if [ -n "\${REFPAIR_US_LOG-}" ]; then
	c=0 src=
	for a do
		case \$a in
		-c) c=1 ;;
		*.c) [ -f "\$a" ] && src=\$a ;;
		esac
	done
	if [ \$c = 1 ] && [ -n "\$src" ]; then
		d=\$(cd "\$(dirname "\$src")" && pwd -P)
		case \$d/ in
		"\$REFPAIR_US_ROOT"/*)
			printf '%s\t%s\n' "\$(pwd -P)" "\$(printf '%s\n' "\$@" |
				sed "s/'/'\\\\\\\\''/g; s/^/'/; s/\\\$/'/" | tr '\n' ' ')" >>"\$REFPAIR_US_LOG"
			;;
		esac
	fi
fi
exec $cc "\$@"
EOF
chmod +x "$wrap.new"
# Replaced atomically, and only if it changed: another run may be using it.
if cmp -s "$wrap.new" "$wrap"; then rm -f "$wrap.new"; else mv -f "$wrap.new" "$wrap"; fi

srcdir() { # PKG: the unpacked source directory in WORK/src, or nothing
	for d in "$work/src/$1"-[0-9]*; do
		[ -d "$d" ] && echo "$d" && return 0
	done
	return 0
}

fetch() { # PKG
	[ -n "$(srcdir "$1")" ] && return 0
	if [ -n "${SRC-}" ]; then
		for d in "$SRC/$1"-[0-9]*; do
			if [ -d "$d" ]; then
				cp -a "$d" "$work/src/"
				return 0
			fi
		done
	fi
	(cd "$work/src" && apt-get source "$1/bookworm") >"$work/$1.fetch.log" 2>&1
}

configure() { # PKG DIR
	case $1 in
	coreutils)
		# root (a container) needs the override.
		FORCE_UNSAFE_CONFIGURE=1 ./configure CC="$wrap" --disable-nls --without-selinux --without-openssl \
			--disable-acl --disable-xattr --without-libgmp --disable-libcap \
			--disable-libsmack
		;;
	expat)
		# Debian's source is upstream's git tree: no configure yet.
		[ -x configure ] || ./buildconf.sh
		./configure CC="$wrap" --disable-static --without-docbook
		;;
	libpng1.6)
		./configure CC="$wrap" --disable-static
		;;
	procps)
		./configure CC="$wrap" --disable-static --disable-nls --without-systemd
		;;
	util-linux)
		./configure CC="$wrap" --disable-static --disable-nls --without-python \
			--without-systemd --without-selinux --without-audit --without-udev \
			--without-ncursesw --without-ncurses --disable-liblastlog2 \
			--disable-bash-completion
		;;
	iproute2)
		CC="$wrap" ./configure
		;;
	esac
}

# Where the project's build system is, in its source tree.
subdir() { # PKG
	case $1 in
	expat) echo expat ;;
	*) echo . ;;
	esac
}

# Step 1: source, configure, the recorded build.
prepare() { # PKG
	p=$1
	fetch "$p" || {
		echo "$p: apt-get source failed ($work/$p.fetch.log)"
		return 1
	}
	d=$(srcdir "$p")
	[ -n "$d" ] || {
		echo "$p: no source in $work/src"
		return 1
	}
	mkdir -p "$work/$p"
	if [ ! -f "$work/$p/configure.done" ]; then
		(cd "$d/$(subdir "$p")" && configure "$p") >"$work/$p/configure.log" 2>&1 || {
			echo "$p: configure failed ($work/$p/configure.log)"
			return 1
		}
		: >"$work/$p/configure.done"
	fi
	if [ ! -f "$work/$p/build.done" ]; then
		rm -f "$work/$p/compiles.log"
		(cd "$d/$(subdir "$p")" && REFPAIR_US_LOG=$work/$p/compiles.log \
			REFPAIR_US_ROOT=$(pwd -P) make -j1 -k CC="$wrap") \
			>"$work/$p/build.log" 2>&1 ||
			echo "$p: make failed (some units may be missing, $work/$p/build.log)"
		[ -s "$work/$p/compiles.log" ] || {
			echo "$p: no compile recorded"
			return 1
		}
		LC_ALL=C sort -u "$work/$p/compiles.log" >"$work/$p/units.txt"
		: >"$work/$p/build.done"
	fi
}

# One compile of unit LINE: MODE plain, refpair or analyzer; its CPU
# seconds on standard output ("timeout" or "fail" instead if so), its
# diagnostics in $tmp/err.  MODE plain-instr or refpair-instr: the same
# compile under callgrind, and its instructions instead of seconds.
compile() { # MODE LINE
	mode=$1
	dir=${2%%"	"*}
	args=${2#*"	"}
	rm -f "$tmp/time" "$tmp/u.o" "$tmp/stats" "$tmp"/cg.*
	time="/usr/bin/time -o $tmp/time"
	case $mode in
	*-instr)
		time="valgrind -q --tool=callgrind --trace-children=yes --callgrind-out-file=$tmp/cg.%p"
		mode=${mode%-instr}
		;;
	esac
	set +e
	(
		cd "$dir" || exit 1
		eval "set -- $args"
		skip=0
		for a do
			shift
			if [ $skip = 1 ]; then
				skip=0
				continue
			fi
			case $a in
			-o | -MF | -MT | -MQ)
				skip=1
				continue
				;;
			-MD | -MMD | -MP | -Werror | -Werror=* | -Wp,-M*) continue ;;
			esac
			set -- "$@" "$a"
		done
		export TIME='%U %S'
		case $mode in
		plain) exec $time $cc "$@" -o "$tmp/u.o" ;;
		refpair)
			exec $time $cc "$@" -o "$tmp/u.o" \
				-fplugin="$plugin" -fplugin-arg-refpair-findings="$work/$p/findings" \
				-fplugin-arg-refpair-stats="$tmp/stats"
			;;
		analyzer)
			exec /usr/bin/time -f '%U %S' -o "$tmp/time" timeout "$atimeout" \
				$cc "$@" -o "$tmp/u.o" -fanalyzer
			;;
		esac
	) >"$tmp/err" 2>&1
	rc=$?
	set -e
	if [ -f "$tmp/time" ]; then
		t=$(awk 'NF == 2 && $1 ~ /^[0-9.]+$/ { print $1 + $2 }' "$tmp/time" 2>/dev/null || :)
	else
		t=$(cat "$tmp"/cg.* 2>/dev/null | awk '/^summary:/ { n += $2 } END { if (n) print n }')
	fi
	if [ "$mode" = analyzer ] && [ $rc = 124 ]; then
		echo timeout
	elif [ $rc != 0 ]; then
		echo "fail${t:+:$t}"
	else
		echo "${t:-0}"
	fi
}

# Step 2: the replay.
replay() { # PKG
	p=$1
	[ -f "$work/$p/replay.done" ] && return 0
	units=$work/$p/units.txt
	n=$(wc -l <"$units")
	k=1
	[ "$nan" -gt 0 ] && k=$(((n + nan - 1) / nan))
	rm -rf "$work/$p/findings"
	mkdir -p "$work/$p/findings"
	: >"$work/$p/refpair.stderr"
	: >"$work/$p/analyzer.stderr"
	: >"$work/$p/plain.stderr"
	: >"$work/$p/stats.txt"
	: >"$work/$p/errors.txt"
	printf 'unit\tsource\tplain\trefpair\town\tanalyzer\n' >"$work/$p/times.tsv"
	i=0
	while IFS= read -r line; do
		i=$((i + 1))
		src=$(printf '%s\n' "${line#*"	"}" | tr ' ' '\n' | sed -n "s/^'\(.*\.c\)'\$/\1/p" | tail -n 1)
		hdr="### unit $i ${line%%"	"*} $src"
		tp=$(compile plain "$line")
		{ echo "$hdr"; cat "$tmp/err"; } >>"$work/$p/plain.stderr"
		tr=$(compile refpair "$line")
		{ echo "$hdr"; cat "$tmp/err"; } >>"$work/$p/refpair.stderr"
		own=-
		if [ -s "$tmp/stats" ]; then
			cat "$tmp/stats" >>"$work/$p/stats.txt"
			own=$(sed -n 's/^refpair-stats .* seconds=\([0-9.]*\)$/\1/p' "$tmp/stats")
		fi
		if grep -q 'internal compiler error' "$tmp/err"; then
			printf '%s\t%s\t%s\n' "$i" "$src" \
				"$(grep -m 3 -E 'internal compiler error|error:' "$tmp/err" | tr '\n' ' ')" \
				>>"$work/$p/errors.txt"
		else
			case $tp/$tr in
			fail*/*) ;;
			*/fail*)
				printf '%s\t%s\t%s\n' "$i" "$src" \
					"$(grep -m 3 -E 'error|Killed|Segmentation' "$tmp/err" | tr '\n' ' ')" \
					>>"$work/$p/errors.txt"
				;;
			esac
		fi
		ta=-
		if [ "$nan" -gt 0 ] && [ $(((i - 1) % k)) = 0 ]; then
			ta=$(compile analyzer "$line")
			{ echo "$hdr"; cat "$tmp/err"; } >>"$work/$p/analyzer.stderr"
		fi
		printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$i" "$src" "$tp" "$tr" "$own" "$ta" >>"$work/$p/times.tsv"
	done <"$units"
	: >"$work/$p/replay.done"
}

# Step 2b: instructions on a subset, under callgrind (INSTR_UNITS).
instr() { # PKG
	p=$1
	[ "$ninstr" -gt 0 ] || return 0
	[ -f "$work/$p/instr.done" ] && return 0
	units=$work/$p/units.txt
	n=$(wc -l <"$units")
	k=$(((n + ninstr - 1) / ninstr))
	printf 'unit\tsource\tplain\trefpair\n' >"$work/$p/instr.tsv"
	i=0
	while IFS= read -r line; do
		i=$((i + 1))
		[ $(((i - 1) % k)) = 0 ] || continue
		src=$(printf '%s\n' "${line#*"	"}" | tr ' ' '\n' | sed -n "s/^'\(.*\.c\)'\$/\1/p" | tail -n 1)
		tp=$(compile plain-instr "$line")
		tr=$(compile refpair-instr "$line")
		printf '%s\t%s\t%s\t%s\n' "$i" "$src" "$tp" "$tr" >>"$work/$p/instr.tsv"
	done <"$units"
	: >"$work/$p/instr.done"
}

# Step 3: the tables.
table() { # PKG
	p=$1
	d=$work/$p
	echo "== $p ($(basename "$(srcdir "$p")"))"
	awk -F '\t' -v p="$p" '
	NR == 1 { next }
	{
		n++
		if ($3 ~ /^fail/) pf++
		if ($4 ~ /^fail/) rf++
		if ($3 !~ /^fail/ && $4 !~ /^fail/) { P += $3; R += $4; if ($5 != "-") O += $5 }
		if ($6 != "-") {
			s++
			if ($6 == "timeout") to++
			else if ($6 ~ /^fail/) af++
			else if ($3 !~ /^fail/ && $4 !~ /^fail/) { sp += $3; sr += $4; sa += $6; if ($5 != "-") so += $5; sn++ }
		}
	}
	END {
		printf "units %d (plain gcc failed %d, with refpair failed %d); analyzer subset %d (timeouts %d, failed %d)\n", n, pf, rf, s, to, af
		printf "CPU all units: plain %.1fs, refpair %.1fs, ratio %.3f; refpair own %.2fs, %.2f%% of plain\n", P, R, P ? R / P : 0, O, P ? 100 * O / P : 0
		printf "CPU subset (%d units): plain %.1fs, refpair %.1fs (ratio %.3f, own %.2f%%), analyzer %.1fs (ratio %.2f)\n", sn, sp, sr, sp ? sr / sp : 0, sp ? 100 * so / sp : 0, sa, sp ? sa / sp : 0
	}' "$d/times.tsv"
	[ -f "$d/instr.done" ] && awk -F '\t' '
	NR > 1 && $3 ~ /^[0-9]+$/ && $4 ~ /^[0-9]+$/ { n++; P += $3; R += $4 }
	END { printf "instructions (callgrind, %d units): plain %.3fG, refpair %.3fG, +%.2f%%\n", n, P / 1e9, R / 1e9, P ? 100 * (R - P) / P : 0 }' "$d/instr.tsv"
	"$report" --format=tsv "$d/findings" 2>/dev/null | cut -f 2 | LC_ALL=C sort | uniq -c |
		awk '{ n += $1; s = s " " $2 "=" $1 } END { printf "refpair findings: %d%s\n", n, s }'
	# Matched by fingerprint to the triaged findings (LABELS).
	"$report" --format=tsv "$d/findings" 2>/dev/null |
		awk -F '\t' -v labels="$labels" '
		BEGIN { while ((getline l < labels) > 0) if (l !~ /^#/ && l != "") { split(l, g, "\t"); v[g[1]] = g[2] } }
		{ if ($1 in v) c[v[$1]]++; else c["unlabelled"]++ }
		END {
			r = c["REAL"] + 0; x = c["FP"] + 0
			printf "refpair triage (%s): REAL %d, FP %d, unlabelled %d; precision %s\n", labels, r, x, c["unlabelled"] + 0, r + x ? sprintf("%.2f", r / (r + x)) : "-"
		}'
	awk -v kinds="$akinds" '
	BEGIN { nk = split(kinds, K, " ") }
	/: warning: / && match($0, /\[-Wanalyzer-[a-z0-9-]*\]/) {
		k = substr($0, RSTART + 12, RLENGTH - 13)
		c[k]++
	}
	END {
		printf "analyzer pairing warnings:"
		for (i = 1; i <= nk; i++) { printf " %s=%d", K[i], c[K[i]]; t += c[K[i]]; c[K[i]] = 0 }
		for (k in c) o += c[k]
		printf " (total %d); other analyzer warnings %d\n", t, o
	}' "$d/analyzer.stderr"
	if [ -s "$d/errors.txt" ]; then
		echo "refpair errors (units where the plugin's compile failed):"
		sed 's/^/  /' "$d/errors.txt"
	fi
}

done_list=
for p in "$@"; do
	echo "$p: preparing" >&2
	if prepare "$p" >&2; then
		echo "$p: $(wc -l <"$work/$p/units.txt") units, replaying" >&2
		replay "$p"
		instr "$p"
		done_list="$done_list $p"
	fi
done
echo "refpair: $plugin; analyzer: $($cc --version | head -n 1) -fanalyzer on $nan units per project"
for p in $done_list; do
	table "$p"
done
exit 0
