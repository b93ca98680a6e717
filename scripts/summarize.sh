#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# summarize.sh UNIT_LOG DEJAGNU_SUM: print the one-line summary of
# "make check", "N passed, N failed", and fail if anything failed.
# Failures are DejaGnu FAILs, XPASSes, KPASSes and UNRESOLVED tests, and
# unit-test failures; a missing log counts as a failure.
unit=$1
sum=$2
passed=0
failed=0
if [ -f "$unit" ]; then
	p=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$unit" | awk '{s+=$1} END {print s+0}')
	f=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$unit" | awk '{s+=$1} END {print s+0}')
	passed=$((passed + p))
	failed=$((failed + f))
else
	echo "summarize.sh: no unit-test log $unit" >&2
	failed=$((failed + 1))
fi
if [ -f "$sum" ]; then
	p=$(grep -c '^\(PASS\|XFAIL\|KFAIL\):' "$sum")
	f=$(grep -c '^\(FAIL\|XPASS\|KPASS\|UNRESOLVED\|ERROR\):' "$sum")
	passed=$((passed + p))
	failed=$((failed + f))
	grep '^\(FAIL\|XPASS\|KPASS\|UNRESOLVED\|ERROR\):' "$sum" | head -50
	if ! grep -q '^# of expected passes' "$sum"; then
		echo "summarize.sh: $sum has no summary: runtest did not finish" >&2
		failed=$((failed + 1))
	fi
else
	echo "summarize.sh: no DejaGnu summary $sum" >&2
	failed=$((failed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
