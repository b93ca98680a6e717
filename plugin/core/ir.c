/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ir.c: building the pairing IR (see ir.h): hash-consed values, blocks,
 * events and edges, and a dump for debugging.
 */
#include "ir.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

struct rp_func *rp_func_new(const char *name)
{
	struct rp_func *f = rp_xcalloc(1, sizeof(*f));

	f->name = rp_arena_strdup(&f->arena, name ? name : "?");
	f->nvhash = 256;
	f->vhash = rp_xcalloc(f->nvhash, sizeof(*f->vhash));
	return f;
}

void rp_func_free(struct rp_func *f)
{
	if (!f)
		return;
	free(f->values);
	free(f->argpool);
	free(f->vhash);
	free(f->blocks);
	free(f->edges);
	free(f->events);
	free(f->conds);
	free(f->rels);
	free(f->moves);
	free(f->relcbs);
	rp_arena_free(&f->arena);
	free(f);
}

/* ---- Values ---- */

/* Hash of value V whose ACCESSOR arguments are ARGS.  */
static uint32_t rp_val_hash(const struct rp_value *v, const int *args)
{
	uint32_t h = 2166136261u;

	h = rp_hash_bytes(&v->kind, sizeof(v->kind), h);
	h = rp_hash_bytes(&v->base, sizeof(v->base), h);
	h = rp_hash_bytes(&v->off, sizeof(v->off), h);
	h = rp_hash_bytes(&v->id, sizeof(v->id), h);
	return rp_hash_bytes(args, v->nargs * sizeof(int), h);
}

static bool rp_val_equal(const struct rp_func *f, const struct rp_value *a,
			 const struct rp_value *b, const int *bargs)
{
	if (a->kind != b->kind || a->base != b->base || a->off != b->off ||
	    a->id != b->id || a->nargs != b->nargs)
		return false;
	return a->nargs == 0 ||
	       !memcmp(&f->argpool[a->args], bargs, a->nargs * sizeof(int));
}

static void rp_vhash_grow(struct rp_func *f)
{
	size_t i, mask;

	free(f->vhash);
	f->nvhash *= 2;
	f->vhash = rp_xcalloc(f->nvhash, sizeof(*f->vhash));
	mask = f->nvhash - 1;
	for (i = 0; i < f->nvalues; i++) {
		const struct rp_value *v = &f->values[i];
		size_t h;

		if (v->kind == RP_V_OPAQUE)
			continue;
		h = rp_val_hash(v, v->nargs ? &f->argpool[v->args] : NULL) & mask;
		while (f->vhash[h])
			h = (h + 1) & mask;
		f->vhash[h] = (unsigned)i + 1;
	}
}

/* The existing value equal to V (whose ACCESSOR arguments are ARGS), or
   -1.  */
static int rp_val_probe(const struct rp_func *f, const struct rp_value *v, const int *args)
{
	size_t mask = f->nvhash - 1, h;

	for (h = rp_val_hash(v, args) & mask; f->vhash[h]; h = (h + 1) & mask) {
		const struct rp_value *o = &f->values[f->vhash[h] - 1];

		if (rp_val_equal(f, o, v, args))
			return (int)f->vhash[h] - 1;
	}
	return -1;
}

/* Find value V (whose ACCESSOR arguments are ARGS) or, if CREATE, add it.
   OPAQUE values are never shared.  */
static int rp_val_intern(struct rp_func *f, struct rp_value *v, const int *args,
			 bool create)
{
	size_t mask = f->nvhash - 1, h;
	struct rp_value *nv;
	int i;

	if (v->kind != RP_V_OPAQUE) {
		i = rp_val_probe(f, v, args);
		if (i >= 0)
			return i;
	}
	if (!create)
		return -1;
	if (v->nargs) {
		RP_GROW(f->argpool, f->capargpool, f->nargpool + v->nargs);
		memcpy(&f->argpool[f->nargpool], args, v->nargs * sizeof(int));
		v->args = (int)f->nargpool;
		f->nargpool += v->nargs;
	}
	RP_GROW(f->values, f->capvalues, f->nvalues + 1);
	nv = &f->values[f->nvalues];
	*nv = *v;
	i = (int)f->nvalues++;
	if (v->kind != RP_V_OPAQUE) {
		if (f->nvalues * 2 > f->nvhash) {
			rp_vhash_grow(f);
		} else {
			for (h = rp_val_hash(v, args) & mask; f->vhash[h]; h = (h + 1) & mask)
				;
			f->vhash[h] = (unsigned)i + 1;
		}
	}
	return i;
}

