/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/function.cc: a function's pairing IR, the entry point of lower/.
 * One IR block per GCC block (block 0 the entry); each statement's events
 * (calls in lower/call.cc; stores of pointers and integers, redefinitions,
 * returns, and uses of memory when they matter); each edge with the
 * condition it is taken under (lower/cond.cc) and its PHIs as moves.
 */
#include "lower/lower.h"

#include <string.h>

/* Record that STMT uses the memory value V points into (when uses
   matter, and V is not a local variable's address).  */
static void rp_lower_use(struct rp_lower *L, int block, gimple *stmt, int v)
{
	struct rp_event *ev;
	int c;

	if (!L->uses || v < 0)
		return;
	c = rp_val_container(L->f, v);
	if (L->f->values[c].kind == RP_V_LOCAL || L->f->values[c].kind == RP_V_GLOBAL ||
	    rp_val_is_const(L->f, c))
		return;
	ev = rp_event_add(L->f, block, RP_E_USE, rp_locus(gimple_location(stmt)));
	ev->val = c;
}

/* The uses of memory by STMT: the base of a load or store, the pointers a
   call that is not annotated receives.  */
static void rp_lower_uses(struct rp_lower *L, int block, gimple *stmt)
{
	unsigned i;

	if (!L->uses)
		return;
	if (is_gimple_assign(stmt)) {
		tree lhs = gimple_assign_lhs(stmt), rhs = gimple_assign_rhs1(stmt);

		if (gimple_clobber_p(stmt))
			return;
		if (gimple_store_p(stmt))
			rp_lower_use(L, block, stmt, rp_addr_of(L, lhs));
		if (gimple_assign_single_p(stmt) && gimple_assign_load_p(stmt))
			rp_lower_use(L, block, stmt, rp_addr_of(L, rhs));
	} else if (is_gimple_call(stmt)) {
		tree fndecl = gimple_call_fndecl(stmt);

		if (fndecl && (rp_lookup_call(fndecl) || rp_is_accessor(fndecl, 0) ||
			       fndecl_built_in_p(fndecl)))
			return;
		for (i = 0; i < gimple_call_num_args(stmt); i++) {
			tree a = gimple_call_arg(stmt, i);

			if (POINTER_TYPE_P(TREE_TYPE(a)) && TREE_CODE(a) == SSA_NAME)
				rp_lower_use(L, block, stmt, rp_value_of(L, a));
		}
	}
}

/* Lower statement STMT of BLOCK.  */
static void rp_lower_stmt(struct rp_lower *L, int block, gimple *stmt)
{
	struct rp_event *ev;

	rp_lower_uses(L, block, stmt);

	switch (gimple_code(stmt)) {
	case GIMPLE_CALL:
		rp_lower_call(L, block, as_a<gcall *>(stmt));
		break;
	case GIMPLE_ASSIGN: {
		tree lhs = gimple_assign_lhs(stmt);
		int addr, val;

		if (TREE_CODE(lhs) == SSA_NAME) {
			int v = rp_type_of(TREE_TYPE(lhs)) != RP_T_OTHER ? rp_value_of(L, lhs) : -1;

			/* A load that a later store may rewrite: its own term
			   (a PHI term of this name, not a copy of a PHI) takes
			   the location's value here (value.cc).  */
			if (v >= 0 && L->f->values[v].kind == RP_V_PHI &&
			    L->f->values[v].id == SSA_NAME_VERSION(lhs) &&
			    gimple_assign_load_p(stmt)) {
				ev = rp_event_add(L->f, block, RP_E_COPY,
						  rp_locus(gimple_location(stmt)));
				ev->slot = v;
				ev->val = rp_load_term(L, stmt);
				break;
			}
			/* Computed values get a new value each time round a loop
			   (copies and loads name an existing value).  */
			if (v >= 0 && L->f->values[v].kind == RP_V_OPAQUE &&
			    !gimple_assign_single_p(stmt) &&
			    !CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(stmt))) {
				ev = rp_event_add(L->f, block, RP_E_DEF,
						  rp_locus(gimple_location(stmt)));
				ev->val = v;
			}
			break;
		}
		if (!gimple_store_p(stmt) || !gimple_assign_single_p(stmt) ||
		    gimple_clobber_p(stmt) || rp_type_of(TREE_TYPE(lhs)) == RP_T_OTHER)
			break;
		rp_lower_bits_store(L, block, stmt);
		rp_lower_release_store(L, stmt);
		addr = rp_addr_of(L, lhs);
		val = rp_value_of(L, gimple_assign_rhs1(stmt));
		if (val < 0)
			break;
		ev = rp_event_add(L->f, block, RP_E_STORE, rp_locus(gimple_location(stmt)));
		ev->val = val;
		ev->dst = addr;
		ev->slot = addr >= 0 ? rp_val_load(L->f, rp_type_of(TREE_TYPE(lhs)), addr) : -1;
		rp_lower_flag_store(L, ev, stmt);
		break;
	}
	case GIMPLE_RETURN: {
		tree rv = gimple_return_retval(as_a<greturn *>(stmt));

		ev = rp_event_add(L->f, block, RP_E_RETURN, rp_locus(gimple_location(stmt)));
		ev->val = rv ? rp_value_of(L, rv) : -1;
		break;
	}
	default:
		break;
	}
}

