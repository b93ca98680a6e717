#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-kernel-example.sh PLUGIN REPORT [CC]: examples/kernel/refpair-subtree.sh
# on a stand-in for a kernel tree (no kbuild: a Makefile that builds
# "make DIR/" and "make DIR/NAME.o" with -Werror, as CONFIG_WERROR does, and
# KCFLAGS last), with two of examples/*.c as drivers/demo/.  Checks that the
# default (notes) builds under -Werror and reports the findings, that -w
# turns them into warnings (so errors), and that one object can be built.
# Ends with "N passed, N failed".
set -u
plugin=$1
report=$2
cc=${3:-gcc}
top=$(cd "$(dirname "$0")/.." && pwd)
script=$top/examples/kernel/refpair-subtree.sh
pass=0
fail=0
check() {
	if eval "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "check-kernel-example: FAIL: $2"; fi
}

tmp=$(mktemp -d /tmp/refpair-kernel-example.XXXXXX)
k=$tmp/linux
mkdir -p "$k/drivers/demo"
cp "$top/examples/of-child-loop.c" "$top/examples/radeon-detect.c" "$k/drivers/demo/"
cat >"$k/Makefile" <<EOF
# Not kbuild: just enough of its interface for refpair-subtree.sh.
FLAGS = -O2 -Wall -Werror -I$top/testsuite/include
%.o: %.c FORCE
	$cc \$(FLAGS) \$(KCFLAGS) -c -o \$@ \$<
%/: FORCE
	\$(MAKE) \$(patsubst %.c,%.o,\$(wildcard \$*/*.c))
FORCE:
.PHONY: FORCE
EOF

check 'sh -n "$script"' "sh -n refpair-subtree.sh"

# Default: notes, which -Werror leaves alone.
sh "$script" -p "$plugin" -r "$report" -o "$tmp/out1" "$k" drivers/demo/ >"$tmp/run1.log" 2>&1
status=$?
log=$(ls "$tmp/out1"/build-*.log 2>/dev/null | head -n 1)
check '[ $status -eq 0 ]' "notes: the -Werror build succeeds (exit $status)"
check 'grep -q "of-child-loop.c:18:[0-9]*: note: .*\[refpair-leak\]" "$log" && ! grep -q "warning: .*\[refpair-" "$log"' \
	"notes: the findings are notes in the build log"
check '[ $(ls "$tmp/out1"/findings-*/*.jsonl 2>/dev/null | wc -l) -eq 2 ]' "notes: one findings file per object"
check 'grep -q "^refpair-report: [0-9]* findings* from 2 units" "$tmp/out1/summary.txt"' \
	"notes: summary.txt: $(head -n 1 "$tmp/out1/summary.txt" 2>/dev/null)"
check 'grep -q "^drivers/demo/of-child-loop.c:18:" "$tmp/out1/findings.txt"' "notes: findings.txt lists the finding"
check 'grep -qi "<html" "$tmp/out1/report.html" && grep -q "of-child-loop.c" "$tmp/out1/report.html"' \
	"notes: report.html written, with the finding"

# -w: warnings, which -Werror makes errors; the report is still written.
sh "$script" -w -p "$plugin" -r "$report" -o "$tmp/out2" "$k" drivers/demo/ >"$tmp/run2.log" 2>&1
status=$?
log=$(ls "$tmp/out2"/build-*.log 2>/dev/null | head -n 1)
check '[ $status -ne 0 ] && grep -q "of-child-loop.c:18:[0-9]*: error: .*\[refpair-leak\]" "$log"' \
	"-w: warnings, so errors under -Werror (exit $status)"
check '[ -f "$tmp/out2/report.html" ]' "-w: the report is written all the same"

# One object.
sh "$script" -p "$plugin" -r "$report" -o "$tmp/out3" "$k" drivers/demo/radeon-detect.o >"$tmp/run3.log" 2>&1
status=$?
check '[ $status -eq 0 ] && [ $(ls "$tmp/out3"/findings-*/*.jsonl | wc -l) -eq 1 ] && grep -q "from 1 unit" "$tmp/out3/summary.txt"' \
	"one object: built and reported alone"

if [ $fail -eq 0 ]; then
	rm -rf "$tmp"
else
	echo "check-kernel-example: results kept in $tmp"
fi
echo "check-kernel-example: $pass passed, $fail failed"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
