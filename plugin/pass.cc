/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * pass.cc: the GIMPLE pass.  It runs right after GCC's "ssa" pass, where
 * static inline API wrappers such as pm_runtime_get_sync() are still calls
 * at every -O level (early inlining comes later) and the conditions on call
 * results are plain SSA.  It reads the IL and never changes it: the object
 * code with and without the plugin is identical (testsuite/refpair.codegen).
 *
 * Per function: one scan of its calls says whether there is work; if so,
 * lower it (lower/), run the engine, emit the reports in source order
 * (diag.cc), note an exhausted budget, store its summary (summary.cc) and
 * keep the statistics for stats=FILE.
 */
#include "gcc-compat.h"
#include "refpair.h"
#include "core/ir.h"
#include "engine/engine.h"
#include "core/util.h"

#include <time.h>

/* What function FUN needs: RP_WORK if it calls an annotated acquire or
   release, plus RP_WORK_USES if uses of objects matter.  */
enum {
	RP_WORK = 1,		/* calls an acquire or release */
	RP_WORK_USES = 2,	/* calls an init, must-check or lookup acquire:
				   record uses */
	RP_WORK_UNSURE = 4,	/* calls a function of this unit whose summary is
				   unknown: FUN's own summary is unknown too */
	RP_WORK_KEEPS = 8,	/* stores a pointer parameter: its summary may
				   say it keeps it (summary.cc) */
};

/* The enabled checks (checks=), in table order, and the union of their
   needs: fixed once the options are read, made at the first function.  */
static const struct rp_check_ops *rp_checks[RP_CHECK_COUNT];
static int rp_nchecks = -1;
static unsigned rp_needs;

static void rp_enabled_checks(void)
{
	if (rp_nchecks >= 0)
		return;
	rp_nchecks = rp_checks_enabled(rp_opts.checks, rp_checks);
	rp_needs = rp_checks_needs(rp_checks, rp_nchecks);
}

/* What FUN needs (RP_WORK*), for checks whose needs are NEEDS.  */
static unsigned rp_has_work(function *fun, unsigned needs)
{
	basic_block bb;
	unsigned work = 0;

	FOR_EACH_BB_FN(bb, fun)
	{
		gimple_stmt_iterator gsi;

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *s = gsi_stmt(gsi);
			const struct rp_api *eff[RP_MAX_CALL_EFFECTS];
			tree fndecl;
			int n, i;

			if (rp_stores_param(s))
				work |= RP_WORK_KEEPS;
			if (!is_gimple_call(s) || !(fndecl = gimple_call_fndecl(s)))
				continue;
			if (rp_callee_unknown(fndecl))
				work |= RP_WORK_UNSURE;
			n = rp_call_effects(fndecl, eff, RP_MAX_CALL_EFFECTS);
			for (i = 0; i < n; i++) {
				const struct rp_api *api = eff[i];

				if (api->kind == RP_ACQUIRE || api->kind == RP_RELEASE)
					work |= RP_WORK;
				/* It may hand over a parameter (summary.cc).  */
				if (api->kind == RP_TRANSFER)
					work |= RP_WORK_KEEPS;
				/* Frees matter on their own to some checks.  */
				if (api->kind == RP_FREE && (needs & RP_NEED_FREES))
					work |= RP_WORK;
				if (api->flags & (RP_API_INIT | RP_API_MUST_CHECK))
					work |= RP_WORK_USES;
				/* A lookup: its result is a new reference,
				   used after its put or not (use-after-put).  */
				if ((needs & RP_NEED_LOOKUP_USES) && rp_api_is_lookup(api))
					work |= RP_WORK_USES;
			}
		}
	}
	return work;
}

/* qsort order of reports: by line, column, then check.  */
static int rp_report_cmp(const void *a, const void *b)
{
	const struct rp_report *x = *(const struct rp_report *const *)a;
	const struct rp_report *y = *(const struct rp_report *const *)b;
	expanded_location xa = expand_location(x->loc), ya = expand_location(y->loc);

	if (xa.line != ya.line)
		return xa.line < ya.line ? -1 : 1;
	if (xa.column != ya.column)
		return xa.column < ya.column ? -1 : 1;
	return x->check - y->check;
}

/* Keep FN among the unit's RP_STATS_TOP largest analysed functions.  */
static void rp_stats_function(const struct rp_func *f, const struct rp_engine *eng,
			      double seconds)
{
	struct rp_fn_stats *t = rp_stats.top;
	int i = RP_STATS_TOP - 1;

	if ((unsigned long)f->nblocks <= t[i].blocks)
		return;
	for (; i > 0 && t[i - 1].blocks < (unsigned long)f->nblocks; i--)
		t[i] = t[i - 1];
	snprintf(t[i].name, sizeof(t[i].name), "%s", f->name ? f->name : "?");
	t[i].blocks = f->nblocks;
	t[i].states = rp_engine_nstates(eng);
	t[i].seconds = seconds;
}

