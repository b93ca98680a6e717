/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * summary.cc: function summaries.  The pass visits a translation unit's
 * functions callees first (GCC runs the passes after "ssa" in topological
 * order of the call graph), so when a caller is lowered, the summaries of
 * the functions it calls in this file are known: what they acquire and
 * release (engine/effects.c computes them from each function's returns).
 * A call of a function without a database entry or attribute uses its
 * summary exactly as it would a database line.  Recursion and exhausted
 * budgets leave no summary: unknown, not a guess.
 *
 * Also here: the warning when a body contradicts its refpair_* attribute,
 * and summaries-out=DIR, which writes the summaries of a unit's non-static
 * functions as a .api file that refpair-summaries merges for a second build.
 */
#include "gcc-compat.h"
#include "refpair.h"
#include "engine/engine.h"

#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#define RP_MAX_EFFECTS RP_MAX_CALL_EFFECTS

struct rp_fsum {
	tree fndecl;
	int n;
	struct rp_api effects[RP_MAX_EFFECTS];
};

static hash_map<tree, rp_fsum *> *rp_summaries;
static vec<rp_fsum *> rp_summary_list;
/* Functions the pass has visited, and those of them whose summary is
   unknown (recursion, a budget that ran out, an unknown callee).  */
static hash_set<tree> *rp_seen, *rp_unknown;

/* The summary of FNDECL, or NULL.  */
static struct rp_fsum *rp_summary_of(tree fndecl)
{
	rp_fsum **p;

	if (!rp_summaries)
		return NULL;
	p = rp_summaries->get(fndecl);
	return p ? *p : NULL;
}

/* The effects of this unit's summary of FNDECL, *N of them, or NULL if it
   has none (lower/callee.cc decides when a call uses them).  */
const struct rp_api *rp_summary_effects(tree fndecl, int *n)
{
	struct rp_fsum *s = rp_summary_of(fndecl);

	*n = s ? s->n : 0;
	return s ? s->effects : NULL;
}

/* Whether FNDECL's summary is unknown: the pass has not visited it yet, or
   could not summarise it.  */
bool rp_summary_unknown(tree fndecl)
{
	return !rp_seen || !rp_seen->contains(fndecl) || rp_unknown->contains(fndecl);
}

void rp_summary_seen(tree fndecl, bool callees_known)
{
	if (!rp_seen) {
		rp_seen = new hash_set<tree>;
		rp_unknown = new hash_set<tree>;
	}
	rp_seen->add(fndecl);
	if (!callees_known)
		rp_unknown->add(fndecl);
}

/* The name another file's summaries give the global variable whose
   DECL_UID is UID: "VAR", or "FILE:VAR" for a static one.  */
static bool rp_gvar_name(unsigned uid, const char **out)
{
	varpool_node *node;

	FOR_EACH_VARIABLE(node)
	{
		tree d = node->decl;
		char *p;

		if (DECL_UID(d) != uid || !DECL_NAME(d))
			continue;
		if (TREE_PUBLIC(d)) {
			*out = IDENTIFIER_POINTER(DECL_NAME(d));
			return true;
		}
		p = concat(main_input_filename, ":", IDENTIFIER_POINTER(DECL_NAME(d)), NULL);
		/* Only the characters the .api format takes in a name.  */
		for (char *c = p; *c; c++)
			if (!ISALNUM(*c) && *c != '_' && *c != '.' && *c != '/' && *c != ':')
				*c = '_';
		*out = p;
		return true;
	}
	return false;
}

/* The PARM_DECL whose incoming value T is, or NULL_TREE.  */
static tree rp_param_of(tree t)
{
	if (TREE_CODE(t) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF(t) || !SSA_NAME_VAR(t) ||
	    TREE_CODE(SSA_NAME_VAR(t)) != PARM_DECL)
		return NULL_TREE;
	return SSA_NAME_VAR(t);
}

bool rp_stores_param(gimple *stmt)
{
	tree rhs;

	if (!gimple_assign_single_p(stmt) || !gimple_store_p(stmt) || gimple_clobber_p(stmt))
		return false;
	rhs = gimple_assign_rhs1(stmt);
	return POINTER_TYPE_P(TREE_TYPE(rhs)) && rp_param_of(rhs);
}

/* The pointer parameter that call argument T is or points into ("cell",
   "&cell->node"), or NULL_TREE.  */
static tree rp_param_inside(tree t)
{
	tree base;

	if (TREE_CODE(t) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF(t)) {
		gimple *d = SSA_NAME_DEF_STMT(t);

		if (!is_gimple_assign(d))
			return NULL_TREE;
		if (gimple_assign_rhs_code(d) == POINTER_PLUS_EXPR)
			t = gimple_assign_rhs1(d);
		else if (gimple_assign_single_p(d) && TREE_CODE(gimple_assign_rhs1(d)) == ADDR_EXPR)
			t = gimple_assign_rhs1(d);
		else
			return NULL_TREE;
	}
	if (TREE_CODE(t) == ADDR_EXPR) {
		base = get_base_address(TREE_OPERAND(t, 0));
		if (!base || TREE_CODE(base) != MEM_REF)
			return NULL_TREE;
		t = TREE_OPERAND(base, 0);
	}
	return POINTER_TYPE_P(TREE_TYPE(t)) ? rp_param_of(t) : NULL_TREE;
}

/* The parameter that statement ST hands over, as a transfer record (a
   plain one: no condition, into=, action= or path) of its callee does with an
   argument that is the parameter or points into it ("list_add_tail(
   &cell->node, &nvmem->cells)" hands over cell), or NULL_TREE.  */
static tree rp_hands_over_param(gimple *st)
{
	const struct rp_api *eff[RP_MAX_CALL_EFFECTS];
	tree fndecl;
	int n, i;

	if (!is_gimple_call(st) || !(fndecl = gimple_call_fndecl(st)))
		return NULL_TREE;
	n = rp_call_effects(fndecl, eff, RP_MAX_CALL_EFFECTS);
	for (i = 0; i < n; i++) {
		const struct rp_api *e = eff[i];

		if (e->kind == RP_TRANSFER && e->when <= RP_WHEN_ALWAYS && e->obj.arg > 0 &&
		    !e->obj.deref && !e->obj.npath && !e->into_arg && !e->action_arg &&
		    !e->obj.acc_fn &&
		    (unsigned)e->obj.arg <= gimple_call_num_args(st))
			return rp_param_inside(gimple_call_arg(st, e->obj.arg - 1));
	}
	return NULL_TREE;
}

/* Functions that keep an argument.  A pointer parameter stored, on every
   path, where another parameter points ("map->vaddr_iomem = vaddr", a
   driver's helper "priv->regs = base") or in a global variable is kept:
   the effect "transfer argN into=argM", or "transfer argN" for a global.
   At a call, the first is the store it makes (lower/call.cc), handed over
   or kept as the caller's own store would be.  So is a parameter that a
   transfer API takes on every path (a helper's "list_add_tail(&cell->node,
   &cell->nvmem->cells)"): "transfer argN".  Written into OUT (at most
   MAX); returns how many.  Only stores or hand-overs of the parameter
   itself, in a block that every path from the entry to the exit
   passes.  */
static int rp_keeps_effects(function *fun, struct rp_api *out, int max)
{
	basic_block bb, first;
	int n = 0;
	bool doms = false;

	if (!single_succ_p(ENTRY_BLOCK_PTR_FOR_FN(fun)))
		return 0;
	first = single_succ(ENTRY_BLOCK_PTR_FOR_FN(fun));
	FOR_EACH_BB_FN(bb, fun)
	{
		gimple_stmt_iterator gsi;

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi) && n < max; gsi_next(&gsi)) {
			gimple *st = gsi_stmt(gsi);
			tree lhs, base, src, dst = NULL_TREE;
			int a, into = 0, k;

			if (rp_stores_param(st)) {
				src = rp_param_of(gimple_assign_rhs1(st));
				lhs = gimple_assign_lhs(st);
				base = get_base_address(lhs);
				if (base && TREE_CODE(base) == MEM_REF)
					dst = rp_param_of(TREE_OPERAND(base, 0));
				if (dst == src)
					continue;
				if (dst)
					into = rp_param_position(fun->decl, dst) + 1;
				else if (!base || !VAR_P(base) || !is_global_var(base))
					continue;
			} else if (!(src = rp_hands_over_param(st))) {
				continue;
			}
			a = rp_param_position(fun->decl, src) + 1;
			if (!a || (dst && !into))
				continue;
			for (k = 0; k < n; k++)
				if (out[k].obj.arg == a)
					break;
			if (k < n)
				continue;
			/* On every path: the store's block post-dominates the
			   first block.  */
			if (!doms) {
				calculate_dominance_info(CDI_POST_DOMINATORS);
				doms = true;
			}
			if (bb != first && !dominated_by_p(CDI_POST_DOMINATORS, first, bb))
				continue;
			memset(&out[n], 0, sizeof(out[n]));
			out[n].family = "ownership";
			out[n].kind = RP_TRANSFER;
			out[n].obj.arg = (short)a;
			out[n].into_arg = (short)into;
			n++;
		}
	}
	if (doms)
		free_dominance_info(CDI_POST_DOMINATORS);
	return n;
}

