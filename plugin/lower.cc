/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower.cc: GIMPLE (right after "ssa") to the pairing IR (core/ir.h), and
 * the per-function driver: lower, run the engine, report.
 *
 * Functions without a call to an annotated acquire or release are skipped
 * after one scan of their calls.  For the others:
 *  - every SSA name gets a value term: copies, casts and __builtin_expect
 *    are looked through; "&x->f" and container_of() fold into ADDR terms;
 *    loads become LOAD terms, or the stored value when one store to that
 *    place dominates the load; calls of side-effect-free inline accessors
 *    become ACCESSOR terms keyed by their arguments;
 *  - conditions become "value V is in classes M" on each edge: comparisons
 *    with constants, "!", "!!", WARN_ON()'s statement expression, IS_ERR()
 *    and the database's other tests, switch cases;
 *  - annotated calls, stores of pointers and integers, redefinitions and
 *    returns become events; PHIs become moves on edges.
 * Nothing here changes the IL.
 */
#include "gcc-compat.h"
#include "refpair.h"
#include "core/ir.h"
#include "engine/engine.h"
#include "core/util.h"

#include <string.h>
#include <time.h>

namespace {

/* A condition an SSA name stands for: "name is true" iff VAL is in T,
   "name is false" iff VAL is in F.  VAL -1: nothing known.  */
struct rp_pred {
	int val;
	unsigned char t, f;
};

struct rp_lower {
	function *fun;
	struct rp_func *f;
	int *ssa_val;		/* SSA version -> value, -2 not yet computed */
	unsigned nssa;
	int *bb_block;		/* GCC bb index -> IR block, -1 */
	/* Stores, by the address value they store to: count and statement.  */
	int *store_count;
	size_t capstores;
	gimple **store_stmt;
	size_t capstmts;
	/* Local variables whose address is passed to a call, by value.  */
	unsigned char *escaped;
	size_t capescaped;
	bool made_doms;
	bool uses;		/* record RP_E_USE events */
	int depth;		/* recursion guard */
};

int rp_value_of(struct rp_lower *L, tree t);
rp_pred rp_pred_of(struct rp_lower *L, tree t);

/* ---- Types and names ---- */

enum rp_vtype rp_type_of(tree type)
{
	if (!type)
		return RP_T_OTHER;
	if (POINTER_TYPE_P(type))
		return RP_T_PTR;
	if (TREE_CODE(type) == BOOLEAN_TYPE)
		return RP_T_BOOL;
	if (INTEGRAL_TYPE_P(type))
		return TYPE_UNSIGNED(type) ? RP_T_UINT : RP_T_INT;
	return RP_T_OTHER;
}

/* Append a readable C spelling of T to B.  Return false if it has none.  */
bool rp_expr_name(struct rp_buf *b, tree t, int depth)
{
	if (!t || depth > 6)
		return false;
	switch (TREE_CODE(t)) {
	case SSA_NAME: {
		gimple *def;

		if (SSA_NAME_VAR(t) && DECL_NAME(SSA_NAME_VAR(t)) &&
		    !DECL_ARTIFICIAL(SSA_NAME_VAR(t))) {
			rp_buf_add(b, IDENTIFIER_POINTER(DECL_NAME(SSA_NAME_VAR(t))));
			return true;
		}
		def = SSA_NAME_DEF_STMT(t);
		if (is_gimple_assign(def) &&
		    (gimple_assign_single_p(def) ||
		     CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(def)) ||
		     gimple_assign_rhs_code(def) == POINTER_PLUS_EXPR))
			return rp_expr_name(b, gimple_assign_rhs1(def), depth + 1);
		if (is_gimple_call(def) && gimple_call_fndecl(def)) {
			tree fn = gimple_call_fndecl(def);
			unsigned i;

			if (gimple_call_builtin_p(def, BUILT_IN_EXPECT))
				return rp_expr_name(b, gimple_call_arg(def, 0), depth + 1);
			rp_buf_add(b, IDENTIFIER_POINTER(DECL_NAME(fn)));
			rp_buf_add(b, "(");
			for (i = 0; i < gimple_call_num_args(def); i++) {
				if (i)
					rp_buf_add(b, ", ");
				if (!rp_expr_name(b, gimple_call_arg(def, i), depth + 1))
					rp_buf_add(b, "...");
			}
			rp_buf_add(b, ")");
			return true;
		}
		return false;
	}
	case VAR_DECL:
	case PARM_DECL:
	case FUNCTION_DECL:
		if (!DECL_NAME(t))
			return false;
		rp_buf_add(b, IDENTIFIER_POINTER(DECL_NAME(t)));
		return true;
	case INTEGER_CST:
		if (integer_zerop(t) && POINTER_TYPE_P(TREE_TYPE(t)))
			rp_buf_add(b, "NULL");
		else if (tree_fits_shwi_p(t))
			rp_buf_printf(b, "%lld", (long long)tree_to_shwi(t));
		else
			return false;
		return true;
	case ADDR_EXPR:
		rp_buf_add(b, "&");
		return rp_expr_name(b, TREE_OPERAND(t, 0), depth + 1);
	case COMPONENT_REF: {
		tree base = TREE_OPERAND(t, 0), field = TREE_OPERAND(t, 1);

		if (TREE_CODE(base) == MEM_REF && integer_zerop(TREE_OPERAND(base, 1))) {
			if (!rp_expr_name(b, TREE_OPERAND(base, 0), depth + 1))
				return false;
			rp_buf_add(b, "->");
		} else {
			if (!rp_expr_name(b, base, depth + 1))
				return false;
			rp_buf_add(b, ".");
		}
		if (!DECL_NAME(field))
			return false;
		rp_buf_add(b, IDENTIFIER_POINTER(DECL_NAME(field)));
		return true;
	}
	case MEM_REF:
		rp_buf_add(b, "*");
		return rp_expr_name(b, TREE_OPERAND(t, 0), depth + 1);
	case ARRAY_REF:
		if (!rp_expr_name(b, TREE_OPERAND(t, 0), depth + 1))
			return false;
		rp_buf_add(b, "[");
		if (!rp_expr_name(b, TREE_OPERAND(t, 1), depth + 1))
			rp_buf_add(b, "...");
		rp_buf_add(b, "]");
		return true;
	default:
		return false;
	}
}

