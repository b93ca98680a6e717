#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-annotations.sh DIR: every .api file in DIR is sorted by function
# name (the third field) and no function appears in two files.  (That the
# files parse is checked by every compilation with the plugin.)  And
# DIR/README.md documents the vocabulary of the format, read from its table
# plugin/core/apivocab.def with the C preprocessor ($CC -E, default gcc):
# every kind, WHEN condition, test class and key (with the form of its
# value, "release=NAME"), and no other; DIR/refpair.h lists every WHEN
# condition.
#
# And, where the kernel harness's trees are there (scripts/kernel-tree.sh's
# cache: Linux 6.1 and 6.12; REFPAIR_CACHE as there; none is prepared
# here), every function the database names must be declared in one of
# them: as NAME( in a header (include/, arch/x86/include/ or any .h of the
# tree) or made by a cleanup.h macro (DEFINE_GUARD(X, ...) makes
# class_X_constructor, DEFINE_FREE(X, ...) makes __free_X, ...).  With both
# trees there, a name in neither is an error (a typo, or an API gone from
# both); with one, the names it lacks are only listed; the names
# found in one tree only are listed (the database keeps both versions'
# names, params=N tells apart one name's two shapes).  The declarations'
# parameter counts are not checked.
set -eu
dir=$1
status=0
def=$(cd "$(dirname "$0")/../plugin/core" && pwd)/apivocab.def
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

# The vocabulary as "PART WORD" lines: from the table...
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
{
	echo '#define RP_KIND(id, name, ...) refpair_vocab kind name'
	echo '#define RP_WHEN(id, name, ...) refpair_vocab when name'
	echo '#define RP_CLASS(id, name, ...) refpair_vocab class name'
	echo '#define RP_KEY(id, name, form, ...) refpair_vocab key name form'
	echo "#include \"$def\""
} >"$tmp/vocab.c"
if ! ${CC:-gcc} -E -P "$tmp/vocab.c" >"$tmp/vocab.i"; then
	echo "check-annotations: cannot preprocess $def" >&2
	exit 1
fi
# A key is written with the form of its value: must-check, returns=argN,
# params=N, release=NAME, as=TEXT.
sed -n 's/^[[:space:]]*refpair_vocab \([a-z]*\) "\([^"]*\)" *\([A-Z]*\).*/\1 \2 \3/p' "$tmp/vocab.i" |
	awk '$3 == "" || $3 == "FLAG" { print $1, $2; next }
	     $3 == "ARGN" { print $1, $2 "=argN"; next }
	     $3 == "NUM" { print $1, $2 "=N"; next }
	     { print $1, $2 "=" $3 }' | LC_ALL=C sort >"$tmp/table"
if [ "$(wc -l <"$tmp/table")" -lt 20 ]; then
	echo "check-annotations: too few words read from $def" >&2
	exit 1
fi
# ... and from README.md: the first column of the rows of its Kinds, WHEN
# and Keys tables, and the classes its CLASSES row names.
awk '/^##/ { part = "" }
     /^### Kinds/ { part = "kind" }
     /^### WHEN/ { part = "when" }
     /^### Keys/ { part = "key" }
     part != "" && /^\| `/ { split($0, f, "`"); print part, f[2] }
     /^\| CLASSES \|/ {
	n = split($0, f, "`")
	for (i = 2; i <= n; i += 2)
		if (f[i] ~ /^[a-z]+$/)
			print "class", f[i]
     }' "$dir/README.md" | LC_ALL=C sort >"$tmp/readme"
missing=$(LC_ALL=C comm -23 "$tmp/table" "$tmp/readme")
extra=$(LC_ALL=C comm -13 "$tmp/table" "$tmp/readme")
if [ -n "$missing" ]; then
	echo "check-annotations: $dir/README.md does not document these words of $def:" >&2
	echo "$missing" | sed 's/^/  /' >&2
	status=1
fi
if [ -n "$extra" ]; then
	echo "check-annotations: $dir/README.md documents words that $def does not have:" >&2
	echo "$extra" | sed 's/^/  /' >&2
	status=1
fi
# refpair.h, installed without README, lists the conditions its macros take.
for w in $(sed -n 's/^when //p' "$tmp/table"); do
	if ! grep -q "\"$w\"" "$dir/refpair.h"; then
		echo "check-annotations: $dir/refpair.h does not list the condition \"$w\"" >&2
		status=1
	fi
