/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/cond.cc: conditions as classes of values.  A branch on "ret < 0",
 * "!p", "!!x", WARN_ON()'s statement expression, IS_ERR() or another test
 * of the database is "value V is in classes M" on each of its edges
 * (struct rp_pred); switch cases give the classes their labels cover.
 * "x == C" with C not 0 also conditions the truth value "x == C" itself,
 * and a branch on "a & b" or "a | b" of truth values is, on each side, a
 * disjunction of such conditions (rp_cond_dnf: one IR edge per case).
 */
#include "lower/lower.h"

static rp_pred rp_pred_of(struct rp_lower *L, tree t);

static const char *rp_op_str(enum tree_code code)
{
	switch (code) {
	case LT_EXPR: return "<";
	case LE_EXPR: return "<=";
	case GT_EXPR: return ">";
	case GE_EXPR: return ">=";
	case EQ_EXPR: return "==";
	case NE_EXPR: return "!=";
	default: return NULL;
	}
}

static rp_pred rp_pred_negate(rp_pred p)
{
	rp_pred n = { p.val, p.f, p.t, p.val2, p.f2, p.t2 };

	return n;
}

/* "T is true" as a condition on a value: T != 0.  */
static rp_pred rp_truth(struct rp_lower *L, tree t)
{
	rp_pred p = RP_PRED_NONE;

	p.val = rp_value_of(L, t);
	p.t = RP_C_NEG | RP_C_POS;
	p.f = RP_C_ZERO;
	return p;
}

/* The term "V - K" whose sign a comparison of V with a constant tests (V
   itself for K = 0).  */
int rp_minus(struct rp_lower *L, int v, long long k)
{
	return k ? rp_val_op(L->f, RP_T_INT, RP_OP_ADD, v, -k) : v;
}

/* The condition "OP0 CODE OP1" (OP1 a constant) on OP0's value.  */
rp_pred rp_compare(struct rp_lower *L, tree op0, enum tree_code code, tree op1)
{
	rp_pred p = RP_PRED_NONE;
	const char *op = rp_op_str(code);
	unsigned tm, fm;
	long long c;

	if (!op || TREE_CODE(op1) != INTEGER_CST)
		return p;
	/* Comparing a truth value with 0: the truth value's own condition.  */
	if ((code == NE_EXPR || code == EQ_EXPR) && integer_zerop(op1)) {
		rp_pred q = rp_pred_of(L, op0);

		return code == NE_EXPR ? q : rp_pred_negate(q);
	}
	c = tree_fits_shwi_p(op1) ? (long long)tree_to_shwi(op1)
				  : (long long)(HOST_WIDE_INT)TREE_INT_CST_LOW(op1);
	if (!rp_compare_masks(rp_type_of(TREE_TYPE(op0)), op, c, &tm, &fm)) {
		/* An unsigned "x == C": x is not 0 where equal, and the
		   truth value below is still worth keeping ("if (gfp ==
		   GFP_ATOMIC) lock; ... if (gfp == GFP_ATOMIC) unlock").  */
		if ((code != EQ_EXPR && code != NE_EXPR) || c == 0 ||
		    !INTEGRAL_TYPE_P(TREE_TYPE(op0)))
			return p;
		tm = code == EQ_EXPR ? RP_C_NEG | RP_C_POS : RP_C_ALL;
		fm = code == EQ_EXPR ? RP_C_ALL : RP_C_NEG | RP_C_POS;
	}
	p.val = rp_value_of(L, op0);
	p.t = (unsigned char)tm;
	p.f = (unsigned char)fm;
	/* A signed "x CODE C", C not 0, is also the sign of the term "x - K"
	   (K is C, or C + 1 for "<=" and ">", which GCC writes for "< C + 1"
	   and ">= C + 1"): "i <= 15" round a loop and "i > 15" or "i == 16"
	   after it test one term, so a break out of the loop is known not to
	   have run to its end; "ret < 0 && ret != -EACCES" false with ret
	   negative, then "if (ret == -EACCES)" is known to be true.  An
	   equality is that term's zero whatever the sign of x's type, so
	   that "(int) id == C" and the unsigned "id == C" are one test.  */
	if (c != 0 && p.val >= 0 && c > -(1LL << 31) && c < (1LL << 31) &&
	    (rp_type_of(TREE_TYPE(op0)) == RP_T_INT ||
	     (rp_type_of(TREE_TYPE(op0)) == RP_T_UINT && (code == EQ_EXPR || code == NE_EXPR)))) {
		long long k = code == LE_EXPR || code == GT_EXPR ? c + 1 : c;

		p.val2 = rp_minus(L, p.val, k);
		switch (code) {
		case LT_EXPR:
		case LE_EXPR:
			p.t2 = RP_C_NEG;
			p.f2 = RP_C_ZERO | RP_C_POS;
			break;
		case GT_EXPR:
		case GE_EXPR:
			p.t2 = RP_C_ZERO | RP_C_POS;
			p.f2 = RP_C_NEG;
			break;
		case EQ_EXPR:
			p.t2 = RP_C_ZERO;
			p.f2 = RP_C_NEG | RP_C_POS;
			break;
		default:
			p.t2 = RP_C_NEG | RP_C_POS;
			p.f2 = RP_C_ZERO;
			break;
		}
		return p;
	}
	/* Any other "x == C", C not 0 (a wide or boolean x), as a truth
	   value of its own.  */
	if ((code == EQ_EXPR || code == NE_EXPR) && c != 0 && p.val >= 0 &&
	    INTEGRAL_TYPE_P(TREE_TYPE(op0))) {
		p.val2 = rp_val_op(L->f, RP_T_BOOL, EQ_EXPR, p.val, c);
		p.t2 = code == EQ_EXPR ? RP_C_POS : RP_C_ZERO;
		p.f2 = code == EQ_EXPR ? RP_C_ZERO : RP_C_POS;
	}
	return p;
}

