/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/ktype.cc: whether a kobject's release frees its container.  For an
 * init acquire such as kobject_init_and_add(kobj, ktype, ...) whose
 * kobj_type is a static object of this unit, the body of its .release is
 * scanned for a database "free" of the parameter (or of what is computed
 * from it: container_of()), directly or through other functions of the
 * unit.  The answer is rp_event.release_frees.  The .release is also the
 * kobject's release callback (lower/relcb.cc): what it gives back of the
 * object's fields, the last put gives back.
 */
#include "lower/lower.h"

#include <string.h>

/* Whether function FNDECL frees (with a database "free" function) the
   memory its parameter PARAM (0-based) points into, directly or through
   another function of this translation unit: 1 yes, 0 no (the whole body
   was seen), -1 cannot tell.  */
static int rp_body_frees_param(tree fndecl, unsigned param, int depth)
{
	function *fn = DECL_STRUCT_FUNCTION(fndecl);
	hash_set<tree> derived;
	tree parm = DECL_ARGUMENTS(fndecl);
	basic_block bb;
	unsigned i;
	int pass, result = 0;

	if (depth > 2)
		return 0;
	if (!fn || !fn->cfg)
		return -1;
	for (i = 0; parm && i < param; i++)
		parm = DECL_CHAIN(parm);
	if (!parm)
		return -1;
	derived.add(parm);
	/* Values computed from the parameter: copies, casts, container_of().
	   Two passes reach a fixpoint for straight-line release functions.  */
	for (pass = 0; pass < 3; pass++)
		FOR_EACH_BB_FN(bb, fn)
		{
			gimple_stmt_iterator gsi;

			for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
				gimple *st = gsi_stmt(gsi);
				tree lhs = gimple_get_lhs(st), a;

				if (!lhs)
					continue;
				if (is_gimple_assign(st)) {
					enum tree_code code = gimple_assign_rhs_code(st);

					a = gimple_assign_rhs1(st);
					if (TREE_CODE(a) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF(a) &&
					    SSA_NAME_VAR(a))
						a = SSA_NAME_VAR(a);
					if ((gimple_assign_single_p(st) || CONVERT_EXPR_CODE_P(code) ||
					     code == POINTER_PLUS_EXPR) && derived.contains(a))
						derived.add(lhs);
				} else if (is_gimple_call(st) && gimple_call_fndecl(st) &&
					   rp_is_accessor(gimple_call_fndecl(st), 0)) {
					for (i = 0; i < gimple_call_num_args(st); i++) {
						a = gimple_call_arg(st, i);
						if (TREE_CODE(a) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF(a) &&
						    SSA_NAME_VAR(a))
							a = SSA_NAME_VAR(a);
						if (derived.contains(a))
							derived.add(lhs);
					}
				}
			}
		}
	FOR_EACH_BB_FN(bb, fn)
	{
		gimple_stmt_iterator gsi;

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi) && result != 1; gsi_next(&gsi)) {
			gimple *st = gsi_stmt(gsi);
			tree callee;
			const struct rp_api *api;

			if (!is_gimple_call(st) || !(callee = gimple_call_fndecl(st)))
				continue;
			api = rp_lookup_annotated(callee);
			for (i = 0; i < gimple_call_num_args(st); i++) {
				tree a = gimple_call_arg(st, i);

				if (TREE_CODE(a) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF(a) &&
				    SSA_NAME_VAR(a))
					a = SSA_NAME_VAR(a);
				if (!derived.contains(a))
					continue;
				if (api && api->kind == RP_FREE && (unsigned)api->obj.arg == i + 1)
					result = 1;
				else if (!api && !fndecl_built_in_p(callee) &&
					 rp_body_frees_param(callee, i, depth + 1) == 1)
					result = 1;
			}
		}
	}
	return result;
}

/* The .release of kobj_type KTYPE (a call argument) when KTYPE is a
   static object of this translation unit: 1 and *FN the function, 0 no
   release, -1 cannot tell.  */
static int rp_ktype_release(tree ktype, tree *fn)
{
	tree decl, init, field, val;
	unsigned HOST_WIDE_INT k;

	*fn = NULL_TREE;
	if (TREE_CODE(ktype) != ADDR_EXPR)
		return -1;
	decl = TREE_OPERAND(ktype, 0);
	if (TREE_CODE(decl) != VAR_DECL || !(init = DECL_INITIAL(decl)) ||
	    TREE_CODE(init) != CONSTRUCTOR)
		return -1;
	FOR_EACH_CONSTRUCTOR_ELT(CONSTRUCTOR_ELTS(init), k, field, val)
	{
		if (!field || TREE_CODE(field) != FIELD_DECL || !DECL_NAME(field) ||
		    strcmp(IDENTIFIER_POINTER(DECL_NAME(field)), "release"))
			continue;
		STRIP_NOPS(val);
		if (TREE_CODE(val) != ADDR_EXPR ||
		    TREE_CODE(TREE_OPERAND(val, 0)) != FUNCTION_DECL)
			return -1;
		*fn = TREE_OPERAND(val, 0);
		return 1;
	}
	return 0;
}

/* For an init acquire of a kobject whose kobj_type KTYPE (a call argument)
   is a static object of this translation unit: whether its .release frees
   the container (see rp_event.release_frees).  */
int rp_ktype_release_frees(tree ktype)
{
	tree fn;
	int r = rp_ktype_release(ktype, &fn);

	/* No release: nothing frees the container.  */
	return r <= 0 ? r : rp_body_frees_param(fn, 0, 0);
}

tree rp_ktype_release_fn(tree ktype)
{
	tree fn;

	return rp_ktype_release(ktype, &fn) > 0 ? fn : NULL_TREE;
}