/* Name value V after expression T unless it has a name.  */
void rp_name(struct rp_lower *L, int v, tree t)
{
	struct rp_buf b = { 0, 0, 0 };

	if (v < 0 || L->f->values[v].name)
		return;
	if (rp_expr_name(&b, t, 0))
		rp_val_name(L->f, v, b.s);
	rp_buf_free(&b);
}

/* ---- Accessors ---- */

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
			case GIMPLE_LABEL:
			case GIMPLE_DEBUG:
			case GIMPLE_PREDICT:
			case GIMPLE_NOP:
				break;
			default:
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

/* ---- Values ---- */

/* Base value and byte offset of the address of REF (a memory reference or
   decl), or -1 if it has no constant offset.  */
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

int rp_env_value(struct rp_lower *L, struct rp_env *env, tree t);

/* Base value and byte offset of the address of REF (a memory reference or
   decl), or -1 if it has no constant offset.  Operands come from ENV if
   set (an accessor's body), else from the function being lowered.  */
int rp_addr_of_env(struct rp_lower *L, tree ref, struct rp_env *env)
{
	poly_int64 bitsize, bitpos;
	HOST_WIDE_INT bp;
	tree offset, base;
	machine_mode mode;
	int unsignedp, reversep, volatilep = 0;
	int bv;
	long long off;

	if (TREE_CODE(ref) == FUNCTION_DECL)
		return rp_val_global(L->f, DECL_UID(ref));
	if (TREE_CODE(ref) == STRING_CST || TREE_CODE(ref) == CONSTRUCTOR)
		return -1;
	/* An element at a variable index, "p->uni_pgdir[n]": a term of the
	   array's address and the index value.  */
	if (TREE_CODE(ref) == ARRAY_REF && TREE_CODE(TREE_OPERAND(ref, 1)) != INTEGER_CST) {
		int args[2];

		args[0] = rp_addr_of_env(L, TREE_OPERAND(ref, 0), env);
		args[1] = env ? rp_env_value(L, env, TREE_OPERAND(ref, 1))
			      : rp_value_of(L, TREE_OPERAND(ref, 1));
		if (args[0] < 0 || args[1] < 0)
			return -1;
		return rp_val_accessor(L->f, RP_T_PTR, RP_ELEM_FN, args, 2);
	}
	base = get_inner_reference(ref, &bitsize, &bitpos, &offset, &mode, &unsignedp,
				   &reversep, &volatilep);
	if (offset || !bitpos.is_constant(&bp) || bp % BITS_PER_UNIT)
		return -1;
	off = bp / BITS_PER_UNIT;
	switch (TREE_CODE(base)) {
	case MEM_REF:
		bv = env ? rp_env_value(L, env, TREE_OPERAND(base, 0))
			 : rp_value_of(L, TREE_OPERAND(base, 0));
		if (bv < 0)
			return -1;
		off += (HOST_WIDE_INT)TREE_INT_CST_LOW(TREE_OPERAND(base, 1));
		break;
	case VAR_DECL:
		if (is_global_var(base)) {
			struct rp_buf b = { 0, 0, 0 };

			bv = rp_val_global(L->f, DECL_UID(base));
			if (DECL_NAME(base) && !L->f->values[bv].name) {
				rp_buf_printf(&b, "&%s", IDENTIFIER_POINTER(DECL_NAME(base)));
				rp_val_name(L->f, bv, b.s);
				rp_buf_free(&b);
			}
			break;
		}
		if (env)
			return -1;	/* an accessor's own memory */
		bv = rp_val_local(L->f, DECL_UID(base));
		break;
	case PARM_DECL:
	case RESULT_DECL:
		if (env)
			return -1;
		bv = rp_val_local(L->f, DECL_UID(base));
		break;
	default:
		return -1;
	}
	return rp_val_addr(L->f, bv, off);
}

int rp_addr_of(struct rp_lower *L, tree ref)
{
	return rp_addr_of_env(L, ref, NULL);
}

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
		tree p;

		for (i = 0, p = DECL_ARGUMENTS(env->fndecl); p; p = DECL_CHAIN(p), i++)
			if (p == var)
				return i < env->nargs ? env->args[i] : -1;
		return -1;
	}
	for (i = env->n; i-- > 0;)
		if (env->names[i] == t)
			return env->vals[i];
	return -1;
}

int rp_eval_inline(struct rp_lower *L, tree fndecl, const int *args, int nargs, int depth);

/* The value statement S of an accessor's body assigns, or -1.  */
int rp_env_assign(struct rp_lower *L, struct rp_env *env, gimple *s, int depth)
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

/* What a call of accessor FNDECL with argument values ARGS returns, in
   terms of them: dev_get_drvdata(dev) is LOAD(dev + offset of driver_data),
   to_foo(k) is ADDR(k, -offset of kobj).  Only straight-line bodies that
   assign and return; -1 for anything else.  */
int rp_eval_inline(struct rp_lower *L, tree fndecl, const int *args, int nargs, int depth)
{
	function *fn = DECL_STRUCT_FUNCTION(fndecl);
	struct rp_env env;
	basic_block bb;
	int steps = 0;

	if (!fn || !fn->cfg || depth > 4)
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
			tree lhs;
			int v;

			switch (gimple_code(s)) {
			case GIMPLE_RETURN:
				return gimple_return_retval(as_a<greturn *>(s))
					       ? rp_env_value(L, &env,
							      gimple_return_retval(as_a<greturn *>(s)))
					       : -1;
			case GIMPLE_ASSIGN:
			case GIMPLE_CALL:
				lhs = gimple_get_lhs(s);
				if (!lhs || !is_gimple_reg(lhs) || env.n == 32)
					return -1;
				v = rp_env_assign(L, &env, s, depth);
				if (v < 0)
					return -1;
				env.names[env.n] = lhs;
				env.vals[env.n++] = v;
				break;
			case GIMPLE_LABEL:
			case GIMPLE_DEBUG:
			case GIMPLE_PREDICT:
			case GIMPLE_NOP:
				break;
			default:
				return -1;
			}
		}
		if (!single_succ_p(bb))
			return -1;
		bb = single_succ(bb);
	}
	return -1;
}