/* The relation of comparison CODE, if it is one.  */
static bool rp_rel_of(enum tree_code code, enum rp_rel *rel)
{
	switch (code) {
	case LT_EXPR: *rel = RP_REL_LT; return true;
	case LE_EXPR: *rel = RP_REL_LE; return true;
	case GT_EXPR: *rel = RP_REL_GT; return true;
	case GE_EXPR: *rel = RP_REL_GE; return true;
	case EQ_EXPR: *rel = RP_REL_EQ; return true;
	case NE_EXPR: *rel = RP_REL_NE; return true;
	default: return false;
	}
}

/* The PHI moves of GCC edge E, on IR edge EI.  */
static void rp_lower_moves(struct rp_lower *L, edge e, int ei)
{
	gphi_iterator gpi;

	for (gpi = gsi_start_phis(e->dest); !gsi_end_p(gpi); gsi_next(&gpi)) {
		gphi *phi = gpi.phi();
		tree res = gimple_phi_result(phi);
		int pv, sv;

		if (virtual_operand_p(res) || rp_type_of(TREE_TYPE(res)) == RP_T_OTHER)
			continue;
		pv = rp_value_of(L, res);
		sv = rp_value_of(L, PHI_ARG_DEF_FROM_EDGE(phi, e));
		if (pv < 0 || L->f->values[pv].kind != RP_V_PHI)
			continue;
		if (sv < 0)
			sv = rp_val_opaque(L->f, rp_type_of(TREE_TYPE(res)));
		rp_edge_move(L->f, ei, pv, sv);
		if (!L->f->edges[ei].goto_loc)
			L->f->edges[ei].goto_loc = rp_locus(gimple_phi_arg_location_from_edge(phi, e));
	}
}

/* The classes the labels of switch SW that lead to DEST cover.  */
static unsigned rp_switch_mask(struct rp_lower *L, gswitch *sw, basic_block dest)
{
	unsigned mask = 0, i;

	for (i = 0; i < gimple_switch_num_labels(sw); i++) {
		tree lab = gimple_switch_label(sw, i);

		if (label_to_block(L->fun, CASE_LABEL(lab)) != dest)
			continue;
		if (i == 0 || !CASE_LOW(lab))
			mask = RP_C_ALL;
		else
			mask |= rp_range_classes(CASE_LOW(lab), CASE_HIGH(lab));
	}
	return mask;
}

/* The case labels of switch SW that lead to DEST, as ranges LO..HI into
   OUT (at most MAX); with the default among them (*IS_DEFAULT), the
   labels of the other cases instead.  The number written, or -1 if one is
   too wide to say.  A case edge is one IR edge per label, each knowing
   where the index is ("x - C" zero, or "x - LO" not negative and "x - (HI
   + 1)" negative: rp_compare's terms), so that a later switch or "if (x ==
   C)" on the same value is correlated; the default edge knows the index
   is none of the other single cases, and below or above each range.  */
