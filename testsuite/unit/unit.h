/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * unit.h: a tiny unit-test harness for refpair's plain-C parts.  Each
 * test program ends with "N passed, N failed" and exits non-zero on any
 * failure.
 */
#ifndef REFPAIR_UNIT_H
#define REFPAIR_UNIT_H

#include <stdio.h>
#include <string.h>

static int unit_passed, unit_failed;

#define CHECK(cond) do {							\
	if (cond) {								\
		unit_passed++;							\
	} else {								\
		unit_failed++;							\
		fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
	}									\
} while (0)

#define CHECK_STR(a, b) do {							\
	const char *a_ = (a), *b_ = (b);					\
	if (a_ && b_ && !strcmp(a_, b_)) {					\
		unit_passed++;							\
	} else {								\
		unit_failed++;							\
		fprintf(stderr, "%s:%d: \"%s\" != \"%s\"\n", __FILE__, __LINE__, \
			a_ ? a_ : "(null)", b_ ? b_ : "(null)");		\
	}									\
} while (0)

static int unit_report(const char *name)
{
	printf("%s: %d passed, %d failed\n", name, unit_passed, unit_failed);
	printf("%d passed, %d failed\n", unit_passed, unit_failed);
	return unit_failed != 0;
}

#endif
