/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * checks.h: the registry of checks.  Each check is one file in checks/
 * that defines "const struct rp_check_ops rp_check_IDENT" (see
 * engine/check.h for the hooks and needs) and has one line in checks.def.
 * The driver hands the enabled ones to the engine (rp_engine_new).
 */
#ifndef REFPAIR_CHECKS_H
#define REFPAIR_CHECKS_H

#ifdef __cplusplus
extern "C" {
#endif

/* RP_CHECK_leak, ... in checks.def order.  */
enum rp_check_id {
#define RP_CHECK(ident, name, summary, fix) RP_CHECK_##ident,
#include "checks.def"
#undef RP_CHECK
	RP_CHECK_COUNT
};

struct rp_check_ops;

#define RP_CHECK(ident, name, summary, fix) extern const struct rp_check_ops rp_check_##ident;
#include "checks.def"
#undef RP_CHECK

/* rp_check_table[RP_CHECK_x] is &rp_check_x.  */
extern const struct rp_check_ops *const rp_check_table[RP_CHECK_COUNT];
extern const char *const rp_check_names[RP_CHECK_COUNT];
extern const char *const rp_check_summaries[RP_CHECK_COUNT];

/* The checks whose bit (1 << RP_CHECK_x) is set in MASK, in table order,
   into OUT (room for RP_CHECK_COUNT); their number.  */
int rp_checks_enabled(unsigned mask, const struct rp_check_ops **out);

/* The index of the check named NAME ("leak"), or -1.  */
int rp_check_index_of(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* REFPAIR_CHECKS_H */
