#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-html-render.sh PLUGIN REPORT CC: refpair-report's HTML page renders
# in a real browser.  The examples' findings become a report; headless
# Chromium (Debian "chromium") loads it from a file with the network off,
# dumps the DOM after the inline script ran, and takes a screenshot
# (build/html-render/report.png, to look at).  Checked: every finding is in
# the rendered DOM with its path events and source lines, the bar chart is
# there, and nothing was fetched from anywhere.
# The last line is "N passed, N failed".
set -u
plugin=$1
report=$2
cc=$3
top=$(cd "$(dirname "$0")/.." && pwd)
out=$top/build/html-render
rm -rf "$out"
mkdir -p "$out"
passed=0 failed=0
ok() { echo "PASS: $1"; passed=$((passed + 1)); }
ko() { echo "FAIL: $1"; failed=$((failed + 1)); }

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
	ko "chromium is installed (scripts/install-deps.sh --integration installs it)"
	echo "$passed passed, $failed failed"
	exit 1
fi

cd "$top"
for f in examples/*.c; do
	"$cc" -fplugin="$plugin" -fplugin-arg-refpair-findings="$out/findings" \
		-Itestsuite/include -O2 -S -o /dev/null "$f" 2>/dev/null
done
n=$(cat "$out"/findings/*.jsonl | grep -c '"check"')
"$report" --html "$out/report.html" "$out/findings" > "$out/report.txt" &&
	ok "refpair-report --html on $n findings" || ko "refpair-report --html"

flags="--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
       --proxy-server=127.0.0.1:9 --proxy-bypass-list=<-loopback>"
# shellcheck disable=SC2086
timeout 120 "$browser" $flags --dump-dom "file://$out/report.html" > "$out/dom.html" 2> "$out/browser.log"
# shellcheck disable=SC2086
timeout 120 "$browser" $flags --window-size=1200,1600 --screenshot="$out/report.png" \
	"file://$out/report.html" >> "$out/browser.log" 2>&1
[ -s "$out/dom.html" ] && ok "Chromium renders the page" || ko "Chromium renders the page"
[ "$(wc -c < "$out/report.png" 2>/dev/null || echo 0)" -gt 20000 ] &&
	ok "a screenshot: $out/report.png" || ko "a screenshot"
got=$(grep -o '<details[^>]*class="f"' "$out/dom.html" | wc -l)
[ "$got" -eq "$n" ] && ok "all $n findings in the rendered page" || ko "findings in the page: $got of $n"
grep -q '<svg' "$out/dom.html" && ok "the bar chart" || ko "the bar chart"
grep -q 'taken here' "$out/dom.html" && grep -q 'pm_runtime_get_sync(' "$out/dom.html" &&
	ok "path events with their source lines" || ko "path events with their source lines"
grep -qi 'src="http\|href="http' "$out/dom.html" && ko "self-contained" || ok "self-contained"
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