static int rp_switch_cases(gswitch *sw, basic_block dest, struct function *fun,
			   long long (*out)[2], int max, bool *is_default)
{
	unsigned i, n = gimple_switch_num_labels(sw);
	int k = 0;

	*is_default = label_to_block(fun, CASE_LABEL(gimple_switch_label(sw, 0))) == dest;
	for (i = 1; i < n; i++) {
		tree lab = gimple_switch_label(sw, i);
		bool here = label_to_block(fun, CASE_LABEL(lab)) == dest;
		tree lo = CASE_LOW(lab), hi = CASE_HIGH(lab) ? CASE_HIGH(lab) : lo;

		if (*is_default ? here : !here)
			continue;
		if (!lo || !tree_fits_shwi_p(lo) || !tree_fits_shwi_p(hi) ||
		    tree_to_shwi(lo) <= -(1LL << 31) || tree_to_shwi(hi) >= (1LL << 31) - 1 ||
		    k == max)
			return -1;
		out[k][0] = tree_to_shwi(lo);
		out[k++][1] = tree_to_shwi(hi);
	}
	return k;
}

/* Whether the false edge of "OP0 < C" or "OP0 <= C" in block BB leaves a
   counting loop at exactly its bound: OP0 is a PHI of BB (the loop's
   header, which tests every value it takes) whose arguments are a
   constant not past the bound and, on the other ways in, OP0 + 1.  The
   loop ends at the first value that fails the test, so "i - K" is zero
   there, not just not negative ("if (i == 16)" after "for (i = 0; i <
   16; i++) ... break;" is the loop run to its end).  */
static bool rp_exact_loop_exit(struct rp_lower *L, basic_block bb, tree op0,
			       enum tree_code code, tree op1)
{
	gimple *def;
	unsigned i;
	long long k;
	bool init = false;
	int pv, step;

	if ((code != LT_EXPR && code != LE_EXPR) || TREE_CODE(op0) != SSA_NAME ||
	    TREE_CODE(op1) != INTEGER_CST || !tree_fits_shwi_p(op1) ||
	    rp_type_of(TREE_TYPE(op0)) != RP_T_INT)
		return false;
	def = SSA_NAME_DEF_STMT(op0);
	pv = rp_value_of(L, op0);
	if (gimple_code(def) != GIMPLE_PHI || gimple_bb(def) != bb || pv < 0 ||
	    L->f->values[pv].kind != RP_V_PHI)
		return false;
	k = (long long)tree_to_shwi(op1) + (code == LE_EXPR ? 1 : 0);
	step = rp_val_op(L->f, RP_T_INT, RP_OP_ADD, pv, 1);
	/* The arguments' values, as the lowering has them ("i_14 = 0"
	   before the loop is the constant 0).  */
	for (i = 0; i < gimple_phi_num_args(def); i++) {
		int a = rp_value_of(L, gimple_phi_arg_def(def, i));

		if (a >= 0 && L->f->values[a].kind == RP_V_CONST && !init &&
		    L->f->values[a].off <= k)
			init = true;
		else if (a < 0 || a != step)
			return false;
	}
	return init;
}

/* Whether STMT reports a broken assumption: WARN_ON()'s call or asm
   (rp_stmt_warns), in the block it runs when its condition holds.  */
static bool rp_stmt_is_warning(gimple *stmt)
{
	if (gimple_code(stmt) == GIMPLE_ASM)
		return rp_stmt_warns(NULL_TREE, gimple_asm_string(as_a<gasm *>(stmt)));
	return is_gimple_call(stmt) && gimple_call_fndecl(stmt) &&
	       rp_stmt_warns(gimple_call_fndecl(stmt), NULL);
}

/* Add the IR edges of GCC block BB (IR block BLOCK).  A branch on "a && b"
   that GCC evaluates as "a & b" is, on its false side, one IR edge for "not
   a" and one for "a, not b", so that each path knows which of them failed
   ("ret < 0 && ret != -EACCES" false with "ret < 0": ret is -EACCES).  */