/* The term of kind K and type T on BASE with OFF and ID, as rp_val_make
   adds it and the lookups probe for it.  */
static struct rp_value rp_val_term(enum rp_vkind k, enum rp_vtype t, int base,
				   long long off, unsigned id)
{
	struct rp_value v;

	memset(&v, 0, sizeof(v));
	v.kind = k;
	v.type = t;
	v.base = base;
	v.off = off;
	v.id = id;
	return v;
}

static int rp_val_make(struct rp_func *f, enum rp_vkind k, enum rp_vtype t, int base,
		       long long off, unsigned id)
{
	struct rp_value v = rp_val_term(k, t, base, off, id);

	return rp_val_intern(f, &v, NULL, true);
}

int rp_val_opaque(struct rp_func *f, enum rp_vtype t)
{
	return rp_val_make(f, RP_V_OPAQUE, t, -1, 0, (unsigned)f->nvalues);
}

int rp_val_const(struct rp_func *f, enum rp_vtype t, long long c)
{
	return rp_val_make(f, RP_V_CONST, t, -1, c, t == RP_T_PTR);
}

int rp_val_class(struct rp_func *f, enum rp_vtype t, unsigned mask)
{
	return rp_val_make(f, RP_V_CLASS, t, -1, mask, t == RP_T_PTR);
}

int rp_val_param(struct rp_func *f, enum rp_vtype t, unsigned index)
{
	return rp_val_make(f, RP_V_PARAM, t, -1, 0, index);
}

int rp_val_global(struct rp_func *f, unsigned uid)
{
	return rp_val_make(f, RP_V_GLOBAL, RP_T_PTR, -1, 0, uid);
}

int rp_val_local(struct rp_func *f, unsigned uid)
{
	return rp_val_make(f, RP_V_LOCAL, RP_T_PTR, -1, 0, uid);
}

int rp_val_call(struct rp_func *f, enum rp_vtype t, unsigned id)
{
	return rp_val_make(f, RP_V_CALL, t, -1, 0, id);
}

int rp_val_phi(struct rp_func *f, enum rp_vtype t, unsigned id)
{
	return rp_val_make(f, RP_V_PHI, t, -1, 0, id);
}

int rp_val_op(struct rp_func *f, enum rp_vtype t, unsigned op, int base, long long c)
{
	/* Sums fold: "(x + 1) + 1 - 1" is "x + 1", one term however the
	   function spells it ("msix_entries[--vector]" after two
	   "vector++"), and a constant plus a constant is a constant.  */
	if (op == RP_OP_ADD && base >= 0 && (t == RP_T_INT || t == RP_T_UINT)) {
		const struct rp_value *b = &f->values[base];

		if (b->kind == RP_V_OP && b->id == RP_OP_ADD && b->type == t &&
		    c > -(1LL << 40) && c < (1LL << 40) && b->off > -(1LL << 40) &&
		    b->off < (1LL << 40)) {
			c += b->off;
			base = b->base;
			if (c == 0)
				return base;
		} else if (b->kind == RP_V_CONST && b->type == t && c > -(1LL << 40) &&
			   c < (1LL << 40) && b->off > -(1LL << 40) && b->off < (1LL << 40) &&
			   (t == RP_T_INT || b->off + c >= 0)) {
			return rp_val_const(f, t, b->off + c);
		}
	}
	return rp_val_make(f, RP_V_OP, t, base, c, op);
}

int rp_val_accessor(struct rp_func *f, enum rp_vtype t, unsigned fn,
		    const int *args, int nargs)
{
	struct rp_value v = rp_val_term(RP_V_ACCESSOR, t, -1, 0, fn);

	v.nargs = nargs;
	return rp_val_intern(f, &v, args, true);
}

