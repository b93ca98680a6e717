#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A Debian chroot with the GCCs of one suite, for building and testing
# refpair with compilers the host does not have (as root).
#
#   scripts/gcc-chroot.sh SUITE
#       create the chroot if needed and print its directory
#   scripts/gcc-chroot.sh SUITE run SRC COMMAND...
#       create it if needed, then run COMMAND (with sh -c) inside it, in
#       /src, with the directory SRC bind-mounted there
#
# SUITE and its compilers:
#   trixie  (Debian 13)             gcc-13, gcc-14
#   sid     (unstable; also forky)  gcc-15, gcc-16
# GCC_VERSIONS="N ..." overrides the list; CHROOT_PKGS="..." names more
# packages to install (the kernel harness adds linux-source-6.12 and the
# kernel's build dependencies).  trixie also gets its security suite, so
# its linux-source-6.12 is the same release as Debian 12's.  A version the suite lacks is
# skipped with a message; one without a plugin-dev package is an error.
#
# The chroot lives outside the repository, in
# ${REFPAIR_CACHE:-$HOME/.cache/refpair}/chroot-SUITE; it is built in a
# .tmp directory and renamed once complete, and its stamp file
# (.refpair-stamp) lists what was installed, so a second call does nothing
# and a call for more packages only installs those; a lock file keeps two
# calls from building it at once.  Delete the directory to start again.  "run" mounts /proc, /dev and the source in a mount
# namespace of its own (unshare -m): the mounts go away with the command,
# however it ends, and two runs do not see each other's /src.
#
# Debian's testing and unstable Release files carry a Valid-Until date
# that may have passed on the mirror; apt inside is told not to check it.
set -eu

MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
CACHE=${REFPAIR_CACHE:-$HOME/.cache/refpair}

usage() {
	echo "usage: $0 SUITE [run SRC COMMAND...]   (SUITE: trixie, forky or sid)" >&2
	exit 2
}

[ $# -ge 1 ] || usage
suite=$1
shift
case $suite in
trixie) versions=${GCC_VERSIONS:-"13 14"} ;;
sid | forky | unstable | testing) versions=${GCC_VERSIONS:-"15 16"} ;;
*) usage ;;
esac
[ "$(id -u)" = 0 ] || { echo "$0: needs root (debootstrap, chroot, mount)" >&2; exit 2; }

root=$CACHE/chroot-$suite
stamp=$root/.refpair-stamp
base_pkgs="make dejagnu patch csmith libcsmith-dev python3-jsonschema ${CHROOT_PKGS:-}"

# Run a command in chroot R in a mount namespace of its own, with /proc
# and /dev mounted and, if $bind_src is set, that directory on /src.
in_root() {
	r=$1
	shift
	unshare --mount --propagation private sh -c '
		r=$1; src=$2; shift 2
		mount -t proc proc "$r/proc"
		mount --rbind /dev "$r/dev"
		[ -z "$src" ] || mount --bind "$src" "$r/src"
		exec chroot "$r" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
			LC_ALL=C DEBIAN_FRONTEND=noninteractive HOME=/root TERM=dumb "$@"' \
		sh "$r" "${bind_src:-}" "$@"
}

create() {
	command -v debootstrap >/dev/null || apt-get install -y debootstrap >&2
	# Bookworm's debootstrap has no script for forky: it is built like sid.
	script=
	[ -e "/usr/share/debootstrap/scripts/$suite" ] || script=/usr/share/debootstrap/scripts/sid
	tmp=$root.tmp
	rm -rf "$tmp"
	mkdir -p "$CACHE"
	echo "gcc-chroot: debootstrap $suite into $tmp" >&2
	debootstrap --variant=minbase "$suite" "$tmp" "$MIRROR" $script >"$CACHE/chroot-$suite.log" 2>&1 || {
		tail -n 20 "$CACHE/chroot-$suite.log" >&2
		echo "$0: debootstrap failed; log in $CACHE/chroot-$suite.log" >&2
		exit 1
	}
	echo 'Acquire::Check-Valid-Until "false";' >"$tmp/etc/apt/apt.conf.d/99refpair"
	printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' \
		>>"$tmp/etc/apt/apt.conf.d/99refpair"
	mkdir -p "$tmp/src"
	: >"$tmp/.refpair-stamp"
	mv "$tmp" "$root"
}

# The stamp has a line per package installed, and "no gcc-N" for a
# compiler the suite lacks: only what is in neither is looked at again.
install_pkgs() {
	todo=
	for p in $base_pkgs; do
		grep -qx "$p" "$stamp" || todo="$todo $p"
	done
	for n in $versions; do
		grep -qx "gcc-$n-plugin-dev\|no gcc-$n" "$stamp" || todo="$todo gcc-$n"
	done
	[ -n "$todo" ] || return 0
	log=$CACHE/chroot-$suite.log
	if [ "$suite" = trixie ] && ! grep -q trixie-security "$root/etc/apt/sources.list"; then
		echo "deb ${SECURITY_MIRROR:-http://deb.debian.org/debian-security} trixie-security main" \
			>>"$root/etc/apt/sources.list"
	fi
	in_root "$root" apt-get update >>"$log" 2>&1 || {
		tail -n 20 "$log" >&2
		echo "$0: apt-get update failed; log in $log" >&2
		exit 1
	}
	pkgs= absent=
	for p in $todo; do
		case $p in
		gcc-[0-9]*)
			if in_root "$root" apt-cache policy "$p" | grep -q '^ *Candidate: [0-9]'; then
				pkgs="$pkgs $p g++-${p#gcc-} $p-plugin-dev"
			else
				echo "gcc-chroot: $suite has no $p; skipped" >&2
				absent="$absent $p"
			fi ;;
		*) pkgs="$pkgs $p" ;;
		esac
	done
	if [ -n "$pkgs" ]; then
		echo "gcc-chroot: installing in $suite:$pkgs" >&2
		in_root "$root" apt-get install -y $pkgs >>"$log" 2>&1 || {
			tail -n 20 "$log" >&2
			echo "$0: apt-get install failed; log in $log" >&2
			exit 1
		}
		in_root "$root" apt-get clean
	fi
	for p in $pkgs; do echo "$p"; done >>"$stamp"
	for p in $absent; do echo "no $p"; done >>"$stamp"
}

# One creator at a time (make check-gcc GCC=13 and GCC=14 share trixie).
mkdir -p "$CACHE"
exec 9>"$CACHE/chroot-$suite.lock"
flock 9
[ -f "$stamp" ] || create
install_pkgs
flock -u 9
exec 9>&-

[ $# -gt 0 ] || { echo "$root"; exit 0; }
[ "$1" = run ] && [ $# -ge 3 ] || usage
src=$(cd "$2" && pwd)
shift 2

bind_src=$src in_root "$root" sh -c "cd /src && $*"