void rp_summary_store(tree fndecl, const struct rp_engine *eng, bool keeps)
{
	struct rp_fsum *s;
	expanded_location xl;
	function *fun = DECL_STRUCT_FUNCTION(fndecl);
	int i;

	if (rp_opts.no_summaries)
		return;
	if ((eng && rp_engine_exhausted(eng)) || rp_unknown->contains(fndecl)) {
		if (dump_file)
			fprintf(dump_file, "refpair: summary: unknown (%s)\n",
				eng && rp_engine_exhausted(eng) ? "budget" : "calls an unknown function");
		rp_unknown->add(fndecl);
		return;
	}
	if (!eng) {
		/* A function that calls no acquire or release: only what it
		   keeps.  */
		struct rp_api kept[RP_MAX_EFFECTS];
		int n = keeps && fun && fun->cfg ? rp_keeps_effects(fun, kept, RP_MAX_EFFECTS) : 0;

		if (!n)
			return;
		s = XCNEW(struct rp_fsum);
		memcpy(s->effects, kept, n * sizeof(kept[0]));
		s->n = n;
	} else {
		s = XCNEW(struct rp_fsum);
		s->n = rp_summarize(eng, s->effects, RP_MAX_EFFECTS);
		if (keeps && fun && fun->cfg)
			s->n += rp_keeps_effects(fun, s->effects + s->n, RP_MAX_EFFECTS - s->n);
	}
	xl = expand_location(DECL_SOURCE_LOCATION(fndecl));
	/* A header's inline "get" that no database line declares usually
	   pairs with an out-of-line "put" elsewhere (md.h's mddev_lock() and
	   md.c's mddev_unlock()): with only the get known, every caller would
	   leak.  Shared APIs belong in the database, where the pair is named;
	   summaries take acquires from the unit's own file only.  */
	if (!xl.file || !main_input_filename || strcmp(xl.file, main_input_filename)) {
		int k = 0;

		for (i = 0; i < s->n; i++)
			if (s->effects[i].kind != RP_ACQUIRE)
				s->effects[k++] = s->effects[i];
		s->n = k;
	}
	if (dump_file) {
		struct rp_buf b = { 0, 0, 0 };

		for (i = 0; eng && i < rp_engine_nslots(eng); i++) {
			const struct rp_exitrec *x = rp_engine_exits(eng, i);

			rp_buf_printf(&b, "  slot %d %s: held %u lent %u returned %u other %u none %u maybe %u%s\n",
				      i, rp_slot_info(eng, i)->family, x->held, x->lent, x->returned,
				      x->other, x->none, x->maybe, x->unsure ? " unsure" : "");
		}
		for (i = 0; i < s->n; i++) {
			rp_api_format(&s->effects[i], &b);
			rp_buf_add(&b, "\n");
		}
		fprintf(dump_file, "refpair: summary: %d effects\n%s", s->n, b.s ? b.s : "");
		rp_buf_free(&b);
	}
	if (!s->n) {
		XDELETE(s);
		return;
	}
	s->fndecl = fndecl;
	for (i = 0; i < s->n; i++) {
		/* Names that outlive the function's IR.  */
		s->effects[i].name = IDENTIFIER_POINTER(DECL_NAME(fndecl));
		s->effects[i].file = xl.file ? xl.file : "?";
		s->effects[i].line = xl.line;
		s->effects[i].flags |= RP_API_SUMMARY;
		s->effects[i].inner = s->effects[i].objname ? xstrdup(s->effects[i].objname)
							     : NULL;
		s->effects[i].objname = s->effects[i].obj.arg == -2 && s->effects[i].objname
						? xstrdup(s->effects[i].objname)
						: NULL;
		/* For summaries-out, while the variable is still known.  */
		if (s->effects[i].obj.arg == -2 && rp_opts.summaries_out &&
		    !rp_gvar_name(s->effects[i].obj.gvar_uid, &s->effects[i].obj.gname))
			s->effects[i].obj.gname = NULL;
	}
	if (!rp_summaries)
		rp_summaries = new hash_map<tree, rp_fsum *>;
	rp_summaries->put(fndecl, s);
	rp_summary_list.safe_push(s);
}