static void rp_lower_edges(struct rp_lower *L, basic_block bb, int block)
{
	gimple *last = rp_last_stmt(bb);
	edge e;
	edge_iterator ei;
	rp_pred pt = RP_PRED_NONE;
	bool is_cond = last && gimple_code(last) == GIMPLE_COND;
	bool is_switch = last && gimple_code(last) == GIMPLE_SWITCH;
	bool split = false, exact_exit = false;
	struct rp_dnf dnf_t, dnf_f;
	int rel_a = -1, rel_b = -1;
	enum rp_rel rel_t = RP_REL_EQ, rel_f = RP_REL_NE;

	if (is_cond) {
		gcond *c = as_a<gcond *>(last);
		tree op0 = gimple_cond_lhs(c), op1 = gimple_cond_rhs(c);
		enum tree_code code = gimple_cond_code(c);

		if (TREE_CODE(op0) == INTEGER_CST && TREE_CODE(op1) != INTEGER_CST) {
			std::swap(op0, op1);
			code = swap_tree_comparison(code);
		}
		split = rp_cond_dnf(L, op0, code, op1, &dnf_t, &dnf_f);
		if (!split)
			pt = rp_compare(L, op0, code, op1);
		exact_exit = !split && pt.val2 >= 0 && rp_exact_loop_exit(L, bb, op0, code, op1);
		/* Two integers compared ("j < i"): a relation.  */
		if (!split && pt.val < 0 && TREE_CODE(op0) == SSA_NAME &&
		    TREE_CODE(op1) == SSA_NAME && INTEGRAL_TYPE_P(TREE_TYPE(op0)) &&
		    (rp_type_of(TREE_TYPE(op0)) == RP_T_INT ||
		     rp_type_of(TREE_TYPE(op0)) == RP_T_UINT) &&
		    rp_rel_of(code, &rel_t) && rp_rel_of(invert_tree_comparison(code, false), &rel_f)) {
			rel_a = rp_value_of(L, op0);
			rel_b = rp_value_of(L, op1);
		}
		/* Two pointers compared for equality: a relation too ("if
		   (host != ut_host) free(host)").  */
		if (!split && pt.val < 0 &&
		    (TREE_CODE(op0) == SSA_NAME || TREE_CODE(op0) == ADDR_EXPR) &&
		    (TREE_CODE(op1) == SSA_NAME || TREE_CODE(op1) == ADDR_EXPR) &&
		    (TREE_CODE(op0) == SSA_NAME || TREE_CODE(op1) == SSA_NAME) &&
		    POINTER_TYPE_P(TREE_TYPE(op0)) &&
		    POINTER_TYPE_P(TREE_TYPE(op1)) && (code == EQ_EXPR || code == NE_EXPR)) {
			rel_t = code == EQ_EXPR ? RP_REL_EQ : RP_REL_NE;
			rel_f = code == EQ_EXPR ? RP_REL_NE : RP_REL_EQ;
			rel_a = rp_value_of(L, op0);
			rel_b = rp_value_of(L, op1);
		}
	}
	FOR_EACH_EDGE(e, ei, bb->succs)
	{
		const struct rp_dnf *d = NULL;
		bool on_true = (e->flags & EDGE_TRUE_VALUE) != 0, dflt = false;
		int dst, ei_, k, n = 1, ncase = -1, nrange = 0;
		long long cases[16][2];

		if (e->flags & EDGE_FAKE || e->dest == EXIT_BLOCK_PTR_FOR_FN(L->fun))
			continue;
		/* In a function that calls setjmp(), GCC gives every call an
		   abnormal edge to the setjmp's second return, since any of
		   them may longjmp(): followed, fclose(f) on an error path
		   would "return" into the setjmp branch that closes f again.
		   Not followed: the setjmp's result is not constrained on its
		   normal return, which explores that branch.  (A computed
		   goto's abnormal edges, from a GIMPLE_GOTO, are kept.)  */
		if ((e->flags & EDGE_ABNORMAL) && last && is_gimple_call(last))
			continue;
		dst = L->bb_block[e->dest->index];
		if (dst < 0)
			continue;
		if (split) {
			d = on_true ? &dnf_t : &dnf_f;
			n = d->n;
		}
		if (is_switch) {
			gswitch *sw = as_a<gswitch *>(last);
			int t = rp_type_of(TREE_TYPE(gimple_switch_index(sw)));

			ncase = -1;
			if (t == RP_T_INT || t == RP_T_UINT)
				ncase = rp_switch_cases(sw, e->dest, L->fun, cases, 16, &dflt);
			/* One IR edge per case label; the default edge is one
			   per side of each range it is not in ("x < LO" or
			   "x > HI"), at most eight.  */
			if (ncase > 0 && !dflt)
				n = ncase;
			if (ncase > 0 && dflt) {
				nrange = 0;
				for (int j = 0; j < ncase; j++)
					nrange += cases[j][0] != cases[j][1];
				if (nrange > 3)
					ncase = -1;
				else
					n = 1 << nrange;
			}
		}
		for (k = 0; k < n; k++) {
			ei_ = rp_edge_add(L->f, block, dst);
			L->f->edges[ei_].goto_loc = rp_locus(e->goto_locus);
			if (is_cond) {
				L->f->edges[ei_].loc = rp_locus(gimple_location(last));
				L->f->edges[ei_].warns = L->bb_warns[e->dest->index];
				if (d) {
					for (int j = 0; j < d->c[k].n; j++)
						rp_edge_cond(L->f, ei_, d->c[k].lit[j].val,
							     d->c[k].lit[j].mask);
				} else if (pt.val >= 0) {
					rp_edge_cond(L->f, ei_, pt.val, on_true ? pt.t : pt.f);
					if (pt.val2 >= 0)
						rp_edge_cond(L->f, ei_, pt.val2,
							     on_true ? pt.t2
							     : exact_exit ? (unsigned char)RP_C_ZERO
							     : pt.f2);
				}
				if (rel_a >= 0 && rel_b >= 0)
					rp_edge_rel(L->f, ei_, rel_a, on_true ? rel_t : rel_f, rel_b);
			} else if (is_switch) {
				gswitch *sw = as_a<gswitch *>(last);
				int v = rp_value_of(L, gimple_switch_index(sw));
				unsigned mask = rp_switch_mask(L, sw, e->dest);

				L->f->edges[ei_].loc = rp_locus(gimple_location(last));
				if (v >= 0 && mask)
					rp_edge_cond(L->f, ei_, v, mask);
				for (int j = 0, r = 0; v >= 0 && ncase > 0 && j < ncase; j++) {
					long long lo = cases[j][0], hi = cases[j][1];

					if (dflt && lo == hi) {
						rp_edge_cond(L->f, ei_, rp_minus(L, v, lo),
							     RP_C_NEG | RP_C_POS);
					} else if (dflt) {
						/* Below the range on one edge, above
						   it on the other.  */
						if ((k >> r++) & 1)
							rp_edge_cond(L->f, ei_, rp_minus(L, v, hi + 1),
								     RP_C_ZERO | RP_C_POS);
						else
							rp_edge_cond(L->f, ei_, rp_minus(L, v, lo),
								     RP_C_NEG);
					} else if (j == k && lo == hi) {
						rp_edge_cond(L->f, ei_, rp_minus(L, v, lo), RP_C_ZERO);
					} else if (j == k) {
						rp_edge_cond(L->f, ei_, rp_minus(L, v, lo),
							     RP_C_ZERO | RP_C_POS);
						rp_edge_cond(L->f, ei_, rp_minus(L, v, hi + 1), RP_C_NEG);
					}
				}
			}
			rp_lower_moves(L, e, ei_);
		}
	}
}

