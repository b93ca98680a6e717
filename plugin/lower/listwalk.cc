/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/listwalk.cc: objects on lists.  Two sides of one fact:
 *
 *  - the list an acquire links its object into when it succeeds, from
 *    the record's links= path of field names (kobject_init_and_add():
 *    links=kset.list, &kobj->kset->list), as a value of the IR;
 *  - a release that a loop applies to every element of a list: the
 *    kernel's list_for_each_entry() and list_for_each_entry_safe(), as
 *    GIMPLE has them right after "ssa":
 *
 *	pos_0 = container_of(head->next, T, member);	   [n_0 = next of pos_0]
 *    header:
 *	pos = PHI <pos_0 (entry), next of pos | n (latch)>  [n = PHI <n_0, next of n>]
 *	if (&pos->member != head) body; else exit;	[list_is_head() in 6.12]
 *    body:
 *	release(pos);	(or &pos->field)
 *
 *    where "next of x" is container_of(x->member.next, T, member).  The
 *    walk releases every element only if the loop leaves by that test
 *    alone, the release runs on every iteration (its block dominates the
 *    latch) and every return of the function comes after the loop (the
 *    header dominates them): then the event carries the head, and the
 *    function's summary says "releases every object on the list"
 *    (engine/effects.c).  Anything else is no walk.
 */
#include "lower/lower.h"

#include <string.h>

/* The FIELD_DECL called NAME (LEN bytes) of record type T, or NULL.  */
static tree rp_field_named(tree t, const char *name, size_t len)
{
	tree fld;

	if (!t || TREE_CODE(t) != RECORD_TYPE || !COMPLETE_TYPE_P(t))
		return NULL_TREE;
	for (fld = TYPE_FIELDS(t); fld; fld = DECL_CHAIN(fld))
		if (TREE_CODE(fld) == FIELD_DECL && DECL_NAME(fld) &&
		    strlen(IDENTIFIER_POINTER(DECL_NAME(fld))) == len &&
		    !memcmp(IDENTIFIER_POINTER(DECL_NAME(fld)), name, len) &&
		    tree_fits_shwi_p(byte_position(fld)))
			return fld;
	return NULL_TREE;
}

/* The list head that PATH ("kset.list") names from object OBJ, a pointer
   of type TYPE: each name but the last is a pointer field, followed; the
   last is the head's field.  -1 if a name is not a field of the type
   there.  */
int rp_list_link_head(struct rp_lower *L, tree type, int obj, const char *path)
{
	int v = obj;

	if (v < 0 || !path || !*path || !POINTER_TYPE_P(type))
		return -1;
	type = TREE_TYPE(type);
	for (;;) {
		const char *dot = strchr(path, '.');
		size_t len = dot ? (size_t)(dot - path) : strlen(path);
		tree fld = rp_field_named(type, path, len);
		int addr;

		if (!fld)
			return -1;
		addr = rp_val_addr(L->f, v, tree_to_shwi(byte_position(fld)));
		if (!dot)
			return addr;
		if (!POINTER_TYPE_P(TREE_TYPE(fld)))
			return -1;
		v = rp_val_load(L->f, RP_T_PTR, addr);
		type = TREE_TYPE(TREE_TYPE(fld));
		path = dot + 1;
	}
}

/* The value of PHI's argument on the edge from inside (LATCH true) or
   from outside LOOP; -1 if there is not exactly one such edge.  */
static int rp_phi_arg(struct rp_lower *L, gphi *phi, class loop *loop, bool latch)
{
	int v = -1, n = 0;
	unsigned i;

	for (i = 0; i < gimple_phi_num_args(phi); i++) {
		edge e = gimple_phi_arg_edge(phi, i);

		if (flow_bb_inside_loop_p(loop, e->src) != latch)
			continue;
		v = rp_value_of(L, gimple_phi_arg_def(phi, i));
		n++;
	}
	return n == 1 ? v : -1;
}

/* "next of X": container_of(X->member.next, T, member), the member at
   offset M; -1 if the function has no such term.  */
static int rp_next_of(const struct rp_func *f, int x, long long m)
{
	int ld = x >= 0 ? rp_val_lookup(f, RP_V_LOAD, x, m) : -1;

	return ld >= 0 ? rp_val_lookup(f, RP_V_ADDR, ld, -m) : -1;
}