/* Analyse FUN: lower, explore, report.  */
static void rp_analyze_function(function *fun)
{
	clock_t t0;
	struct rp_func *f;
	struct rp_engine *eng;
	const struct rp_report **sorted;
	unsigned work;
	int i, n;

	rp_stats.functions++;
	rp_enabled_checks();
	work = rp_has_work(fun, rp_needs);
	rp_summary_seen(fun->decl, !(work & RP_WORK_UNSURE));
	if (!(work & (RP_WORK | RP_WORK_USES))) {
		if (work & RP_WORK_KEEPS)
			rp_summary_store(fun->decl, NULL, true);
		return;
	}
	rp_stats.analysed++;
	t0 = rp_opts.stats ? clock() : 0;
	f = rp_lower_function(fun, work & RP_WORK_USES);
	if (dump_file) {
		struct rp_buf b = { 0, 0, 0 };

		rp_func_dump(f, &b);
		fputs(b.s, dump_file);
		rp_buf_free(&b);
	}
	f->annotation = rp_lookup_annotated(fun->decl);
	eng = rp_engine_new(f, rp_checks, rp_nchecks, rp_opts.max_states);
	rp_engine_run(eng);
	if (dump_file)
		fprintf(dump_file, "refpair: %lu states, %d resources, %d reports%s\n",
			rp_engine_nstates(eng), rp_engine_nslots(eng), rp_engine_nreports(eng),
			rp_engine_exhausted(eng) ? ", budget exhausted" : "");
	if (dump_file && rp_engine_exhausted(eng)) {
		struct rp_buf b = { 0, 0, 0 };

		rp_engine_dump_stats(eng, &b);
		fputs(b.s, dump_file);
		rp_buf_free(&b);
	}
	/* The reports to emit, in source order (a check may have withdrawn
	   some once every path was seen).  */
	sorted = XNEWVEC(const struct rp_report *, rp_engine_nreports(eng) + 1);
	for (i = n = 0; i < rp_engine_nreports(eng); i++) {
		const struct rp_report *r = rp_engine_report(eng, i);

		if (!r->dropped)
			sorted[n++] = r;
	}
	qsort(sorted, n, sizeof(*sorted), rp_report_cmp);
	for (i = 0; i < n; i++) {
		if (dump_file) {
			int np, k;
			const int *path = rp_report_path(eng, sorted[i], &np);

			fprintf(dump_file, "refpair: report %s at event %d, path:", sorted[i]->key,
				sorted[i]->event);
			for (k = 0; k < np; k++)
				fprintf(dump_file, " %d->%d", f->edges[path[k]].src, f->edges[path[k]].dst);
			fputc('\n', dump_file);
		}
		rp_emit_report(sorted[i], fun->decl);
	}
	if (rp_engine_exhausted(eng)) {
		rp_emit_budget_note(fun->decl, rp_opts.max_states);
		rp_stats.budget++;
	}
	rp_stats.states += rp_engine_nstates(eng);
	if (f->nblocks > rp_stats.largest_blocks) {
		rp_stats.largest_blocks = f->nblocks;
		rp_stats.largest_states = rp_engine_nstates(eng);
	}
	if (rp_opts.stats)
		rp_stats_function(f, eng, (double)(clock() - t0) / CLOCKS_PER_SEC);
	XDELETEVEC(sorted);
	rp_summary_store(fun->decl, eng, work & RP_WORK_KEEPS);
	rp_engine_free(eng);
	rp_func_free(f);
}

namespace {

const pass_data rp_pass_data = {
	GIMPLE_PASS,
	"refpair",		/* name, for -fdump-tree-all */
	OPTGROUP_NONE,
	TV_NONE,
	PROP_cfg | PROP_ssa,	/* properties_required */
	0,			/* properties_provided */
	0,			/* properties_destroyed */
	0,			/* todo_flags_start */
	0,			/* todo_flags_finish: nothing to update, we change nothing */
};

class rp_pass : public gimple_opt_pass {
public:
	rp_pass(gcc::context *ctx) : gimple_opt_pass(rp_pass_data, ctx) {}
	/* Called once per function; never clone (one instance).  */
	unsigned int execute(function *fun) final override;
};

unsigned int rp_pass::execute(function *fun)
{
	clock_t t0 = rp_opts.stats ? clock() : 0;

	rp_analyze_function(fun);
	rp_forget_ignore(fun->decl);
	if (rp_opts.stats)
		rp_stats.seconds += (double)(clock() - t0) / CLOCKS_PER_SEC;
	return 0;
}

} /* namespace */

/* Insert the pass after the first instance of "ssa".  */
void rp_register_pass(const char *plugin_name)
{
	struct register_pass_info info;

	info.pass = new rp_pass(g);
	info.reference_pass_name = "ssa";
	info.ref_pass_instance_number = 1;
	info.pos_op = PASS_POS_INSERT_AFTER;
	register_callback(plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}
