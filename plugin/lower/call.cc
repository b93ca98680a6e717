/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/call.cc: a call's events.  One RP_E_CALL event per record or
 * summary effect of the callee (lower/callee.cc decides which), with the
 * values of its object, result and dropped argument, the object's name for
 * messages, the locations a fix-it needs, and, for kobject inits, whether
 * the kobj_type's release frees the container (lower/ktype.cc).  A call
 * that is not an event still redefines what it may write: its result and
 * the local variables whose address it receives.
 */
#include "lower/lower.h"

#include <string.h>

/* Report once that database entry API does not fit a call.  */
static void rp_bad_arity(const struct rp_api *api, gcall *stmt, unsigned arg)
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

/* The variable T is the address of, when that variable has the cleanup
   attribute (GCC calls the attribute's function on its address at every
   exit of its scope); else NULL_TREE.  */
static tree rp_cleanup_var_at(tree t)
{
	tree var;

	if (!t || TREE_CODE(t) != ADDR_EXPR || !VAR_P(TREE_OPERAND(t, 0)))
		return NULL_TREE;
	var = TREE_OPERAND(t, 0);
	return lookup_attribute("cleanup", DECL_ATTRIBUTES(var)) ? var : NULL_TREE;
}

/* Whether call STMT is the one GCC makes at a scope's exit for a variable
   with the cleanup attribute: a call of the attribute's function on the
   variable's address.  */
static bool rp_is_scope_end_call(gcall *stmt)
{
	tree fndecl = gimple_call_fndecl(stmt), var, attr, fn;

	if (!fndecl || gimple_call_num_args(stmt) != 1 ||
	    !(var = rp_cleanup_var_at(gimple_call_arg(stmt, 0))))
		return false;
	attr = lookup_attribute("cleanup", DECL_ATTRIBUTES(var));
	if (!TREE_VALUE(attr))
		return false;
	fn = TREE_VALUE(TREE_VALUE(attr));
	return fn == fndecl || (TREE_CODE(fn) == IDENTIFIER_NODE && fn == DECL_NAME(fndecl));
}

/* Whether object reference O is the pointer its argument points to (*argN,
   argN->0): for &VAR, what VAR holds.  */
static bool rp_obj_is_held(const struct rp_objref *o)
{
	if (o->arg <= 0)
		return false;
	if (o->deref)
		return !o->npath;
	return o->npath == 1 && o->path[0].load && o->path[0].off == 0;
}

/* Append to B how the source spells the value that VAR, a variable with
   the cleanup attribute, holds, when its initialiser is a call whose
   record returns its argument N: that argument
   (class_mutex_constructor(&p->lock) returns &p->lock; a function that
   returns a struct returns it as the struct's first member).  False
   otherwise: the variable's own name is then the user's name for the
   value ("np" of __free(device_node)).  The variable a guard() declares
   is made by a macro; the value it holds is what the user wrote.  */
static bool rp_cleanup_value_name(struct rp_lower *L, struct rp_buf *b, tree var)
{
	basic_block bb;
	gimple_stmt_iterator gsi;

	FOR_EACH_BB_FN(bb, L->fun)
	{
		for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *s = gsi_stmt(gsi);
			tree fndecl;
			const struct rp_api *api;

			if (gimple_get_lhs(s) != var || gimple_clobber_p(s))
				continue;
			if (is_gimple_assign(s) && gimple_assign_single_p(s) &&
			    TREE_CODE(gimple_assign_rhs1(s)) == SSA_NAME)
				s = SSA_NAME_DEF_STMT(gimple_assign_rhs1(s));
			if (!is_gimple_call(s) || !(fndecl = gimple_call_fndecl(s)))
				continue;
			api = rp_lookup_call(fndecl);
			if (!api || api->returns_arg <= 0 ||
			    (unsigned)api->returns_arg > gimple_call_num_args(s))
				return false;
			return rp_expr_name(b, gimple_call_arg(s, api->returns_arg - 1), 0);
		}
	}
	return false;
}

