#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-deb.sh OUT: build the Debian package (make-deb.sh OUT), check what it
# holds and depends on, that it is built with the hardening flags and that
# lintian reports no warning or error on it, install it into this system
# with dpkg -i, compile with plain -fplugin=refpair (no path) and the
# packaged refpair.h and refpair-report, then remove it with dpkg -r.  The
# package refuses to install over a "make install", and "make install"
# refuses to replace the package's files.  Needs root (CI is root); files
# the package would overwrite that no package owns (a "make install", say)
# are moved aside first and put back at the end.  DEB_GCC=N: the package
# for gcc-N (default: this system's gcc, as make-deb.sh); LINTIAN=0 leaves
# lintian out (check-deb-gcc: the lintian of Debian 13 and unstable is not
# the one the package was made clean for).  Ends with "N passed, N failed".
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
lintian=${LINTIAN:-1}
if [ "$lintian" = 1 ]; then
	sh "$top/scripts/install-deps.sh" --check-deb "$gcc_n" || { fail=1; finish; }
fi
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
check 'has /usr/share/man/man7/refpair.7.gz && has /usr/share/man/man1/refpair-report.1.gz &&
	has /usr/share/man/man1/refpair-summaries.1.gz' "the man pages refpair(7), refpair-report(1), refpair-summaries(1)"
check 'has /usr/share/doc/refpair/README.md' "README.md uncompressed, where the SARIF rules' helpUri points"
depends=$(dpkg-deb -f "$deb" Depends)
check 'printf "%s" "$depends" | grep -qF "gcc-$gcc_n (= $gccver)"' \
	"depends on exactly the gcc-$gcc_n it was built with ($gccver): $depends"

# Built with dpkg-buildflags' hardening flags (debian/rules): relro and
# bindnow, the stack protector and _FORTIFY_SOURCE's checked functions.
mkdir -p "$tmp/deb"
dpkg-deb -x "$deb" "$tmp/deb"
for f in "$plugdir/refpair.so" /usr/bin/refpair-report /usr/bin/refpair-summaries; do
	check 'readelf -lW "$tmp/deb$f" | grep -q GNU_RELRO && readelf -dW "$tmp/deb$f" | grep -q BIND_NOW' \
		"$f linked with -z relro -z now"
	check 'readelf -sW --dyn-syms "$tmp/deb$f" | grep -q "__stack_chk_fail" &&
		readelf -sW --dyn-syms "$tmp/deb$f" | grep -q "__[a-z]*_chk@"' \
		"$f built with -fstack-protector-strong and _FORTIFY_SOURCE"
done
if [ "$lintian" = 1 ]; then
	# The binary package, its debug symbols and the .buildinfo.
	lintian --version
	lintian "$out"/refpair_*.changes >"$tmp/lintian.log" 2>&1
	tags=$(grep -E '^[EW]: ' "$tmp/lintian.log")
	check '[ -z "$tags" ]' "lintian reports no warnings or errors: $tags"
	grep -E '^[A-Z]: ' "$tmp/lintian.log"
fi

# Move aside files the package would overwrite that no package owns (the
# package refuses to install over them).
mkdir -p "$tmp/saved"
grep -v '/$' "$tmp/contents" | while IFS= read -r f; do
	if [ -f "$f" ] && ! dpkg -S "$f" >/dev/null 2>&1; then
		mkdir -p "$tmp/saved$(dirname "$f")"
		mv "$f" "$tmp/saved$f"
	fi
done
rmdir "$plugdir/refpair-annotations" /usr/share/refpair 2>/dev/null
n=$(find "$tmp/saved" -type f | wc -l)
[ "$n" -eq 0 ] || echo "check-deb: moved aside $n files the package installs that no package owns (make install?); restored at the end"
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

# Over a "make install", the package refuses to install.
if [ ! -e "$plugdir/refpair.so" ]; then
	echo "not a plugin" >"$plugdir/refpair.so"
	dpkg -i "$deb" >"$tmp/dpkg-i.log" 2>&1
	st=$?
	check '[ $st -ne 0 ] && grep -q "refpair.so is already there and belongs to no package" "$tmp/dpkg-i.log" &&
		grep -q "make uninstall" "$tmp/dpkg-i.log" && [ "$(cat "$plugdir/refpair.so")" = "not a plugin" ] &&
		! dpkg-query -W -f="\${Status}" refpair 2>/dev/null | grep -q "ok installed"' \
		"dpkg -i refuses to replace the refpair.so of a make install: $(cat "$tmp/dpkg-i.log")"
	rm -f "$plugdir/refpair.so"
	dpkg -P refpair >/dev/null 2>&1
fi

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

# "make install" into the system refuses to replace the package's files, in
# the tree the package was built in (built already, with the same flags).
src=$(dirname "$deb")/refpair-$(dpkg-deb -f "$deb" Version)
o=$(cd "$src" && make -s install CC=gcc-$gcc_n PREFIX=/usr 2>&1)
st=$?
check '[ $st -ne 0 ] && printf "%s" "$o" | grep -q "belongs to the Debian package refpair" &&
	[ -z "$(dpkg --verify refpair)" ]' "make install does not replace the package's files: $o"
o=$(cd "$src" && make -s uninstall CC=gcc-$gcc_n PREFIX=/usr 2>&1)
st=$?
check '[ $st -ne 0 ] && [ -f "$plugdir/refpair.so" ] && [ -z "$(dpkg --verify refpair)" ]' \
	"make uninstall does not remove the package's files: $o"

check 'dpkg -r refpair >"$tmp/dpkg-r.log" 2>&1 || { cat "$tmp/dpkg-r.log"; false; }' "dpkg -r refpair"
check '[ ! -e "$plugdir/refpair.so" ]' "refpair.so removed with the package"
o=$(cd "$top" && LC_ALL=C gcc-$gcc_n -fplugin=refpair -c -o "$tmp/o.o" examples/of-child-loop.c -Itestsuite/include 2>&1)
# GCC says "inaccessible plugin file" when the file is gone, "cannot load
# plugin" when it is there but does not load.
check 'printf "%s" "$o" | grep -q "inaccessible plugin file\|cannot load plugin"' \
	"plain -fplugin=refpair no longer loads"
restore
trap - INT TERM HUP
finish
