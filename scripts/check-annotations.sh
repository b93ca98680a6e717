#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-annotations.sh DIR: every .api file in DIR is sorted by function
# name (the third field) and no function appears in two files.  (That the
# files parse is checked by every compilation with the plugin.)
set -eu
dir=$1
status=0
for f in "$dir"/*.api; do
	if ! grep -v '^[[:space:]]*\(#\|$\)' "$f" | awk '{print $3}' | LC_ALL=C sort -c 2>/dev/null; then
		echo "check-annotations: $f is not sorted by function name:" >&2
		grep -v '^[[:space:]]*\(#\|$\)' "$f" | awk '{print $3}' | LC_ALL=C sort -c 2>&1 | head -1 >&2 || true
		status=1
	fi
done
# Within a file a function may have several lines (one per object or
# family: clk_prepare_enable()), which the plugin's parser checks.
dups=$(for f in "$dir"/*.api; do
	grep -v '^[[:space:]]*\(#\|$\)' "$f" | awk '{print $3}' | LC_ALL=C sort -u
done | LC_ALL=C sort | uniq -d)
if [ -n "$dups" ]; then
	echo "check-annotations: functions described twice: $dups" >&2
	status=1
fi
n=$(cat "$dir"/*.api | grep -v '^[[:space:]]*\(#\|$\)' | awk '{print $3}' | LC_ALL=C sort -u | wc -l)
fam=$(cat "$dir"/*.api | grep -v '^[[:space:]]*\(#\|$\)' | awk '{print $1}' | LC_ALL=C sort -u | wc -l)
[ $status -eq 0 ] && echo "annotations: $n functions in $fam families, sorted, no duplicates"
exit $status
