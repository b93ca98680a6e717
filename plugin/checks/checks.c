/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * checks.c: the table of checks, expanded from checks.def.
 */
#include "checks.h"

#include <string.h>

const struct rp_check_ops *const rp_check_table[RP_CHECK_COUNT] = {
#define RP_CHECK(ident, name, summary, fix) &rp_check_##ident,
#include "checks.def"
#undef RP_CHECK
};

const char *const rp_check_names[RP_CHECK_COUNT] = {
#define RP_CHECK(ident, name, summary, fix) name,
#include "checks.def"
#undef RP_CHECK
};

const char *const rp_check_summaries[RP_CHECK_COUNT] = {
#define RP_CHECK(ident, name, summary, fix) summary,
#include "checks.def"
#undef RP_CHECK
};

int rp_check_index_of(const char *name)
{
	int c;

	for (c = 0; c < RP_CHECK_COUNT; c++)
		if (!strcmp(name, rp_check_names[c]))
			return c;
	return -1;
}

int rp_checks_enabled(unsigned mask, const struct rp_check_ops **out)
{
	int c, n = 0;

	for (c = 0; c < RP_CHECK_COUNT; c++)
		if (mask >> c & 1)
			out[n++] = rp_check_table[c];
	return n;
}
