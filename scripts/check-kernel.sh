#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-kernel.sh PLUGIN [REPORT]: build real Linux objects with the
# plugin.  KVER picks the tree (6.1, the default, or 6.12); its lists are
# testsuite/kernel/objects.txt and findings.expected for 6.1,
# objects-6.12.txt and findings-6.12.expected for 6.12.  KERNEL_CC is the
# compiler (default gcc; the plugin must be built for it).
#
#  1. Every object of the objects list is built without and with
#     KCFLAGS=-fplugin=PLUGIN.  A compiler crash or an object that differs
#     fails the run.
#  2. The findings are compared with the findings list
#     (one line per warning: FILE:LINE [CHECK] FUNCTION: MESSAGE, each
#     triaged in a comment above it).  Any difference fails the run.
#  3. (6.1 only) Each testsuite/kernel/variants/NAME.sh edits one file of the tree (the
#     buggy side of a seed patch, recreated by an edit, not copied), builds
#     its object with the plugin and restores the file.  The findings it has
#     beyond that file's own in step 2 (FILE [CHECK] FUNCTION: MESSAGE,
#     without lines) must be those of variants/NAME.expected.
#
#  4. With REPORT (the refpair-report tool), the findings the build wrote
#     (findings=DIR) become build/kernel/report.txt and report.html.
#
# The tree comes from scripts/kernel-tree.sh (KSRC=... to use your own).
# Results go to build/kernel/.  Set KERNEL_JOBS for make -j (default 2).
set -eu
export LC_ALL=C LANG=C LC_CTYPE=C LC_MESSAGES=C
plugin=$1
report=${2:-}
top=$(cd "$(dirname "$0")/.." && pwd)
kdir=$top/testsuite/kernel
kver=${KVER:-6.1}
cc=${KERNEL_CC:-gcc}
case $kver in
6.1) objlist=$kdir/objects.txt expected=$kdir/findings.expected variants=$kdir/variants ;;
*) objlist=$kdir/objects-$kver.txt expected=$kdir/findings-$kver.expected variants= ;;
esac
[ -f "$objlist" ] || { echo "check-kernel: no $objlist" >&2; exit 1; }
out=$top/build/kernel
[ "$kver" = 6.1 ] || out=$out-$kver
[ "$cc" = gcc ] || out=$out-$(basename "$cc")
jobs=${KERNEL_JOBS:-2}
tree=$(KVER=$kver KERNEL_CC=$cc "$top/scripts/kernel-tree.sh")
mkdir -p "$out/ref"
rm -rf "$out"/*.log "$out"/findings.* "$out"/variant-* "$out/findings" "$out"/report.*
status=0

objects=$(grep -v '^[[:space:]]*\(#\|$\)' "$objlist")
cd "$tree"

# Extract "FILE:LINE [CHECK] FUNCTION: MESSAGE" from compiler output on stdin.
findings() {
	awk -f "$top/scripts/findings.awk" | LC_ALL=C sort -u
}

echo "check-kernel: Linux $kver, $cc: building $(echo "$objects" | wc -l) objects without the plugin"
# shellcheck disable=SC2086
rm -f $objects
# Kbuild's parallel build of many targets races now and then on a part of
# a composite module (nitrox_main.o of n5pf.ko: "fixdep: error opening
# file", the object not made).  The objects a parallel build did not make
# are built alone, once, with the same KCFLAGS (argument 2), appending to
# log file 1; the build fails only if one is still missing then.
build_missing() {
	missing=""
	for o in $objects; do
		[ -f "$o" ] || missing="$missing $o"
	done
	[ -n "$missing" ] || return 0
	echo "check-kernel: note: the parallel build did not make$missing; building them alone" >&2
	for o in $missing; do
		make -s CC="$cc" HOSTCC="$cc" "$o" KCFLAGS="$2" >> "$1" 2>&1 || true
	done
	for o in $missing; do
		[ -f "$o" ] || return 1
	done
	return 0
}

# shellcheck disable=SC2086
make -s -k -j"$jobs" CC="$cc" HOSTCC="$cc" $objects KCFLAGS= > "$out/ref.log" 2>&1 ||
	build_missing "$out/ref.log" "" || {
	echo "check-kernel: the reference build failed; see $out/ref.log; its errors:" >&2
	grep -i -m 20 'error\|no rule\|no space\|killed' "$out/ref.log" >&2 || tail -n 20 "$out/ref.log" >&2
	df -h "$out" "$tree" >&2 || true
	exit 1
}
for o in $objects; do
	mkdir -p "$out/ref/$(dirname "$o")"
	cp "$o" "$out/ref/$o"
done

echo "check-kernel: building them with -fplugin=$plugin"
# shellcheck disable=SC2086
if ! make -s -k -j"$jobs" -Otarget CC="$cc" HOSTCC="$cc" $objects \
	KCFLAGS="-fplugin=$plugin -fplugin-arg-refpair-findings=$out/findings" > "$out/plugin.log" 2>&1 &&
	! build_missing "$out/plugin.log" "-fplugin=$plugin -fplugin-arg-refpair-findings=$out/findings"; then
	echo "check-kernel: FAIL: the build with the plugin failed; see $out/plugin.log" >&2
	status=1
fi
if grep -q "internal compiler error\|Segmentation fault" "$out/plugin.log"; then
	echo "check-kernel: FAIL: the compiler crashed:" >&2
	grep -B2 "internal compiler error" "$out/plugin.log" >&2 || true
	status=1
fi
same=0
for o in $objects; do
	if cmp -s "$o" "$out/ref/$o"; then
		same=$((same + 1))
		continue
	fi
	# Kbuild once in a while builds an object of a module in the
	# parallel build of many targets without -DMODULE (nitrox_main.o of
	# n5pf.ko in a reference build, ipmi_msghandler.o in a build with
	# the plugin: .initcall6.init and __modver instead of objtool's
	# sections), with or without the plugin.  So a difference is
	# confirmed by building that object alone, without and then with
	# the plugin, before it fails the run: the same flags must give
	# the same code.
	mkdir -p "$out/plugin/$(dirname "$o")" "$out/ref2/$(dirname "$o")"
	cp "$o" "$out/plugin/$o"
	rm -f "$o"
	make -s CC="$cc" HOSTCC="$cc" "$o" KCFLAGS= >> "$out/ref.log" 2>&1 || true
	if cmp -s "$o" "$out/plugin/$o"; then
		echo "check-kernel: note: $o: the first build without the plugin differed; a second one is identical" >&2
		same=$((same + 1))
		continue
	fi
	cp "$o" "$out/ref2/$o"
	rm -f "$o"
	make -s CC="$cc" HOSTCC="$cc" "$o" \
		KCFLAGS="-fplugin=$plugin -fplugin-arg-refpair-findings=$out/findings" >> "$out/plugin2.log" 2>&1 || true
	if cmp -s "$o" "$out/ref2/$o"; then
		echo "check-kernel: note: $o: the parallel build with the plugin differed (kept in $out/plugin/); built alone, with and without the plugin, it is identical" >&2
		same=$((same + 1))
	else
		echo "check-kernel: FAIL: $o differs from the build without the plugin" >&2
		status=1
	fi
done
echo "check-kernel: $same objects identical with and without the plugin"

findings < "$out/plugin.log" > "$out/findings.txt"
grep -v '^[[:space:]]*\(#\|$\)' "$expected" | LC_ALL=C sort -u > "$out/findings.expected"
n=$(wc -l < "$out/findings.txt")
if diff -u "$out/findings.expected" "$out/findings.txt" > "$out/findings.diff"; then
	echo "check-kernel: $n findings, as expected"
else
	echo "check-kernel: FAIL: findings differ from ${expected#$top/}:" >&2
	cat "$out/findings.diff" >&2
	status=1
fi

if [ -n "$report" ]; then
	if "$report" --source-root "$tree" --html "$out/report.html" "$out/findings" > "$out/report.txt"; then
		echo "check-kernel: report: $out/report.txt, $out/report.html ($(sed -n 1p "$out/report.txt"))"
	else
		echo "check-kernel: FAIL: refpair-report failed on $out/findings" >&2
		status=1
	fi
	# The SARIF of the same findings: valid SARIF 2.1.0, and its regions
	# (in characters) on the tokens of the tree's source lines.
	if "$report" --source-root "$tree" --format=sarif -o "$out/report.sarif" "$out/findings" &&
		python3 "$top/scripts/sarif-check.py" "$out/report.sarif" "$tree" > "$out/sarif-check.txt" 2>&1; then
		echo "check-kernel: $(cat "$out/sarif-check.txt")"
	else
		cat "$out/sarif-check.txt" >&2 2>/dev/null || true
		echo "check-kernel: FAIL: the SARIF of $out/findings is not valid" >&2
		status=1
	fi
fi

# Seed variants: edit, build, restore, compare.
for v in ${variants:+"$variants"/*.sh}; do
	[ -f "$v" ] || continue
	name=$(basename "$v" .sh)
	file=$(sed -n 's/^# file: //p' "$v")
	obj=${file%.c}.o
	cp "$file" "$out/variant-$name.orig"
	trap 'cp "$out/variant-$name.orig" "$file"' EXIT INT TERM
	if ! sh "$v" "$file"; then
		echo "check-kernel: FAIL: variant $name: the edit did not apply" >&2
		status=1
	fi
	make -s CC="$cc" HOSTCC="$cc" "$obj" KCFLAGS="-fplugin=$plugin" > "$out/variant-$name.log" 2>&1 || {
		echo "check-kernel: FAIL: variant $name does not build; see $out/variant-$name.log" >&2
		status=1
	}
	cp "$out/variant-$name.orig" "$file"
	trap - EXIT INT TERM
	# What the edit added: the variant's findings minus the file's own.
	sed 's/^\([^:]*\):[0-9]* /\1 /' "$out/findings.txt" | LC_ALL=C sort -u > "$out/findings.nolines"
	findings < "$out/variant-$name.log" | sed 's/^\([^:]*\):[0-9]* /\1 /' | LC_ALL=C sort -u |
		LC_ALL=C comm -23 - "$out/findings.nolines" > "$out/variant-$name.txt"
	grep -v '^[[:space:]]*\(#\|$\)' "$kdir/variants/$name.expected" | LC_ALL=C sort -u > "$out/variant-$name.expected"
	if diff -u "$out/variant-$name.expected" "$out/variant-$name.txt" > "$out/variant-$name.diff"; then
		echo "check-kernel: variant $name: $(wc -l < "$out/variant-$name.txt") findings, as expected"
	else
		echo "check-kernel: FAIL: variant $name:" >&2
		cat "$out/variant-$name.diff" >&2
		status=1
	fi
done
# Leave the tree's objects as a plain build would.
# shellcheck disable=SC2086
make -s -k -j"$jobs" CC="$cc" HOSTCC="$cc" $objects KCFLAGS= > /dev/null 2>&1 || true
[ $status -eq 0 ] && echo "check-kernel: PASS"
exit $status