int rp_val_addr(struct rp_func *f, int base, long long off)
{
	const struct rp_value *b = &f->values[base];

	if (b->kind == RP_V_ADDR) {
		off += b->off;
		base = b->base;
	}
	if (off == 0)
		return base;
	return rp_val_make(f, RP_V_ADDR, RP_T_PTR, base, off, 0);
}

/* Split address value ADDR into base and offset.  */
void rp_val_split_addr(const struct rp_func *f, int addr, int *base, long long *off)
{
	const struct rp_value *a = &f->values[addr];

	if (a->kind == RP_V_ADDR) {
		*base = a->base;
		*off = a->off;
	} else {
		*base = addr;
		*off = 0;
	}
}

int rp_val_load(struct rp_func *f, enum rp_vtype t, int addr)
{
	int base;
	long long off;

	rp_val_split_addr(f, addr, &base, &off);
	return rp_val_make(f, RP_V_LOAD, t, base, off, 0);
}

int rp_val_find_load(struct rp_func *f, int addr)
{
	struct rp_value v;

	memset(&v, 0, sizeof(v));
	v.kind = RP_V_LOAD;
	rp_val_split_addr(f, addr, &v.base, &v.off);
	return rp_val_intern(f, &v, NULL, false);
}

/* Pack and unpack a map: three 3-bit masks.  */
static long long rp_map_pack(const unsigned char map[3])
{
	return (map[0] & 7) | (map[1] & 7) << 3 | (map[2] & 7) << 6;
}

unsigned rp_map_classes(const struct rp_value *v, unsigned base_mask)
{
	unsigned m = 0, i;

	for (i = 0; i < 3; i++)
		if (base_mask & (1u << i))
			m |= (unsigned)(v->off >> (3 * i)) & 7;
	return m;
}

unsigned rp_op_classes(const struct rp_value *v, unsigned base_mask)
{
	unsigned m = 0;

	if (v->kind != RP_V_OP || v->id != RP_OP_ADD || !base_mask)
		return RP_C_ALL;
	if (v->off == 0)
		return base_mask;
	if (v->type == RP_T_INT) {
		/* Signed: overflow is undefined, so it does not happen.  */
		if (v->off > 0) {
			if (base_mask & RP_C_NEG)
				m |= RP_C_ALL;
			if (base_mask & (RP_C_ZERO | RP_C_POS))
				m |= RP_C_POS;
		} else {
			if (base_mask & RP_C_POS)
				m |= v->off == -1 ? RP_C_ZERO | RP_C_POS : RP_C_ALL;
			if (base_mask & (RP_C_ZERO | RP_C_NEG))
				m |= RP_C_NEG;
		}
		return m;
	}
	if (v->type == RP_T_UINT) {
		/* Unsigned: "0 - 1" wraps to the largest value (what "while
		   (i--)" relies on); a count that steps up from 0 is taken
		   not to wrap back to 0.  */
		if (base_mask & RP_C_ZERO)
			m |= RP_C_POS;
		if (base_mask & RP_C_POS)
			m |= v->off > 0 ? RP_C_POS : RP_C_ZERO | RP_C_POS;
		return m;
	}
	return RP_C_ALL;
}

unsigned rp_map_preimage(const struct rp_value *v, unsigned mask)
{
	unsigned m = 0, i;

	for (i = 0; i < 3; i++)
		if (((unsigned)(v->off >> (3 * i)) & 7) & mask)
			m |= 1u << i;
	return m;
}

int rp_val_map(struct rp_func *f, enum rp_vtype t, int base, const unsigned char map[3])
{
	const struct rp_value *b = &f->values[base];

	if (b->kind == RP_V_MAP) {
		/* Compose: the outer map applied to the inner one's results.  */
		struct rp_value outer;
		unsigned char m[3];
		int i;

		memset(&outer, 0, sizeof(outer));
		outer.off = rp_map_pack(map);
		for (i = 0; i < 3; i++)
			m[i] = (unsigned char)rp_map_classes(&outer,
							     rp_map_classes(b, 1u << i));
		return rp_val_make(f, RP_V_MAP, t, b->base, rp_map_pack(m), 0);
	}
	return rp_val_make(f, RP_V_MAP, t, base, rp_map_pack(map), 0);
}