/* Whether the one store at STORE comes before USE on every path.  */
bool rp_dominates(gimple *store, gimple *use)
{
	basic_block sb = gimple_bb(store), ub = gimple_bb(use);
	gimple_stmt_iterator gsi;

	if (!sb || !ub)
		return false;
	if (sb != ub)
		return dominated_by_p(CDI_DOMINATORS, ub, sb);
	for (gsi = gsi_start_bb(sb); !gsi_end_p(gsi); gsi_next(&gsi)) {
		if (gsi_stmt(gsi) == store)
			return true;
		if (gsi_stmt(gsi) == use)
			return false;
	}
	return false;
}

/* The value a load of REF at statement AT reads.  */
int rp_load_of(struct rp_lower *L, tree ref, gimple *at)
{
	int addr = rp_addr_of(L, ref), base;
	enum rp_vtype t = rp_type_of(TREE_TYPE(ref));

	if (addr < 0)
		return rp_val_opaque(L->f, t);
	base = rp_val_container(L->f, addr);
	/* A location is named by how it is written ("p->uni_pgdir[n]"), not by
	   the variable a load happens to go into.  */
	rp_name(L, rp_val_load(L->f, t, addr), ref);
	/* One store dominating the load: the load reads the stored value.  */
	if ((size_t)addr < L->capstores && L->store_count[addr] == 1 && at &&
	    !((size_t)base < L->capescaped && L->escaped[base]) &&
	    rp_dominates(L->store_stmt[addr], at)) {
		gimple *st = L->store_stmt[addr];

		if (is_gimple_assign(st) && gimple_assign_single_p(st))
			return rp_value_of(L, gimple_assign_rhs1(st));
	}
	return rp_val_load(L->f, t, addr);
}

/* The value of call STMT's result.  */
int rp_call_value(struct rp_lower *L, gcall *stmt, tree lhs)
{
	tree fndecl = gimple_call_fndecl(stmt);
	enum rp_vtype t = rp_type_of(TREE_TYPE(lhs));
	const struct rp_api *api;
	unsigned id = SSA_NAME_VERSION(lhs);

	if (gimple_call_builtin_p(stmt, BUILT_IN_EXPECT))
		return rp_value_of(L, gimple_call_arg(stmt, 0));
	if (!fndecl)
		return rp_val_call(L->f, t, id);
	api = rp_lookup_call(fndecl);
	if (api) {
		unsigned a = api->obj.arg;

		switch (api->kind) {
		case RP_ALIAS:
			if (a <= gimple_call_num_args(stmt))
				return rp_value_of(L, gimple_call_arg(stmt, a - 1));
			break;
		case RP_ERRPTR:
			return rp_val_class(L->f, RP_T_PTR, RP_C_NEG);
		case RP_ERRCODE:
			if (a <= gimple_call_num_args(stmt)) {
				/* PTR_ERR: ERR_PTR -> negative, NULL -> 0, valid ->
				   anything (0 for PTR_ERR_OR_ZERO).  */
				unsigned char map[3] = { RP_C_NEG, RP_C_ZERO, RP_C_ALL };
				int b = rp_value_of(L, gimple_call_arg(stmt, a - 1));

				if (api->flags & RP_API_OR_ZERO)
					map[2] = RP_C_ZERO;
				if (b >= 0)
					return rp_val_map(L->f, RP_T_INT, b, map);
			}
			break;
		case RP_ACQUIRE:
			if (api->returns_arg &&
			    (unsigned)api->returns_arg <= gimple_call_num_args(stmt))
				return rp_value_of(L, gimple_call_arg(stmt, api->returns_arg - 1));
			break;
		default:
			break;
		}
		return rp_val_call(L->f, t, id);
	}
	if (((gimple_call_flags(stmt) & (ECF_CONST | ECF_PURE)) &&
	     !(gimple_call_flags(stmt) & ECF_LOOPING_CONST_OR_PURE)) ||
	    rp_is_accessor(fndecl, 0)) {
		int args[16], n = gimple_call_num_args(stmt), i;

		if (n <= 16) {
			int v;

			for (i = 0; i < n; i++)
				args[i] = rp_value_of(L, gimple_call_arg(stmt, i));
			for (i = 0; i < n && args[i] >= 0; i++)
				;
			if (i == n && (v = rp_eval_inline(L, fndecl, args, n, 0)) >= 0)
				return v;
			return rp_val_accessor(L->f, t, DECL_UID(fndecl), args, n);
		}
	}
	return rp_val_call(L->f, t, id);
}

/* Whether V reads a local variable that calls may write (its address is
   passed on), at any depth of OP terms.  */
bool rp_mutable_local(struct rp_lower *L, int v)
{
	const struct rp_value *x = &L->f->values[v];
	int c;

	if (x->kind == RP_V_OP)
		return rp_mutable_local(L, x->base);
	if (x->kind != RP_V_LOAD)
		return false;
	c = rp_val_container(L->f, x->base);
	return L->f->values[c].kind == RP_V_LOCAL && (size_t)c < L->capescaped &&
	       L->escaped[c];
}

/* The class of integer constant C.  */
unsigned rp_int_class(tree c)
{
	int sgn = tree_int_cst_sgn(c);

	return sgn < 0 ? RP_C_NEG : sgn == 0 ? RP_C_ZERO : RP_C_POS;
}

/* MIN_EXPR or MAX_EXPR of a value and a constant, or NEGATE_EXPR, as a MAP
   value ("return r < 0 ? r : 0;" folds into MIN_EXPR <r, 0>); -1 if not
   of that shape.  */
int rp_minmax_value(struct rp_lower *L, gimple *def, enum rp_vtype t)
{
	enum tree_code code = gimple_assign_rhs_code(def);
	tree a = gimple_assign_rhs1(def), c;
	unsigned char map[3];
	unsigned i, k;
	int b;

	if (code == NEGATE_EXPR) {
		map[0] = RP_C_POS;
		map[1] = RP_C_ZERO;
		map[2] = RP_C_NEG;
	} else {
		c = gimple_assign_rhs2(def);
		if (TREE_CODE(a) == INTEGER_CST)
			std::swap(a, c);
		if (TREE_CODE(c) != INTEGER_CST)
			return -1;
		k = rp_int_class(c);
		/* Classes are ordered NEG < ZERO < POS: the smaller (MIN) or
		   larger (MAX) class wins; within one class, that class.  */
		for (i = 0; i < 3; i++) {
			unsigned cls = 1u << i;

			if (cls == k)
				map[i] = (unsigned char)cls;
			else if ((cls < k) == (code == MIN_EXPR))
				map[i] = (unsigned char)cls;
			else
				map[i] = (unsigned char)k;
		}
	}
	b = rp_value_of(L, a);
	return b >= 0 ? rp_val_map(L->f, t, b, map) : -1;
}

