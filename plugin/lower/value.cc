/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/value.cc: the value term (core/ir.h) of each operand.  Copies,
 * casts and __builtin_expect are looked through; "&x->f" and
 * container_of() fold into ADDR terms; loads become LOAD terms, or the
 * stored value when one store to that place dominates the load; results
 * of database calls follow their record (an alias is its argument,
 * ERR_PTR() is negative, PTR_ERR() maps its argument's classes); calls of
 * accessors (lower/accessor.cc) become ACCESSOR terms keyed by their
 * arguments.  Each SSA name's value is computed once per function.
 */
#include "lower/lower.h"

/* The IR type of values of GCC type TYPE.  */
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
		/* An index whose value is a constant ("i = 0; &p->e[i]") is
		   the element at that constant, as "&p->e[0]" spells it.  */
		if (L->f->values[args[1]].kind == RP_V_CONST && array_ref_low_bound(ref) &&
		    integer_zerop(array_ref_low_bound(ref)) &&
		    tree_fits_shwi_p(array_ref_element_size(ref))) {
			long long k = L->f->values[args[1]].off;
			long long size = tree_to_shwi(array_ref_element_size(ref));

			if (k >= 0 && k < (1LL << 24) && size > 0 && size < (1LL << 24))
				return rp_val_addr(L->f, args[0], k * size);
		}
		return rp_val_accessor(L->f, RP_T_PTR, RP_ELEM_FN, args, 2);
	}
	base = get_inner_reference(ref, &bitsize, &bitpos, &offset, &mode, &unsignedp,
				   &reversep, &volatilep);
	if (offset || !bitpos.is_constant(&bp) || bp % BITS_PER_UNIT) {
		/* A field of an element at a variable index,
		   "&hw->blk[blk].es.lock": the field's offset from the
		   element's term.  */
		tree field = TREE_CODE(ref) == COMPONENT_REF ? TREE_OPERAND(ref, 1) : NULL_TREE;

		if (field && TREE_CODE(field) == FIELD_DECL && !DECL_BIT_FIELD(field) &&
		    !TREE_OPERAND(ref, 2) && tree_fits_shwi_p(byte_position(field))) {
			int b = rp_addr_of_env(L, TREE_OPERAND(ref, 0), env);

			if (b >= 0)
				return rp_val_addr(L->f, b, tree_to_shwi(byte_position(field)));
		}
		return -1;
	}
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

/* Whether the one store at STORE comes before USE on every path.  */
static bool rp_dominates(gimple *store, gimple *use)
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
static int rp_load_of(struct rp_lower *L, tree ref, gimple *at)
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

		int v = is_gimple_assign(st) && gimple_assign_single_p(st)
				? rp_value_of(L, gimple_assign_rhs1(st))
				: -1;

		/* A stored constant the IR has no term for (a real, a
		   CONSTRUCTOR): the load keeps its own term.  */
		if (v >= 0)
			return v;
	}
	return rp_val_load(L->f, t, addr);
}

/* Whether a store to address ADDR may follow statement AT: later in
   AT's block, or in a block reachable from it.  */
static bool rp_rewritten_after(struct rp_lower *L, int addr, gimple *at)
{
	basic_block from = gimple_bb(at), bb;
	gimple_stmt_iterator gsi;
	auto_vec<basic_block, 16> stack;
	edge e;
	edge_iterator ei;
	size_t i;
	bool any = false;

	if (!from || (size_t)addr >= L->capstores || !L->store_count[addr])
		return false;
	for (gsi = gsi_for_stmt(at), gsi_next(&gsi); !gsi_end_p(gsi); gsi_next(&gsi))
		if (gsi_stmt(gsi) != at && gimple_store_p(gsi_stmt(gsi)))
			for (i = 0; i < L->nstores; i++)
				if (L->stores[i].stmt == gsi_stmt(gsi) && L->stores[i].addr == addr)
					return true;
	auto_sbitmap seen(last_basic_block_for_fn(L->fun));
	auto_sbitmap has(last_basic_block_for_fn(L->fun));

	bitmap_clear(seen);
	bitmap_clear(has);
	for (i = 0; i < L->nstores; i++)
		if (L->stores[i].addr == addr && gimple_bb(L->stores[i].stmt)) {
			bitmap_set_bit(has, gimple_bb(L->stores[i].stmt)->index);
			any = true;
		}
	if (!any)
		return false;
	stack.safe_push(from);
	while (!stack.is_empty()) {
		bb = stack.pop();
		FOR_EACH_EDGE(e, ei, bb->succs)
		{
			if (bitmap_bit_p(seen, e->dest->index))
				continue;
			if (bitmap_bit_p(has, e->dest->index))
				return true;
			bitmap_set_bit(seen, e->dest->index);
			stack.safe_push(e->dest);
		}
	}
	return false;
}