/* Mark the edges of F that test a condition of a branch into a warning
   (rp_edge.warns) the same way: WARN_ON(x) is "w = x; if (w) warn();
   w", so "if (WARN_ON(x)) return;" tests w twice, and the second test's
   edge to the return is where the function gives up.  */
static void rp_mark_warned(struct rp_func *f)
{
	size_t i, j;
	int a, b;

	for (i = 0; i < f->nedges; i++) {
		const struct rp_edge *w = &f->edges[i];

		if (!w->warns)
			continue;
		for (j = 0; j < f->nedges; j++) {
			struct rp_edge *e = &f->edges[j];

			if (e->warns || e->warned || e->src == w->src)
				continue;
			for (a = 0; a < w->ncond && !e->warned; a++) {
				const struct rp_cond *cw = &f->conds[w->cond_first + a];

				for (b = 0; b < e->ncond; b++) {
					const struct rp_cond *ce = &f->conds[e->cond_first + b];

					if (ce->val == cw->val && !(ce->mask & ~cw->mask)) {
						e->warned = true;
						break;
					}
				}
			}
		}
	}
}

/* Record the stores of function FUN: per address, how many and which,
   and those to bit-fields; and the local variables whose address a call
   may store through.  */
static void rp_scan_stores(struct rp_lower *L)
{
	basic_block bb;

	FOR_EACH_BB_FN(bb, L->fun)
	{
		gimple_stmt_iterator gsi;

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *s = gsi_stmt(gsi);
			int addr;

			if (is_gimple_call(s)) {
				unsigned i;

				for (i = 0; i < gimple_call_num_args(s); i++) {
					tree a = gimple_call_arg(s, i);
					int c;

					if (TREE_CODE(a) != ADDR_EXPR)
						continue;
					c = rp_value_of(L, a);
					c = c >= 0 ? rp_val_container(L->f, c) : -1;
					if (c < 0 || L->f->values[c].kind != RP_V_LOCAL)
						continue;
					RP_GROW(L->escaped, L->capescaped, (size_t)c + 1);
					L->escaped[c] = 1;
				}
				continue;
			}
			if (!is_gimple_assign(s) || !gimple_store_p(s) || gimple_clobber_p(s))
				continue;
			/* Bit-field stores, for the tests of bit-fields
			   (value.cc, rp_bits_stored).  */
			if (TREE_CODE(gimple_assign_lhs(s)) == BIT_FIELD_REF ||
			    (TREE_CODE(gimple_assign_lhs(s)) == COMPONENT_REF &&
			     DECL_BIT_FIELD(TREE_OPERAND(gimple_assign_lhs(s), 1)))) {
				RP_GROW(L->bf_stores, L->capbf, (size_t)L->nbf_stores + 1);
				L->bf_stores[L->nbf_stores++] = s;
			}
			addr = rp_addr_of(L, gimple_assign_lhs(s));
			if (addr < 0)
				continue;
			RP_GROW(L->store_count, L->capstores, (size_t)addr + 1);
			RP_GROW(L->store_stmt, L->capstmts, (size_t)addr + 1);
			L->store_count[addr]++;
			L->store_stmt[addr] = s;
			RP_GROW(L->stores, L->capstorerecs, L->nstores + 1);
			L->stores[L->nstores].addr = addr;
			L->stores[L->nstores++].stmt = s;
		}
	}
}