/* The PHI of HEADER whose result has value V, or NULL.  */
static gphi *rp_header_phi(struct rp_lower *L, basic_block header, int v)
{
	gphi_iterator gpi;

	for (gpi = gsi_start_phis(header); !gsi_end_p(gpi); gsi_next(&gpi)) {
		tree res = gimple_phi_result(gpi.phi());

		if (!virtual_operand_p(res) && rp_value_of(L, res) == v)
			return gpi.phi();
	}
	return NULL;
}

/* Whether the PHI whose value is P steps from element to element of a
   list through member offset M: its latch value is "next of P", or a
   second PHI N that starts at "next of" P's first element and steps
   itself (list_for_each_entry_safe).  */
static bool rp_steps_along(struct rp_lower *L, class loop *loop, gphi *pphi, int p,
			   int first, long long m)
{
	const struct rp_func *f = L->f;
	int latch = rp_phi_arg(L, pphi, loop, true);
	gphi *nphi;

	if (latch < 0)
		return false;
	if (latch == rp_next_of(f, p, m))
		return true;
	if (f->values[latch].kind != RP_V_PHI || !(nphi = rp_header_phi(L, loop->header, latch)))
		return false;
	return rp_phi_arg(L, nphi, loop, false) == rp_next_of(f, first, m) &&
	       rp_phi_arg(L, nphi, loop, true) == rp_next_of(f, latch, m);
}

/* Whether FNDECL's body only returns whether its first two parameters
   are equal (6.12's list_is_head(list, head): "return list == head;").  */
static bool rp_returns_equality(tree fndecl)
{
	function *fn = fndecl ? DECL_STRUCT_FUNCTION(fndecl) : NULL;
	tree p0, p1, eq = NULL_TREE;
	basic_block bb;
	int steps = 0;

	if (!fn || !fn->cfg || !(p0 = DECL_ARGUMENTS(fndecl)) || !(p1 = DECL_CHAIN(p0)))
		return false;
	bb = single_succ(ENTRY_BLOCK_PTR_FOR_FN(fn));
	while (bb && bb != EXIT_BLOCK_PTR_FOR_FN(fn) && steps++ < 4) {
		gimple_stmt_iterator gsi;

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *s = gsi_stmt(gsi);

			if (is_gimple_debug(s) || gimple_code(s) == GIMPLE_PREDICT ||
			    gimple_code(s) == GIMPLE_NOP || gimple_code(s) == GIMPLE_LABEL)
				continue;
			if (gimple_code(s) == GIMPLE_RETURN) {
				tree rv = gimple_return_retval(as_a<greturn *>(s));

				return rv && eq && rv == eq;
			}
			if (!is_gimple_assign(s) || TREE_CODE(gimple_assign_lhs(s)) != SSA_NAME)
				return false;
			if (gimple_assign_rhs_code(s) == EQ_EXPR && !eq) {
				tree a = gimple_assign_rhs1(s), b = gimple_assign_rhs2(s);

				if (TREE_CODE(a) != SSA_NAME || TREE_CODE(b) != SSA_NAME ||
				    !SSA_NAME_IS_DEFAULT_DEF(a) || !SSA_NAME_IS_DEFAULT_DEF(b) ||
				    !((SSA_NAME_VAR(a) == p0 && SSA_NAME_VAR(b) == p1) ||
				      (SSA_NAME_VAR(a) == p1 && SSA_NAME_VAR(b) == p0)))
					return false;
				eq = gimple_assign_lhs(s);
			} else if (eq && CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(s)) &&
				   gimple_assign_rhs1(s) == eq) {
				eq = gimple_assign_lhs(s);
			} else {
				return false;
			}
		}
		if (!single_succ_p(bb))
			return false;
		bb = single_succ(bb);
	}
	return false;
}

/* The two pointers whose equality makes the loop leave by EXIT, a branch
   of condition C: "if (&pos->member != head)" (6.1's
   list_entry_is_head()), or "if (list_is_head(&pos->member, head) == 0)"
   (6.12's).  False if C is not such a test.  */