int rp_val_lookup(const struct rp_func *f, enum rp_vkind kind, int base, long long off)
{
	static const int noargs[1];
	struct rp_value v;

	if (base < 0)
		return -1;
	if (f->values[base].kind == RP_V_ADDR) {
		off += f->values[base].off;
		base = f->values[base].base;
	}
	if (kind == RP_V_ADDR && off == 0)
		return base;
	v = rp_val_term(kind, RP_T_OTHER, base, off, 0);
	return rp_val_probe(f, &v, noargs);
}

int rp_val_lookup_op(const struct rp_func *f, unsigned op, int base, long long c)
{
	static const int noargs[1];
	struct rp_value v = rp_val_term(RP_V_OP, RP_T_OTHER, base, c, op);

	return rp_val_probe(f, &v, noargs);
}

int rp_val_lookup_accessor(const struct rp_func *f, unsigned fn, const int *args, int nargs)
{
	struct rp_value v = rp_val_term(RP_V_ACCESSOR, RP_T_OTHER, -1, 0, fn);

	v.nargs = nargs;
	return rp_val_probe(f, &v, args);
}

void rp_val_name(struct rp_func *f, int v, const char *name)
{
	if (v >= 0 && name && !f->values[v].name)
		f->values[v].name = rp_arena_strdup(&f->arena, name);
}

const char *rp_val_str(const struct rp_func *f, int v)
{
	if (v < 0)
		return "(none)";
	return f->values[v].name ? f->values[v].name : "(object)";
}

const char *rp_event_obj_str(const struct rp_func *f, const struct rp_event *ev)
{
	return ev->objname ? ev->objname : rp_val_str(f, ev->obj);
}

int rp_val_container(const struct rp_func *f, int v)
{
	for (;;) {
		if (v >= 0 && f->values[v].kind == RP_V_ADDR)
			v = f->values[v].base;
		else if (v >= 0 && f->values[v].kind == RP_V_ACCESSOR &&
			 (f->values[v].id == RP_ELEM_FN || f->values[v].id == RP_PTRADD_FN))
			v = f->argpool[f->values[v].args];
		else
			return v;
	}
}

/* The class of integer constant C.  */
static unsigned rp_class_of(long long c)
{
	return c < 0 ? RP_C_NEG : c == 0 ? RP_C_ZERO : RP_C_POS;
}

unsigned rp_val_const_mask(const struct rp_func *f, int v)
{
	const struct rp_value *x;

	if (v < 0)
		return RP_C_ALL;
	x = &f->values[v];
	if (x->kind == RP_V_CONST) {
		/* A non-NULL pointer constant is some valid address.  */
		if (x->type == RP_T_PTR && x->off != 0)
			return (x->off < 0 && x->off >= -4095) ? RP_C_NEG : RP_C_POS;
		return rp_class_of(x->off);
	}
	if (x->kind == RP_V_CLASS)
		return (unsigned)x->off;
	/* So is a global's or a local's address, what a function declared
	   returns_nonnull returns, and pointer arithmetic (value.cc).  */
	if (x->kind == RP_V_GLOBAL || x->kind == RP_V_LOCAL ||
	    ((x->kind == RP_V_CALL || x->kind == RP_V_OPAQUE || x->kind == RP_V_ACCESSOR) &&
	     x->nonnull))
		return RP_C_POS;
	return RP_C_ALL;
}

int rp_copy_source(const struct rp_func *f, int v)
{
	const struct rp_block *b;
	int i, src = -1;

	if (v < 0 || !f->ncopies || f->values[v].kind != RP_V_PHI || !f->nblocks)
		return -1;
	b = &f->blocks[0];
	for (i = b->ev_first; i < b->ev_first + b->nev; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_COPY && ev->slot == v) {
			src = ev->val;
			break;
		}
		/* The location was written first: not the caller's value.  */
		if (ev->kind == RP_E_STORE && ev->slot >= 0 && ev->slot < (int)f->nvalues &&
		    f->values[ev->slot].kind == RP_V_LOAD)
			return -1;
	}
	if (src < 0 || f->values[src].kind != RP_V_LOAD)
		return -1;
	/* The only copy into V.  */
	for (i = 0; i < (int)f->nevents; i++)
		if (f->events[i].kind == RP_E_COPY && f->events[i].slot == v &&
		    f->events[i].val != src)
			return -1;
	return src;
}