/* Whether STMT reads a bit-field ("dev->power.irq_safe", a BIT_FIELD_REF
   of the byte that holds it, or such a read masked).  */
static bool rp_reads_bits(gimple *stmt)
{
	tree rhs1;
	gimple *def;

	if (!is_gimple_assign(stmt) || TREE_CODE(gimple_assign_lhs(stmt)) != SSA_NAME)
		return false;
	rhs1 = gimple_assign_rhs1(stmt);
	if (gimple_assign_single_p(stmt))
		return TREE_CODE(rhs1) == BIT_FIELD_REF ||
		       (TREE_CODE(rhs1) == COMPONENT_REF && DECL_BIT_FIELD(TREE_OPERAND(rhs1, 1)));
	if (gimple_assign_rhs_code(stmt) != BIT_AND_EXPR || TREE_CODE(rhs1) != SSA_NAME ||
	    SSA_NAME_IS_DEFAULT_DEF(rhs1))
		return false;
	def = SSA_NAME_DEF_STMT(rhs1);
	return is_gimple_assign(def) && gimple_assign_single_p(def) &&
	       TREE_CODE(gimple_assign_rhs1(def)) == BIT_FIELD_REF;
}

/* Give the loads of local variables that calls write (rp_scan_stores'
   escaped) their terms before any statement is lowered, so that each call
   that writes such a variable renews all of them (call.cc,
   rp_lower_call_writes), also a load that a loop makes before the call in
   block order; the same for the reads of bit-fields that stores write
   (rp_lower_bits_store).  */
static void rp_intern_rewritten_reads(struct rp_lower *L)
{
	basic_block bb;

	if (!L->capescaped && !L->nbf_stores)
		return;
	FOR_EACH_BB_FN(bb, L->fun)
	{
		gimple_stmt_iterator gsi;

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *s = gsi_stmt(gsi);
			tree lhs;
			int a, c;

			if (L->nbf_stores && rp_reads_bits(s) &&
			    rp_type_of(TREE_TYPE(gimple_assign_lhs(s))) != RP_T_OTHER) {
				rp_value_of(L, gimple_assign_lhs(s));
				continue;
			}
			if (!L->capescaped)
				continue;
			if (!gimple_assign_load_p(s) || !gimple_assign_single_p(s) ||
			    TREE_CODE(lhs = gimple_assign_lhs(s)) != SSA_NAME ||
			    rp_type_of(TREE_TYPE(lhs)) == RP_T_OTHER)
				continue;
			a = rp_addr_of(L, gimple_assign_rhs1(s));
			c = a >= 0 ? rp_val_container(L->f, a) : -1;
			if (c >= 0 && (size_t)c < L->capescaped && L->escaped[c])
				rp_value_of(L, lhs);
		}
	}
}

