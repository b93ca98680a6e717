#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-deb.sh OUT: build the Debian package (make-deb.sh OUT), check what it
# holds and depends on, install it into this system with dpkg -i, compile
# with plain -fplugin=refpair (no path) and the packaged refpair.h and
# refpair-report, then remove it with dpkg -r.  Needs root (CI is root);
# files the package would overwrite that no package owns (a "make install"
# with PREFIX=/usr, say) are saved first and put back at the end.
# DEB_GCC=N: the package for gcc-N (default: this system's gcc, as
# make-deb.sh).  Ends with "N passed, N failed".
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$top/build/deb}
pass=0
fail=0
check() {
	if eval "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "check-deb: FAIL: $2"; fi
}
finish() {
	echo "check-deb: $pass passed, $fail failed"
	echo "$pass passed, $fail failed"
	[ $fail -eq 0 ]
	exit
}

if [ "$(id -u)" != 0 ]; then
	echo "check-deb: FAIL: dpkg -i needs root; run as root (CI is)"
	fail=1
	finish
fi
if dpkg-query -W -f='${Status}' refpair 2>/dev/null | grep -q 'ok installed'; then
	echo "check-deb: FAIL: a refpair package is already installed; dpkg -r refpair first"
	fail=1
	finish
fi

gcc_n=${DEB_GCC:-$(gcc -dumpversion 2>/dev/null | cut -d. -f1)}
export DEB_GCC=$gcc_n
deb=$(sh "$top/scripts/make-deb.sh" "$out" | tail -n 1)
check '[ -f "$deb" ]' "make-deb.sh built the package"
[ -f "$deb" ] || finish

tmp=$(mktemp -d /tmp/refpair-check-deb.XXXXXX)
plugdir=$(gcc-$gcc_n -print-file-name=plugin)
gccver=$(dpkg-query -W -f='${Version}' gcc-$gcc_n)

# What the package holds and depends on.
dpkg-deb --fsys-tarfile "$deb" | tar -tf - | sed 's|^\./|/|' >"$tmp/contents"
has() { grep -qx "$1" "$tmp/contents"; }
check 'has "$plugdir/refpair.so"' "refpair.so in GCC $gcc_n's plugin directory ($plugdir)"
check 'has "$plugdir/refpair-annotations/pm_runtime.api"' "the database next to it"
check 'has /usr/share/refpair/refpair.h' "refpair.h where make install puts it"
check 'has /usr/bin/refpair-summaries && has /usr/bin/refpair-report' "the tools in /usr/bin"
depends=$(dpkg-deb -f "$deb" Depends)
check 'printf "%s" "$depends" | grep -qF "gcc-$gcc_n (= $gccver)"' \
	"depends on exactly the gcc-$gcc_n it was built with ($gccver): $depends"

# Save files the package would overwrite that no package owns.
mkdir -p "$tmp/saved"
grep -v '/$' "$tmp/contents" | while IFS= read -r f; do
	if [ -f "$f" ] && ! dpkg -S "$f" >/dev/null 2>&1; then
		mkdir -p "$tmp/saved$(dirname "$f")"
		cp -p "$f" "$tmp/saved$f"
	fi
done
n=$(find "$tmp/saved" -type f | wc -l)
[ "$n" -eq 0 ] || echo "check-deb: saved $n files the package overwrites that no package owns (make install?); restored at the end"
restore() {
	if dpkg-query -W -f='${Status}' refpair 2>/dev/null | grep -q 'ok installed'; then
		dpkg -r refpair >/dev/null 2>&1
	fi
	if [ -n "$(ls -A "$tmp/saved")" ]; then
		cp -pR "$tmp/saved/." /
	fi
	rm -rf "$tmp"
}
trap 'restore; exit 1' INT TERM HUP

check 'dpkg -i "$deb" >"$tmp/dpkg-i.log" 2>&1 || { cat "$tmp/dpkg-i.log"; false; }' "dpkg -i $deb"
check 'dpkg-query -W -f="\${Status}" refpair | grep -q "ok installed"' "the package is installed"

# Plain -fplugin=refpair: GCC finds refpair.so in its plugin directory,
# refpair finds its database next to it.
for cc in gcc-$gcc_n gcc; do
	[ "$($cc -dumpversion 2>/dev/null | cut -d. -f1)" = "$gcc_n" ] || continue
	o=$(cd "$top" && LC_ALL=C $cc -fplugin=refpair -Itestsuite/include -c -o "$tmp/o.o" \
		examples/of-child-loop.c 2>&1)
	check 'printf "%s" "$o" | grep -q "of-child-loop.c:18:.*\[refpair-leak\]"' \
		"$cc -fplugin=refpair reports the leak in examples/of-child-loop.c: $o"
done

# The packaged refpair.h, and refpair-report on a findings directory.
cat >"$tmp/attr.c" <<'EOF'
#include <refpair.h>
struct foo;
void foo_put(struct foo *f) __releases_ref(1);
struct foo *foo_get(const char *name) __acquires_ref(foo_put);
int foo_use(struct foo *f);

int foo_open(void)
{
	struct foo *f = foo_get("a");

	if (!f)
		return -12;
	if (foo_use(f) < 0)
		return -5;	/* leaks f */
	foo_put(f);
	return 0;
}
EOF
o=$(cd "$tmp" && LC_ALL=C gcc-$gcc_n -fplugin=refpair -fplugin-arg-refpair-findings="$tmp/findings" \
	-I/usr/share/refpair -c -o o.o attr.c 2>&1)
check 'printf "%s" "$o" | grep -q "attr.c:14:.*\[refpair-leak\]"' \
	"refpair.h from /usr/share/refpair: the leak of an annotated API: $o"
r=$(/usr/bin/refpair-report --summary "$tmp/findings" 2>&1)
check 'printf "%s" "$r" | grep -q "^refpair-report: 1 finding"' "/usr/bin/refpair-report reads the findings: $r"

check 'dpkg -r refpair >"$tmp/dpkg-r.log" 2>&1 || { cat "$tmp/dpkg-r.log"; false; }' "dpkg -r refpair"
check '[ ! -e "$plugdir/refpair.so" ] || [ -f "$tmp/saved$plugdir/refpair.so" ]' "refpair.so removed with the package"
o=$(cd "$top" && LC_ALL=C gcc-$gcc_n -fplugin=refpair -c -o "$tmp/o.o" examples/of-child-loop.c -Itestsuite/include 2>&1)
# GCC says "inaccessible plugin file" when the file is gone, "cannot load
# plugin" when it is there but does not load.
check '[ -f "$tmp/saved$plugdir/refpair.so" ] || printf "%s" "$o" | grep -q "inaccessible plugin file\|cannot load plugin"' \
	"plain -fplugin=refpair no longer loads"
restore
trap - INT TERM HUP
finish