/* Whether a store to address ADDR lies between statements FROM and TO of
   one block.  */
static bool rp_store_between(struct rp_lower *L, int addr, gimple *from, gimple *to)
{
	gimple_stmt_iterator gsi;
	size_t i;

	for (gsi = gsi_for_stmt(from), gsi_next(&gsi); !gsi_end_p(gsi) && gsi_stmt(gsi) != to;
	     gsi_next(&gsi))
		if (gimple_store_p(gsi_stmt(gsi)))
			for (i = 0; i < L->nstores; i++)
				if (L->stores[i].stmt == gsi_stmt(gsi) && L->stores[i].addr == addr)
					return true;
	return false;
}

/* Whether some use of NAME (loaded from ADDR at DEF, or computed from
   such a load) may read it after a store to ADDR: a use in another block,
   or after such a store in DEF's.  "x->flags |= F" loads, computes and
   stores: its value is used before the store only, and needs no copy of
   its own.  A value computed from the load ("b = (*pos >> 23) & 1") is
   the load's value as far as the store goes: its uses count, to a small
   depth.  */
static bool rp_used_after_store_from(struct rp_lower *L, tree name, int addr, gimple *def,
				     int depth)
{
	imm_use_iterator it;
	use_operand_p use;

	FOR_EACH_IMM_USE_FAST(use, it, name)
	{
		gimple *u = USE_STMT(use);

		if (is_gimple_debug(u))
			continue;
		if (gimple_bb(u) != gimple_bb(def) || gimple_code(u) == GIMPLE_PHI ||
		    rp_store_between(L, addr, def, u))
			return true;
		if (depth < 4 && is_gimple_assign(u) && !gimple_store_p(u) &&
		    TREE_CODE(gimple_assign_lhs(u)) == SSA_NAME &&
		    rp_used_after_store_from(L, gimple_assign_lhs(u), addr, def, depth + 1))
			return true;
	}
	return false;
}

static bool rp_used_after_store(struct rp_lower *L, tree name, int addr, gimple *def)
{
	return rp_used_after_store_from(L, name, addr, def, 0);
}

/* The value SSA name NAME gets from the load REF at DEF.  A LOAD term
   stands for what the location holds when the term is used; when a store
   may rewrite the location after the load, NAME must keep what it read
   ("__val = *__ptr; *__ptr = NULL; return __val;", no_free_ptr()), so it
   gets a term of its own (a PHI term: its value depends on the path),
   which an RP_E_COPY event at DEF sets to the location's value there.  */
static int rp_loaded_value(struct rp_lower *L, tree name, tree ref, gimple *def)
{
	int v = rp_load_of(L, ref, def);
	const struct rp_value *x = &L->f->values[v];

	int addr;

	if (x->kind != RP_V_LOAD)
		return v;
	addr = rp_val_addr(L->f, x->base, x->off);
	if (!rp_rewritten_after(L, addr, def) || !rp_used_after_store(L, name, addr, def))
		return v;
	return rp_val_phi(L->f, rp_type_of(TREE_TYPE(name)), SSA_NAME_VERSION(name));
}