/* Append to B the name of object reference O of a call whose argument
   O->arg is T, when O is what a cleanup variable holds and its
   initialiser says what that is (rp_cleanup_value_name).  */
static bool rp_held_value_name(struct rp_lower *L, struct rp_buf *b, tree t,
			       const struct rp_objref *o)
{
	tree var = rp_cleanup_var_at(t);

	return var && rp_obj_is_held(o) && rp_cleanup_value_name(L, b, var);
}

/* The base of rp_call_obj: argument, result or global.  */
static int rp_call_obj_base(struct rp_lower *L, gcall *stmt, const struct rp_api *api,
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
		if (rp_held_value_name(L, &b, t, o) ||
		    (TREE_CODE(t) == ADDR_EXPR && rp_expr_name(&b, TREE_OPERAND(t, 0), 0)))
			rp_val_name(L->f, v, b.s);
		rp_buf_free(&b);
	}
	return v;
}

/* The value object reference O of API designates at call STMT (whose
   result is LHS): an argument, the result, a global, then the steps of its
   path ("arg1->48": the pointer at offset 48 of argument 1).  */
static int rp_call_obj(struct rp_lower *L, gcall *stmt, const struct rp_api *api,
		       const struct rp_objref *o, tree lhs)
{
	int v = rp_call_obj_base(L, stmt, api, o, lhs), i;

	for (i = 0; v >= 0 && i < o->npath; i++)
		v = o->path[i].load
			    ? rp_val_load(L->f, RP_T_PTR, rp_val_addr(L->f, v, o->path[i].off))
			    : rp_val_addr(L->f, v, o->path[i].off);
	/* An accessor of it ("pci_irq_vector(pdev, 6)"), the term the
	   caller's own call of the accessor has; one with arguments of any
	   value is the object alone, and the release gives back every
	   accessor value of it (transfer.c).  */
	if (v >= 0 && o->acc_fn && !o->acc_any) {
		int args[RP_MAX_ACC_ARGS];

		for (i = 0; i < o->acc_nargs; i++)
			args[i] = i == o->acc_pos ? v
						  : rp_val_const(L->f, (enum rp_vtype)o->acc_ktype[i],
								 o->acc_k[i]);
		v = rp_val_accessor(L->f, (enum rp_vtype)o->acc_type, o->acc_fn, args, o->acc_nargs);
	}
	return v;
}

/* The field of record type REC that begins at byte offset OFF and whose
   type is a pointer, descending into members that are records; or
   NULL_TREE.  */
static tree rp_pointer_field_at(tree rec, HOST_WIDE_INT off, int depth)
{
	tree f;

	if (depth > 4 || !RECORD_OR_UNION_TYPE_P(rec))
		return NULL_TREE;
	for (f = TYPE_FIELDS(rec); f; f = DECL_CHAIN(f)) {
		HOST_WIDE_INT pos, size;

		if (TREE_CODE(f) != FIELD_DECL || !tree_fits_shwi_p(byte_position(f)) ||
		    !DECL_SIZE_UNIT(f) || !tree_fits_shwi_p(DECL_SIZE_UNIT(f)))
			continue;
		pos = tree_to_shwi(byte_position(f));
		size = tree_to_shwi(DECL_SIZE_UNIT(f));
		if (off < pos || off >= pos + size)
			continue;
		if (off == pos && POINTER_TYPE_P(TREE_TYPE(f)))
			return f;
		return rp_pointer_field_at(TREE_TYPE(f), off - pos, depth + 1);
	}
	return NULL_TREE;
}

/* A number for "member at byte offset OFF of record type REC".  */
static unsigned rp_field_key_of(tree rec, HOST_WIDE_INT off)
{
	rec = TYPE_MAIN_VARIANT(rec);
	if (!RECORD_OR_UNION_TYPE_P(rec) || off < 0)
		return 0;
	return ((unsigned)TYPE_UID(rec) * 2654435761u) ^ (unsigned)off ^ 1u;
}

