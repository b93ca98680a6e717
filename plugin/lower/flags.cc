/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/flags.cc: flags that record a held reference.  A function of the
 * unit that gives an object back only where a flag of the same structure
 * says so ("if (irq->requested) free_irq(irq->vector, ...)", "if
 * (priv->clk_on) clk_disable_unprepare(priv->clk)") makes the flag the
 * record of the reference: a function that stores a non-zero constant in
 * the flag ("irq->requested = 1") after taking the object leaves the
 * reference to whoever tests the flag (rp_event.records; the engine hands
 * it over in a function its unit calls, whose caller tears down).
 *
 * The same test in the function itself ("if (sched->has_ref) {
 * pm_runtime_put(dev); sched->has_ref = false; }") makes the release give
 * back what the flag records, held here or not (rp_event.flag_guarded), as
 * an if-held release does.
 *
 * The unit's function bodies are scanned once, when the first such store
 * or release is lowered: GCC has built every function's CFG by then (all
 * lowering passes run before the early local passes).  A release is
 * guarded where one branch of the test dominates its block (that branch
 * entered only from the test), and only a flag and an object of one
 * structure reached from one pointer pair up: the same register, or the
 * same reads of memory made again ("p->ring[i].r->flag" and
 * "p->ring[i].r->irq", rp_same_value).
 */
#include "lower/lower.h"

/* "A release of the object at byte OBJ_OFF of a TYPE is guarded by a test
   of bits [BITPOS, BITPOS + BITS) of the same TYPE".  */
struct rp_guard {
	tree type;
	HOST_WIDE_INT bitpos, bits, obj_off;
};

static struct rp_guard *rp_guards;
static size_t rp_nguards, rp_capguards;
/* Fields the unit stores constants in (obj_off unused): state flags.  */
static struct rp_guard *rp_setflags;
static size_t rp_nsetflags, rp_capsetflags;
static bool rp_guards_scanned;

/* The statement that defines T, a register of BB's function: an SSA
   name's definition, or before "ssa" the last assignment to the temporary
   in BB before statement BEFORE.  */
static gimple *rp_def_of(tree t, basic_block bb, gimple *before)
{
	gimple_stmt_iterator gsi;
	gimple *found = NULL;

	if (TREE_CODE(t) == SSA_NAME)
		return SSA_NAME_IS_DEFAULT_DEF(t) ? NULL : SSA_NAME_DEF_STMT(t);
	if (!VAR_P(t))
		return NULL;
	for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
		gimple *st = gsi_stmt(gsi);

		if (st == before)
			break;
		if (is_gimple_assign(st) && gimple_assign_lhs(st) == t)
			found = st;
	}
	return found;
}

/* The structure REF lies in, reached through one pointer: its base
   (a MEM_REF, compared with operand_equal_p), TYPE and bit position.  */
static bool rp_ref_place(tree ref, tree *base, tree *type, HOST_WIDE_INT *bitpos,
			 HOST_WIDE_INT *bits)
{
	poly_int64 psize, ppos;
	tree offset, b;
	machine_mode mode;
	int unsignedp, reversep, volatilep = 0;

	if (TREE_CODE(ref) != COMPONENT_REF && TREE_CODE(ref) != BIT_FIELD_REF)
		return false;
	b = get_inner_reference(ref, &psize, &ppos, &offset, &mode, &unsignedp, &reversep,
				&volatilep);
	if (offset || TREE_CODE(b) != MEM_REF || !integer_zerop(TREE_OPERAND(b, 1)) ||
	    TREE_CODE(TREE_TYPE(b)) != RECORD_TYPE || !psize.is_constant(bits) ||
	    !ppos.is_constant(bitpos))
		return false;
	*base = b;
	*type = TYPE_MAIN_VARIANT(TREE_TYPE(b));
	return true;
}

/* The flag condition COND tests: a field loaded from a structure, or bits
   of a BIT_FIELD_REF that GCC made of a bit-field's test ("x & 1").
   *NEGATED turns round for each "~" of a bool on the way ("!flag").  */