bool rp_val_is_const(const struct rp_func *f, int v)
{
	return v >= 0 && (f->values[v].kind == RP_V_CONST ||
			  f->values[v].kind == RP_V_CLASS);
}

/* ---- Blocks, events, edges ---- */

int rp_block_new(struct rp_func *f, unsigned gcc_index)
{
	struct rp_block *b;

	RP_GROW(f->blocks, f->capblocks, f->nblocks + 1);
	b = &f->blocks[f->nblocks];
	b->ev_first = (int)f->nevents;
	b->gcc_index = gcc_index;
	return (int)f->nblocks++;
}

struct rp_event *rp_event_add(struct rp_func *f, int block, enum rp_ekind k,
			      rp_loc loc)
{
	struct rp_event *e;

	/* Events are added block by block.  */
	if (f->blocks[block].nev == 0)
		f->blocks[block].ev_first = (int)f->nevents;
	RP_GROW(f->events, f->capevents, f->nevents + 1);
	e = &f->events[f->nevents++];
	memset(e, 0, sizeof(*e));
	e->kind = k;
	e->loc = loc;
	e->obj = e->ret = e->drop = e->val = e->dst = e->slot = e->link = e->walk = e->records = -1;
	e->release_frees = -1;
	e->call = (int)f->nevents - 1;
	f->blocks[block].nev++;
	if (k == RP_E_COPY)
		f->ncopies++;
	return e;
}

int rp_edge_add(struct rp_func *f, int src, int dst)
{
	struct rp_edge *e;

	RP_GROW(f->edges, f->capedges, f->nedges + 1);
	e = &f->edges[f->nedges];
	memset(e, 0, sizeof(*e));
	e->src = src;
	e->dst = dst;
	e->cond_first = (int)f->nconds;
	e->move_first = (int)f->nmoves;
	e->rel_first = (int)f->nrels;
	return (int)f->nedges++;
}

void rp_edge_cond(struct rp_func *f, int edge, int val, unsigned mask)
{
	struct rp_edge *e = &f->edges[edge];

	if (val < 0)
		return;
	RP_GROW(f->conds, f->capconds, f->nconds + 1);
	f->conds[f->nconds].val = val;
	f->conds[f->nconds].mask = (unsigned char)(mask & RP_C_ALL);
	f->nconds++;
	e->ncond++;
}

void rp_edge_rel(struct rp_func *f, int edge, int a, enum rp_rel rel, int b)
{
	if (a < 0 || b < 0)
		return;
	RP_GROW(f->rels, f->caprels, f->nrels + 1);
	f->rels[f->nrels].a = a;
	f->rels[f->nrels].b = b;
	f->rels[f->nrels].rel = (unsigned char)rel;
	f->nrels++;
	f->edges[edge].nrel++;
}

static const char *const rp_rel_names[] = { "<", "<=", ">", ">=", "==", "!=" };

/* Whether "x REL y" can hold for some x in class index CA and y in CB
   (0 NEG, 1 ZERO, 2 POS).  */
static bool rp_rel_possible(enum rp_rel rel, int ca, int cb)
{
	bool zz = ca == 1 && cb == 1;

	switch (rel) {
	case RP_REL_LT: return ca < cb || (ca == cb && !zz);
	case RP_REL_LE: return ca <= cb;
	case RP_REL_GT: return ca > cb || (ca == cb && !zz);
	case RP_REL_GE: return ca >= cb;
	case RP_REL_EQ: return ca == cb;
	case RP_REL_NE: return ca != cb || !zz;
	}
	return true;
}