/* The member a lock is, as a number (rp_event.field_key): the record
   type that holds it and its offset there, after the last pointer on the
   way ("&pd->driver->lock" and "&pt->pd->driver->lock" are both struct
   driver's lock).  Object reference O of the call STMT: its base
   argument's type, then the steps of its path.  0 when no member is
   reached (a lock pointer passed as it is: nothing says which lock it
   is).  Two spellings of one lock through pointers that the function
   cannot tell are equal (the page table's pd is the pd it came from)
   have the same number; transfer.c uses it only for a release that
   matches no lock held, and only where one lock held has it.  */
static unsigned rp_field_key(gcall *stmt, const struct rp_objref *o)
{
	tree t, ptr;
	HOST_WIDE_INT off = 0;
	int i, depth;

	if (o->arg < 1 || (unsigned)o->arg > gimple_call_num_args(stmt) || o->deref || o->acc_fn)
		return 0;
	t = gimple_call_arg(stmt, o->arg - 1);
	for (depth = 0; depth < 4 && TREE_CODE(t) == SSA_NAME; depth++) {
		gimple *def = SSA_NAME_DEF_STMT(t);

		if (!is_gimple_assign(def) ||
		    !(gimple_assign_single_p(def) || gimple_assign_cast_p(def)) ||
		    (TREE_CODE(gimple_assign_rhs1(def)) != SSA_NAME &&
		     TREE_CODE(gimple_assign_rhs1(def)) != ADDR_EXPR))
			break;
		t = gimple_assign_rhs1(def);
	}
	if (!POINTER_TYPE_P(TREE_TYPE(t)))
		return 0;
	if (TREE_CODE(t) == ADDR_EXPR && !o->npath) {
		/* "&_5->lock": the record the last dereference reaches.  */
		poly_int64 bitsize, bitpos;
		tree offset, base;
		machine_mode mode;
		int uns, rev, vol;

		base = get_inner_reference(TREE_OPERAND(t, 0), &bitsize, &bitpos, &offset, &mode,
					   &uns, &rev, &vol);
		if (base == TREE_OPERAND(t, 0) || offset || !bitpos.is_constant() ||
		    TREE_CODE(base) != MEM_REF || !tree_fits_shwi_p(TREE_OPERAND(base, 1)))
			return 0;
		return rp_field_key_of(TREE_TYPE(base),
				       bitpos.to_constant() / BITS_PER_UNIT +
					       tree_to_shwi(TREE_OPERAND(base, 1)));
	}
	if (!o->npath || TREE_CODE(t) == ADDR_EXPR)
		return 0;
	ptr = TREE_TYPE(t);
	for (i = 0; i < o->npath; i++) {
		tree rec = TREE_TYPE(ptr), f;

		if (!o->path[i].load) {
			off = o->path[i].off;
			return i == o->npath - 1 ? rp_field_key_of(rec, off) : 0;
		}
		f = rp_pointer_field_at(rec, o->path[i].off, 0);
		if (!f)
			return 0;
		ptr = TREE_TYPE(f);
	}
	/* The path ends on a pointer to the record: its first member.  */
	return rp_field_key_of(TREE_TYPE(ptr), 0);
}

/* A call that gets the address of a local variable may write it: the
   location's contents are new afterwards.  */
static void rp_lower_call_writes(struct rp_lower *L, int block, gcall *stmt)
{
	tree fndecl = gimple_call_fndecl(stmt);
	unsigned i;

	/* An accessor only reads what it is given: a guard's lock_ptr(&scope)
	   leaves the guard's variable as it was.  */
	if (fndecl && rp_is_accessor(fndecl, 0))
		return;
	for (i = 0; i < gimple_call_num_args(stmt); i++) {
		tree a = gimple_call_arg(stmt, i);
		int v, c;
		size_t w;

		if (TREE_CODE(a) != ADDR_EXPR)
			continue;
		v = rp_value_of(L, a);
		c = v >= 0 ? rp_val_container(L->f, v) : -1;
		if (c < 0 || L->f->values[c].kind != RP_V_LOCAL)
			continue;
		/* Every field of the variable: "get_info(&info)" fills
		   info.flags as well.  The loads' terms exist already
		   (rp_intern_rewritten_reads), also where a loop reads them
		   before this call in block order.  */
		for (w = 0; w < L->f->nvalues; w++) {
			struct rp_event *ev;

			if (L->f->values[w].kind != RP_V_LOAD || L->f->values[w].base != c)
				continue;
			ev = rp_event_add(L->f, block, RP_E_DEF, rp_locus(gimple_location(stmt)));
			ev->val = (int)w;
		}
	}
}

