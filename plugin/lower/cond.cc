/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/cond.cc: conditions as classes of values.  A branch on "ret < 0",
 * "!p", "!!x", WARN_ON()'s statement expression, IS_ERR() or another test
 * of the database is "value V is in classes M" on each of its edges
 * (struct rp_pred); switch cases give the classes their labels cover.
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
	rp_pred n = { p.val, p.f, p.t };

	return n;
}

/* "T is true" as a condition on a value: T != 0.  */
static rp_pred rp_truth(struct rp_lower *L, tree t)
{
	rp_pred p = { rp_value_of(L, t), RP_C_NEG | RP_C_POS, RP_C_ZERO };

	return p;
}

/* The condition "OP0 CODE OP1" (OP1 a constant) on OP0's value.  */
rp_pred rp_compare(struct rp_lower *L, tree op0, enum tree_code code, tree op1)
{
	rp_pred p = { -1, RP_C_ALL, RP_C_ALL };
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
	if (!rp_compare_masks(rp_type_of(TREE_TYPE(op0)), op, c, &tm, &fm))
		return p;
	p.val = rp_value_of(L, op0);
	p.t = (unsigned char)tm;
	p.f = (unsigned char)fm;
	return p;
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
		} else if ((CONVERT_EXPR_CODE_P(code) || (gimple_assign_single_p(def) &&
							  TREE_CODE(rhs1) == SSA_NAME)) &&
			   rp_type_of(TREE_TYPE(rhs1)) != RP_T_OTHER) {
			p = rp_pred_of(L, rhs1);
		} else if (code == TRUTH_NOT_EXPR ||
			   (code == BIT_XOR_EXPR && integer_onep(gimple_assign_rhs2(def)) &&
			    TREE_CODE(TREE_TYPE(rhs1)) == BOOLEAN_TYPE) ||
			   (code == BIT_NOT_EXPR && TREE_CODE(TREE_TYPE(rhs1)) == BOOLEAN_TYPE)) {
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
			rp_pred p;

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