bool rp_rel_narrow(enum rp_rel rel, unsigned *ma, unsigned *mb)
{
	unsigned na = 0, nb = 0;
	int ca, cb;

	for (ca = 0; ca < 3; ca++)
		for (cb = 0; cb < 3; cb++)
			if ((*ma & (1u << ca)) && (*mb & (1u << cb)) &&
			    rp_rel_possible(rel, ca, cb)) {
				na |= 1u << ca;
				nb |= 1u << cb;
			}
	*ma = na;
	*mb = nb;
	return na && nb;
}

void rp_edge_move(struct rp_func *f, int edge, int dst, int src)
{
	RP_GROW(f->moves, f->capmoves, f->nmoves + 1);
	f->moves[f->nmoves].dst = dst;
	f->moves[f->nmoves].src = src;
	f->nmoves++;
	f->edges[edge].nmove++;
}

static int rp_edge_cmp(const void *a, const void *b)
{
	const struct rp_edge *x = a, *y = b;

	if (x->src != y->src)
		return x->src < y->src ? -1 : 1;
	return x < y ? -1 : x > y;
}

void rp_func_finish(struct rp_func *f)
{
	size_t i;

	/* Edges are added source block by source block; keep them sorted.  */
	qsort(f->edges, f->nedges, sizeof(*f->edges), rp_edge_cmp);
	for (i = 0; i < f->nblocks; i++)
		f->blocks[i].nsucc = 0;
	for (i = f->nedges; i-- > 0;) {
		struct rp_block *b = &f->blocks[f->edges[i].src];

		b->succ_first = (int)i;
		b->nsucc++;
	}
	for (i = 0; i < f->nedges; i++)
		f->edges[i].branch = f->blocks[f->edges[i].src].nsucc > 1;
}

/* ---- Comparisons as classes ---- */

/* The interval of class C: [*LO, *HI], with LLONG_MIN/MAX for infinity.  */
static void rp_class_range(unsigned c, long long *lo, long long *hi)
{
	if (c == RP_C_NEG) {
		*lo = LLONG_MIN;
		*hi = -1;
	} else if (c == RP_C_ZERO) {
		*lo = *hi = 0;
	} else {
		*lo = 1;
		*hi = LLONG_MAX;
	}
}

/* Whether some x in [LO, HI] satisfies "x OP C".  */
static bool rp_range_sat(long long lo, long long hi, const char *op, long long c)
{
	if (!strcmp(op, "<"))
		return lo < c;
	if (!strcmp(op, "<="))
		return lo <= c;
	if (!strcmp(op, ">"))
		return hi > c;
	if (!strcmp(op, ">="))
		return hi >= c;
	if (!strcmp(op, "=="))
		return lo <= c && c <= hi;
	/* "!=" */
	return !(lo == c && hi == c);
}

static const char *rp_negate_op(const char *op)
{
	static const char *const pairs[][2] = {
		{ "<", ">=" }, { ">=", "<" }, { ">", "<=" },
		{ "<=", ">" }, { "==", "!=" }, { "!=", "==" },
	};
	size_t i;

	for (i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++)
		if (!strcmp(op, pairs[i][0]))
			return pairs[i][1];
	return NULL;
}

bool rp_compare_masks(enum rp_vtype t, const char *op, long long c,
		      unsigned *t_mask, unsigned *f_mask)
{
	const char *nop = rp_negate_op(op);
	unsigned cls;

	*t_mask = *f_mask = RP_C_ALL;
	if (!nop)
		return false;
	switch (t) {
	case RP_T_PTR:
		/* Only equality says anything about a pointer: with NULL, its
		   class; with an error pointer ((iconv_t)-1, MAP_FAILED), that
		   it is one when equal, nothing when not.  */
		if (strcmp(op, "==") && strcmp(op, "!="))
			return false;
		if (c < 0 && c >= -4095) {
			*t_mask = !strcmp(op, "==") ? RP_C_NEG : RP_C_ALL;
			*f_mask = !strcmp(op, "==") ? RP_C_ALL : RP_C_NEG;
			return true;
		}
		if (c != 0)
			return false;
		break;
	case RP_T_UINT:
	case RP_T_BOOL:
		/* Zero-ness survives casts; other unsigned orderings do not.  */
		if (c != 0 || !(!strcmp(op, "==") || !strcmp(op, "!=") ||
				!strcmp(op, ">")))
			return false;
		if (!strcmp(op, ">"))
			op = "!=", nop = "==";
		break;
	case RP_T_INT:
		break;
	default:
		return false;
	}
	*t_mask = *f_mask = 0;
	for (cls = RP_C_NEG; cls <= RP_C_POS; cls <<= 1) {
		long long lo, hi;

		rp_class_range(cls, &lo, &hi);
		if (rp_range_sat(lo, hi, op, c))
			*t_mask |= cls;
		if (rp_range_sat(lo, hi, nop, c))
			*f_mask |= cls;
	}
	return true;
}

