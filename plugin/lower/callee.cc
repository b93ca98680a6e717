/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/callee.cc: what a call is.  The one place that decides which
 * records (struct rp_api) describe a call of function FNDECL, for the
 * lowering (lower/call.cc, value.cc, cond.cc, ktype.cc), the pass's scan of
 * a function's calls (pass.cc) and the summaries (summary.cc).
 *
 * The precedence, first that applies:
 *  1. the refpair_* attributes on FNDECL's declaration (attribs.cc checks
 *     them; the record is built here, once per name); else GCC's own
 *     attribute malloc(DEALLOCATOR[, N]) on it, or on the allocators it is
 *     the deallocator of (attribs.cc, rp_records_from_gcc_malloc);
 *  2. the database's line for FNDECL's name (annotations/, db=), unless
 *     that line is itself a summary (summaries-out= of another unit,
 *     merged by refpair-summaries) and this unit has its own summary of
 *     the body, which names its static variables exactly;
 *  3. this unit's summary of FNDECL (summary.cc: callees are analysed
 *     before their callers);
 *  4. nothing: the call is no event.
 * The family filter (families=) applies to the records of 1 and 2: one of
 * a family turned off counts as absent, so 3 may apply instead; of a
 * database function's several records (one per object, rp_api.also) only
 * those of enabled families count, and of lines with params=N only those
 * where FNDECL is declared with N parameters (one API in two shapes:
 * md_unregister_thread(threadp) in 6.1, (mddev, threadp) in 6.12).
 * Summaries are not filtered: they were computed from calls already
 * filtered.
 *
 * rp_lookup_annotated() is 1 and 2 without the exception of 2, for what
 * only the attribute or the database can say (the annotation check, the
 * kobj_type scan, which summaries to write out).
 */
#include "gcc-compat.h"
#include "refpair.h"

/* Attribute records built so far, by function name.  */
static struct rp_apidb *rp_attr_db;

/* Whether database line E holds for a declaration with NPARAMS parameters
   (params=N).  */
static bool rp_api_holds(const struct rp_api *e, int nparams)
{
	return !e->params || e->params == nparams;
}

/* The first line of the chain from E that holds for NPARAMS.  */
static const struct rp_api *rp_api_first_holding(const struct rp_api *e, int nparams)
{
	while (e && !rp_api_holds(e, nparams))
		e = e->also;
	return e;
}

/* The record for a call of FNDECL: from its attributes (refpair's, else
   GCC's malloc) if it has any, else from the database by name.  NULL if
   neither knows it or its family is turned off.  (rp_lookup_call() also
   knows summaries.)  */
const struct rp_api *rp_lookup_annotated(tree fndecl)
{
	const char *name;
	const struct rp_api *e;
	struct rp_api rec;

	if (!DECL_NAME(fndecl))
		return NULL;
	name = IDENTIFIER_POINTER(DECL_NAME(fndecl));
	if (!rp_attr_db)
		rp_attr_db = rp_apidb_new();
	e = rp_apidb_lookup(rp_attr_db, name);
	if (!e && rp_record_from_attributes(fndecl, &rec))
		e = rp_apidb_add(rp_attr_db, &rec);
	if (!e)
		e = rp_records_from_gcc_malloc(fndecl, rp_attr_db);
	if (!e)
		e = rp_apidb_lookup(rp_unit_db(), name);
	e = rp_api_first_holding(e, type_num_arguments(TREE_TYPE(fndecl)));
	if (e && !rp_family_enabled(e->family))
		return NULL;
	return e;
}

/* 1 and 2: a database line that is itself a summary (a merged
   summaries-out file) gives way to this unit's own summary of the same
   body, which names its static variables exactly.  */
static const struct rp_api *rp_lookup_db(tree fndecl)
{
	const struct rp_api *api = rp_lookup_annotated(fndecl);
	int n;

	if (api && (api->flags & RP_API_SUMMARY) && rp_summary_effects(fndecl, &n))
		return NULL;
	return api;
}

/* The first record for a call of FNDECL (1 to 3), or NULL.  */
const struct rp_api *rp_lookup_call(tree fndecl)
{
	const struct rp_api *api = rp_lookup_db(fndecl);
	int n;

	if (api)
		return api;
	return rp_summary_effects(fndecl, &n);
}

/* Every record for a call of FNDECL (1 to 3), at most MAX of them, into
   OUT; return how many.  */
int rp_call_effects(tree fndecl, const struct rp_api **out, int max)
{
	const struct rp_api *api = rp_lookup_db(fndecl), *sum;
	int i = 0, n;

	if (api) {
		/* A database function's lines for several objects.  */
		int np = type_num_arguments(TREE_TYPE(fndecl));

		for (; api && i < max; api = api->also)
			if (rp_family_enabled(api->family) && rp_api_holds(api, np))
				out[i++] = api;
		return i;
	}
	sum = rp_summary_effects(fndecl, &n);
	for (; i < n && i < max; i++)
		out[i] = &sum[i];
	return i;
}

/* Whether what a call of FNDECL does is unknown: a function of this unit
   that only its summary (3) could describe, and that has none yet (not
   analysed, recursion) or whose summary is unknown (a budget that ran
   out, an unknown callee of its own).  */
bool rp_callee_unknown(tree fndecl)
{
	function *fn = DECL_STRUCT_FUNCTION(fndecl);
	const struct rp_api *api = rp_lookup_annotated(fndecl);

	/* Only functions with a body in this unit can have a summary.  */
	if (!fn || !fn->cfg || rp_opts.no_summaries || (api && !(api->flags & RP_API_SUMMARY)))
		return false;
	return rp_summary_unknown(fndecl);
}

/* Whether a call of FNDECL, or an asm statement whose text is TEXT,
   reports a broken assumption (database kind warning): WARN_ON() calls
   __warn_printk() on a generic architecture, and on x86 runs a ud2 that
   its asm records in __bug_table.  For an asm, each word of its text is
   looked up.  */
bool rp_stmt_warns(tree fndecl, const char *text)
{
	const struct rp_api *e;
	char word[64];

	if (fndecl) {
		e = rp_lookup_annotated(fndecl);
		return e && e->kind == RP_WARNING;
	}
	while (text && *text) {
		size_t n = 0;

		while (*text && !(ISALNUM(*text) || *text == '_'))
			text++;
		while (ISALNUM(text[n]) || text[n] == '_')
			n++;
		if (n && n < sizeof(word)) {
			memcpy(word, text, n);
			word[n] = 0;
			e = rp_apidb_lookup(rp_unit_db(), word);
			if (e && e->kind == RP_WARNING && rp_family_enabled(e->family))
				return true;
		}
		text += n;
	}
	return false;
}
