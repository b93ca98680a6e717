#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-install.sh DESTDIR PLUGIN_DIR PREFIX MANDIR CC: after "make install
# DESTDIR=DESTDIR", what it put under DESTDIR: refpair.so and the kernel
# database in GCC's plugin directory, where that plugin reports the leak in
# examples/of-child-loop.c; the tools, refpair.h and the man pages under
# PREFIX, the man pages listing every option the plugin and the tools print
# (refpair(7): the keys and checks of -fplugin-arg-refpair-help, in order);
# the installed plugin without its database an error, not the build tree's
# database; then "make uninstall DESTDIR=DESTDIR" removes every file.
# Ends with "N passed, N failed".
destdir=$1
plugdir=$1$2
prefix=$1$3
mandir=$1$4
cc=$5
top=$(cd "$(dirname "$0")/.." && pwd)
pass=0
fail=0
check() {
	if eval "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "check-install: FAIL: $2"; fi
}
check '[ -f "$plugdir/refpair.so" ]' "refpair.so installed"
check '[ -f "$plugdir/refpair-annotations/pm_runtime.api" ]' "database installed next to it"
check '[ -x "$prefix/bin/refpair-report" ] && [ -x "$prefix/bin/refpair-summaries" ]' "the tools installed"
check '[ -f "$prefix/share/refpair/refpair.h" ]' "refpair.h installed"
check '[ -f "$mandir/man7/refpair.7" ] && [ -f "$mandir/man1/refpair-report.1" ] &&
	[ -f "$mandir/man1/refpair-summaries.1" ]' "the man pages installed"
out=$(LC_ALL=C $cc -fplugin="$plugdir/refpair.so" -I"$top/testsuite/include" -S -o /dev/null \
	"$top/examples/of-child-loop.c" 2>&1)
check 'printf "%s" "$out" | grep -q "of-child-loop.c:18:.*\[refpair-leak\]"' "installed plugin reports the leak"

# man_entries PAGE SECTION: the first word of each .TP entry's line in the
# page's section SECTION (.SH SECTION), with \- read as -.
man_entries() {
	awk -v sec="$2" '
		/^\.SH / { in_sec = ($0 == ".SH " sec); next }
		in_sec && /^\.TP/ { tp = 1; next }
		in_sec && tp { tp = 0; sub(/^\.[A-Z]+ /, ""); gsub(/\\-/, "-"); gsub(/\\f[BIRP]/, "");
			gsub(/"/, ""); split($0, w, /[ =\[,]/); print w[1] }' "$1"
}
# The plugin's keys and checks, as -fplugin-arg-refpair-help prints them.
help=$(LC_ALL=C $cc -fplugin="$plugdir/refpair.so" -fplugin-arg-refpair-help -fsyntax-only \
	-x c /dev/null 2>/dev/null)
help_keys=$(printf '%s\n' "$help" | sed -n '/^refpair: .*Options/,/^Checks/s/^  \([a-z-]*\).*/\1/p' | tr '\n' ' ')
help_checks=$(printf '%s\n' "$help" | sed -n '/^Checks/,$s/^  \([a-z-]*\).*/\1/p' | tr '\n' ' ')
man_keys=$(man_entries "$mandir/man7/refpair.7" OPTIONS | tr '\n' ' ')
man_checks=$(man_entries "$mandir/man7/refpair.7" CHECKS | tr '\n' ' ')
check '[ -n "$help_keys" ] && [ "$help_keys" = "$man_keys" ]' \
	"refpair(7) lists the plugin's options, in the order of -fplugin-arg-refpair-help: help: $help_keys; page: $man_keys"
check '[ -n "$help_checks" ] && [ "$help_checks" = "$man_checks" ]' \
	"refpair(7) lists the plugin's checks, in its order: help: $help_checks; page: $man_checks"
# The tools' options: each one their --help lists ("  --opt ..." lines and
# "[-o OUT]" in the usage line) and no other.
for tool in refpair-report refpair-summaries; do
	opts=$("$prefix/bin/$tool" --help 2>&1 | awk '
		/^usage:/ { while (match($0, /\[-[-a-z]+/)) { print substr($0, RSTART + 1, RLENGTH - 1);
			$0 = substr($0, RSTART + RLENGTH) } next }
		/^  -/ { print $1; if ($2 ~ /^-/) print $2 }' | sed "s/[=,].*//" | sort -u | tr '\n' ' ')
	page=$(man_entries "$mandir/man1/$tool.1" OPTIONS | sort -u | tr '\n' ' ')
	check '[ -n "$opts" ] && [ "$opts" = "$page" ]' \
		"$tool(1) lists the options of $tool --help: --help: $opts; page: $page"
done
if command -v man >/dev/null 2>&1; then
	for p in "$mandir/man7/refpair.7" "$mandir/man1/refpair-report.1" "$mandir/man1/refpair-summaries.1"; do
		w=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$p" 2>&1 >/dev/null)
		check '[ -z "$w" ]' "man --warnings is silent on $p: $w"
	done
fi

# Without its database, the installed plugin says so: it does not read the
# build tree's.
mv "$plugdir/refpair-annotations" "$plugdir/refpair-annotations.away"
out=$(LC_ALL=C $cc -fplugin="$plugdir/refpair.so" -I"$top/testsuite/include" -S -o /dev/null \
	"$top/examples/of-child-loop.c" 2>&1)
mv "$plugdir/refpair-annotations.away" "$plugdir/refpair-annotations"
check 'printf "%s" "$out" | grep -q "error: cannot find refpair.s bundled kernel database: .$plugdir/refpair-annotations. is missing" &&
	! printf "%s" "$out" | grep -q "refpair-leak"' "an installed plugin without its database says so: $out"

# make uninstall removes every file make install wrote.
make -s -C "$top" uninstall DESTDIR="$destdir" CC="$cc" PREFIX="$3" MANDIR="$4" >/dev/null 2>&1
left=$(find "$destdir" -type f | sed "s|^$destdir||" | tr '\n' ' ')
check '[ -z "$left" ]' "make uninstall removes what make install wrote: left $left"
echo "check-install: $pass passed, $fail failed"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
