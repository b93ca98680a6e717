#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# summarize.sh DEJAGNU_SUM LOG...: print the one-line summary of
# "make check", "N passed, N failed", and fail if anything failed.
# Failures are DejaGnu FAILs, XPASSes, KPASSes, UNRESOLVED tests and ERRORs,
# and the failures the "N passed, N failed" lines of each LOG count; a
# missing file counts as a failure.
sum=$1
shift
passed=0
failed=0
for log in "$@"; do
	if [ -f "$log" ]; then
		p=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$log" | awk '{s+=$1} END {print s+0}')
		f=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$log" | awk '{s+=$1} END {print s+0}')
		if [ -z "$(sed -n '/^[0-9]* passed, [0-9]* failed$/p' "$log")" ]; then
			echo "summarize.sh: $log has no result line" >&2
			f=$((f + 1))
		fi
		passed=$((passed + p))
		failed=$((failed + f))
	else
		echo "summarize.sh: no log $log" >&2
		failed=$((failed + 1))
	fi
done
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