/* The location term load STMT reads (what rp_loaded_value copies).  */
int rp_load_term(struct rp_lower *L, gimple *stmt)
{
	return rp_load_of(L, gimple_assign_rhs1(stmt), stmt);
}

/* The value of call STMT's result.  */
static int rp_call_value(struct rp_lower *L, gcall *stmt, tree lhs)
{
	tree fndecl = gimple_call_fndecl(stmt);
	enum rp_vtype t = rp_type_of(TREE_TYPE(lhs));
	const struct rp_api *api;
	unsigned id = SSA_NAME_VERSION(lhs);

	if (gimple_call_builtin_p(stmt, BUILT_IN_EXPECT))
		return rp_value_of(L, gimple_call_arg(stmt, 0));
	if (!fndecl)
		return rp_val_call(L->f, t, id);
	if (t == RP_T_PTR && DECL_IS_MALLOC(fndecl)) {
		int v = rp_val_call(L->f, t, id);

		L->f->values[v].fresh = true;
		/* gnulib's x* allocators exit instead of failing.  */
		L->f->values[v].nonnull = lookup_attribute("returns_nonnull",
							   TYPE_ATTRIBUTES(TREE_TYPE(fndecl))) != NULL_TREE;
		return v;
	}
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
		case RP_FALLIBLE: {
			int v = rp_val_call(L->f, t, id);

			L->f->values[v].ok = (unsigned char)rp_when_mask(api->when);
			return v;
		}
		default:
			break;
		}
		/* "pci_irq_vector(pdev, 0)" twice is one object.  */
		if (api->kind != RP_PURE)
			return rp_val_call(L->f, t, id);
	}
	if (api || ((gimple_call_flags(stmt) & (ECF_CONST | ECF_PURE)) &&
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
static bool rp_mutable_local(struct rp_lower *L, int v)
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
static unsigned rp_int_class(tree c)
{
	int sgn = tree_int_cst_sgn(c);

	return sgn < 0 ? RP_C_NEG : sgn == 0 ? RP_C_ZERO : RP_C_POS;
}

/* Whether A is a read of errno: the int that the C library's errno
   function returns the address of (glibc and musl: __errno_location(),
   bionic: __errno(), the BSDs: __error()).  */
static bool rp_errno_read(tree a)
{
	static const char *const fns[] = { "__errno_location", "__errno", "__error" };
	gimple *def, *call;
	tree ref, fndecl;
	size_t i;

	if (TREE_CODE(a) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF(a))
		return false;
	def = SSA_NAME_DEF_STMT(a);
	if (!gimple_assign_single_p(def) || TREE_CODE(ref = gimple_assign_rhs1(def)) != MEM_REF ||
	    !integer_zerop(TREE_OPERAND(ref, 1)) || TREE_CODE(TREE_OPERAND(ref, 0)) != SSA_NAME ||
	    SSA_NAME_IS_DEFAULT_DEF(TREE_OPERAND(ref, 0)))
		return false;
	call = SSA_NAME_DEF_STMT(TREE_OPERAND(ref, 0));
	if (!is_gimple_call(call) || !(fndecl = gimple_call_fndecl(call)) || !DECL_NAME(fndecl) ||
	    gimple_call_num_args(call) != 0)
		return false;
	for (i = 0; i < ARRAY_SIZE(fns); i++)
		if (!strcmp(IDENTIFIER_POINTER(DECL_NAME(fndecl)), fns[i]))
			return true;
	return false;
}

/* MIN_EXPR or MAX_EXPR of a value and a constant, or NEGATE_EXPR, as a MAP
   value ("return r < 0 ? r : 0;" folds into MIN_EXPR <r, 0>), and -errno
   as a negative number; -1 if not of that shape.  */
static int rp_minmax_value(struct rp_lower *L, gimple *def, enum rp_vtype t)
{
	enum tree_code code = gimple_assign_rhs_code(def);
	tree a = gimple_assign_rhs1(def), c;
	unsigned char map[3];
	unsigned i, k;
	int b;

	/* "return -errno;": POSIX code reads errno after a call failed, when
	   it holds a positive error number.  */
	if (code == NEGATE_EXPR && rp_errno_read(a))
		return rp_val_class(L->f, t, RP_C_NEG);
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

/* Where the bits at bit POS of INNER (a memory reference) lie: the term
   of the pointer or variable they are reached from (*BASE) and their bit
   position from there (*BIT).  One bit-field spelt "dev->power.irq_safe"
   or "BIT_FIELD_REF <MEM[dev + 345B], 8, 0> & 16" is one place.  */
static bool rp_bits_place(struct rp_lower *L, tree inner, unsigned HOST_WIDE_INT pos, int *base,
			  long long *bit)
{
	int addr = rp_addr_of(L, inner);
	long long off;

	if (addr < 0 || BYTES_BIG_ENDIAN)
		return false;
	rp_val_split_addr(L->f, addr, base, &off);
	if (off < 0 || off > (1LL << 30) || pos > (1u << 24))
		return false;
	*bit = off * BITS_PER_UNIT + (long long)pos;
	return true;
}

/* The place (rp_bits_place) and width of the bits store LHS writes: a
   bit-field of a structure or a BIT_FIELD_REF.  */
static bool rp_store_bits(struct rp_lower *L, tree lhs, int *base, long long *bit,
			  unsigned HOST_WIDE_INT *width)
{
	unsigned HOST_WIDE_INT pos;
	tree field;

	if (TREE_CODE(lhs) == BIT_FIELD_REF) {
		if (!tree_fits_uhwi_p(TREE_OPERAND(lhs, 1)) || !tree_fits_uhwi_p(TREE_OPERAND(lhs, 2)))
			return false;
		*width = tree_to_uhwi(TREE_OPERAND(lhs, 1));
		pos = tree_to_uhwi(TREE_OPERAND(lhs, 2));
	} else {
		field = TREE_OPERAND(lhs, 1);
		if (!tree_fits_uhwi_p(DECL_FIELD_OFFSET(field)) ||
		    !tree_fits_uhwi_p(DECL_FIELD_BIT_OFFSET(field)) ||
		    !tree_fits_uhwi_p(DECL_SIZE(field)))
			return false;
		pos = tree_to_uhwi(DECL_FIELD_OFFSET(field)) * BITS_PER_UNIT +
		      tree_to_uhwi(DECL_FIELD_BIT_OFFSET(field));
		*width = tree_to_uhwi(DECL_SIZE(field));
	}
	return rp_bits_place(L, TREE_OPERAND(lhs, 0), pos, base, bit);
}

/* Whether the function being lowered stores to bits of the place reached
   from BASE where the lowering cannot follow it: a store to a bit-field or
   through a BIT_FIELD_REF whose place is not known, reached from BASE's
   container.  Stores to known places are events (rp_lower_bits_store):
   they renew the terms of the bits they write.  */
static bool rp_bits_stored_unknown(struct rp_lower *L, int base)
{
	int k;

	for (k = 0; k < L->nbf_stores; k++) {
		tree lhs = gimple_get_lhs(L->bf_stores[k]);
		unsigned HOST_WIDE_INT width;
		long long sbit;
		int sbase, a;

		if (rp_store_bits(L, lhs, &sbase, &sbit, &width))
			continue;
		a = rp_addr_of(L, TREE_OPERAND(lhs, 0));
		if (a < 0 || rp_val_container(L->f, a) == rp_val_container(L->f, base))
			return true;
	}
	return false;
}

/* The term of the WIDTH bits at bit BIT of the place reached from BASE.  */
static int rp_bits_term(struct rp_lower *L, enum rp_vtype t, int base, long long bit,
			unsigned HOST_WIDE_INT width)
{
	int args[2];

	args[0] = base;
	args[1] = rp_val_const(L->f, RP_T_INT, (long long)((unsigned long long)bit << 16 | width));
	return rp_val_accessor(L->f, t, RP_BITS_FN, args, 2);
}

/* The value REF, a BIT_FIELD_REF that GCC folds a test of a bit-field
   into ("BIT_FIELD_REF <*chip, 8, 0> & 1" for "if (chip->runtime_pm)"),
   reads: one term per place and width (rp_bits_place), so that the field
   tested twice is one value, as a load is; the function's stores to the
   bits renew it (rp_lower_bits_store).  Opaque where a store to the same
   structure writes bits the lowering cannot place, unless the memory is
   read-only through this reference (a const chip description).  */
static int rp_bitfield_value(struct rp_lower *L, tree ref, enum rp_vtype t)
{
	tree inner = TREE_OPERAND(ref, 0);
	unsigned HOST_WIDE_INT size, pos;
	long long bit;
	int base;

	if (!tree_fits_uhwi_p(TREE_OPERAND(ref, 1)) || !tree_fits_uhwi_p(TREE_OPERAND(ref, 2)))
		return rp_val_opaque(L->f, t);
	size = tree_to_uhwi(TREE_OPERAND(ref, 1));
	pos = tree_to_uhwi(TREE_OPERAND(ref, 2));
	if (size > 0xffff || !rp_bits_place(L, inner, pos, &base, &bit) ||
	    (!TYPE_READONLY(TREE_TYPE(inner)) && rp_bits_stored_unknown(L, base)))
		return rp_val_opaque(L->f, t);
	return rp_bits_term(L, t, base, bit, size);
}

/* The value a load of bit-field REF ("dev->power.irq_safe") reads: the
   term a BIT_FIELD_REF test of the same bits has (rp_bitfield_value), or
   -1 where it cannot be placed.  */
static int rp_bitfield_load_value(struct rp_lower *L, tree ref, enum rp_vtype t)
{
	unsigned HOST_WIDE_INT width;
	long long bit;
	int base;

	if (!rp_store_bits(L, ref, &base, &bit, &width) || width > 0xffff ||
	    (!TYPE_READONLY(TREE_TYPE(TREE_OPERAND(ref, 0))) && rp_bits_stored_unknown(L, base)))
		return -1;
	return rp_bits_term(L, t, base, bit, width);
}

/* Whether V is a bit-field term (rp_bits_term): its place and width.  */
static bool rp_bits_spec(struct rp_lower *L, int v, int *base, long long *bit,
			 unsigned long long *width)
{
	const struct rp_value *x = &L->f->values[v];
	unsigned long long spec;

	if (x->kind != RP_V_ACCESSOR || x->id != RP_BITS_FN || x->nargs != 2)
		return false;
	*base = L->f->argpool[x->args];
	spec = (unsigned long long)L->f->values[L->f->argpool[x->args + 1]].off;
	*width = spec & 0xffff;
	*bit = (long long)(spec >> 16);
	return true;
}

/* "BITS & MASK" where BITS is a bit-field term and MASK one run of its
   bits ("BIT_FIELD_REF <...> & 16"): the term of those bits alone, as a
   load of that bit-field reads them (its value is shifted down, its
   classes are the same); else -1.  */
static int rp_bits_masked(struct rp_lower *L, enum rp_vtype t, int b, long long mask)
{
	unsigned long long m = (unsigned long long)mask, width;
	int lo, n, base;
	long long bit;

	if (mask <= 0 || !rp_bits_spec(L, b, &base, &bit, &width))
		return -1;
	lo = __builtin_ctzll(m);
	n = __builtin_popcountll(m);
	/* One run of bits, all inside the field.  */
	if (((m >> lo) & ((m >> lo) + 1)) != 0 || (unsigned long long)(lo + n) > width)
		return -1;
	return rp_bits_term(L, t, base, bit + lo, (unsigned HOST_WIDE_INT)n);
}

/* Whether bits [BIT, BIT + WIDTH) and [SBIT, SBIT + SWIDTH) overlap.  */
static bool rp_bits_overlap(long long bit, unsigned long long width, long long sbit,
			    unsigned long long swidth)
{
	return bit < sbit + (long long)swidth && sbit < bit + (long long)width;
}

/* Store STMT of BLOCK writes a bit-field ("dev->gclk_use = 1"): the term
   of exactly those bits gets the stored value, and the terms of other bits
   that share some with them (the byte a masked test reads) get new values.
   The terms of every bit-field read exist before any statement is lowered
   (function.cc, rp_intern_rewritten_reads), so a read before the store in
   block order is renewed too.  */
void rp_lower_bits_store(struct rp_lower *L, int block, gimple *stmt)
{
	tree lhs = gimple_assign_lhs(stmt);
	unsigned HOST_WIDE_INT width;
	long long bit;
	int base, exact, val;
	size_t w;
	struct rp_event *ev;

	if ((TREE_CODE(lhs) != BIT_FIELD_REF &&
	     !(TREE_CODE(lhs) == COMPONENT_REF && DECL_BIT_FIELD(TREE_OPERAND(lhs, 1)))) ||
	    !rp_store_bits(L, lhs, &base, &bit, &width) || width > 0xffff)
		return;
	exact = rp_bits_term(L, rp_type_of(TREE_TYPE(lhs)), base, bit, width);
	for (w = 0; w < L->f->nvalues; w++) {
		unsigned long long wwidth;
		long long wbit;
		int wbase;

		if ((int)w == exact || !rp_bits_spec(L, (int)w, &wbase, &wbit, &wwidth) ||
		    wbase != base || !rp_bits_overlap(bit, width, wbit, wwidth))
			continue;
		ev = rp_event_add(L->f, block, RP_E_DEF, rp_locus(gimple_location(stmt)));
		ev->val = (int)w;
	}
	val = rp_value_of(L, gimple_assign_rhs1(stmt));
	if (val < 0) {
		ev = rp_event_add(L->f, block, RP_E_DEF, rp_locus(gimple_location(stmt)));
		ev->val = exact;
		return;
	}
	ev = rp_event_add(L->f, block, RP_E_STORE, rp_locus(gimple_location(stmt)));
	ev->val = val;
	ev->dst = -1;
	ev->slot = exact;
}

int rp_param_position(tree fndecl, tree parm)
{
	tree p;
	int i = 0;

	for (p = DECL_ARGUMENTS(fndecl); p; p = DECL_CHAIN(p), i++)
		if (p == parm)
			return i;
	return -1;
}

/* The value of SSA name NAME.  */
static int rp_ssa_value(struct rp_lower *L, tree name)
{
	enum rp_vtype t = rp_type_of(TREE_TYPE(name));
	gimple *def;

	if (SSA_NAME_IS_DEFAULT_DEF(name)) {
		tree var = SSA_NAME_VAR(name);

		if (var && TREE_CODE(var) == PARM_DECL) {
			int i = rp_param_position(L->fun->decl, var);

			return i < 0 ? rp_val_opaque(L->f, t) : rp_val_param(L->f, t, (unsigned)i);
		}
		return rp_val_opaque(L->f, t);
	}
	def = SSA_NAME_DEF_STMT(name);
	switch (gimple_code(def)) {
	case GIMPLE_PHI: {
		/* A PHI whose arguments are all one value is that value
		   ("vector" decremented to 1 on both ways into an unwinding
		   label).  The PHI term stands for NAME while its arguments
		   are looked at, so that a loop through it ends there (and
		   its arguments then differ).  */
		gphi *phi = as_a<gphi *>(def);
		int p = rp_val_phi(L->f, t, SSA_NAME_VERSION(name)), same = -1;
		unsigned i, ver = SSA_NAME_VERSION(name);

		if (ver >= L->nssa || gimple_phi_num_args(phi) < 2 || gimple_phi_num_args(phi) > 8)
			return p;
		L->ssa_val[ver] = p;
		for (i = 0; i < gimple_phi_num_args(phi); i++) {
			int a = rp_value_of(L, gimple_phi_arg_def(phi, i));

			if (a < 0 || a == p || (same >= 0 && a != same)) {
				same = -1;
				break;
			}
			same = a;
		}
		return same >= 0 ? same : p;
	}
	case GIMPLE_CALL:
		return rp_call_value(L, as_a<gcall *>(def), name);
	case GIMPLE_ASSIGN: {
		enum tree_code code = gimple_assign_rhs_code(def);
		tree rhs1 = gimple_assign_rhs1(def);

		if (gimple_assign_single_p(def)) {
			if (TREE_CODE(rhs1) == SSA_NAME || TREE_CODE(rhs1) == INTEGER_CST ||
			    TREE_CODE(rhs1) == ADDR_EXPR)
				return rp_value_of(L, rhs1);
			if (TREE_CODE(rhs1) == COMPONENT_REF &&
			    DECL_BIT_FIELD(TREE_OPERAND(rhs1, 1)) && t != RP_T_OTHER) {
				int bits = rp_bitfield_load_value(L, rhs1, t);

				if (bits >= 0)
					return bits;
			}
			if (TREE_CODE(rhs1) == MEM_REF || TREE_CODE(rhs1) == COMPONENT_REF ||
			    TREE_CODE(rhs1) == ARRAY_REF || TREE_CODE(rhs1) == VAR_DECL ||
			    TREE_CODE(rhs1) == PARM_DECL)
				return rp_loaded_value(L, name, rhs1, def);
			if (TREE_CODE(rhs1) == BIT_FIELD_REF && t != RP_T_OTHER)
				return rp_bitfield_value(L, rhs1, t);
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
			   value, so a put guarded like its get pairs with it.
			   Over a local that calls write too ("regmap_read(m, r,
			   &val)"): each such call renews the local's loads and
			   the terms computed from them (rp_define).  */
			long long c = (long long)tree_to_shwi(gimple_assign_rhs2(def));

			if (b >= 0 && code == BIT_AND_EXPR) {
				int bits = rp_bits_masked(L, t, b, c);

				if (bits >= 0)
					return bits;
			}
			if (b >= 0) {
				if (code == PLUS_EXPR)
					return rp_val_op(L->f, t, RP_OP_ADD, b, c);
				if (code == MINUS_EXPR && c != LLONG_MIN)
					return rp_val_op(L->f, t, RP_OP_ADD, b, -c);
				return rp_val_op(L->f, t, (unsigned)code, b, c);
			}
		}
		if (code == PLUS_EXPR && t != RP_T_OTHER &&
		    TREE_CODE(gimple_assign_rhs2(def)) != INTEGER_CST) {
			/* "base + i": one term however often it is computed,
			   so that an array element it indexes is one too.  */
			int args[2];

			args[0] = rp_value_of(L, rhs1);
			args[1] = rp_value_of(L, gimple_assign_rhs2(def));
			if (args[0] >= 0 && args[1] >= 0 && !rp_mutable_local(L, args[0]) &&
			    !rp_mutable_local(L, args[1]) &&
			    L->f->values[args[0]].kind != RP_V_OPAQUE &&
			    L->f->values[args[1]].kind != RP_V_OPAQUE) {
				if (args[0] > args[1]) {
					int tmp = args[0];

					args[0] = args[1];
					args[1] = tmp;
				}
				return rp_val_accessor(L->f, t, RP_SUM_FN, args, 2);
			}
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
			int args[2], v;

			args[0] = rp_value_of(L, rhs1);
			args[1] = rp_value_of(L, gimple_assign_rhs2(def));
			/* Pointer arithmetic ("imap + 1 + cells") is not NULL
			   in C: a function that returns it on success and NULL
			   on failure says which by its result.  */
			if (args[0] >= 0 && args[1] >= 0 && !rp_mutable_local(L, args[1]) &&
			    L->f->values[args[1]].kind != RP_V_OPAQUE)
				v = rp_val_accessor(L->f, t, RP_PTRADD_FN, args, 2);
			else
				v = rp_val_opaque(L->f, t);
			L->f->values[v].nonnull = true;
			return v;
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