/* Whether calls of API are events of the pairing IR.  */
static bool rp_is_event_kind(const struct rp_api *api)
{
	return api->kind == RP_ACQUIRE || api->kind == RP_RELEASE || api->kind == RP_FREE ||
	       api->kind == RP_TRANSFER || api->kind == RP_ALLOC || api->kind == RP_HELD ||
	       api->kind == RP_MANAGE || api->kind == RP_NAMES;
}

/* The location of the last character of NAME, if the source has NAME
   at LOC; else 0.  */
static location_t rp_name_end(location_t loc, const char *name)
{
	expanded_location x = expand_location(loc);
	size_t len = strlen(name);

	if (!x.file || x.column < 1 || !len)
		return 0;
	rp_char_span line = rp_source_line(x.file, x.line);
	if (!line || (size_t)x.column - 1 + len > line.length() ||
	    memcmp(line.get_buffer() + x.column - 1, name, len))
		return 0;
	return linemap_position_for_loc_and_offset(line_table, loc, (int)len - 1);
}

/* A callback handed over with OBJ to be called later (action=argN:
   devm_add_action_or_reset(dev, off, st)): what its summary gives back
   of its first argument is the callback's to give back from here on, a
   MANAGE event each ("regulator_enable(st->vdd)" after it owes nothing,
   as after pcim_enable_device()).  */
static void rp_lower_action(struct rp_lower *L, int block, gcall *stmt,
			    const struct rp_api *api, int obj)
{
	tree a = gimple_call_arg(stmt, api->action_arg - 1);
	const struct rp_api *eff;
	int n = 0, i;

	STRIP_NOPS(a);
	if (obj < 0 || api->obj.arg <= 0 || api->obj.deref || api->obj.npath ||
	    TREE_CODE(a) != ADDR_EXPR || TREE_CODE(TREE_OPERAND(a, 0)) != FUNCTION_DECL)
		return;
	eff = rp_summary_effects(TREE_OPERAND(a, 0), &n);
	for (i = 0; eff && i < n; i++) {
		struct rp_api *m;
		struct rp_event *ev;
		int v;

		if (eff[i].kind != RP_RELEASE || eff[i].obj.arg != 1 || eff[i].obj.deref ||
		    (eff[i].flags & RP_API_ELEMENTS) || eff[i].obj.acc_any)
			continue;
		m = (struct rp_api *)rp_arena_alloc(&L->f->arena, sizeof(*m));
		memset(m, 0, sizeof(*m));
		m->name = eff[i].name;
		m->family = eff[i].family;
		m->kind = RP_MANAGE;
		m->obj = eff[i].obj;
		m->obj.arg = api->obj.arg;
		v = rp_call_obj(L, stmt, m, &m->obj, NULL_TREE);
		if (v < 0)
			continue;
		ev = rp_event_add(L->f, block, RP_E_CALL, rp_locus(gimple_location(stmt)));
		ev->api = m;
		ev->callee = m->name;
		ev->obj = v;
		ev->ret = -1;
		ev->drop = -1;
	}
}

/* Whether T has the same value on every turn of LOOP: a constant, a
   parameter's incoming value, an SSA name defined before the loop, or
   the address of a variable or of memory based on such a name.  */