/* ---- Dump ---- */

static const char *const rp_vkind_names[] = {
	"opaque", "const", "class", "param", "global", "local", "call",
	"accessor", "load", "addr", "phi", "op", "map",
};

static const char *const rp_ekind_names[] = { "call", "def", "store", "return", "use",
						"copy" };

void rp_func_dump(const struct rp_func *f, struct rp_buf *b)
{
	size_t i;
	int j;

	rp_buf_printf(b, "refpair IR of %s: %zu values, %zu blocks, %zu edges\n",
		      f->name, f->nvalues, f->nblocks, f->nedges);
	for (i = 0; i < f->nvalues; i++) {
		const struct rp_value *v = &f->values[i];

		rp_buf_printf(b, "  v%zu = %s", i, rp_vkind_names[v->kind]);
		if (v->base >= 0)
			rp_buf_printf(b, " base=v%d", v->base);
		if (v->kind == RP_V_ADDR || v->kind == RP_V_LOAD || v->kind == RP_V_MAP ||
		    v->kind == RP_V_CONST || v->kind == RP_V_CLASS)
			rp_buf_printf(b, " off=%lld", v->off);
		if (v->kind != RP_V_ADDR && v->kind != RP_V_LOAD)
			rp_buf_printf(b, " id=%u", v->id);
		for (j = 0; j < v->nargs; j++)
			rp_buf_printf(b, " arg=v%d", f->argpool[v->args + j]);
		if (v->name)
			rp_buf_printf(b, "  \"%s\"", v->name);
		rp_buf_add(b, "\n");
	}
	for (i = 0; i < f->nblocks; i++) {
		const struct rp_block *bl = &f->blocks[i];

		rp_buf_printf(b, "  block %zu (bb %u):\n", i, bl->gcc_index);
		for (j = 0; j < bl->nev; j++) {
			const struct rp_event *e = &f->events[bl->ev_first + j];

			rp_buf_printf(b, "    %s", rp_ekind_names[e->kind]);
			if (e->kind == RP_E_CALL)
				rp_buf_printf(b, " %s (%s %s) obj=v%d ret=v%d drop=v%d",
					      e->callee, e->api->family,
					      rp_kind_name(e->api->kind), e->obj,
					      e->ret, e->drop);
			else
				rp_buf_printf(b, " val=v%d dst=v%d slot=v%d", e->val,
					      e->dst, e->slot);
			if (e->records >= 0)
				rp_buf_printf(b, " records=v%d", e->records);
			rp_buf_add(b, "\n");
		}
		for (j = 0; j < bl->nsucc; j++) {
			const struct rp_edge *e = &f->edges[bl->succ_first + j];
			int k;

			rp_buf_printf(b, "    -> block %d", e->dst);
			for (k = 0; k < e->nrel; k++)
				rp_buf_printf(b, " [v%d %s v%d]", f->rels[e->rel_first + k].a,
					      rp_rel_names[f->rels[e->rel_first + k].rel],
					      f->rels[e->rel_first + k].b);
			for (k = 0; k < e->ncond; k++)
				rp_buf_printf(b, " [v%d in %u]", f->conds[e->cond_first + k].val,
					      f->conds[e->cond_first + k].mask);
			for (k = 0; k < e->nmove; k++)
				rp_buf_printf(b, " v%d:=v%d", f->moves[e->move_first + k].dst,
					      f->moves[e->move_first + k].src);
			if (e->goto_loc)
				rp_buf_add(b, " (goto)");
			rp_buf_add(b, "\n");
		}
	}
}