static bool rp_flag_tested(gcond *cond, tree *base, tree *type, HOST_WIDE_INT *bitpos,
			   HOST_WIDE_INT *bits, bool *negated)
{
	tree t = gimple_cond_lhs(cond);
	unsigned HOST_WIDE_INT mask = 0;
	gimple *def;
	int depth;

	if (!INTEGRAL_TYPE_P(TREE_TYPE(t)) || TREE_CODE(gimple_cond_rhs(cond)) != INTEGER_CST)
		return false;
	for (depth = 0; depth < 4; depth++) {
		def = rp_def_of(t, gimple_bb(cond), cond);
		if (!def || !is_gimple_assign(def))
			return false;
		switch (gimple_assign_rhs_code(def)) {
		case BIT_AND_EXPR:
			if (mask || TREE_CODE(gimple_assign_rhs2(def)) != INTEGER_CST ||
			    !tree_fits_uhwi_p(gimple_assign_rhs2(def)))
				return false;
			mask = tree_to_uhwi(gimple_assign_rhs2(def));
			t = gimple_assign_rhs1(def);
			continue;
		CASE_CONVERT:
			t = gimple_assign_rhs1(def);
			continue;
		case BIT_NOT_EXPR:
			/* "!flag" of a bool: "_2 = ~_1".  */
			if (mask || TREE_CODE(TREE_TYPE(t)) != BOOLEAN_TYPE)
				return false;
			*negated = !*negated;
			t = gimple_assign_rhs1(def);
			continue;
		case COMPONENT_REF:
		case BIT_FIELD_REF:
			if (!rp_ref_place(gimple_assign_rhs1(def), base, type, bitpos, bits))
				return false;
			/* The bits the mask keeps (little-endian bit numbering).  */
			if (mask) {
				if (BYTES_BIG_ENDIAN || *bits < 1 ||
				    *bits > HOST_BITS_PER_WIDE_INT || mask >> 1 >> (*bits - 1))
					return false;
				*bitpos += ctz_hwi(mask);
				*bits = floor_log2(mask) - ctz_hwi(mask) + 1;
			}
			return true;
		default:
			return false;
		}
	}
	return false;
}

static void rp_guard_add(struct rp_guard **v, size_t *n, size_t *cap, tree type,
			 HOST_WIDE_INT bitpos, HOST_WIDE_INT bits, HOST_WIDE_INT obj_off)
{
	size_t i;

	for (i = 0; i < *n; i++)
		if ((*v)[i].type == type && (*v)[i].bitpos == bitpos && (*v)[i].bits == bits &&
		    (*v)[i].obj_off == obj_off)
			return;
	RP_GROW(*v, *cap, *n + 1);
	(*v)[*n].type = type;
	(*v)[*n].bitpos = bitpos;
	(*v)[*n].bits = bits;
	(*v)[(*n)++].obj_off = obj_off;
}

/* Whether bits [BITPOS, BITPOS + BITS) of TYPE overlap an entry of V.  */
static const struct rp_guard *rp_guard_find(const struct rp_guard *v, size_t n, tree type,
					    HOST_WIDE_INT bitpos, HOST_WIDE_INT bits, size_t from)
{
	size_t i;

	for (i = from; i < n; i++)
		if (v[i].type == type && v[i].bitpos < bitpos + bits && bitpos < v[i].bitpos + v[i].bits)
			return &v[i];
	return NULL;
}

/* Whether registers or operands A (read before statement AT of block ABB)
   and B (before BAT of BBB) hold the same value: the same tree, or the
   same computation on such values ("p->ring[i].r" read twice); DEPTH
   bounds the search.  */
static bool rp_same_value(tree a, basic_block abb, gimple *at, tree b, basic_block bbb,
			  gimple *bat, int depth)
{
	gimple *da, *db;
	unsigned k;

	if (operand_equal_p(a, b, 0))
		return true;
	if (depth > 10 || TREE_CODE(a) != TREE_CODE(b))
		return false;
	switch (TREE_CODE(a)) {
	case MEM_REF:
		return operand_equal_p(TREE_OPERAND(a, 1), TREE_OPERAND(b, 1), 0) &&
		       rp_same_value(TREE_OPERAND(a, 0), abb, at, TREE_OPERAND(b, 0), bbb, bat,
				     depth + 1);
	case COMPONENT_REF:
		return TREE_OPERAND(a, 1) == TREE_OPERAND(b, 1) &&
		       rp_same_value(TREE_OPERAND(a, 0), abb, at, TREE_OPERAND(b, 0), bbb, bat,
				     depth + 1);
	case SSA_NAME:
	case VAR_DECL:
		break;
	default:
		return false;
	}
	da = rp_def_of(a, abb, at);
	db = rp_def_of(b, bbb, bat);
	if (!da || !db || !is_gimple_assign(da) || !is_gimple_assign(db) ||
	    gimple_assign_rhs_code(da) != gimple_assign_rhs_code(db) ||
	    gimple_num_ops(da) != gimple_num_ops(db))
		return false;
	for (k = 1; k < gimple_num_ops(da); k++)
		if (!rp_same_value(gimple_op(da, k), gimple_bb(da), da, gimple_op(db, k),
				   gimple_bb(db), db, depth + 1))
			return false;
	return true;
}