static bool rp_loop_invariant(class loop *loop, tree t)
{
	if (TREE_CODE(t) == ADDR_EXPR) {
		/* An element whose index the turn computes is another one
		   each turn.  */
		for (t = TREE_OPERAND(t, 0); handled_component_p(t); t = TREE_OPERAND(t, 0))
			if ((TREE_CODE(t) == ARRAY_REF || TREE_CODE(t) == ARRAY_RANGE_REF) &&
			    !rp_loop_invariant(loop, TREE_OPERAND(t, 1)))
				return false;
		if (DECL_P(t))
			return true;
		if (TREE_CODE(t) != MEM_REF)
			return false;
		t = TREE_OPERAND(t, 0);
	}
	if (CONSTANT_CLASS_P(t))
		return true;
	if (TREE_CODE(t) != SSA_NAME)
		return false;
	return SSA_NAME_IS_DEFAULT_DEF(t) || !gimple_bb(SSA_NAME_DEF_STMT(t)) ||
	       !flow_bb_inside_loop_p(loop, gimple_bb(SSA_NAME_DEF_STMT(t)));
}

/* Whether release STMT runs in a loop on an object that is the same on
   every turn while another argument is a value the turn computes
   ("for_each_set_bit(i, map, n) event_free(gpu, i);" where event_free()
   puts gpu->dev): one reference per item that the structure records.
   rp_event.per_turn; the engine drops it if the loop also takes a
   reference on the object.  */
static bool rp_per_turn_release(struct rp_lower *L, gcall *stmt, const struct rp_api *api)
{
	basic_block bb = gimple_bb(stmt);
	class loop *loop;
	unsigned k;

	if (api->kind != RP_RELEASE || (api->flags & (RP_API_LOCK | RP_API_ELEMENTS)) ||
	    api->obj.arg <= 0 || api->obj.acc_fn || (unsigned)api->obj.arg > gimple_call_num_args(stmt) ||
	    !loops_for_fn(L->fun) || loops_state_satisfies_p(L->fun, LOOPS_NEED_FIXUP) || !bb)
		return false;
	loop = bb->loop_father;
	if (!loop || !loop_outer(loop) ||
	    !rp_loop_invariant(loop, gimple_call_arg(stmt, api->obj.arg - 1)))
		return false;
	for (k = 0; k < gimple_call_num_args(stmt); k++) {
		tree a = gimple_call_arg(stmt, k);

		if ((int)k != api->obj.arg - 1 && TREE_CODE(a) == SSA_NAME &&
		    (INTEGRAL_TYPE_P(TREE_TYPE(a)) || POINTER_TYPE_P(TREE_TYPE(a))) &&
		    !rp_loop_invariant(loop, a))
			return true;
	}
	return false;
}

/* Lower what API (one of the callee's records or summary effects) does at
   call STMT.  Return false if the call does not fit the record.  */