/* The value of SSA name NAME.  */
int rp_ssa_value(struct rp_lower *L, tree name)
{
	enum rp_vtype t = rp_type_of(TREE_TYPE(name));
	gimple *def;

	if (SSA_NAME_IS_DEFAULT_DEF(name)) {
		tree var = SSA_NAME_VAR(name);

		if (var && TREE_CODE(var) == PARM_DECL) {
			unsigned i = 0;
			tree p;

			for (p = DECL_ARGUMENTS(L->fun->decl); p && p != var; p = DECL_CHAIN(p))
				i++;
			return rp_val_param(L->f, t, i);
		}
		return rp_val_opaque(L->f, t);
	}
	def = SSA_NAME_DEF_STMT(name);
	switch (gimple_code(def)) {
	case GIMPLE_PHI:
		return rp_val_phi(L->f, t, SSA_NAME_VERSION(name));
	case GIMPLE_CALL:
		return rp_call_value(L, as_a<gcall *>(def), name);
	case GIMPLE_ASSIGN: {
		enum tree_code code = gimple_assign_rhs_code(def);
		tree rhs1 = gimple_assign_rhs1(def);

		if (gimple_assign_single_p(def)) {
			if (TREE_CODE(rhs1) == SSA_NAME || TREE_CODE(rhs1) == INTEGER_CST ||
			    TREE_CODE(rhs1) == ADDR_EXPR)
				return rp_value_of(L, rhs1);
			if (TREE_CODE(rhs1) == MEM_REF || TREE_CODE(rhs1) == COMPONENT_REF ||
			    TREE_CODE(rhs1) == ARRAY_REF || TREE_CODE(rhs1) == VAR_DECL ||
			    TREE_CODE(rhs1) == PARM_DECL)
				return rp_load_of(L, rhs1, def);
			return rp_val_opaque(L->f, t);
		}
		if (CONVERT_EXPR_CODE_P(code) && rp_type_of(TREE_TYPE(rhs1)) != RP_T_OTHER &&
		    t != RP_T_OTHER)
			return rp_value_of(L, rhs1);
		if ((code == MIN_EXPR || code == MAX_EXPR || code == NEGATE_EXPR) &&
		    t != RP_T_OTHER) {
			int m = rp_minmax_value(L, def, t);

			if (m >= 0)
				return m;
		}
		if ((code == BIT_AND_EXPR || code == BIT_IOR_EXPR || code == RSHIFT_EXPR ||
		     code == LSHIFT_EXPR || code == PLUS_EXPR || code == MINUS_EXPR ||
		     code == MULT_EXPR) &&
		    t != RP_T_OTHER && TREE_CODE(gimple_assign_rhs2(def)) == INTEGER_CST &&
		    tree_fits_shwi_p(gimple_assign_rhs2(def))) {
			int b = rp_value_of(L, rhs1);

			/* "flags & F" computed twice from the same flags is one
			   value, so a put guarded like its get pairs with it.  Not
			   over a local that calls write (its value changes).  */
			if (b >= 0 && !rp_mutable_local(L, b))
				return rp_val_op(L->f, t, (unsigned)code, b,
						 (long long)tree_to_shwi(gimple_assign_rhs2(def)));
		}
		if (code == POINTER_PLUS_EXPR &&
		    TREE_CODE(gimple_assign_rhs2(def)) == INTEGER_CST) {
			int b = rp_value_of(L, rhs1);
			tree off = gimple_assign_rhs2(def);

			/* The offset is a sizetype: container_of() subtracts by
			   adding a huge unsigned number.  */
			if (b >= 0)
				return rp_val_addr(L->f, b,
						   (long long)(HOST_WIDE_INT)TREE_INT_CST_LOW(off));
		}
		if (code == POINTER_PLUS_EXPR) {
			/* "conf->hash_locks + hash": one term however often it
			   is computed.  */
			int args[2];

			args[0] = rp_value_of(L, rhs1);
			args[1] = rp_value_of(L, gimple_assign_rhs2(def));
			if (args[0] >= 0 && args[1] >= 0 && !rp_mutable_local(L, args[1]) &&
			    L->f->values[args[1]].kind != RP_V_OPAQUE)
				return rp_val_accessor(L->f, t, RP_PTRADD_FN, args, 2);
		}
		return rp_val_opaque(L->f, t);
	}
	default:
		return rp_val_opaque(L->f, t);
	}
}

/* The value of operand T, or -1 if it has none.  */
int rp_value_of(struct rp_lower *L, tree t)
{
	int v;

	if (!t)
		return -1;
	switch (TREE_CODE(t)) {
	case INTEGER_CST: {
		enum rp_vtype ty = rp_type_of(TREE_TYPE(t));
		long long c = (ty == RP_T_INT && tree_fits_shwi_p(t))
				      ? (long long)tree_to_shwi(t)
				      : (long long)(HOST_WIDE_INT)TREE_INT_CST_LOW(t);

		if (ty == RP_T_UINT && c < 0)
			c = 1;	/* a large unsigned constant: positive */
		return rp_val_const(L->f, ty, c);
	}
	case ADDR_EXPR:
		v = rp_addr_of(L, TREE_OPERAND(t, 0));
		rp_name(L, v, t);
		return v >= 0 ? v : rp_val_opaque(L->f, RP_T_PTR);
	case SSA_NAME: {
		unsigned ver = SSA_NAME_VERSION(t);

		if (ver < L->nssa && L->ssa_val[ver] != -2)
			return L->ssa_val[ver];
		if (L->depth > 200)
			return rp_val_opaque(L->f, rp_type_of(TREE_TYPE(t)));
		L->depth++;
		v = rp_ssa_value(L, t);
		L->depth--;
		if (ver < L->nssa)
			L->ssa_val[ver] = v;
		rp_name(L, v, t);
		return v;
	}
	case MEM_REF:
	case COMPONENT_REF:
	case ARRAY_REF:
	case VAR_DECL:
	case PARM_DECL:
		v = rp_load_of(L, t, NULL);
		rp_name(L, v, t);
		return v;
	default:
		return -1;
	}
}

