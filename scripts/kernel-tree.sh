#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# kernel-tree.sh: print the path of a configured Linux tree for the kernel
# harness, preparing one first if needed.  KVER picks the version: 6.1 (the
# default) or 6.12, the two Debian 12 packages as linux-source-$KVER.
#
# With KSRC set, that tree is used as it is (it must already be configured
# and prepared).  Otherwise Debian's linux-source-$KVER is installed if missing
# (apt-get, as root), unpacked into a cache directory outside the repository
# ($REFPAIR_CACHE, default ~/.cache/refpair), configured with allmodconfig
# minus the options that slow builds down or change code generation in ways
# that do not matter here (CONFIG_WERROR, KASAN, UBSAN, KCOV, debug info,
# GCC plugins), and prepared with "make prepare".  Progress goes to stderr;
# the tree's path is the only line on stdout.
#
# KERNEL_CC names the compiler (default gcc): a tree is configured for one
# compiler, so another one gets a tree of its own, linux-source-$KVER-$CC.
set -eu

if [ -n "${KSRC:-}" ]; then
	[ -f "$KSRC/.config" ] || { echo "kernel-tree.sh: $KSRC has no .config" >&2; exit 1; }
	echo "$KSRC"
	exit 0
fi

kver=${KVER:-6.1}
case $kver in
6.1|6.12) ;;
*) echo "kernel-tree.sh: KVER=$kver: only 6.1 and 6.12 are known" >&2; exit 1 ;;
esac

cache=${REFPAIR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/refpair}
cc=${KERNEL_CC:-gcc}
tree=$cache/linux-source-$kver
[ "$cc" = gcc ] || tree=$tree-$(basename "$cc")
stamp=$tree/.refpair-prepared
if [ -f "$stamp" ]; then
	echo "$tree"
	exit 0
fi

tarball=/usr/src/linux-source-$kver.tar.xz
if [ ! -f "$tarball" ]; then
	if [ "$(id -u)" = 0 ]; then
		echo "kernel-tree.sh: installing linux-source-$kver and the kernel's build dependencies" >&2
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "linux-source-$kver" \
			bc flex bison libelf-dev libssl-dev python3 cpio kmod >&2
	else
		echo "kernel-tree.sh: run as root: apt-get install linux-source-$kver bc flex bison libelf-dev libssl-dev" >&2
		exit 1
	fi
fi

mkdir -p "$cache"
if [ ! -f "$tree/Makefile" ]; then
	echo "kernel-tree.sh: unpacking $tarball into $tree" >&2
	rm -rf "$tree.tmp"
	mkdir -p "$tree.tmp"
	tar -C "$tree.tmp" -xf "$tarball"
	rm -rf "$tree"
	mv "$tree.tmp/linux-source-$kver" "$tree"
	rmdir "$tree.tmp"
fi

cd "$tree"
echo "kernel-tree.sh: configuring (allmodconfig) and preparing $tree with $cc" >&2
make -s CC="$cc" HOSTCC="$cc" allmodconfig >&2
./scripts/config --disable WERROR --disable KASAN --disable UBSAN --disable KCOV \
	--disable DEBUG_INFO --disable DEBUG_INFO_DWARF_TOOLCHAIN_DEFAULT \
	--disable DEBUG_INFO_DWARF4 --disable DEBUG_INFO_DWARF5 --enable DEBUG_INFO_NONE \
	--disable GCC_PLUGINS --disable KCSAN --disable GCOV_KERNEL \
	--disable DEBUG_INFO_BTF --disable LTO_CLANG
make -s CC="$cc" HOSTCC="$cc" olddefconfig >&2
make -s -j"$(nproc)" CC="$cc" HOSTCC="$cc" prepare >&2
touch "$stamp"
echo "$tree"
