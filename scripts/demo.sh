#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# demo.sh PLUGIN CC: compile each bundled example with the plugin, show
# what it reports, and check that against the example's .expected file
# (the warnings it must give; an empty file means it must stay silent).
set -u
plugin=$1
cc=${2:-gcc}
top=$(cd "$(dirname "$0")/.." && pwd)
status=0
for src in "$top"/examples/*.c; do
	name=$(basename "$src" .c)
	out=$(cd "$top/examples" && LC_ALL=C $cc -fplugin="$plugin" -I"$top/testsuite/include" \
		-I"$top/annotations" -fno-diagnostics-show-caret -fdiagnostics-color=never \
		-O2 -S -o /dev/null "$name.c" 2>&1)
	echo "== examples/$name.c"
	[ -n "$out" ] && echo "$out"
	got=$(printf '%s\n' "$out" | sed -n 's/^\([^:]*:[0-9]*\):[0-9]*: warning: .*\[\(refpair-[a-z-]*\)\]$/\1 \2/p')
	want=$(grep -v '^#' "$top/examples/$name.expected" 2>/dev/null || true)
	if [ "$got" != "$want" ]; then
		echo "demo: examples/$name.c: expected:"
		echo "${want:-(nothing)}"
		echo "demo: but got:"
		echo "${got:-(nothing)}"
		status=1
	fi
done
if [ $status -eq 0 ]; then
	echo "demo: every example gave exactly the warnings in its .expected file"
fi
exit $status