/* ---- Conditions ---- */

const char *rp_op_str(enum tree_code code)
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

rp_pred rp_pred_negate(rp_pred p)
{
	rp_pred n = { p.val, p.f, p.t };

	return n;
}

/* "T is true" as a condition on a value: T != 0.  */
rp_pred rp_truth(struct rp_lower *L, tree t)
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
rp_pred rp_pred_of(struct rp_lower *L, tree t)
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

/* ---- Events and edges ---- */

/* LOC as reported: where the user wrote it, not inside a macro's body
   (for_each_child_of_node() puts its calls in of.h).  */
location_t rp_locus(location_t loc)
{
	loc = linemap_resolve_location(line_table, loc, LRK_MACRO_EXPANSION_POINT, NULL);
	return LOCATION_LOCUS(loc);
}

/* Report once that database entry API does not fit a call.  */
void rp_bad_arity(const struct rp_api *api, gcall *stmt, unsigned arg)
{
	static hash_set<const void *> *reported;

	if (!reported)
		reported = new hash_set<const void *>;
	if (reported->add(api))
		return;
	error_at(gimple_location(stmt),
		 "%s:%u: refpair database entry for %qs names argument %u, but this "
		 "call has %u arguments", api->file, api->line, api->name, arg,
		 gimple_call_num_args(stmt));
}

int rp_call_obj_base(struct rp_lower *L, gcall *stmt, const struct rp_api *api,
		     const struct rp_objref *o, tree lhs);

/* The value object reference O of API designates at call STMT (whose
   result is LHS): an argument, the result, a global, then the steps of its
   path ("arg1->48": the pointer at offset 48 of argument 1).  */
int rp_call_obj(struct rp_lower *L, gcall *stmt, const struct rp_api *api,
		const struct rp_objref *o, tree lhs)
{
	int v = rp_call_obj_base(L, stmt, api, o, lhs), i;

	for (i = 0; v >= 0 && i < o->npath; i++)
		v = o->path[i].load
			    ? rp_val_load(L->f, RP_T_PTR, rp_val_addr(L->f, v, o->path[i].off))
			    : rp_val_addr(L->f, v, o->path[i].off);
	return v;
}

/* The base of rp_call_obj: argument, result or global.  */
int rp_call_obj_base(struct rp_lower *L, gcall *stmt, const struct rp_api *api,
		     const struct rp_objref *o, tree lhs)
{
	int v;
	tree t;

	if (o->arg == 0)
		return lhs ? rp_value_of(L, lhs) : -1;
	if (o->arg == -2)
		return rp_val_global(L->f, o->gvar_uid);
	if (o->arg < 0) {
		/* The family's one object (the RCU read side), or a named one
		   (another file's static variable, from its summaries): a
		   global that no declaration has (DECL_UIDs are small).  */
		const char *name = o->gname ? o->gname : api->family;
		varpool_node *vn;

		/* A public variable this unit declares is that variable: the
		   caller's own &__this_module is the same object.  */
		if (o->gname && !strchr(o->gname, ':'))
			FOR_EACH_VARIABLE(vn)
			{
				if (TREE_PUBLIC(vn->decl) && DECL_NAME(vn->decl) &&
				    !strcmp(IDENTIFIER_POINTER(DECL_NAME(vn->decl)), o->gname))
					return rp_val_global(L->f, DECL_UID(vn->decl));
			}
		v = rp_val_global(L->f, 0x80000000u | rp_hash_str(name));
		if (o->gname && strchr(name, ':'))
			name = strchr(name, ':') + 1;
		rp_val_name(L->f, v, name);
		return v;
	}
	t = gimple_call_arg(stmt, o->arg - 1);
	v = rp_value_of(L, t);
	if (v < 0)
		return -1;
	rp_name(L, v, t);
	if (o->deref) {
		struct rp_buf b = { 0, 0, 0 };

		v = rp_val_load(L->f, RP_T_PTR, v);
		if (TREE_CODE(t) == ADDR_EXPR && rp_expr_name(&b, TREE_OPERAND(t, 0), 0))
			rp_val_name(L->f, v, b.s);
		rp_buf_free(&b);
	}
	return v;
}

/* Whether function FNDECL frees (with a database "free" function) the
   memory its parameter PARAM (0-based) points into, directly or through
   another function of this translation unit: 1 yes, 0 no (the whole body
   was seen), -1 cannot tell.  */
int rp_body_frees_param(tree fndecl, unsigned param, int depth)
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

/* For an init acquire of a kobject whose kobj_type KTYPE (a call argument)
   is a static object of this translation unit: whether its .release frees
   the container (see rp_event.release_frees).  */
int rp_ktype_release_frees(tree ktype)
{
	tree decl, init, field, val;
	unsigned HOST_WIDE_INT k;

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
		return rp_body_frees_param(TREE_OPERAND(val, 0), 0, 0);
	}
	return 0;	/* no release: nothing frees the container */
}

/* A call that gets the address of a local variable may write it: the
   location's contents are new afterwards.  */
void rp_lower_call_writes(struct rp_lower *L, int block, gcall *stmt)
{
	unsigned i;

	for (i = 0; i < gimple_call_num_args(stmt); i++) {
		tree a = gimple_call_arg(stmt, i);
		int v, ld;
		struct rp_event *ev;

		if (TREE_CODE(a) != ADDR_EXPR)
			continue;
		v = rp_value_of(L, a);
		if (v < 0 || L->f->values[rp_val_container(L->f, v)].kind != RP_V_LOCAL)
			continue;
		ld = rp_val_find_load(L->f, v);
		if (ld < 0)
			continue;
		ev = rp_event_add(L->f, block, RP_E_DEF, rp_locus(gimple_location(stmt)));
		ev->val = ld;
	}
}

/* Lower call STMT in BLOCK.  */
/* Append to B the field of record type T at byte offset OFF (SEP, then
   its name, looking into embedded records: "->dev.parent"): a pointer
   field if WANT_PTR, else the outermost field there.  Return its type, or
   NULL_TREE if the type has no such field.  */