/* Build the pairing IR of FUN.  */
struct rp_func *rp_lower_function(function *fun, bool uses)
{
	struct rp_lower L;
	basic_block bb, entry;
	tree restype = TREE_TYPE(DECL_RESULT(fun->decl));

	memset(&L, 0, sizeof(L));
	L.fun = fun;
	L.uses = uses;
	L.f = rp_func_new(IDENTIFIER_POINTER(DECL_NAME(fun->decl)));
	L.nssa = num_ssa_names;
	L.ssa_val = XNEWVEC(int, L.nssa ? L.nssa : 1);
	for (unsigned i = 0; i < L.nssa; i++)
		L.ssa_val[i] = -2;
	L.bb_block = XNEWVEC(int, last_basic_block_for_fn(fun));
	L.bb_warns = XCNEWVEC(unsigned char, last_basic_block_for_fn(fun));
	for (int i = 0; i < last_basic_block_for_fn(fun); i++)
		L.bb_block[i] = -1;
	L.f->loc = rp_locus(DECL_SOURCE_LOCATION(fun->decl));
	L.f->end_loc = rp_locus(fun->function_end_locus);
	L.f->returns_void = VOID_TYPE_P(restype);
	L.f->returns_enum = TREE_CODE(restype) == ENUMERAL_TYPE;
	L.f->roles = rp_function_roles(fun->decl);
	L.f->result_unread = rp_function_result_unread(fun->decl);
	L.f->is_main = MAIN_NAME_P(DECL_NAME(fun->decl));
	L.f->userspace = rp_unit_userspace();
	L.f->ret_type = L.f->returns_enum ? RP_T_OTHER : rp_type_of(restype);
	{
		cgraph_node *cn = cgraph_node::get(fun->decl);

		L.f->called_in_unit = cn && cn->callers;
		L.f->summarized_for_callers = !rp_opts.no_summaries && L.f->called_in_unit;
	}

	if (!dom_info_available_p(fun, CDI_DOMINATORS)) {
		calculate_dominance_info(CDI_DOMINATORS);
		L.made_doms = true;
	}
	rp_scan_stores(&L);
	rp_intern_rewritten_reads(&L);

	/* Block 0 is the entry.  */
	entry = single_succ(ENTRY_BLOCK_PTR_FOR_FN(fun));
	L.bb_block[entry->index] = rp_block_new(L.f, entry->index);
	FOR_EACH_BB_FN(bb, fun)
	if (L.bb_block[bb->index] < 0)
		L.bb_block[bb->index] = rp_block_new(L.f, bb->index);
	FOR_EACH_BB_FN(bb, fun)
	{
		gimple_stmt_iterator gsi;
		int block = L.bb_block[bb->index];

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			rp_lower_stmt(&L, block, gsi_stmt(gsi));
			if (rp_stmt_is_warning(gsi_stmt(gsi)))
				L.bb_warns[bb->index] = 1;
		}
	}
	FOR_EACH_BB_FN(bb, fun)
	rp_lower_edges(&L, bb, L.bb_block[bb->index]);
	rp_mark_warned(L.f);
	/* Whether the driver is bound wherever it runs matters only to the
	   references its remove gives back (until-remove): its callers are
	   looked at only for a function that takes one.  */
	for (size_t k = 0; k < L.f->nevents && !L.f->while_bound; k++)
		if (L.f->events[k].kind == RP_E_CALL && L.f->events[k].api &&
		    (L.f->events[k].api->flags & RP_API_UNTIL_REMOVE)) {
			L.f->while_bound = rp_function_while_bound(fun->decl);
			break;
		}
	rp_func_finish(L.f);

	if (L.made_doms)
		free_dominance_info(CDI_DOMINATORS);
	XDELETEVEC(L.ssa_val);
	XDELETEVEC(L.bb_block);
	XDELETEVEC(L.bb_warns);
	free(L.store_count);
	free(L.store_stmt);
	free(L.stores);
	free(L.bf_stores);
	free(L.escaped);
	return L.f;
}
