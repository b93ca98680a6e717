#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-integration.sh PLUGIN REPORT CC LOGDIR: "make check-integration",
# the tests that need more than the compiler:
#   check-deb.sh             the Debian package for CC's GCC: built,
#                            installed with dpkg -i, used as plain
#                            -fplugin=refpair, removed (root only)
#   check-distcc.sh          distcc on loopback gives the same findings
#   check-html-render.sh     refpair-report's HTML page in headless Chromium
#   check-kernel-example.sh  examples/kernel/refpair-subtree.sh
# Each writes LOGDIR/NAME.log; the last line is "N passed, N failed" over all.
plugin=$1
report=$2
cc=$3
logs=$4
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$logs"
rm -f "$logs"/*.log

sh "$top/scripts/install-deps.sh" --integration || exit 1
echo "== check-deb"
DEB_GCC=$($cc -dumpversion | cut -d. -f1) sh "$top/scripts/check-deb.sh" "$top/build/deb" >"$logs/deb.log" 2>&1
grep -v '^[0-9]* passed, [0-9]* failed$' "$logs/deb.log"
echo "== check-distcc"
sh "$top/scripts/check-distcc.sh" "$plugin" "$cc" >"$logs/distcc.log" 2>&1
grep -v '^[0-9]* passed, [0-9]* failed$' "$logs/distcc.log"
echo "== check-html-render"
sh "$top/scripts/check-html-render.sh" "$plugin" "$report" "$cc" >"$logs/html-render.log" 2>&1
grep -v '^[0-9]* passed, [0-9]* failed$' "$logs/html-render.log"
echo "== check-kernel-example"
sh "$top/scripts/check-kernel-example.sh" "$plugin" "$report" "$cc" >"$logs/kernel-example.log" 2>&1
grep -v '^[0-9]* passed, [0-9]* failed$' "$logs/kernel-example.log"

passed=0
failed=0
for log in "$logs"/*.log; do
	line=$(grep '^[0-9]* passed, [0-9]* failed$' "$log" | tail -n 1)
	if [ -z "$line" ]; then
		echo "check-integration: $log has no result line"
		failed=$((failed + 1))
		continue
	fi
	set -- $line
	passed=$((passed + $1))
	failed=$((failed + $3))
done
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