static bool rp_exit_equality(gcond *c, edge exit, tree *a, tree *b)
{
	enum tree_code code = gimple_cond_code(c);
	tree op0 = gimple_cond_lhs(c), op1 = gimple_cond_rhs(c);
	bool on_true = (exit->flags & EDGE_TRUE_VALUE) != 0;
	gimple *def;

	if (code != NE_EXPR && code != EQ_EXPR)
		return false;
	if (POINTER_TYPE_P(TREE_TYPE(op0))) {
		/* Leaves when they are equal.  */
		if (on_true != (code == EQ_EXPR))
			return false;
		*a = op0;
		*b = op1;
		return true;
	}
	/* A predicate of equality compared with 0: leaves when it is true.  */
	if (TREE_CODE(op0) != SSA_NAME || !integer_zerop(op1) || on_true != (code == NE_EXPR))
		return false;
	def = SSA_NAME_DEF_STMT(op0);
	if (!def || !is_gimple_call(def) || gimple_call_num_args(def) != 2 ||
	    !rp_returns_equality(gimple_call_fndecl(def)))
		return false;
	*a = gimple_call_arg(def, 0);
	*b = gimple_call_arg(def, 1);
	return true;
}

/* If call STMT applies its release to ARG, the element of a loop that
   walks a whole list, and every return comes after the walk: the list's
   head.  Else -1.  */
int rp_list_walk_head(struct rp_lower *L, gcall *stmt, tree arg)
{
	const struct rp_func *f = L->f;
	basic_block bb = gimple_bb(stmt), header;
	class loop *loop;
	gphi *pphi;
	gimple *last;
	int v, p, first, head = -1, x, y, nexits = 0;
	long long m;
	edge e, exit = NULL;
	edge_iterator ei;
	tree op0, op1;

	if (!loops_for_fn(L->fun) || loops_state_satisfies_p(L->fun, LOOPS_NEED_FIXUP) || !bb ||
	    TREE_CODE(arg) != SSA_NAME)
		return -1;
	v = rp_value_of(L, arg);
	if (v < 0)
		return -1;
	p = rp_val_container(f, v);
	loop = bb->loop_father;
	if (f->values[p].kind != RP_V_PHI || !loop || !loop_outer(loop) || !loop->latch)
		return -1;
	header = loop->header;
	if (!(pphi = rp_header_phi(L, header, p)) ||
	    !dominated_by_p(CDI_DOMINATORS, loop->latch, bb))
		return -1;
	/* One exit, and it is the test "&pos->member != head".  */
	FOR_EACH_BB_FN(bb, L->fun)
	{
		if (!flow_bb_inside_loop_p(loop, bb))
			continue;
		FOR_EACH_EDGE(e, ei, bb->succs)
		if (!flow_bb_inside_loop_p(loop, e->dest)) {
			exit = e;
			nexits++;
		}
	}
	if (nexits != 1 || !(last = rp_last_stmt(exit->src)) || gimple_code(last) != GIMPLE_COND)
		return -1;
	if (!rp_exit_equality(as_a<gcond *>(last), exit, &op0, &op1))
		return -1;
	x = rp_value_of(L, op0);
	y = rp_value_of(L, op1);
	if (x < 0 || y < 0)
		return -1;
	if (f->values[x].kind == RP_V_ADDR && f->values[x].base == p)
		head = y;
	else if (f->values[y].kind == RP_V_ADDR && f->values[y].base == p)
		head = x, x = y;
	if (head < 0)
		return -1;
	m = f->values[x].off;
	/* It starts at the head's first element and steps to the next.  */
	first = rp_phi_arg(L, pphi, loop, false);
	if (first < 0 || first != rp_val_lookup(f, RP_V_ADDR, rp_val_lookup(f, RP_V_LOAD, head, 0), -m) ||
	    !rp_steps_along(L, loop, pphi, p, first, m))
		return -1;
	/* Every return comes after the walk.  */
	FOR_EACH_EDGE(e, ei, EXIT_BLOCK_PTR_FOR_FN(L->fun)->preds)
	if (flow_bb_inside_loop_p(loop, e->src) || !dominated_by_p(CDI_DOMINATORS, e->src, header))
		return -1;
	return head;
}