done
# The database's names against the kernel trees' declarations.
cache=${REFPAIR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/refpair}
cat "$dir"/*.api | grep -v '^[[:space:]]*\(#\|$\)' | awk '{print $3}' | LC_ALL=C sort -u >"$tmp/db-names"
trees=
for v in 6.1 6.12; do
	t=$cache/linux-source-$v
	[ -f "$t/Makefile" ] || continue
	trees="$trees $v"
	# Names called or declared as NAME(, then the names cleanup.h's
	# macros make from their first arguments.
	find "$t" -name '*.h' -not -path '*/tools/*' -not -path '*/Documentation/*' \
		-not -path '*/asic_reg/*' -print0 >"$tmp/headers-$v"
	{
		xargs -0 grep -ohE '[A-Za-z_][A-Za-z0-9_]*[[:space:]]*\(' <"$tmp/headers-$v" |
			sed 's/[[:space:]]*($//'
		xargs -0 grep -ohE '(DEFINE_(GUARD|CLASS|FREE|LOCK_GUARD_[01])(_COND)?)\([[:space:]]*[A-Za-z0-9_]+[[:space:]]*,[[:space:]]*[A-Za-z0-9_]*' \
			<"$tmp/headers-$v" | tr -d ' \t' |
			awk -F'[(,]' '$1 == "DEFINE_FREE" { print "__free_" $2; next }
				{ n = $2; if ($1 ~ /_COND$/) n = n $3
				  print "class_" n "_constructor"; print "class_" n "_destructor" }'
		# The structures whose tags callback lines name.
		xargs -0 grep -ohE 'struct[[:space:]]+[A-Za-z0-9_]+[[:space:]]*\{' <"$tmp/headers-$v" |
			sed -E 's/^struct[[:space:]]+//; s/[[:space:]]*\{$//'
		# The sections that the headers' asm statements push into: a
		# warning line names a word of an asm's text (__bug_table).
		xargs -0 grep -ohE 'pushsection[[:space:]]+[A-Za-z0-9_]+' <"$tmp/headers-$v" |
			awk '{ print $2 }'
	} | LC_ALL=C sort -u >"$tmp/ids-$v"
	LC_ALL=C comm -12 "$tmp/db-names" "$tmp/ids-$v" >"$tmp/found-$v"
done
if [ -n "$trees" ]; then
	cat "$tmp"/found-* | LC_ALL=C sort -u >"$tmp/found"
	absent=$(LC_ALL=C comm -23 "$tmp/db-names" "$tmp/found")
	# With one tree only, a name of the other version is no error.
	if [ -n "$absent" ] && [ "$trees" = " 6.1 6.12" ]; then
		echo "check-annotations: functions declared in no kernel tree ($trees ):" $absent >&2
		status=1
	elif [ -n "$absent" ]; then
		echo "annotations: not declared in Linux$trees (the other tree is not here to tell):" $absent
	fi
	if [ -f "$tmp/found-6.1" ] && [ -f "$tmp/found-6.12" ]; then
		only=$(LC_ALL=C comm -23 "$tmp/found-6.1" "$tmp/found-6.12" | tr '\n' ' ')
		echo "annotations: declared in Linux 6.1 only: ${only:-none}"
		only=$(LC_ALL=C comm -13 "$tmp/found-6.1" "$tmp/found-6.12" | tr '\n' ' ')
		echo "annotations: declared in Linux 6.12 only: ${only:-none}"
	fi
	[ -n "$absent" ] || echo "annotations: every function is declared in a kernel tree ($trees )"
fi

# The userspace database (DIR/userspace, read for userspace units only):
# sorted, no function twice, none the kernel database names, and each
# declared in the C library's headers (/usr/include) where they are there.
u=$dir/userspace
if [ -d "$u" ]; then
	for f in "$u"/*.api; do
		if ! grep -v '^[[:space:]]*\(#\|$\)' "$f" | awk '{print $3}' | LC_ALL=C sort -c 2>/dev/null; then
			echo "check-annotations: $f is not sorted by function name" >&2
			status=1
		fi
	done
	cat "$u"/*.api | grep -v '^[[:space:]]*\(#\|$\)' | awk '{print $3}' | LC_ALL=C sort >"$tmp/user-names"
	dups=$(uniq -d "$tmp/user-names")
	both=$(LC_ALL=C sort -u "$tmp/user-names" | LC_ALL=C comm -12 - "$tmp/db-names")
	if [ -n "$dups$both" ]; then
		echo "check-annotations: userspace functions described twice or also in the kernel database: $dups $both" >&2
		status=1
	fi
	if [ -f /usr/include/stdio.h ]; then
		undeclared=
		for n in $(LC_ALL=C sort -u "$tmp/user-names"); do
			grep -rqE "(^|[^A-Za-z0-9_])$n[[:space:]]*\(" /usr/include 2>/dev/null || undeclared="$undeclared $n"
		done
		if [ -n "$undeclared" ]; then
			echo "check-annotations: userspace functions declared nowhere in /usr/include:$undeclared" >&2
			status=1
		else
			echo "annotations: $(LC_ALL=C sort -u "$tmp/user-names" | wc -l) userspace functions, each declared in /usr/include"
		fi
	fi
fi

if [ $status -eq 0 ]; then
	count() { grep -c "^$1 " "$tmp/table"; }
	echo "annotations: README.md documents the $(count kind) kinds, $(count when) conditions," \
		"$(count class) classes and $(count key) keys of apivocab.def, and no others"
fi
exit $status