static bool rp_lower_effect(struct rp_lower *L, int block, gcall *stmt,
			    const struct rp_api *api, tree lhs)
{
	tree fndecl = gimple_call_fndecl(stmt);
	unsigned nargs = gimple_call_num_args(stmt);
	struct rp_event *ev;
	int obj, ret, drop = -1;

	if ((api->obj.arg > 0 && (unsigned)api->obj.arg > nargs) ||
	    (unsigned)api->drops_arg > nargs || (unsigned)api->returns_arg > nargs ||
	    (api->ktype_arg > 0 && (unsigned)api->ktype_arg > nargs) ||
	    (unsigned)api->each_arg > nargs || (unsigned)api->into_arg > nargs) {
		rp_bad_arity(api, stmt,
			     MAX(MAX(MAX(MAX(MAX(api->obj.arg, api->drops_arg), api->returns_arg),
					 api->ktype_arg), api->each_arg), api->into_arg));
		return false;
	}
	/* A callee that stores its argument where another points (into=,
	   a summary: "map->vaddr = vaddr"): the call is that store, handed
	   over or kept as the caller's own would be.  */
	if (api->kind == RP_TRANSFER && api->into_arg > 0 && api->obj.arg > 0 &&
	    !api->obj.deref && !api->obj.npath) {
		int v = rp_value_of(L, gimple_call_arg(stmt, api->obj.arg - 1));
		int d = rp_value_of(L, gimple_call_arg(stmt, api->into_arg - 1));

		if (v >= 0 && d >= 0) {
			ev = rp_event_add(L->f, block, RP_E_STORE, rp_locus(gimple_location(stmt)));
			ev->val = v;
			ev->dst = d;
		}
		return true;
	}
	/* A helper that gives back the elements its count argument bounds,
	   called with one less than a count ("unregister(p, i - 1)" after
	   element i failed): it gives back all but one, which the
	   collection cannot say, so it gives back nothing here.  */
	if (api->kind == RP_RELEASE && api->obj.acc_any && api->obj.count_arg > 0 &&
	    (unsigned)api->obj.count_arg <= nargs) {
		int c = rp_value_of(L, gimple_call_arg(stmt, api->obj.count_arg - 1));

		if (c >= 0 && L->f->values[c].kind == RP_V_OP && L->f->values[c].id == RP_OP_ADD &&
		    L->f->values[c].off < 0)
			return true;
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
	ev->flag_guarded = api->kind == RP_RELEASE && !(api->flags & RP_API_LOCK) &&
			   rp_flag_guarded(stmt);
	ev->per_turn = rp_per_turn_release(L, stmt, api);
	if (api->kind == RP_ACQUIRE && !(api->flags & RP_API_LOCK))
		ev->once = rp_once_acquire(stmt);
	ev->callee = api->shown ? api->shown : IDENTIFIER_POINTER(DECL_NAME(fndecl));
	ev->scope_end = rp_is_scope_end_call(stmt);
	ev->obj = obj;
	ev->ret = ret;
	ev->drop = drop;
	if ((api->flags & RP_API_LOCK) && (api->kind == RP_ACQUIRE || api->kind == RP_RELEASE))
		ev->field_key = rp_field_key(stmt, &api->obj);
	if ((api->obj.arg == -2 || api->obj.gname) && api->objname) {
		rp_val_name(L->f, obj, api->objname);
		ev->objname = api->objname;
	}
	if (api->obj.arg > 0 && !api->obj.acc_fn) {
		struct rp_buf b = { 0, 0, 0 };
		tree a = gimple_call_arg(stmt, api->obj.arg - 1);

		if (rp_held_value_name(L, &b, a, &api->obj)) {
			ev->objname = rp_arena_strdup(&L->f->arena, b.s);
			rp_val_name(L->f, obj, b.s);
		} else {
			bool object_base = false;

			if ((api->obj.deref || api->obj.npath) && TREE_CODE(a) == ADDR_EXPR) {
				a = TREE_OPERAND(a, 0);
				object_base = api->obj.npath > 0;
			}
			if (rp_expr_name(&b, a, 0) &&
			    rp_path_name(&b, TREE_TYPE(a), &api->obj, object_base))
				ev->objname = rp_arena_strdup(&L->f->arena, b.s);
		}
		rp_buf_free(&b);
	}
	/* A helper's object that the call site cannot name (reached through
	   dev_get_drvdata() in the helper): the helper's own name for it,
	   which the "takes it here, through" note shows in place.  */
	if (!ev->objname && api->inner && obj >= 0 && !L->f->values[obj].name)
		ev->objname = rp_arena_strdup(&L->f->arena, api->inner);
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
	/* The list a successful call links the object into (links=), and
	   the list whose every element a loop releases here.  */
	if (api->obj.arg > 0 && !api->obj.deref && !api->obj.npath && !api->obj.acc_fn) {
		tree a = gimple_call_arg(stmt, api->obj.arg - 1);

		if (api->kind == RP_ACQUIRE && api->links)
			ev->link = rp_list_link_head(L, TREE_TYPE(a), obj, api->links);
		if (api->kind == RP_RELEASE && !(api->flags & RP_API_ELEMENTS))
			ev->walk = rp_list_walk_head(L, stmt, a);
	}
	/* The array's extent (each=argN: regulator_bulk_disable(
	   ARRAY_SIZE(priv->supplies), priv->supplies)), when the count is a
	   constant and the element's size known.  */
	if (api->each_arg > 0 && api->obj.arg > 0 && !api->obj.deref && !api->obj.npath &&
	    !api->obj.acc_fn) {
		tree n = gimple_call_arg(stmt, api->each_arg - 1);
		tree t = TREE_TYPE(gimple_call_arg(stmt, api->obj.arg - 1));
		tree p = TYPE_ARG_TYPES(TREE_TYPE(fndecl));
		int k;

		/* The element's type as the callee declares it (the argument
		   may be the whole array's address).  */
		for (k = 1; p && k < api->obj.arg; k++)
			p = TREE_CHAIN(p);
		if (p && TREE_VALUE(p) && POINTER_TYPE_P(TREE_VALUE(p)))
			t = TREE_VALUE(p);

		if (TREE_CODE(n) == INTEGER_CST && tree_fits_uhwi_p(n) && POINTER_TYPE_P(t) &&
		    COMPLETE_TYPE_P(TREE_TYPE(t)) && tree_fits_uhwi_p(TYPE_SIZE_UNIT(TREE_TYPE(t))))
			ev->extent = (long long)(tree_to_uhwi(n) *
						 tree_to_uhwi(TYPE_SIZE_UNIT(TREE_TYPE(t))));
	}
	/* The kobj_type argument (ktype=argN: kobject_init_and_add(kobj,
	   ktype, ...)) says whether the last put frees the object.  */
	if ((api->flags & RP_API_INIT) && api->ktype_arg > 0 &&
	    POINTER_TYPE_P(TREE_TYPE(gimple_call_arg(stmt, api->ktype_arg - 1)))) {
		ev->release_frees =
			(signed char)rp_ktype_release_frees(gimple_call_arg(stmt, api->ktype_arg - 1));
		rp_lower_ktype_release(L, ev->obj, gimple_call_arg(stmt, api->ktype_arg - 1));
	}
	if (api->kind == RP_TRANSFER && api->action_arg > 0)
		rp_lower_action(L, block, stmt, api, obj);
	return true;
}

/* Whether a value of type T keeps a pointer at its start: a pointer, or
   a struct whose first member is one.  */
static bool rp_starts_with_ptr(tree t)
{
	tree fld;

	if (POINTER_TYPE_P(t))
		return true;
	if (TREE_CODE(t) != RECORD_TYPE)
		return false;
	for (fld = TYPE_FIELDS(t); fld; fld = DECL_CHAIN(fld))
		if (TREE_CODE(fld) == FIELD_DECL)
			return POINTER_TYPE_P(TREE_TYPE(fld)) && integer_zerop(byte_position(fld));
	return false;
}

/* A call whose record returns its argument N (returns=argN), with its
   result written straight to memory (DST, not an SSA name): the pointer
   stored at DST is argument N.  For a result of struct type, that is its
   first member: "guard = class_spinlock_constructor(&p->slock)" fills
   the guard's struct { spinlock_t *lock; ... }, which its cleanup reads.  */
static void rp_lower_returned_store(struct rp_lower *L, int block, gcall *stmt,
				    const struct rp_api *api, tree dst)
{
	struct rp_event *ev;
	int addr, val;

	if (api->returns_arg <= 0 || (unsigned)api->returns_arg > gimple_call_num_args(stmt) ||
	    !rp_starts_with_ptr(TREE_TYPE(dst)))
		return;
	addr = rp_addr_of(L, dst);
	val = rp_value_of(L, gimple_call_arg(stmt, api->returns_arg - 1));
	if (addr < 0 || val < 0)
		return;
	ev = rp_event_add(L->f, block, RP_E_STORE, rp_locus(gimple_location(stmt)));
	ev->val = val;
	ev->dst = addr;
	ev->slot = rp_val_load(L->f, RP_T_PTR, addr);
}

/* A call of a setter of the unit (rp_eval_setter: "dev->driver_data =
   data" in dev_set_drvdata(), reached through i2c_set_clientdata() and
   its kin) is the store it makes, as the caller's own assignment would
   be: a later read of that location (i2c_get_clientdata() in a helper,
   whose summary names "arg1->driver_data") is the value stored.  After
   the call's records, which may hand the value over as well.  */
static void rp_lower_setter_store(struct rp_lower *L, int block, gcall *stmt)
{
	tree fndecl = gimple_call_fndecl(stmt);
	int a[16], n = gimple_call_num_args(stmt), i, addr, val;
	function *fn = fndecl ? DECL_STRUCT_FUNCTION(fndecl) : NULL;
	struct rp_event *ev;

	/* Only a void function of the unit with a short straight-line body
	   can be one: the other calls, most of them, cost nothing here.  */
	if (!fn || !fn->cfg || n > 16 || gimple_call_lhs(stmt) ||
	    !VOID_TYPE_P(TREE_TYPE(TREE_TYPE(fndecl))) ||
	    n_basic_blocks_for_fn(fn) > NUM_FIXED_BLOCKS + 8)
		return;
	for (i = 0; i < n; i++)
		if ((a[i] = rp_value_of(L, gimple_call_arg(stmt, i))) < 0)
			return;
	if (!rp_eval_setter(L, fndecl, a, n, 0, &addr, &val))
		return;
	ev = rp_event_add(L->f, block, RP_E_STORE, rp_locus(gimple_location(stmt)));
	ev->val = val;
	ev->dst = addr;
	ev->slot = rp_val_load(L->f, RP_T_PTR, addr);
}

/* Lower call STMT in BLOCK: one event per record or summary effect of the
   callee, then what the call may write.  */
void rp_lower_call(struct rp_lower *L, int block, gcall *stmt)
{
	tree fndecl = gimple_call_fndecl(stmt);
	tree lhs = gimple_call_lhs(stmt), mem_lhs = NULL_TREE;
	const struct rp_api *eff[RP_MAX_CALL_EFFECTS];
	struct rp_event *ev;
	int n = fndecl ? rp_call_effects(fndecl, eff, RP_MAX_CALL_EFFECTS) : 0, i;
	int first = (int)L->f->nevents;
	bool lowered = false, deref = false;

	if (lhs && TREE_CODE(lhs) != SSA_NAME) {
		mem_lhs = lhs;
		lhs = NULL_TREE;
	}
	for (i = 0; i < n; i++) {
		if (!rp_is_event_kind(eff[i]))
			continue;
		if (!rp_lower_effect(L, block, stmt, eff[i], lhs))
			return;
		lowered = true;
		deref |= eff[i]->obj.deref || (eff[i]->flags & RP_API_WRITES);
	}
	for (i = first; i < (int)L->f->nevents; i++)
		L->f->events[i].call = first;
	/* A callback of the unit called directly (a probe calling its own
	   runtime resume): what its summary takes is tested by held lines
	   with its role (pm_runtime_status_suspended()).  */
	if (lowered && gimple_call_num_args(stmt) > 0) {
		unsigned roles = rp_function_roles(fndecl);

		if (roles) {
			int dev = rp_value_of(L, gimple_call_arg(stmt, 0));

			for (i = first; i < (int)L->f->nevents; i++) {
				L->f->events[i].callee_roles = roles;
				L->f->events[i].role_obj = dev;
			}
		}
	}
	for (i = 0; lowered && mem_lhs && i < n; i++)
		if (rp_is_event_kind(eff[i]) && eff[i]->returns_arg > 0) {
			rp_lower_returned_store(L, block, stmt, eff[i], mem_lhs);
			break;
		}
	rp_lower_setter_store(L, block, stmt);
	if (lowered) {
		if (!deref)
			rp_lower_call_writes(L, block, stmt);
		return;
	}
	rp_lower_call_writes(L, block, stmt);
	if (lhs && rp_type_of(TREE_TYPE(lhs)) != RP_T_OTHER) {
		int v = rp_value_of(L, lhs);

		/* A new value, unless the call returns one the function has
		   already (an alias such as dev_err_probe() returns its err
		   argument, whose classes stay known).  */
		if (v >= 0 && L->f->values[v].kind == RP_V_CALL &&
		    L->f->values[v].id == SSA_NAME_VERSION(lhs)) {
			ev = rp_event_add(L->f, block, RP_E_DEF, rp_locus(gimple_location(stmt)));
			ev->val = v;
		}
	}
}
