/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/accessor.cc: side-effect-free accessors.  A call of a function that
 * only computes (const or pure, or a body in this unit without stores or
 * other calls) is a term of its arguments, so two calls with the same
 * arguments give the same object; a straight-line body is evaluated on the
 * call's argument values ("dev_get_drvdata(dev)" is the load of
 * dev->driver_data).  The body's operands get their values from an
 * environment (struct rp_env): parameters are the call's arguments, locals
 * what the body assigned.  Setters are the other half: a body that only
 * stores one pointer where an argument points ("dev->driver_data = data")
 * is, at a call, that store (rp_eval_setter).
 */
#include "lower/lower.h"

#include <string.h>

/* Whether S computes nothing: a label, a debug statement, a branch
   prediction hint or a no-op.  */
static bool rp_stmt_inert(gimple *s)
{
	switch (gimple_code(s)) {
	case GIMPLE_LABEL:
	case GIMPLE_DEBUG:
	case GIMPLE_PREDICT:
	case GIMPLE_NOP:
		return true;
	default:
		return false;
	}
}

/* Whether calls of FNDECL are side-effect-free accessors: const or pure, or
   a function whose body is in this translation unit and only computes (no
   stores to memory, no calls but other accessors): inline helpers such as
   dev_get_drvdata(), and static ones such as rocker_msix_vector().  Two calls with the same arguments then give
   the same object, as dev_get_drvdata(dev) and adev_to_drm(adev) do.  */
bool rp_is_accessor(tree fndecl, int depth)
{
	static hash_map<tree, int> *cache;
	int *c;
	function *fn;
	basic_block bb;
	int result = 1, nstmts = 0;

	if (!cache)
		cache = new hash_map<tree, int>;
	if ((c = cache->get(fndecl)))
		return *c;
	if (depth > 3 || rp_lookup_call(fndecl) || TREE_THIS_VOLATILE(fndecl))
		return false;
	fn = DECL_STRUCT_FUNCTION(fndecl);
	if (!fn || !fn->cfg)
		return false;
	FOR_EACH_BB_FN(bb, fn)
	{
		gimple_stmt_iterator gsi;

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi) && result; gsi_next(&gsi)) {
			gimple *s = gsi_stmt(gsi);

			if (++nstmts > 60 || gimple_has_volatile_ops(s)) {
				result = 0;
				break;
			}
			switch (gimple_code(s)) {
			case GIMPLE_ASSIGN:
				if (!is_gimple_reg(gimple_assign_lhs(s)))
					result = 0;
				break;
			case GIMPLE_CALL: {
				tree callee = gimple_call_fndecl(s);

				if (gimple_call_builtin_p(s, BUILT_IN_EXPECT) ||
				    gimple_call_builtin_p(s, BUILT_IN_CONSTANT_P))
					break;
				if (!callee || (gimple_call_lhs(s) &&
						!is_gimple_reg(gimple_call_lhs(s))) ||
				    !rp_is_accessor(callee, depth + 1))
					result = 0;
				break;
			}
			case GIMPLE_RETURN:
			case GIMPLE_COND:
			case GIMPLE_SWITCH:
				break;
			default:
				if (!rp_stmt_inert(s))
					result = 0;
				break;
			}
		}
		if (!result)
			break;
	}
	cache->put(fndecl, result);
	return result;
}

/* Where the operands of an inline accessor's body get their values: its
   parameters are the call's arguments, its locals what the body assigned.  */
struct rp_env {
	tree fndecl;
	const int *args;
	int nargs;
	tree names[32];
	int vals[32];
	int n;
};

/* The value of operand T of an accessor's body, or -1.  */
int rp_env_value(struct rp_lower *L, struct rp_env *env, tree t)
{
	tree var = t;
	int i, a;

	switch (TREE_CODE(t)) {
	case INTEGER_CST:
		return rp_value_of(L, t);
	case ADDR_EXPR:
		return rp_addr_of_env(L, TREE_OPERAND(t, 0), env);
	case MEM_REF:
	case COMPONENT_REF:
	case ARRAY_REF:
		a = rp_addr_of_env(L, t, env);
		return a < 0 ? -1 : rp_val_load(L->f, rp_type_of(TREE_TYPE(t)), a);
	case SSA_NAME:
		if (SSA_NAME_IS_DEFAULT_DEF(t) && SSA_NAME_VAR(t))
			var = SSA_NAME_VAR(t);
		break;
	case PARM_DECL:
	case VAR_DECL:
		break;
	default:
		return -1;
	}
	if (TREE_CODE(var) == PARM_DECL) {
		i = rp_param_position(env->fndecl, var);
		return i >= 0 && i < env->nargs ? env->args[i] : -1;
	}
	for (i = env->n; i-- > 0;)
		if (env->names[i] == t)
			return env->vals[i];
	return -1;
}