/* The operand of T if T is the negation of a truth value, else NULL.  */
static tree rp_logic_not(tree t)
{
	gimple *def;
	enum tree_code code;
	tree rhs1;

	if (TREE_CODE(t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF(t))
		return NULL_TREE;
	def = SSA_NAME_DEF_STMT(t);
	if (!is_gimple_assign(def))
		return NULL_TREE;
	code = gimple_assign_rhs_code(def);
	rhs1 = gimple_assign_rhs1(def);
	if (TREE_CODE(TREE_TYPE(rhs1)) != BOOLEAN_TYPE)
		return NULL_TREE;
	if (code == TRUTH_NOT_EXPR || code == BIT_NOT_EXPR ||
	    (code == BIT_XOR_EXPR && integer_onep(gimple_assign_rhs2(def))))
		return rhs1;
	return NULL_TREE;
}

/* The condition under which T (an integer, boolean or pointer operand) is
   true.  */
static rp_pred rp_pred_of(struct rp_lower *L, tree t)
{
	gimple *def;

	if (TREE_CODE(t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF(t) || L->depth > 50)
		return rp_truth(L, t);
	def = SSA_NAME_DEF_STMT(t);
	if (is_gimple_assign(def)) {
		enum tree_code code = gimple_assign_rhs_code(def);
		tree rhs1 = gimple_assign_rhs1(def);
		rp_pred p;

		L->depth++;
		if (TREE_CODE_CLASS(code) == tcc_comparison) {
			tree rhs2 = gimple_assign_rhs2(def);

			if (TREE_CODE(rhs1) == INTEGER_CST && TREE_CODE(rhs2) != INTEGER_CST) {
				std::swap(rhs1, rhs2);
				code = swap_tree_comparison(code);
			}
			p = rp_compare(L, rhs1, code, rhs2);
			/* Two values compared ("is_medion = ids == &table[2]"):
			   the truth value itself, tested again where the
			   function tests it again.  */
			if (p.val < 0 && rp_type_of(TREE_TYPE(t)) != RP_T_OTHER)
				p = rp_truth(L, t);
		} else if ((CONVERT_EXPR_CODE_P(code) || (gimple_assign_single_p(def) &&
							  TREE_CODE(rhs1) == SSA_NAME)) &&
			   rp_type_of(TREE_TYPE(rhs1)) != RP_T_OTHER) {
			p = rp_pred_of(L, rhs1);
		} else if (rp_logic_not(t)) {
			p = rp_pred_negate(rp_pred_of(L, rhs1));
		} else {
			p = rp_truth(L, t);
		}
		L->depth--;
		return p;
	}
	if (is_gimple_call(def)) {
		tree fndecl = gimple_call_fndecl(def);
		const struct rp_api *api = fndecl ? rp_lookup_call(fndecl) : NULL;

		if (gimple_call_builtin_p(def, BUILT_IN_EXPECT))
			return rp_pred_of(L, gimple_call_arg(def, 0));
		if (api && api->kind == RP_TEST &&
		    (unsigned)api->obj.arg <= gimple_call_num_args(def)) {
			rp_pred p = RP_PRED_NONE;

			p.val = rp_value_of(L, gimple_call_arg(def, api->obj.arg - 1));
			p.t = api->test_true;
			p.f = (unsigned char)(RP_C_ALL & ~api->test_true);
			return p;
		}
	}
	return rp_truth(L, t);
}

/* The classes the integers LO..HI cover.  */
unsigned rp_range_classes(tree lo, tree hi)
{
	unsigned m = 0;

	if (!hi)
		hi = lo;
	if (tree_int_cst_sgn(lo) < 0)
		m |= RP_C_NEG;
	if (tree_int_cst_sgn(lo) <= 0 && tree_int_cst_sgn(hi) >= 0)
		m |= RP_C_ZERO;
	if (tree_int_cst_sgn(hi) > 0)
		m |= RP_C_POS;
	return m;
}

/* ---- Conjunctions and disjunctions of truth values ---- */

/* D := D or X.  */
static bool rp_dnf_or(struct rp_dnf *d, const struct rp_dnf *x)
{
	int i;

	if (d->n + x->n > RP_DNF_MAX)
		return false;
	for (i = 0; i < x->n; i++)
		d->c[d->n++] = x->c[i];
	return true;
}

/* D := X and Y, distributed.  */
static bool rp_dnf_and(struct rp_dnf *d, const struct rp_dnf *x, const struct rp_dnf *y)
{
	int i, j, k;

	if (x->n * y->n > RP_DNF_MAX)
		return false;
	d->n = 0;
	for (i = 0; i < x->n; i++)
		for (j = 0; j < y->n; j++) {
			struct rp_conj *c = &d->c[d->n++];

			if (x->c[i].n + y->c[j].n > RP_DNF_MAX)
				return false;
			*c = x->c[i];
			for (k = 0; k < y->c[j].n; k++)
				c->lit[c->n++] = y->c[j].lit[k];
		}
	return true;
}

/* The operands A and B if T is "A & B" or "A | B" of two truth values
   (the code), else ERROR_MARK.  "&" of integers is not a conjunction.  */
static enum tree_code rp_logic_op(tree t, tree *a, tree *b)
{
	gimple *def;
	enum tree_code code;

	if (TREE_CODE(t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF(t) ||
	    TREE_CODE(TREE_TYPE(t)) != BOOLEAN_TYPE)
		return ERROR_MARK;
	def = SSA_NAME_DEF_STMT(t);
	if (!is_gimple_assign(def))
		return ERROR_MARK;
	code = gimple_assign_rhs_code(def);
	if (code == TRUTH_AND_EXPR)
		code = BIT_AND_EXPR;
	else if (code == TRUTH_OR_EXPR)
		code = BIT_IOR_EXPR;
	if (code != BIT_AND_EXPR && code != BIT_IOR_EXPR)
		return ERROR_MARK;
	*a = gimple_assign_rhs1(def);
	*b = gimple_assign_rhs2(def);
	if (TREE_CODE(TREE_TYPE(*a)) != BOOLEAN_TYPE || TREE_CODE(TREE_TYPE(*b)) != BOOLEAN_TYPE)
		return ERROR_MARK;
	return code;
}

/* D := the conditions under which truth value T is WANT, as a
   disjunction; *SPLIT is set if an "&" or "|" was taken apart.  The
   disjuncts exclude each other ("a | b" is "a", or "!a and b"), so that a
   path takes one of them.  False if it grows too large.  */
static bool rp_dnf_of(struct rp_lower *L, tree t, bool want, struct rp_dnf *d, int depth,
		      bool *split)
{
	tree a, b, n;
	enum tree_code code = depth < 6 ? rp_logic_op(t, &a, &b) : ERROR_MARK;

	if (code != ERROR_MARK) {
		struct rp_dnf da, db, na, rest;

		*split = true;
		if (!rp_dnf_of(L, a, want, &da, depth + 1, split) ||
		    !rp_dnf_of(L, b, want, &db, depth + 1, split))
			return false;
		/* "a & b" true, "a | b" false: both.  */
		if ((code == BIT_AND_EXPR) == want)
			return rp_dnf_and(d, &da, &db);
		/* Else "a", or "not a, and b".  */
		if (!rp_dnf_of(L, a, !want, &na, depth + 1, split) || !rp_dnf_and(&rest, &na, &db))
			return false;
		*d = da;
		return rp_dnf_or(d, &rest);
	}
	n = depth < 6 ? rp_logic_not(t) : NULL_TREE;
	if (n)
		return rp_dnf_of(L, n, !want, d, depth + 1, split);
	{
		rp_pred p = rp_pred_of(L, t);
		unsigned char m = want ? p.t : p.f, m2 = want ? p.t2 : p.f2;
		struct rp_conj *c = &d->c[0];

		d->n = 1;
		c->n = 0;
		if (p.val >= 0 && m != RP_C_ALL) {
			c->lit[c->n].val = p.val;
			c->lit[c->n++].mask = m;
		}
		if (p.val2 >= 0) {
			c->lit[c->n].val = p.val2;
			c->lit[c->n++].mask = m2;
		}
	}
	return true;
}

/* The branch "OP0 CODE OP1" as the disjunctions that make it true (*T)
   and false (*F), if it tests "a & b" or "a | b" of truth values; false
   if it does not, or they grow too large (then rp_compare describes it).  */
bool rp_cond_dnf(struct rp_lower *L, tree op0, enum tree_code code, tree op1,
		 struct rp_dnf *t, struct rp_dnf *f)
{
	bool split = false;
	tree a, b, x = op0;
	int depth;

	if ((code != NE_EXPR && code != EQ_EXPR) || TREE_CODE(op1) != INTEGER_CST ||
	    !integer_zerop(op1) || TREE_CODE(op0) != SSA_NAME)
		return false;
	/* Most branches test no "&" or "|": leave them to rp_compare.  */
	for (depth = 0; depth < 6 && rp_logic_op(x, &a, &b) == ERROR_MARK; depth++)
		if (!(x = rp_logic_not(x)))
			return false;
	if (!rp_dnf_of(L, op0, code == NE_EXPR, t, 0, &split) ||
	    !rp_dnf_of(L, op0, code != NE_EXPR, f, 0, &split))
		return false;
	return split;
}
