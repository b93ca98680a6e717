#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# apidb-load.sh LOADER PLUGIN CC: how long loading a 100,000-line API
# database takes (target: under 50 ms), measured two ways ("make bench-apidb"):
#
#  1. LOADER (bench/apidb-load.c, linked with plugin/core/ at -O2 as the
#     plugin is built) loads the generated file REPEAT times: fastest and
#     median CPU time of rp_apidb_load_path().
#  2. The plugin itself, on an empty C file, with db=FILE and stats=FILE:
#     its "seconds" is refpair's CPU time, which here is loading the bundled
#     database and FILE.  The same run without db= gives the bundled
#     database's share; the difference is FILE's.  Fastest of REPEAT runs.
#
# LINES (default 100000) and REPEAT (default 15) override the sizes.  A
# benchmark, not a test: it fails only if the database does not load.
set -eu
loader=$1
plugin=$2
cc=$3
lines=${LINES:-100000}
repeat=${REPEAT:-15}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export LC_ALL=C

"$loader" -n "$lines" -r "$repeat"

"$loader" -g -n "$lines" "$tmp/big.api"
: > "$tmp/empty.c"
# The fastest "seconds" of REPEAT compilations of an empty file with ARGS.
plugin_seconds() {
	rm -f "$tmp/stats"
	i=0
	while [ $i -lt "$repeat" ]; do
		"$cc" -fplugin="$plugin" -fplugin-arg-refpair-stats="$tmp/stats" "$@" \
			-S -o /dev/null "$tmp/empty.c"
		i=$((i + 1))
	done
	sed -n 's/.* seconds=\([0-9.]*\).*/\1/p' "$tmp/stats" | sort -n | head -1
}
base=$(plugin_seconds)
with=$(plugin_seconds -fplugin-arg-refpair-db="$tmp/big.api")
awk -v b="$base" -v w="$with" -v n="$lines" 'BEGIN {
	printf "plugin: %d-line db= file: %.1f ms (%.1f ms with the bundled database, %.1f ms without db=)\n",
	       n, (w - b) * 1000, w * 1000, b * 1000 }'