tree rp_field_name(struct rp_buf *b, tree t, HOST_WIDE_INT off, bool want_ptr, const char *sep)
{
	tree fld;

	if (TREE_CODE(t) != RECORD_TYPE && TREE_CODE(t) != UNION_TYPE)
		return NULL_TREE;
	for (fld = TYPE_FIELDS(t); fld; fld = DECL_CHAIN(fld)) {
		tree ft = TREE_TYPE(fld), size = TYPE_SIZE_UNIT(ft);
		HOST_WIDE_INT pos;

		if (TREE_CODE(fld) != FIELD_DECL || !DECL_NAME(fld) ||
		    !tree_fits_shwi_p(byte_position(fld)))
			continue;
		pos = tree_to_shwi(byte_position(fld));
		if (pos == off && (!want_ptr || POINTER_TYPE_P(ft))) {
			rp_buf_printf(b, "%s%s", sep, IDENTIFIER_POINTER(DECL_NAME(fld)));
			return ft;
		}
		if (pos <= off && size && tree_fits_shwi_p(size) &&
		    off < pos + tree_to_shwi(size) && RECORD_OR_UNION_TYPE_P(ft)) {
			size_t len = b->len;
			tree in;

			rp_buf_printf(b, "%s%s", sep, IDENTIFIER_POINTER(DECL_NAME(fld)));
			if ((in = rp_field_name(b, ft, off - pos, want_ptr, ".")))
				return in;
			b->len = len;
			b->s[len] = 0;
		}
	}
	return NULL_TREE;
}

/* Append to B the fields the steps of O reach from expression NAME of type
   T ("window" becomes "window->pdev", "pdev" "&pdev->dev").  False if the
   types do not say.  */
bool rp_path_name(struct rp_buf *b, tree t, const struct rp_objref *o)
{
	char *base;
	int i;

	if (!o->npath)
		return true;
	base = xstrdup(b->s);
	b->len = 0;
	b->s[0] = 0;
	if (!o->path[o->npath - 1].load)
		rp_buf_add(b, "&");
	rp_buf_add(b, base);
	free(base);
	/* T is the type pointed to: after a field's address, the field's.  */
	if (!POINTER_TYPE_P(t))
		return false;
	t = TREE_TYPE(t);
	for (i = 0; i < o->npath; i++) {
		bool after_addr = i > 0 && !o->path[i - 1].load;

		t = rp_field_name(b, t, o->path[i].off, o->path[i].load, after_addr ? "." : "->");
		if (!t)
			return false;
		if (o->path[i].load) {
			if (!POINTER_TYPE_P(t))
				return false;
			t = TREE_TYPE(t);
		}
	}
	return true;
}

/* Whether calls of API are events of the pairing IR.  */
bool rp_is_event_kind(const struct rp_api *api)
{
	return api->kind == RP_ACQUIRE || api->kind == RP_RELEASE || api->kind == RP_FREE ||
	       api->kind == RP_TRANSFER || api->kind == RP_ALLOC || api->kind == RP_HELD;
}

/* The location of the last character of NAME, if the source has NAME
   at LOC; else 0.  */
static location_t rp_name_end(location_t loc, const char *name)
{
	expanded_location x = expand_location(loc);
	size_t len = strlen(name);

	if (!x.file || x.column < 1 || !len)
		return 0;
	char_span line = location_get_source_line(x.file, x.line);
	if (!line || (size_t)x.column - 1 + len > line.length() ||
	    memcmp(line.get_buffer() + x.column - 1, name, len))
		return 0;
	return linemap_position_for_loc_and_offset(line_table, loc, (int)len - 1);
}

/* Lower what API (one of the callee's records or summary effects) does at
   call STMT.  Return false if the call does not fit the record.  */
bool rp_lower_effect(struct rp_lower *L, int block, gcall *stmt, const struct rp_api *api,
		     tree lhs)
{
	tree fndecl = gimple_call_fndecl(stmt);
	unsigned nargs = gimple_call_num_args(stmt);
	struct rp_event *ev;
	int obj, ret, drop = -1;

	if ((api->obj.arg > 0 && (unsigned)api->obj.arg > nargs) ||
	    (unsigned)api->drops_arg > nargs || (unsigned)api->returns_arg > nargs) {
		rp_bad_arity(api, stmt, MAX(MAX(api->obj.arg, api->drops_arg), api->returns_arg));
		return false;
	}
	/* An object reached through a literal NULL argument does not exist:
	   fwnode_property_get_reference_args(..., NULL) only counts, and
	   takes nothing.  */
	if (api->obj.arg > 0 && !api->drops_arg &&
	    (api->obj.deref || (api->obj.npath && api->obj.path[0].load)) &&
	    integer_zerop(gimple_call_arg(stmt, api->obj.arg - 1)))
		return true;
	obj = rp_call_obj(L, stmt, api, &api->obj, lhs);
	ret = lhs ? rp_value_of(L, lhs) : -1;
	if (api->returns_arg)
		ret = -1;
	if (api->drops_arg) {
		struct rp_objref d;

		memset(&d, 0, sizeof(d));
		d.arg = api->drops_arg;
		drop = rp_call_obj(L, stmt, api, &d, NULL_TREE);
	}
	ev = rp_event_add(L->f, block, RP_E_CALL, rp_locus(gimple_location(stmt)));
	ev->api = api;
	ev->callee = IDENTIFIER_POINTER(DECL_NAME(fndecl));
	ev->obj = obj;
	ev->ret = ret;
	ev->drop = drop;
	if ((api->obj.arg == -2 || api->obj.gname) && api->objname) {
		rp_val_name(L->f, obj, api->objname);
		ev->objname = api->objname;
	}
	if (api->obj.arg > 0) {
		struct rp_buf b = { 0, 0, 0 };
		tree a = gimple_call_arg(stmt, api->obj.arg - 1);

		if (api->obj.deref && TREE_CODE(a) == ADDR_EXPR)
			a = TREE_OPERAND(a, 0);
		if (rp_expr_name(&b, a, 0) && rp_path_name(&b, TREE_TYPE(a), &api->obj))
			ev->objname = rp_arena_strdup(&L->f->arena, b.s);
		rp_buf_free(&b);
	}
	{
		location_t l = gimple_location(stmt);

		/* A fix-it needs the call's own text, not a macro's.  */
		if (!linemap_location_from_macro_expansion_p(line_table, l)) {
			ev->loc = LOCATION_LOCUS(get_start(l));
			ev->end_loc = LOCATION_LOCUS(get_finish(l));
			/* For a fix-it that renames the call (leak.c): where
			   the callee's name ends, once the source is seen to
			   spell it there.  */
			if (api->better && ev->loc)
				ev->name_end_loc = rp_name_end(ev->loc, ev->callee);
		}
	}
	/* kobject_init_and_add(kobj, ktype, ...), kobject_init(kobj, ktype).  */
	if ((api->flags & RP_API_INIT) && nargs >= 2 &&
	    POINTER_TYPE_P(TREE_TYPE(gimple_call_arg(stmt, 1))))
		ev->release_frees = (signed char)rp_ktype_release_frees(gimple_call_arg(stmt, 1));
	return true;
}