/* The value statement S of an accessor's body assigns, or -1.  */
static int rp_env_assign(struct rp_lower *L, struct rp_env *env, gimple *s, int depth)
{
	if (is_gimple_assign(s)) {
		enum tree_code code = gimple_assign_rhs_code(s);
		tree rhs1 = gimple_assign_rhs1(s);
		int b;

		if (gimple_assign_single_p(s) || CONVERT_EXPR_CODE_P(code))
			return rp_env_value(L, env, rhs1);
		if (code == POINTER_PLUS_EXPR &&
		    TREE_CODE(gimple_assign_rhs2(s)) == INTEGER_CST &&
		    (b = rp_env_value(L, env, rhs1)) >= 0)
			return rp_val_addr(L->f, b, (long long)(HOST_WIDE_INT)
					   TREE_INT_CST_LOW(gimple_assign_rhs2(s)));
		return -1;
	}
	if (is_gimple_call(s)) {
		tree callee = gimple_call_fndecl(s);
		int a[16], n = gimple_call_num_args(s), i;

		if (gimple_call_builtin_p(s, BUILT_IN_EXPECT))
			return rp_env_value(L, env, gimple_call_arg(s, 0));
		if (!callee || n > 16 || !rp_is_accessor(callee, 0))
			return -1;
		for (i = 0; i < n; i++)
			if ((a[i] = rp_env_value(L, env, gimple_call_arg(s, i))) < 0)
				return -1;
		return rp_eval_inline(L, callee, a, n, depth + 1);
	}
	return -1;
}

/* Evaluate FNDECL's straight-line body on argument values ARGS: with ADDR
   NULL, an accessor's, and the value it returns (-1: none); else a
   setter's (rp_eval_setter), whose one store *ADDR = *VAL it finds
   (0; -1: not a setter).  */
static int rp_eval_body(struct rp_lower *L, tree fndecl, const int *args, int nargs, int depth,
			int *addr, int *val)
{
	function *fn = DECL_STRUCT_FUNCTION(fndecl);
	struct rp_env env;
	basic_block bb;
	int steps = 0;
	bool stored = false;

	if (!fn || !fn->cfg || depth > 4 || TREE_THIS_VOLATILE(fndecl))
		return -1;
	memset(&env, 0, sizeof(env));
	env.fndecl = fndecl;
	env.args = args;
	env.nargs = nargs;
	bb = single_succ(ENTRY_BLOCK_PTR_FOR_FN(fn));
	while (bb && bb != EXIT_BLOCK_PTR_FOR_FN(fn) && steps++ < 8) {
		gimple_stmt_iterator gsi;

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *s = gsi_stmt(gsi);
			tree lhs = gimple_get_lhs(s), rv;
			int v;

			if (gimple_has_volatile_ops(s))
				return -1;
			switch (gimple_code(s)) {
			case GIMPLE_RETURN:
				rv = gimple_return_retval(as_a<greturn *>(s));
				if (addr)
					return !rv && stored ? 0 : -1;
				return rv ? rp_env_value(L, &env, rv) : -1;
			case GIMPLE_ASSIGN:
			case GIMPLE_CALL:
				/* A setter's store, or its call of another
				   setter (a callee the database knows only as
				   keeping its argument, dev_set_drvdata's
				   "transfer arg2", may be one).  */
				if (addr && lhs && gimple_store_p(s)) {
					if (stored || !gimple_assign_single_p(s) ||
					    rp_type_of(TREE_TYPE(lhs)) != RP_T_PTR)
						return -1;
					*addr = rp_addr_of_env(L, lhs, &env);
					*val = rp_env_value(L, &env, gimple_assign_rhs1(s));
					if (*addr < 0 || *val < 0)
						return -1;
					stored = true;
					break;
				}
				if (addr && !lhs && is_gimple_call(s)) {
					tree callee = gimple_call_fndecl(s);
					const struct rp_api *e;
					int a[16], n = gimple_call_num_args(s), i;

					if (stored || !callee || n > 16)
						return -1;
					for (e = rp_lookup_call(callee); e; e = e->also)
						if (e->kind != RP_TRANSFER)
							return -1;
					for (i = 0; i < n; i++)
						if ((a[i] = rp_env_value(L, &env, gimple_call_arg(s, i))) < 0)
							return -1;
					if (rp_eval_body(L, callee, a, n, depth + 1, addr, val) < 0)
						return -1;
					stored = true;
					break;
				}
				if (!lhs || !is_gimple_reg(lhs) || env.n == 32)
					return -1;
				v = rp_env_assign(L, &env, s, depth);
				if (v < 0)
					return -1;
				env.names[env.n] = lhs;
				env.vals[env.n++] = v;
				break;
			default:
				if (!rp_stmt_inert(s))
					return -1;
				break;
			}
		}
		if (!single_succ_p(bb))
			return -1;
		bb = single_succ(bb);
	}
	return -1;
}

/* What a call of accessor FNDECL with argument values ARGS returns, in
   terms of them: dev_get_drvdata(dev) is LOAD(dev + offset of driver_data),
   to_foo(k) is ADDR(k, -offset of kobj).  Only straight-line bodies that
   assign and return; -1 for anything else.  */
int rp_eval_inline(struct rp_lower *L, tree fndecl, const int *args, int nargs, int depth)
{
	return rp_eval_body(L, fndecl, args, nargs, depth, NULL, NULL);
}

/* Whether a call of FNDECL with argument values ARGS is one store of a
   pointer, and nothing else: a straight-line body whose only side effect
   is "*ADDR = VAL" (dev_set_drvdata(dev, data) stores data at
   &dev->driver_data), made by the body or by the one setter it calls
   (i2c_set_clientdata(client, data) calls dev_set_drvdata(&client->dev,
   data); platform_set_drvdata(), pci_set_drvdata() alike).  Its other
   statements may only compute, as an accessor's do.  On success *ADDR
   and *VAL are values of the function being lowered.  */
bool rp_eval_setter(struct rp_lower *L, tree fndecl, const int *args, int nargs, int depth,
		    int *addr, int *val)
{
	return rp_eval_body(L, fndecl, args, nargs, depth, addr, val) == 0;
}
