# SPDX-License-Identifier: GPL-3.0-or-later
#
# refpair: a GCC plugin that checks acquire/release pairing.
#
#   make               build build/gcc/refpair.so for $(CC) (default gcc)
#   make CC=gcc-11     build build/gcc-11/refpair.so for GCC 11
#   make demo          install build packages if missing, build, run on examples/
#   make check         unit tests, the DejaGnu suite and 50 random programs;
#                      last line "N passed, N failed"
#   make fuzz          refpair on FUZZ_COUNT (1000) random csmith programs
#   make check-kernel  build real Linux 6.1 objects with the plugin (KSRC=tree,
#                      KVER=6.12 for Linux 6.12)
#   make precision     a measurement: the findings of real Linux objects matched
#                      by fingerprint to testsuite/kernel/labels-KVER.txt (REAL
#                      or FP): recall, precision, FP per cause; never fails on
#                      the numbers (KSRC=, KVER=6.12; FINDINGS=DIR measures an
#                      existing findings directory instead of building)
#   make kernel-summaries  summaries across files on real kernel code: cost, findings
#   make kernel-sweep  whole kernel directories (SWEEP_DIRS=...): crashes, code, findings; resumable
#   make bench         compile-time and memory cost on real kernel objects
#   make bench-apidb   time loading a 100,000-line API database
#   make install       install refpair.so and the kernel database into GCC's plugin
#                      dir, the tools, refpair.h and the man pages under PREFIX
#   make uninstall     remove what make install installed (same CC, PREFIX)
#   make deb           build/deb/refpair_VERSION_ARCH.deb for this system's gcc
#                      (dpkg-buildpackage; DEB_GCC=N for gcc-N)
#   make check-gcc GCC=14  "make check CC=gcc-14" in a Debian chroot that has
#                      that GCC (scripts/gcc-chroot.sh; 13, 14: trixie,
#                      15, 16: sid); outputs in build/gcc-14/, as root
#   make check-kernel-gcc GCC=14 KVER=6.12  the kernel harness in that chroot
#   make check-deb-gcc GCC=14  the Debian package for that GCC, in that chroot
#   make check-integration  the package (dpkg -i, as root), distcc on loopback,
#                      the HTML report in headless Chromium,
#                      examples/kernel/; last line "N passed, N failed"

CC ?= gcc
ifeq ($(origin CC),default)
CC := gcc
endif
# The C++ compiler that matches $(CC): gcc-11 -> g++-11.
CXX := $(subst gcc,g++,$(CC))
PREFIX ?= /usr/local
DESTDIR ?=
VERSION := 0.1
# Where the plugin in the build tree looks for the database, which is not
# next to it there (empty: nowhere; the Debian package sets that).  An
# installed or copied refpair.so reads only the database next to it.
REFPAIR_SRC_DB ?= $(CURDIR)/annotations

PLUGIN_INC := $(shell $(CC) -print-file-name=plugin 2>/dev/null)/include
PLUGIN_DIR := $(shell $(CC) -print-file-name=plugin 2>/dev/null)

# Every compiler builds in build/<name>/ (build/gcc/ for the default one):
# the plugin, the tools, the objects and every test's results and logs.
# The basename stays refpair.so because GCC derives the argument prefix
# from it.
B := build/$(notdir $(CC))
SO := $(B)/refpair.so
# Another GCC, to test that the plugin refuses to load into it.
OTHER_CC ?= $(if $(filter gcc-11,$(notdir $(CC))),gcc-12,gcc-11)