/* Record the releases in BB of objects loaded from the structure at BASE
   that a test of its flag (TEST) guards.  */
static void rp_scan_guarded(basic_block bb, gimple *test, tree base, tree type,
			    HOST_WIDE_INT bitpos, HOST_WIDE_INT bits)
{
	gimple_stmt_iterator gsi;

	for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
		gimple *st = gsi_stmt(gsi), *def;
		const struct rp_api *api;
		tree fndecl, arg, obase, otype;
		HOST_WIDE_INT opos, obits;

		if (!is_gimple_call(st) || !(fndecl = gimple_call_fndecl(st)))
			continue;
		for (api = rp_lookup_call(fndecl); api; api = api->also) {
			if (api->kind != RP_RELEASE || api->obj.arg < 1 || api->obj.deref ||
			    api->obj.npath || (unsigned)api->obj.arg > gimple_call_num_args(st))
				continue;
			arg = gimple_call_arg(st, api->obj.arg - 1);
			def = rp_def_of(arg, bb, st);
			/* "free_irq(t->irq, ...)" with an int field converts it.  */
			if (def && is_gimple_assign(def) &&
			    CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(def)) &&
			    INTEGRAL_TYPE_P(TREE_TYPE(gimple_assign_rhs1(def))))
				def = rp_def_of(gimple_assign_rhs1(def), bb, def);
			if (def && is_gimple_assign(def) && gimple_assign_single_p(def) &&
			    rp_ref_place(gimple_assign_rhs1(def), &obase, &otype, &opos, &obits) &&
			    otype == type && opos % BITS_PER_UNIT == 0 &&
			    rp_same_value(base, gimple_bb(test), test, obase, bb, def, 0))
				rp_guard_add(&rp_guards, &rp_nguards, &rp_capguards, type, bitpos,
					     bits, opos / BITS_PER_UNIT);
		}
	}
}

/* Functions with more blocks than this are not searched for guarded
   releases (the search is quadratic in the blocks).  */
#define RP_GUARD_MAX_BLOCKS 1000

static void rp_scan_guards(void)
{
	cgraph_node *node;

	rp_guards_scanned = true;
	FOR_EACH_FUNCTION(node)
	{
		function *fn = DECL_STRUCT_FUNCTION(node->decl);
		basic_block bb;
		bool had_doms;

		if (!fn || !fn->cfg || n_basic_blocks_for_fn(fn) > RP_GUARD_MAX_BLOCKS)
			continue;
		/* Dominators of another function are computed for the search
		   and freed after, as GCC had them.  */
		push_cfun(fn);
		had_doms = dom_info_available_p(CDI_DOMINATORS);
		if (!had_doms)
			calculate_dominance_info(CDI_DOMINATORS);
		FOR_EACH_BB_FN(bb, fn)
		{
			gimple *last = rp_last_stmt(bb);
			tree base, type;
			HOST_WIDE_INT bitpos, bits;
			edge e;
			edge_iterator ei;
			gimple_stmt_iterator gsi;
			bool negated = false;

			for (gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
				gimple *st = gsi_stmt(gsi);

				if (gimple_assign_single_p(st) && gimple_store_p(st) &&
				    TREE_CODE(gimple_assign_rhs1(st)) == INTEGER_CST &&
				    rp_ref_place(gimple_assign_lhs(st), &base, &type, &bitpos, &bits))
					rp_guard_add(&rp_setflags, &rp_nsetflags, &rp_capsetflags, type,
						     bitpos, bits, 0);
			}

			if (!last || gimple_code(last) != GIMPLE_COND ||
			    !rp_flag_tested(as_a<gcond *>(last), &base, &type, &bitpos, &bits,
					    &negated))
				continue;
			/* Every block that only this branch of the test leads
			   to ("if (irq->requested) { if (...) ...; free_irq() }").  */
			FOR_EACH_EDGE(e, ei, bb->succs)
			{
				basic_block d;

				if (!single_pred_p(e->dest))
					continue;
				FOR_EACH_BB_FN(d, fn)
				if (dominated_by_p(CDI_DOMINATORS, d, e->dest))
					rp_scan_guarded(d, last, base, type, bitpos, bits);
			}
		}
		if (!had_doms)
			free_dominance_info(CDI_DOMINATORS);
		pop_cfun();
	}
}

