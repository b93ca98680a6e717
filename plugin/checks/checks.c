/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * checks.c: the table of checks, expanded from checks.def.
 */
#include "checks.h"

const struct rp_check_ops *const rp_check_table[RP_CHECK_COUNT] = {
#define RP_CHECK(ident, name, summary) &rp_check_##ident,
#include "checks.def"
#undef RP_CHECK
};

const char *const rp_check_names[RP_CHECK_COUNT] = {
#define RP_CHECK(ident, name, summary) name,
#include "checks.def"
#undef RP_CHECK
};

const char *const rp_check_summaries[RP_CHECK_COUNT] = {
#define RP_CHECK(ident, name, summary) summary,
#include "checks.def"
#undef RP_CHECK
};