/* Lower call STMT in BLOCK: one event per record or summary effect of the
   callee, then what the call may write.  */
void rp_lower_call(struct rp_lower *L, int block, gcall *stmt)
{
	tree fndecl = gimple_call_fndecl(stmt);
	tree lhs = gimple_call_lhs(stmt);
	const struct rp_api *eff[RP_MAX_CALL_EFFECTS];
	struct rp_event *ev;
	int n = fndecl ? rp_call_effects(fndecl, eff, RP_MAX_CALL_EFFECTS) : 0, i;
	int first = (int)L->f->nevents;
	bool lowered = false, deref = false;

	if (lhs && TREE_CODE(lhs) != SSA_NAME)
		lhs = NULL_TREE;
	for (i = 0; i < n; i++) {
		if (!rp_is_event_kind(eff[i]))
			continue;
		if (!rp_lower_effect(L, block, stmt, eff[i], lhs))
			return;
		lowered = true;
		deref |= eff[i]->obj.deref;
	}
	for (i = first; i < (int)L->f->nevents; i++)
		L->f->events[i].call = first;
	if (lowered) {
		if (!deref)
			rp_lower_call_writes(L, block, stmt);
		return;
	}
	rp_lower_call_writes(L, block, stmt);
	if (lhs && rp_type_of(TREE_TYPE(lhs)) != RP_T_OTHER) {
		int v = rp_value_of(L, lhs);

		if (v >= 0 && L->f->values[v].kind == RP_V_CALL) {
			ev = rp_event_add(L->f, block, RP_E_DEF, rp_locus(gimple_location(stmt)));
			ev->val = v;
		}
	}
}

/* Record that STMT uses the memory value V points into (when uses
   matter, and V is not a local variable's address).  */
void rp_lower_use(struct rp_lower *L, int block, gimple *stmt, int v)
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
void rp_lower_uses(struct rp_lower *L, int block, gimple *stmt)
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
void rp_lower_stmt(struct rp_lower *L, int block, gimple *stmt)
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
		addr = rp_addr_of(L, lhs);
		val = rp_value_of(L, gimple_assign_rhs1(stmt));
		if (val < 0)
			break;
		ev = rp_event_add(L->f, block, RP_E_STORE, rp_locus(gimple_location(stmt)));
		ev->val = val;
		ev->dst = addr;
		ev->slot = addr >= 0 ? rp_val_load(L->f, rp_type_of(TREE_TYPE(lhs)), addr) : -1;
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

/* Add the IR edges of GCC block BB (IR block BLOCK).  */
void rp_lower_edges(struct rp_lower *L, basic_block bb, int block)
{
	gimple *last = rp_last_stmt(bb);
	edge e;
	edge_iterator ei;
	rp_pred pt = { -1, RP_C_ALL, RP_C_ALL };
	bool is_cond = last && gimple_code(last) == GIMPLE_COND;
	bool is_switch = last && gimple_code(last) == GIMPLE_SWITCH;

	if (is_cond) {
		gcond *c = as_a<gcond *>(last);
		tree op0 = gimple_cond_lhs(c), op1 = gimple_cond_rhs(c);
		enum tree_code code = gimple_cond_code(c);

		if (TREE_CODE(op0) == INTEGER_CST && TREE_CODE(op1) != INTEGER_CST) {
			std::swap(op0, op1);
			code = swap_tree_comparison(code);
		}
		pt = rp_compare(L, op0, code, op1);
	}
	FOR_EACH_EDGE(e, ei, bb->succs)
	{
		int dst, ei_;
		gphi_iterator gpi;

		if (e->flags & EDGE_FAKE || e->dest == EXIT_BLOCK_PTR_FOR_FN(L->fun))
			continue;
		dst = L->bb_block[e->dest->index];
		if (dst < 0)
			continue;
		ei_ = rp_edge_add(L->f, block, dst);
		L->f->edges[ei_].goto_loc = rp_locus(e->goto_locus);
		if (is_cond) {
			L->f->edges[ei_].loc = rp_locus(gimple_location(last));
			if (pt.val >= 0)
				rp_edge_cond(L->f, ei_, pt.val,
					     (e->flags & EDGE_TRUE_VALUE) ? pt.t : pt.f);
		} else if (is_switch) {
			gswitch *sw = as_a<gswitch *>(last);
			int v = rp_value_of(L, gimple_switch_index(sw));
			unsigned mask = 0, i;

			L->f->edges[ei_].loc = rp_locus(gimple_location(last));
			for (i = 0; i < gimple_switch_num_labels(sw); i++) {
				tree lab = gimple_switch_label(sw, i);

				if (label_to_block(L->fun, CASE_LABEL(lab)) != e->dest)
					continue;
				if (i == 0 || !CASE_LOW(lab))
					mask = RP_C_ALL;
				else
					mask |= rp_range_classes(CASE_LOW(lab), CASE_HIGH(lab));
			}
			if (v >= 0 && mask)
				rp_edge_cond(L->f, ei_, v, mask);
		}
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
			rp_edge_move(L->f, ei_, pv, sv);
			if (!L->f->edges[ei_].goto_loc)
				L->f->edges[ei_].goto_loc =
					rp_locus(gimple_phi_arg_location_from_edge(phi, e));
		}
	}
}

/* Record the stores of function FUN: per address, how many and which; and
   the local variables whose address a call may store through.  */