/* How many dominators up a release's block a flag's test may be.  */
#define RP_GUARD_DEPTH 4

/* A test of a flag that dominates a block: the condition, the place of
   the flag it tests, whether a bool's "~" turned its sense round, and the
   edge out of the test through which alone the block is reached.  */
struct rp_flag_test {
	gcond *cond;
	tree base, type;
	HOST_WIDE_INT bitpos, bits;
	bool negated;
	edge branch;
};

/* The next test of a flag among the dominators of BB that only one of
   its branches leads to BB from, searching up from *D (BB at first) and
   at most RP_GUARD_DEPTH dominators up from BB (*DEPTH counts them, 0 at
   first).  rp_flag_guarded and rp_flag_clear_branch walk with it.  */
static bool rp_next_flag_test(basic_block bb, basic_block *d, int *depth,
			      struct rp_flag_test *ft)
{
	if (!bb || !dom_info_available_p(CDI_DOMINATORS))
		return false;
	while (*depth < RP_GUARD_DEPTH) {
		gimple *last;
		edge e;
		edge_iterator ei;

		++*depth;
		*d = get_immediate_dominator(CDI_DOMINATORS, *d);
		if (!*d || *d == ENTRY_BLOCK_PTR_FOR_FN(cfun))
			return false;
		last = rp_last_stmt(*d);
		ft->negated = false;
		if (!last || gimple_code(last) != GIMPLE_COND ||
		    !rp_flag_tested(as_a<gcond *>(last), &ft->base, &ft->type, &ft->bitpos,
				    &ft->bits, &ft->negated))
			continue;
		ft->cond = as_a<gcond *>(last);
		FOR_EACH_EDGE(e, ei, (*d)->succs)
		if (single_pred_p(e->dest) && dominated_by_p(CDI_DOMINATORS, bb, e->dest)) {
			ft->branch = e;
			return true;
		}
	}
	return false;
}

bool rp_flag_guarded(gimple *stmt)
{
	basic_block bb = gimple_bb(stmt), d = bb;
	struct rp_flag_test ft;
	int depth = 0;

	while (rp_next_flag_test(bb, &d, &depth, &ft)) {
		if (!rp_guards_scanned)
			rp_scan_guards();
		if (rp_guard_find(rp_setflags, rp_nsetflags, ft.type, ft.bitpos, ft.bits, 0))
			return true;
	}
	return false;
}

/* Flags set once: a function that takes a reference only where a flag of
   a structure is clear and then sets it ("if (!submit->runtime_resumed) {
   pm_runtime_get_sync(dev); ...; submit->runtime_resumed = true; }")
   keeps the reference in the structure, for whoever clears the flag: once
   the flag is set, the reference is not the function's to give back on
   its error paths.  rp_event.once pairs the acquire and the store: the key
   of the flag, an index into this table plus one.  */
static struct rp_guard *rp_onceflags;
static size_t rp_nonceflags, rp_caponceflags;

static int rp_once_key(tree type, HOST_WIDE_INT bitpos, HOST_WIDE_INT bits)
{
	rp_guard_add(&rp_onceflags, &rp_nonceflags, &rp_caponceflags, type, bitpos, bits, 0);
	return (int)(rp_guard_find(rp_onceflags, rp_nonceflags, type, bitpos, bits, 0) -
		     rp_onceflags) + 1;
}

/* The branch of a test of the flag at (TYPE, BITPOS, BITS) of structure
   BASE (or of any flag, if *TYPE is NULL: then set) where the flag is
   zero, if it dominates BB and is entered only from the test: a dominator
   of BB up to RP_GUARD_DEPTH blocks up.  */