/* PLUGIN_FINISH_UNIT with summaries-out=DIR: the unit's summaries of
   non-static functions, one .api file per object, written whole and
   renamed into place so that parallel builds never interleave.  */
void rp_summaries_write(void *, void *)
{
	const char *src = main_input_filename ? main_input_filename : "unit";
	char *name, *tmp, *p;
	struct rp_buf b = { 0, 0, 0 };
	unsigned i;
	int fd;

	if (!rp_opts.summaries_out)
		return;
	rp_buf_printf(&b, "# refpair summaries of %s\n", src);
	for (i = 0; i < rp_summary_list.length(); i++) {
		struct rp_fsum *s = rp_summary_list[i];
		const struct rp_api *db = rp_lookup_annotated(s->fndecl);
		int k;

		/* Functions the databases describe keep their lines there.  */
		if (!TREE_PUBLIC(s->fndecl) || (db && !(db->flags & RP_API_SUMMARY)))
			continue;
		for (k = 0; k < s->n; k++) {
			const struct rp_api *e = &s->effects[k];

			/* An accessor's DECL_UID means nothing to another unit
			   (struct rp_objref).  */
			if (e->obj.acc_fn)
				continue;
			/* A global variable: named "FILE:VAR" if static.  */
			if (e->obj.arg == -2) {
				struct rp_api g = *e;

				if (!g.obj.gname)
					continue;
				g.obj.arg = -1;
				rp_api_format(&g, &b);
			} else {
				rp_api_format(e, &b);
			}
			rp_buf_printf(&b, "	# %s:%u\n", e->file, e->line);
		}
	}
	/* DIR/path_to_file.c.api */
	name = concat(rp_opts.summaries_out, "/", src, ".api", NULL);
	for (p = name + strlen(rp_opts.summaries_out) + 1; *p; p++)
		if (*p == '/')
			*p = '_';
	tmp = concat(name, ".tmp", NULL);
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || write(fd, b.s, b.len) != (ssize_t)b.len || close(fd) != 0 ||
	    rename(tmp, name) != 0)
		error("cannot write refpair summaries to %qs", name);
	free(name);
	free(tmp);
	rp_buf_free(&b);
}