void rp_scan_stores(struct rp_lower *L)
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
			addr = rp_addr_of(L, gimple_assign_lhs(s));
			if (addr < 0)
				continue;
			RP_GROW(L->store_count, L->capstores, (size_t)addr + 1);
			RP_GROW(L->store_stmt, L->capstmts, (size_t)addr + 1);
			L->store_count[addr]++;
			L->store_stmt[addr] = s;
		}
	}
}

/* What function FUN needs: RP_WORK if it calls an annotated acquire or
   release, plus RP_WORK_USES if uses of objects matter.  */
enum {
	RP_WORK = 1,		/* calls an acquire or release */
	RP_WORK_USES = 2,	/* calls an init or must-check acquire: record uses */
	RP_WORK_UNSURE = 4,	/* calls a function of this unit whose summary is
				   unknown: FUN's own summary is unknown too */
};

unsigned rp_has_work(function *fun)
{
	basic_block bb;
	unsigned work = 0;
	const struct rp_check_ops *checks[RP_CHECK_COUNT];
	unsigned needs = rp_checks_needs(checks, rp_checks_enabled(rp_opts.checks, checks));

	FOR_EACH_BB_FN(bb, fun)
	{
		gimple_stmt_iterator gsi;

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *s = gsi_stmt(gsi);
			const struct rp_api *eff[RP_MAX_CALL_EFFECTS];
			tree fndecl;
			int n, i;

			if (!is_gimple_call(s) || !(fndecl = gimple_call_fndecl(s)))
				continue;
			if (rp_callee_unknown(fndecl))
				work |= RP_WORK_UNSURE;
			n = rp_call_effects(fndecl, eff, RP_MAX_CALL_EFFECTS);
			for (i = 0; i < n; i++) {
				const struct rp_api *api = eff[i];

				if (api->kind == RP_ACQUIRE || api->kind == RP_RELEASE)
					work |= RP_WORK;
				/* Frees matter on their own to free-while-linked.  */
				if (api->kind == RP_FREE && (needs & RP_NEED_FREES))
					work |= RP_WORK;
				if (api->flags & (RP_API_INIT | RP_API_MUST_CHECK))
					work |= RP_WORK_USES;
			}
		}
	}
	return work;
}

/* Build the pairing IR of FUN.  */
struct rp_func *rp_lower_function(function *fun, bool uses)
{
	struct rp_lower L;
	basic_block bb, entry;
	tree restype = TREE_TYPE(DECL_RESULT(fun->decl));
	int nblocks = 0;

	memset(&L, 0, sizeof(L));
	L.fun = fun;
	L.uses = uses;
	L.f = rp_func_new(IDENTIFIER_POINTER(DECL_NAME(fun->decl)));
	L.nssa = num_ssa_names;
	L.ssa_val = XNEWVEC(int, L.nssa ? L.nssa : 1);
	for (unsigned i = 0; i < L.nssa; i++)
		L.ssa_val[i] = -2;
	L.bb_block = XNEWVEC(int, last_basic_block_for_fn(fun));
	for (int i = 0; i < last_basic_block_for_fn(fun); i++)
		L.bb_block[i] = -1;
	L.f->loc = rp_locus(DECL_SOURCE_LOCATION(fun->decl));
	L.f->end_loc = rp_locus(fun->function_end_locus);
	L.f->returns_void = VOID_TYPE_P(restype);
	L.f->returns_enum = TREE_CODE(restype) == ENUMERAL_TYPE;
	L.f->ret_type = L.f->returns_enum ? RP_T_OTHER : rp_type_of(restype);
	{
		cgraph_node *cn = cgraph_node::get(fun->decl);

		L.f->summarized_for_callers = !rp_opts.no_summaries && cn && cn->callers;
	}

	if (!dom_info_available_p(fun, CDI_DOMINATORS)) {
		calculate_dominance_info(CDI_DOMINATORS);
		L.made_doms = true;
	}
	rp_scan_stores(&L);

	/* Block 0 is the entry.  */
	entry = single_succ(ENTRY_BLOCK_PTR_FOR_FN(fun));
	L.bb_block[entry->index] = rp_block_new(L.f, entry->index);
	nblocks = 1;
	FOR_EACH_BB_FN(bb, fun)
	if (L.bb_block[bb->index] < 0) {
		L.bb_block[bb->index] = rp_block_new(L.f, bb->index);
		nblocks++;
	}
	FOR_EACH_BB_FN(bb, fun)
	{
		gimple_stmt_iterator gsi;
		int block = L.bb_block[bb->index];

		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi))
			rp_lower_stmt(&L, block, gsi_stmt(gsi));
	}
	FOR_EACH_BB_FN(bb, fun)
	rp_lower_edges(&L, bb, L.bb_block[bb->index]);
	rp_func_finish(L.f);

	if (L.made_doms)
		free_dominance_info(CDI_DOMINATORS);
	XDELETEVEC(L.ssa_val);
	XDELETEVEC(L.bb_block);
	free(L.store_count);
	free(L.store_stmt);
	free(L.escaped);
	return L.f;
}

int rp_report_cmp(const void *a, const void *b)
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

} /* namespace */

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
void rp_analyze_function(function *fun)
{
	clock_t t0;
	struct rp_func *f;
	struct rp_engine *eng;
	const struct rp_report **sorted;
	const struct rp_check_ops *checks[RP_CHECK_COUNT];
	unsigned work;
	int i, n, nchecks;

	rp_stats.functions++;
	work = rp_has_work(fun);
	rp_summary_seen(fun->decl, !(work & RP_WORK_UNSURE));
	if (!(work & (RP_WORK | RP_WORK_USES)))
		return;
	rp_stats.analysed++;
	t0 = rp_opts.stats ? clock() : 0;
	f = rp_lower_function(fun, work & RP_WORK_USES);
	if (dump_file) {
		struct rp_buf b = { 0, 0, 0 };

		rp_func_dump(f, &b);
		fputs(b.s, dump_file);
		rp_buf_free(&b);
	}
	nchecks = rp_checks_enabled(rp_opts.checks, checks);
	f->annotation = rp_lookup_annotated(fun->decl);
	eng = rp_engine_new(f, checks, nchecks, rp_opts.max_states);
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
	rp_summary_store(fun->decl, eng);
	rp_engine_free(eng);
	rp_func_free(f);
}
