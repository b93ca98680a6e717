/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * refpair.h: declarations shared by the files of refpair's C++ layer
 * (the part that talks to GCC).  C-style: plain structs and functions.
 */
#ifndef REFPAIR_REFPAIR_H
#define REFPAIR_REFPAIR_H

#include "core/apidb.h"
#include "checks/checks.h"


/* Maximum number of names a list option (db=, checks=, families=) takes.  */
#define RP_MAX_LIST 64

/* Everything the plugin's arguments set; see options.cc for the keys.  */
struct rp_options {
	bool disable;			/* disable: skip this translation unit */
	bool no_default_db;		/* no-default-db */
	bool default_db_always;		/* default-db=always (not auto) */
	bool notes;			/* severity=note */
	unsigned long max_states;	/* max-states=N: per-function budget */
	unsigned checks;		/* bit (1 << RP_CHECK_x) per enabled check */
	unsigned no_werror;		/* no-werror[=LIST]: checks -Werror leaves as warnings */
	const char *db[RP_MAX_LIST];	/* db=PATH[:PATH...] */
	int ndb;
	/* families=: names to enable or, with a leading '-', disable.  */
	const char *families[RP_MAX_LIST];
	int nfamilies;
	/* families[i] is in no database: a family of GCC's malloc attribute
	   in userspace code, a misspelling in kernel code (decided per unit,
	   rp_check_attr_families).  */
	bool family_unknown[RP_MAX_LIST];
	const char *stats;		/* stats=FILE: append a line per unit */
	const char *summaries_out;	/* summaries-out=DIR */
	bool no_summaries;		/* no-summaries */
	const char *findings;		/* findings=DIR: JSON Lines per unit */
	bool help;			/* help: print the keys on stdout */
};

extern struct rp_options rp_opts;

/* What the plugin did in this translation unit (stats=FILE).  */
#define RP_STATS_TOP 4
struct rp_fn_stats {
	char name[64];
	unsigned long blocks, states;	/* its blocks, (block, state) pairs */
	double seconds;			/* CPU time lowering and analysing it */
};
struct rp_stats {
	unsigned long functions;	/* functions the pass saw */
	unsigned long analysed;		/* ... that call an annotated API */
	unsigned long budget;		/* ... whose budget ran out */
	unsigned long states;		/* (block, state) pairs explored */
	unsigned long largest_blocks;	/* blocks of the largest analysed */
	unsigned long largest_states;	/* and its states */
	double seconds;			/* CPU time in the pass and at load */
	/* The unit's largest analysed functions, by blocks, with what each
	   cost (bench/bench.sh shows how the cost grows with size).  */
	struct rp_fn_stats top[RP_STATS_TOP];
};
extern struct rp_stats rp_stats;
extern struct rp_apidb *rp_db;
struct rp_apidb *rp_unit_db(void);
/* The kernel database, read on first use (see rp_load_databases).  */
struct rp_apidb *rp_kernel_db(void);
/* Whether this unit is userspace code (it includes a C library's headers
   and does not define __KERNEL__).  */
bool rp_unit_userspace(void);

/* options.cc */
bool rp_parse_options(struct plugin_name_args *info);
bool rp_validate_families(const struct rp_apidb *db);
bool rp_check_attr_families(bool userspace);
bool rp_family_enabled(const char *family);
const char *rp_help_text(void);

/* attribs.cc */
void rp_register_attributes(void *gcc_data, void *user_data);
bool rp_record_from_attributes(tree fndecl, struct rp_api *e);
const struct rp_api *rp_records_from_gcc_malloc(tree fndecl, struct rp_apidb *db);
bool rp_ignored(tree fndecl, const char *check);
void rp_forget_ignore(tree fndecl);

/* lower/value.cc: the position (from 0) of parameter PARM in FNDECL's
   list, or -1 if it is not one of FNDECL's.  */
int rp_param_position(tree fndecl, tree parm);

/* lower/callee.cc: what a call is (the precedence is written there) */
#define RP_MAX_CALL_EFFECTS 16
const struct rp_api *rp_lookup_annotated(tree fndecl);
const struct rp_api *rp_lookup_call(tree fndecl);
int rp_call_effects(tree fndecl, const struct rp_api **out, int max);
bool rp_callee_unknown(tree fndecl);
bool rp_stmt_warns(tree fndecl, const char *text);

/* summary.cc */
const struct rp_api *rp_summary_effects(tree fndecl, int *n);
bool rp_summary_unknown(tree fndecl);
void rp_summary_seen(tree fndecl, bool callees_known);
struct rp_engine;
/* ENG: the engine that ran on FNDECL, or NULL for a function that calls no
   acquire or release (only what it keeps is summarised); KEEPS: it stores
   a pointer parameter somewhere (rp_stores_param() saw one).  */
void rp_summary_store(tree fndecl, const struct rp_engine *eng, bool keeps);
/* Whether STMT stores a pointer parameter's incoming value.  */
bool rp_stores_param(gimple *stmt);
void rp_summaries_write(void *gcc_data, void *user_data);

/* pass.cc */
void rp_register_pass(const char *plugin_name);

/* lower/function.cc: the pairing IR of FUN, with RP_E_USE events if USES */
struct rp_func;
struct rp_func *rp_lower_function(function *fun, bool uses);

/* diag.cc */
struct rp_report;
void rp_error_callback(void *ctx, const char *msg);
void rp_emit_report(const struct rp_report *r, tree fndecl);
void rp_emit_budget_note(tree fndecl, unsigned long max_states);
void rp_findings_start(const char *plugin_name);

#endif /* REFPAIR_REFPAIR_H */
