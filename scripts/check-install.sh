#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-install.sh DIR CC: "make install DESTDIR=..." put refpair.so and the
# kernel database in DIR (GCC's plugin directory under DESTDIR), and that
# plugin works from there: it reports the leak in examples/of-child-loop.c.
# Ends with "N passed, N failed".
dir=$1
cc=$2
top=$(cd "$(dirname "$0")/.." && pwd)
pass=0
fail=0
check() {
	if eval "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "check-install: FAIL: $2"; fi
}
check '[ -f "$dir/refpair.so" ]' "refpair.so installed"
check '[ -f "$dir/refpair-annotations/pm_runtime.api" ]' "database installed next to it"
out=$(LC_ALL=C $cc -fplugin="$dir/refpair.so" -I"$top/testsuite/include" -S -o /dev/null \
	"$top/examples/of-child-loop.c" 2>&1)
check 'printf "%s" "$out" | grep -q "of-child-loop.c:18:.*\[refpair-leak\]"' "installed plugin reports the leak"
echo "check-install: $pass passed, $fail failed"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