static basic_block rp_flag_clear_branch(basic_block bb, tree *base, tree *type,
					HOST_WIDE_INT *bitpos, HOST_WIDE_INT *bits)
{
	basic_block d = bb;
	struct rp_flag_test ft;
	int depth = 0;

	while (rp_next_flag_test(bb, &d, &depth, &ft)) {
		enum tree_code code = gimple_cond_code(ft.cond);

		if ((code != EQ_EXPR && code != NE_EXPR) || !integer_zerop(gimple_cond_rhs(ft.cond)))
			continue;
		if (*type && (ft.type != *type || ft.bitpos != *bitpos || ft.bits != *bits ||
			      !operand_equal_p(ft.base, *base, 0)))
			continue;
		if (!!(ft.branch->flags & EDGE_TRUE_VALUE) != ((code == EQ_EXPR) != ft.negated))
			continue;
		*base = ft.base;
		*type = ft.type;
		*bitpos = ft.bitpos;
		*bits = ft.bits;
		return ft.branch->dest;
	}
	return NULL;
}

/* Whether STMT stores into the flag at (TYPE, BITPOS, BITS) of BASE: 1 a
   non-zero constant, -1 anything else, 0 not a store into it.  */
static int rp_sets_flag(gimple *stmt, tree base, tree type, HOST_WIDE_INT bitpos,
			HOST_WIDE_INT bits)
{
	tree b, t;
	HOST_WIDE_INT bp, bs;

	if (!is_gimple_assign(stmt) || !gimple_store_p(stmt) || !gimple_assign_single_p(stmt) ||
	    !rp_ref_place(gimple_assign_lhs(stmt), &b, &t, &bp, &bs) || t != type ||
	    bp != bitpos || bs != bits || !operand_equal_p(b, base, 0))
		return 0;
	return TREE_CODE(gimple_assign_rhs1(stmt)) == INTEGER_CST &&
			       !integer_zerop(gimple_assign_rhs1(stmt))
		       ? 1
		       : -1;
}

int rp_once_acquire(gimple *stmt)
{
	basic_block bb = gimple_bb(stmt), region, x;
	tree base = NULL_TREE, type = NULL_TREE;
	HOST_WIDE_INT bitpos = 0, bits = 0;

	bool set = false;

	region = rp_flag_clear_branch(bb, &base, &type, &bitpos, &bits);
	if (!region)
		return 0;
	/* The flag is set in the same branch, after the acquire; and the
	   function never clears it (then it gives back what the flag
	   records itself, and the flag's test is all that tells).  */
	FOR_EACH_BB_FN(x, cfun)
	{
		gimple_stmt_iterator gsi;
		bool after = dominated_by_p(CDI_DOMINATORS, x, region) &&
			     (x == bb || dominated_by_p(CDI_DOMINATORS, x, bb));

		for (gsi = gsi_start_bb(x); !gsi_end_p(gsi); gsi_next(&gsi))
			switch (rp_sets_flag(gsi_stmt(gsi), base, type, bitpos, bits)) {
			case 1:
				set |= after;
				break;
			case -1:
				return 0;
			default:
				break;
			}
	}
	return set ? rp_once_key(type, bitpos, bits) : 0;
}

static int rp_once_store(gimple *stmt, tree base, tree type, HOST_WIDE_INT bitpos,
			 HOST_WIDE_INT bits)
{
	if (!rp_flag_clear_branch(gimple_bb(stmt), &base, &type, &bitpos, &bits))
		return 0;
	return rp_once_key(type, bitpos, bits);
}

void rp_lower_flag_store(struct rp_lower *L, struct rp_event *ev, gimple *stmt)
{
	tree lhs = gimple_assign_lhs(stmt), base, type;
	HOST_WIDE_INT bitpos, bits;
	size_t i;
	int p;

	if (TREE_CODE(gimple_assign_rhs1(stmt)) != INTEGER_CST ||
	    integer_zerop(gimple_assign_rhs1(stmt)) ||
	    !rp_ref_place(lhs, &base, &type, &bitpos, &bits))
		return;
	ev->once = rp_once_store(stmt, base, type, bitpos, bits);
	if (!rp_guards_scanned)
		rp_scan_guards();
	p = rp_value_of(L, TREE_OPERAND(base, 0));
	for (i = 0; p >= 0 && i < rp_nguards; i++) {
		const struct rp_guard *g = rp_guard_find(rp_guards, rp_nguards, type, bitpos, bits, i);
		int obj;

		if (!g)
			break;
		i = (size_t)(g - rp_guards);
		obj = rp_val_lookup(L->f, RP_V_LOAD, p, g->obj_off);
		if (obj >= 0) {
			ev->records = obj;
			return;
		}
	}
}