C_SRCS := $(wildcard plugin/core/*.c plugin/engine/*.c plugin/checks/*.c)
CXX_SRCS := $(wildcard plugin/*.cc plugin/lower/*.cc)
C_OBJS := $(patsubst plugin/%.c,$(B)/obj/%.o,$(C_SRCS))
CXX_OBJS := $(patsubst plugin/%.cc,$(B)/obj/%.o,$(CXX_SRCS))
HDRS := $(wildcard plugin/*.h plugin/*/*.h plugin/*/*.def)

# Only plugin_init and plugin_is_GPL_compatible are exported (refpair.cc):
# calls between the plugin's files are direct, not through the PLT, and
# GCC's loader binds no other symbol.
CFLAGS_C := -std=c11 -D_GNU_SOURCE -O2 -g -Wall -Wextra -fPIC -fvisibility=hidden -Iplugin
CXXFLAGS_P := -I$(PLUGIN_INC) -Iplugin -fPIC -fvisibility=hidden -fno-rtti -fno-exceptions -O2 -g \
	-Wall -Wextra -Wno-unused-parameter -Wformat-diag -Werror=format-diag \
	-DREFPAIR_VERSION='"$(VERSION)"' -DREFPAIR_SRC_DB='"$(REFPAIR_SRC_DB)"' \
	-DREFPAIR_BUILD_DIR='"$(CURDIR)/$(B)"'

# The usual variables add flags after the project's own: the Debian package
# passes dpkg-buildflags' hardening flags this way (debian/rules).
CPPFLAGS ?=
CFLAGS ?=
CXXFLAGS ?=
LDFLAGS ?=

TOOLS := $(B)/refpair-summaries $(B)/refpair-report

all: $(SO) $(TOOLS)

# Tools: plain C on the plugin's core, no GCC headers.
$(B)/refpair-summaries: tools/refpair-summaries.c $(wildcard plugin/core/*.c) $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -D_GNU_SOURCE -O2 -g -Wall -Wextra -Iplugin $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) \
		-o $@ $< $(wildcard plugin/core/*.c)

$(B)/refpair-report: tools/refpair-report.c $(wildcard plugin/core/*.c) $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -D_GNU_SOURCE -O2 -g -Wall -Wextra -Iplugin -DREFPAIR_VERSION='"$(VERSION)"' \
		$(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $< $(wildcard plugin/core/*.c)

# Linked by the C driver, without libstdc++: the plugin uses no C++ library
# beyond operator new and delete, which cc1 itself exports, and loading
# libstdc++.so into every compiler process (relocating it against cc1's
# symbols) cost about 3.7 million instructions per unit.
$(SO): $(C_OBJS) $(CXX_OBJS)
	$(CC) -shared $(LDFLAGS) -o $@ $^

$(B)/obj/%.o: plugin/%.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_C) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(B)/obj/%.o: plugin/%.cc $(HDRS)
	@if [ ! -f "$(PLUGIN_INC)/gcc-plugin.h" ]; then \
		echo "error: GCC plugin headers not found for $(CC); run 'make demo' as root or: apt-get install $(notdir $(CC))-plugin-dev" >&2; \
		[ "$(CC)" = gcc ] && echo "  (for gcc: apt-get install gcc-12-plugin-dev)" >&2; exit 1; fi
	@mkdir -p $(dir $@)
	$(CXX) $(CXXFLAGS_P) $(CPPFLAGS) $(CXXFLAGS) -c -o $@ $<

# ---- Unit tests of the plain-C parts (no GCC involved) ----
UNIT_SRCS := $(wildcard testsuite/unit/test-*.c)
UNIT_BINS := $(patsubst testsuite/unit/%.c,$(B)/unit/%,$(UNIT_SRCS))
UNIT_LIB_SRCS := $(C_SRCS)

$(B)/unit/%: testsuite/unit/%.c testsuite/unit/unit.h $(UNIT_LIB_SRCS) $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -D_GNU_SOURCE -g -Wall -Wextra -Iplugin -Itestsuite/unit -o $@ $< $(UNIT_LIB_SRCS)

check-unit: $(UNIT_BINS)
	@set -e; for t in $(UNIT_BINS); do $$t; done > $(B)/unit.log 2>&1 || { cat $(B)/unit.log; exit 1; }; \
	cat $(B)/unit.log

# ---- The DejaGnu suite ----
# RUNTESTFLAGS=findings.exp runs one driver.
check-dg: $(SO) $(TOOLS)
	@command -v runtest >/dev/null || { echo "error: runtest not found; run 'make demo' as root or: apt-get install dejagnu" >&2; exit 1; }
	@mkdir -p $(B)/testsuite
	cd $(B)/testsuite && LC_ALL=C runtest --tool refpair --srcdir $(CURDIR)/testsuite \
		REFPAIR_PLUGIN=$(CURDIR)/$(SO) REFPAIR_CC=$(CC) \
		REFPAIR_SUMMARIES=$(CURDIR)/$(B)/refpair-summaries \
		REFPAIR_REPORT=$(CURDIR)/$(B)/refpair-report \
		REFPAIR_OTHER_CC=$(OTHER_CC) $(RUNTESTFLAGS) >/dev/null || true
	@tail -n 12 $(B)/testsuite/refpair.sum

# "make check": everything, then one summary line.  Fails on any FAIL,
# XPASS, UNRESOLVED or unit-test failure.
check: $(SO) $(TOOLS) $(UNIT_BINS) check-annotations
	@$(MAKE) --no-print-directory check-unit CC=$(CC)
	@$(MAKE) --no-print-directory check-install CC=$(CC) > $(B)/install.log 2>&1 || true
	@$(MAKE) --no-print-directory check-dg CC=$(CC)
	@$(MAKE) --no-print-directory check-fuzz CC=$(CC) > $(B)/fuzz.log 2>&1 || true
	@cat $(B)/install.log
	@grep '^fuzz:' $(B)/fuzz.log || true
	@sh scripts/summarize.sh $(B)/testsuite/refpair.sum $(B)/unit.log $(B)/install.log \
		$(B)/fuzz.log

# ---- Random programs (fuzz/fuzz.sh, csmith) ----
# No crash, hang or change of the generated code on random programs with
# random databases.  "make check" runs a small fixed batch, each program a
# pass or a failure; failing programs are kept in $(B)/fuzz-failures/.
# The time limit is generous there: the batch must not fail on a busy
# machine; "make fuzz" uses the default of 10 s.
FUZZ_SEED ?= 1
FUZZ_COUNT ?= 1000
check-fuzz: $(SO)
	@sh fuzz/fuzz.sh --plugin $(CURDIR)/$(SO) --cc $(CC) --seed 1 --count 50 \
		--timeout 60 --keep $(B)/fuzz-failures --result

fuzz: $(SO)
	@nice sh fuzz/fuzz.sh --plugin $(CURDIR)/$(SO) --cc $(CC) --seed $(FUZZ_SEED) \
		--count $(FUZZ_COUNT) --keep $(B)/fuzz-failures

# make install into a scratch DESTDIR, use the plugin from there, compare
# the man pages with the options, make uninstall.
check-install: $(SO) $(TOOLS)
	@rm -rf $(B)/destdir
	@$(MAKE) --no-print-directory -s install DESTDIR=$(CURDIR)/$(B)/destdir CC=$(CC) >/dev/null
	@sh scripts/check-install.sh $(CURDIR)/$(B)/destdir $(PLUGIN_DIR) $(PREFIX) $(MANDIR) $(CC)

# The database must parse and each file be sorted by function name.
check-annotations: $(SO)
	@sh scripts/check-annotations.sh annotations

# ---- Other GCCs, in Debian chroots (scripts/gcc-chroot.sh) ----
# The chroot is cached outside the tree; the tree is bind-mounted on /src.
# Each suite has two GCCs: each is the other's OTHER_CC.
GCC_SUITE_13 := trixie
GCC_SUITE_14 := trixie
GCC_SUITE_15 := sid
GCC_SUITE_16 := sid
GCC_OTHER_13 := 14
GCC_OTHER_14 := 13
GCC_OTHER_15 := 16
GCC_OTHER_16 := 15
check-gcc:
	@[ -n "$(GCC_SUITE_$(GCC))" ] || { echo "usage: make check-gcc GCC=N (N: 13, 14, 15 or 16)" >&2; exit 2; }
	@sh scripts/gcc-chroot.sh $(GCC_SUITE_$(GCC)) run $(CURDIR) \
		'make --no-print-directory check CC=gcc-$(GCC) OTHER_CC=gcc-$(GCC_OTHER_$(GCC))'
# The kernel harness with that GCC: Debian 13 builds its 6.12 with GCC 14,
# so "make check-kernel-gcc GCC=14 KVER=6.12" is Debian 13's own pair.  The
# chroot gets linux-source-$(KVER) and the kernel's build dependencies; the
# tree is prepared inside it, in the chroot's /root/.cache/refpair.
KERNEL_DEPS := bc flex bison libelf-dev libssl-dev python3 cpio kmod xz-utils
# The Debian package for that GCC, built, installed and used in the chroot.
check-deb-gcc:
	@[ -n "$(GCC_SUITE_$(GCC))" ] || { echo "usage: make check-deb-gcc GCC=N" >&2; exit 2; }
	@sh scripts/gcc-chroot.sh $(GCC_SUITE_$(GCC)) run $(CURDIR) \
		'DEB_GCC=$(GCC) LINTIAN=0 sh scripts/check-deb.sh /src/build/deb-gcc-$(GCC)'
check-kernel-gcc:
	@[ -n "$(GCC_SUITE_$(GCC))" ] || { echo "usage: make check-kernel-gcc GCC=N [KVER=6.12]" >&2; exit 2; }
	@CHROOT_PKGS="linux-source-$(KVER) $(KERNEL_DEPS)" sh scripts/gcc-chroot.sh $(GCC_SUITE_$(GCC)) run $(CURDIR) \
		'make --no-print-directory check-kernel CC=gcc-$(GCC) KVER=$(KVER)'

# ---- Real kernel code ----
# KVER=6.12 for Linux 6.12 (objects-6.12.txt, findings-6.12.expected).
KVER ?= 6.1
check-kernel: $(SO) $(TOOLS)
	@KVER=$(KVER) KERNEL_CC=$(CC) sh scripts/check-kernel.sh $(CURDIR)/$(SO) $(CURDIR)/$(B)/refpair-report

# A measurement, not a test (scripts/precision.sh): recall and precision on
# the labelled findings.  FINDINGS=DIR skips the build; PLUGIN_ARGS=... adds
# plugin arguments (a check that is off by default).
precision: $(SO) $(TOOLS)
	@KVER=$(KVER) KERNEL_CC=$(CC) FINDINGS=$(FINDINGS) PLUGIN_ARGS="$(PLUGIN_ARGS)" \
		sh scripts/precision.sh $(CURDIR)/$(SO) \
		$(CURDIR)/$(B)/refpair-report

# Summaries across files on real kernel code: costs and extra findings.
kernel-summaries: $(SO) $(TOOLS)
	@sh scripts/kernel-summaries.sh $(CURDIR)/$(SO) $(CURDIR)/$(B)/refpair-summaries

# Whole directories of the kernel, resumable; not part of CI (hours).
kernel-sweep: $(SO)
	@KVER=$(KVER) sh scripts/kernel-sweep.sh $(CURDIR)/$(SO) $(SWEEP_DIRS)

bench: $(SO)
	@sh bench/bench.sh $(CURDIR)/$(SO)

# Loading a 100,000-line database: a loader built like the plugin (-O2),
# then the plugin itself on an empty file.
$(B)/apidb-load: bench/apidb-load.c $(wildcard plugin/core/*.c) $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_C) -o $@ $< $(wildcard plugin/core/*.c)

bench-apidb: $(B)/apidb-load $(SO)
	@sh bench/apidb-load.sh $(CURDIR)/$(B)/apidb-load $(CURDIR)/$(SO) $(CC)

# ---- Debian package and integration tests ----
# The package is built in a copy of the tree, build/deb/refpair-VERSION/.
deb:
	@sh scripts/make-deb.sh $(CURDIR)/build/deb$(if $(DEB_GCC),-gcc-$(DEB_GCC))

check-integration: $(SO) $(TOOLS)
	@sh scripts/check-integration.sh $(CURDIR)/$(SO) $(CURDIR)/$(B)/refpair-report $(CC) \
		$(CURDIR)/$(B)/integration

# ---- Set-up and demonstration ----
deps:
	@sh scripts/install-deps.sh $(CC)

demo: deps
	@$(MAKE) --no-print-directory all CC=$(CC)
	@sh scripts/demo.sh $(CURDIR)/$(SO) $(CC)

# What "make install" writes, under $(DESTDIR); "make uninstall" removes it.
MANDIR ?= $(PREFIX)/share/man
MANPAGES := man/refpair.7 man/refpair-report.1 man/refpair-summaries.1
INSTALLED := $(PLUGIN_DIR)/refpair.so $(PLUGIN_DIR)/refpair-annotations \
	$(PREFIX)/share/refpair/refpair.h $(PREFIX)/bin/refpair-summaries $(PREFIX)/bin/refpair-report \
	$(MANDIR)/man7/refpair.7 $(MANDIR)/man1/refpair-report.1 $(MANDIR)/man1/refpair-summaries.1
# Into the system (no DESTDIR), neither replaces nor removes a package's
# files (scripts/install-guard.sh).
INSTALL_GUARD = $(if $(DESTDIR),,@sh scripts/install-guard.sh $(1) $(INSTALLED))

install: $(SO) $(TOOLS)
	$(call INSTALL_GUARD,install)
	install -d $(DESTDIR)$(PLUGIN_DIR)/refpair-annotations $(DESTDIR)$(PREFIX)/share/refpair
	install -m 644 $(SO) $(DESTDIR)$(PLUGIN_DIR)/refpair.so
	install -m 644 annotations/*.api $(DESTDIR)$(PLUGIN_DIR)/refpair-annotations/
	install -d $(DESTDIR)$(PLUGIN_DIR)/refpair-annotations/userspace
	install -m 644 annotations/userspace/*.api $(DESTDIR)$(PLUGIN_DIR)/refpair-annotations/userspace/
	install -m 644 annotations/refpair.h $(DESTDIR)$(PREFIX)/share/refpair/refpair.h
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(B)/refpair-summaries $(DESTDIR)$(PREFIX)/bin/refpair-summaries
	install -m 755 $(B)/refpair-report $(DESTDIR)$(PREFIX)/bin/refpair-report
	install -d $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man7
	install -m 644 man/refpair.7 $(DESTDIR)$(MANDIR)/man7/refpair.7
	install -m 644 man/refpair-report.1 man/refpair-summaries.1 $(DESTDIR)$(MANDIR)/man1/

# The files "make install" wrote, with the same CC, PREFIX and DESTDIR;
# directories only when that leaves them empty.
uninstall:
	$(call INSTALL_GUARD,uninstall)
	rm -f $(DESTDIR)$(PLUGIN_DIR)/refpair.so $(DESTDIR)$(PLUGIN_DIR)/refpair-annotations/*.api \
		$(DESTDIR)$(PLUGIN_DIR)/refpair-annotations/userspace/*.api
	rmdir $(DESTDIR)$(PLUGIN_DIR)/refpair-annotations/userspace 2>/dev/null || true
	rm -f $(DESTDIR)$(PREFIX)/share/refpair/refpair.h
	rm -f $(DESTDIR)$(PREFIX)/bin/refpair-summaries $(DESTDIR)$(PREFIX)/bin/refpair-report
	rm -f $(DESTDIR)$(MANDIR)/man7/refpair.7 $(DESTDIR)$(MANDIR)/man1/refpair-report.1 \
		$(DESTDIR)$(MANDIR)/man1/refpair-summaries.1
	rmdir $(DESTDIR)$(PLUGIN_DIR)/refpair-annotations $(DESTDIR)$(PREFIX)/share/refpair 2>/dev/null || true

clean:
	rm -rf build

.PHONY: all deb check-gcc check-kernel-gcc check-deb-gcc check-integration check check-unit check-dg check-install check-annotations check-fuzz fuzz check-kernel precision kernel-summaries kernel-sweep bench bench-apidb deps demo install uninstall clean
