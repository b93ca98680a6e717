/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * engine.c: path exploration over the pairing IR (see engine.h).
 *
 * Exploration is breadth-first over "exploded nodes", pairs (block, state
 * at the block's entry), each created once: a path that reaches a block in
 * a state seen before stops there.  Breadth-first order makes the first path
 * to any node a shortest one, which is the path a report shows.
 *
 * The state is a fixed-size byte string per function, laid out as:
 *
 *   struct rp_state_hdr		fail and exit edges
 *   int bind[nbind]		what each PHI, or each LOAD that stores write,
 *				stands for (-1: unknown)
 *   struct rp_rstate res[nslots]	each resource's status
 *   unsigned char cls[nclass]	the classes each tracked value can be in
 *   unsigned char alloc[nallocs]	RP_A_* flags of each fresh allocation
 *
 * and is put in canonical form (dead values forgotten) before it is looked
 * up, so that equal states compare equal byte for byte.
 */
#include "engine.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define RP_NFREED 2

struct rp_state_hdr {
	int fail_edge;		/* first failure edge taken while holding, or -1 */
	int exit_edge;		/* first goto/return edge after the last branch */
	int freed[RP_NFREED];	/* the values the last frees freed, or -1 */
};

enum {
	RP_A_ESCAPED = 1,	/* the allocation is reachable from outside */
};

/* Past this many states in one block, canonicalization widens.  */
#define RP_WIDEN_STATES 64

/* At most this many bytes of explored states per function (see
   rp_engine_new): 20000 states (twice the default budget) of the largest
   kernel functions measured (drivers/md/raid10.c, 904 bytes) fit.  */
#define RP_MAX_STATE_BYTES (32u << 20)

struct rp_node {
	int block;
	int pred;		/* the node this one was first reached from */
	int pred_edge;		/* through this edge */
	uint32_t hash;		/* rp_state_hash of (block, state) */
};

struct rp_engine {
	const struct rp_func *f;
	unsigned checks;
	unsigned long max_states;

	/* Index maps, value -> index or -1, and back.  */
	int *cidx, *bidx, *aidx;	/* class, binding, allocation indexes */
	unsigned char *acq_result;	/* value -> is an acquire's result */
	unsigned char *derived;		/* value -> a LOAD or ADDR on a bindable */
	unsigned char *pinned;		/* value -> always live (see rp_engine_new) */
	unsigned char *imask;		/* value -> its initial classes */
	unsigned char *essential;	/* value -> its classes decide pairing */
	unsigned char *bind_target;	/* value -> a binding may point to it */
	int *held_test;			/* value -> the held-test event it is the
					   result of, or -1 */
	int *block_states;		/* per block, how many states reached it */
	int *cvals, *bvals, *avals;
	int nclass, nbind, nallocs;
	struct rp_slot *slots;
	int nslots;
	size_t capslots;

	/* State layout.  */
	size_t off_bind, off_res, off_cls, off_alloc, ssz;

	/* Liveness: per block, a bitset over values of those live on entry.  */
	uint64_t *live;
	size_t nwords;
	/* Per block, the resources some event reachable from it may act on:
	   a finished resource (released, failed) nothing acts on any more is
	   forgotten.  */
	uint64_t *slot_live;
	size_t nslotwords;

	/* Exploration.  */
	struct rp_node *nodes;
	size_t nnodes, capnodes;
	unsigned char *states;
	size_t capstates;	/* in states */
	unsigned *memo;		/* node index + 1 */
	size_t nmemo;
	bool exhausted;

	/* Per resource, its states at the returns (rp_record_exit).  */
	struct rp_exitrec *exits;
	int nexits;
	/* Frees of the caller's objects: each freed object (FOBJ), its first
	   freeing event (FEV), and when it was freed at the returns.  */
	int *fobj, *fev, nfobj;
	struct rp_exitrec *fexits;
	/* rp_engine_event_marks.  */
	unsigned char *event_marks;
	int nbetter;			/* rp_engine_nbetter */

	/* Reports.  */
	struct rp_report *reports;
	int nreports;
	size_t capreports;

	int *pathbuf;
	size_t cappath;
};

/* ---- State access ---- */

static struct rp_state_hdr *rp_hdr(unsigned char *s)
{
	return (struct rp_state_hdr *)s;
}

static int *rp_bind(const struct rp_engine *eng, unsigned char *s)
{
	return (int *)(s + eng->off_bind);
}

static struct rp_rstate *rp_res(const struct rp_engine *eng, unsigned char *s)
{
	return (struct rp_rstate *)(s + eng->off_res);
}

static unsigned char *rp_cls(const struct rp_engine *eng, unsigned char *s)
{
	return s + eng->off_cls;
}

static unsigned char *rp_alloc(const struct rp_engine *eng, unsigned char *s)
{
	return s + eng->off_alloc;
}

static bool rp_live_p(const struct rp_engine *eng, int block, int v)
{
	return eng->pinned[v] || ((eng->live[block * eng->nwords + v / 64] >> (v % 64)) & 1);
}

/* How far rp_root follows bindings through derived terms.  A list walked
   through a pointer to its links ("s = &(*s)->next", drivers/base/map.c)
   binds s to a field address on the load through s itself: resolving
   "*s" then goes round that cycle forever.  Past this depth the term
   stands for itself.  */
#define RP_MAX_ROOT_DEPTH 8

static int rp_root_depth(const struct rp_engine *eng, unsigned char *s, int v, int depth);

/* The value V stands for in state S: a PHI's binding, else V itself.  */
static int rp_root(const struct rp_engine *eng, unsigned char *s, int v)
{
	return rp_root_depth(eng, s, v, 0);
}

static int rp_root_depth(const struct rp_engine *eng, unsigned char *s, int v, int depth)
{
	const struct rp_value *x;
	int b, w;

	if (v < 0)
		return v;
	if (eng->bidx[v] >= 0) {
		int r = rp_bind(eng, s)[eng->bidx[v]];

		if (r != v)
			return r;
	}
	if (!eng->derived[v])
		return v;
	/* A load or field address on a PHI or stored value: the same term on
	   what that stands for here ("recv_msg->user" where recv_msg is the
	   parameter supplied_recv on this path).  */
	if (depth >= RP_MAX_ROOT_DEPTH)
		return v;
	x = &eng->f->values[v];
	b = rp_root_depth(eng, s, x->base, depth + 1);
	if (b < 0 || b == x->base)
		return v;
	w = rp_val_lookup(eng->f, x->kind, b, x->off);
	if (w < 0)
		return v;
	return w == v ? v : rp_root_depth(eng, s, w, depth + 1);
}

/* The object V points into in state S: V's container, resolved through
   bindings ("&h->node" where h is a local that holds a kzalloc result).
   -1 if unknown.  */
static int rp_cont(const struct rp_engine *eng, unsigned char *s, int v)
{
	int r = rp_root(eng, s, v);

	if (r < 0)
		return -1;
	r = rp_root(eng, s, rp_val_container(eng->f, r));
	return r < 0 ? -1 : rp_val_container(eng->f, r);
}

/* The classes a value of type T can be in at all.  */
static unsigned rp_type_mask(enum rp_vtype t)
{
	return (t == RP_T_UINT || t == RP_T_BOOL) ? (RP_C_ZERO | RP_C_POS) : RP_C_ALL;
}

/* The initial classes of value V (computed once, in rp_engine_new: the
   exploration asks at every step).  */
static unsigned rp_init_mask(const struct rp_engine *eng, int v)
{
	return eng->imask[v];
}

/* The classes of V (not a PHI) in state S.  */
static unsigned rp_class_of_root(const struct rp_engine *eng, unsigned char *s, int r)
{
	const struct rp_value *x;
	if (r < 0)
		return RP_C_ALL;
	if (eng->cidx[r] >= 0)
		return rp_cls(eng, s)[eng->cidx[r]];
	x = &eng->f->values[r];
	if (x->kind == RP_V_MAP)
		return rp_map_classes(x, rp_class_of_root(eng, s, x->base)) &
		       rp_type_mask(x->type);
	return rp_init_mask(eng, r);
}

static unsigned rp_class(const struct rp_engine *eng, unsigned char *s, int v)
{
	return rp_class_of_root(eng, s, rp_root(eng, s, v));
}

/* Whether V is the result of a call (whose failure makes an error path).  */
static bool rp_is_call_result(const struct rp_func *f, int v)
{
	if (v >= 0 && f->values[v].kind == RP_V_MAP)
		v = f->values[v].base;
	return v >= 0 && f->values[v].kind == RP_V_CALL;
}

/* Whether V is the result of an acquire: its failure edge makes the rest
   of the path an error path whatever the function then returns (radeon's
   "if (r < 0) return connector_status_disconnected;").  Failures of other
   calls count only through the returned value: a NULL from a lookup that
   the function handles is not an error.  */
static bool rp_is_acquire_result(const struct rp_engine *eng, int v)
{
	return v >= 0 && eng->acq_result[v];
}

/* Whether classes MASK of a value of type T mean failure.  */
static bool rp_failure_mask(enum rp_vtype t, unsigned mask)
{
	if (t == RP_T_PTR)
		return (mask & RP_C_POS) == 0;
	if (t == RP_T_INT)
		return mask == RP_C_NEG;
	return false;
}

static bool rp_anything_held(const struct rp_engine *eng, unsigned char *s)
{
	const struct rp_rstate *res = rp_res(eng, s);
	int i;

	for (i = 0; i < eng->nslots; i++)
		if (res[i].status == RP_R_HELD || res[i].status == RP_R_COND)
			return true;
	return false;
}

/* What bindable value V stands for when nothing is known: a PHI, for
   nothing (-1); a memory location, for its own unknown contents.  */
static int rp_unbound(const struct rp_engine *eng, int v)
{
	return eng->f->values[v].kind == RP_V_PHI ? -1 : v;
}

/* ---- Set-up ---- */

/* Add to ROOTS (a set over values) what bindable value V can stand for:
   a PHI's sources, the values stored into a location, and V itself for a
   location.  */
static void rp_possible_roots(const struct rp_engine *eng, int v, unsigned char *roots,
			      int depth)
{
	const struct rp_func *f = eng->f;
	size_t i;

	if (v < 0 || roots[v] || depth > 8)
		return;
	roots[v] = 1;
	if (eng->bidx[v] < 0)
		return;
	for (i = 0; i < f->nmoves; i++)
		if (f->moves[i].dst == v)
			rp_possible_roots(eng, f->moves[i].src, roots, depth + 1);
	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_STORE && f->events[i].slot == v)
			rp_possible_roots(eng, f->events[i].val, roots, depth + 1);
}

/* Pin the terms derived values can resolve to (see rp_root).  */
static void rp_pin_targets(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i, j;
	unsigned char *roots = rp_xcalloc(n ? n : 1, 1);

	for (i = 0; i < n; i++) {
		const struct rp_value *x = &f->values[i];

		if (!eng->derived[i] || eng->bidx[x->base] < 0)
			continue;
		memset(roots, 0, n);
		rp_possible_roots(eng, x->base, roots, 0);
		for (j = 0; j < n; j++) {
			int w;

			if (!roots[j] || (int)j == x->base)
				continue;
			w = rp_val_lookup(f, x->kind, (int)j, x->off);
			if (w >= 0)
				eng->pinned[w] = 1;
		}
	}
	free(roots);
}

/* Give value V a binding in the state.  */
static void rp_add_binding(struct rp_engine *eng, int v)
{
	if (v < 0 || eng->bidx[v] >= 0)
		return;
	eng->bvals[eng->nbind] = v;
	eng->bidx[v] = eng->nbind++;
}


static int rp_slot_find(const struct rp_engine *eng, const char *family, int obj)
{
	int i;

	for (i = 0; i < eng->nslots; i++)
		if (eng->slots[i].obj == obj && !strcmp(eng->slots[i].family, family))
			return i;
	return -1;
}

/* Add (or find) the slot for acquire event EVI's family on OBJ, and record
   what the acquire says about it.  */
/* Whether V is an object the caller can name: an argument or a global, or
   reached from one through fields and pointers stored in them.  Such
   objects stay the same through the whole function (not a loop's
   variable, which names another object each iteration).  */
static bool rp_caller_object(const struct rp_func *f, int v)
{
	while (v >= 0) {
		const struct rp_value *x = &f->values[v];

		switch (x->kind) {
		case RP_V_PARAM:
			return true;
		case RP_V_GLOBAL:
			return !(x->id & 0x80000000u);
		case RP_V_LOAD:
		case RP_V_ADDR:
			v = x->base;
			break;
		default:
			return false;
		}
	}
	return false;
}

static void rp_slot_add(struct rp_engine *eng, int evi, int obj)
{
	const struct rp_event *ev = &eng->f->events[evi];
	const char *family = ev->api->family;
	struct rp_slot *s;
	int i;

	if (obj < 0)
		return;
	i = rp_slot_find(eng, family, obj);
	if (i < 0) {
		RP_GROW(eng->slots, eng->capslots, (size_t)eng->nslots + 1);
		s = &eng->slots[eng->nslots++];
		memset(s, 0, sizeof(*s));
		s->family = family;
		s->obj = obj;
		s->caller = rp_caller_object(eng->f, obj);
		s->frees = -1;
		s->init_site = -1;
	} else {
		s = &eng->slots[i];
	}
	if (ev->api->flags & RP_API_LOCK)
		s->lock = true;
	if (ev->api->kind == RP_ACQUIRE)
		s->acquired = true;
	if (ev->api->flags & RP_API_INIT) {
		if (!s->init || ev->release_frees > s->frees)
			s->frees = ev->release_frees;
		s->init = true;
		if (s->init_site < 0)
			s->init_site = evi;
	}
}

/* Add a slot for acquire EVI on each value PHI V can stand for, and on V.  */
static void rp_slot_add_roots(struct rp_engine *eng, int evi, int v, unsigned char *seen)
{
	const struct rp_func *f = eng->f;
	size_t i;

	if (v < 0 || seen[v])
		return;
	seen[v] = 1;
	rp_slot_add(eng, evi, v);
	if (f->values[v].kind != RP_V_PHI)
		return;
	for (i = 0; i < f->nmoves; i++)
		if (f->moves[i].dst == v)
			rp_slot_add_roots(eng, evi, f->moves[i].src, seen);
}

static void rp_mark_class(struct rp_engine *eng, int v)
{
	const struct rp_func *f = eng->f;

	if (v < 0 || eng->cidx[v] >= 0 || f->values[v].kind == RP_V_PHI ||
	    rp_val_is_const(f, v))
		return;
	if (f->values[v].kind == RP_V_MAP) {
		rp_mark_class(eng, f->values[v].base);
		return;
	}
	if (f->values[v].kind == RP_V_GLOBAL || f->values[v].kind == RP_V_LOCAL)
		return;
	eng->cidx[v] = eng->nclass++;
}

static void rp_set_use(struct rp_engine *eng, uint64_t *set, int v)
{
	if (v < 0)
		return;
	set[v / 64] |= 1ull << (v % 64);
	/* A derived value needs what its base stands for.  */
	if (eng->derived[v])
		rp_set_use(eng, set, eng->f->values[v].base);
	/* A condition on PTR_ERR(p) is a condition on p.  */
	if (eng->f->values[v].kind == RP_V_MAP)
		rp_set_use(eng, set, eng->f->values[v].base);
}

static void rp_set_def(uint64_t *set, int v)
{
	if (v >= 0)
		set[v / 64] &= ~(1ull << (v % 64));
}

/* Resources an event of each block, or of a block after it, may act on.  */
static void rp_compute_slot_liveness(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t nw = (eng->nslots + 63) / 64, b;
	bool changed = true;

	eng->nslotwords = nw ? nw : 1;
	eng->slot_live = rp_xcalloc(f->nblocks ? f->nblocks * eng->nslotwords : 1,
				    sizeof(uint64_t));
	for (b = 0; b < f->nblocks; b++) {
		const struct rp_block *bl = &f->blocks[b];
		int i, k;

		for (i = 0; i < bl->nev; i++) {
			const struct rp_event *ev = &f->events[bl->ev_first + i];
			/* Frees and uses matter to initialised objects (kfree-kobject,
			   use-after-put).  */
			bool any_init = ev->kind == RP_E_USE ||
					(ev->kind == RP_E_CALL && ev->api->kind == RP_FREE);

			if (ev->kind != RP_E_CALL && ev->kind != RP_E_USE)
				continue;
			for (k = 0; k < eng->nslots; k++)
				if ((any_init && eng->slots[k].init) ||
				    (ev->kind == RP_E_CALL &&
				     !strcmp(ev->api->family, eng->slots[k].family)))
					eng->slot_live[b * eng->nslotwords + k / 64] |= 1ull << (k % 64);
		}
	}
	while (changed) {
		changed = false;
		for (b = f->nblocks; b-- > 0;) {
			const struct rp_block *bl = &f->blocks[b];
			uint64_t *mine = &eng->slot_live[b * eng->nslotwords];
			int i;
			size_t k;

			for (i = 0; i < bl->nsucc; i++) {
				const uint64_t *theirs =
					&eng->slot_live[f->edges[bl->succ_first + i].dst * eng->nslotwords];

				for (k = 0; k < eng->nslotwords; k++)
					if ((mine[k] | theirs[k]) != mine[k]) {
						mine[k] |= theirs[k];
						changed = true;
					}
			}
		}
	}
}

/* Live values on entry to each block, by the usual backward fixpoint.  */
static void rp_compute_liveness(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t nw = eng->nwords, b, k;
	uint64_t *tmp = rp_xcalloc(nw, sizeof(uint64_t));
	uint64_t *edge = rp_xcalloc(nw, sizeof(uint64_t));
	bool changed = true;

	eng->live = rp_xcalloc(f->nblocks ? f->nblocks * nw : 1, sizeof(uint64_t));
	while (changed) {
		changed = false;
		for (b = f->nblocks; b-- > 0;) {
			const struct rp_block *bl = &f->blocks[b];
			int i;

			memset(tmp, 0, nw * sizeof(uint64_t));
			for (i = 0; i < bl->nsucc; i++) {
				const struct rp_edge *e = &f->edges[bl->succ_first + i];
				int j;

				memcpy(edge, &eng->live[e->dst * nw], nw * sizeof(uint64_t));
				for (j = 0; j < e->nmove; j++)
					rp_set_def(edge, f->moves[e->move_first + j].dst);
				for (j = 0; j < e->nmove; j++)
					rp_set_use(eng, edge, f->moves[e->move_first + j].src);
				for (j = 0; j < e->ncond; j++)
					rp_set_use(eng, edge, f->conds[e->cond_first + j].val);
				for (k = 0; k < nw; k++)
					tmp[k] |= edge[k];
			}
			for (i = bl->nev; i-- > 0;) {
				const struct rp_event *ev = &f->events[bl->ev_first + i];

				switch (ev->kind) {
				case RP_E_CALL:
					if (ev->ret != ev->obj)
						rp_set_def(tmp, ev->ret);
					rp_set_use(eng, tmp, ev->obj);
					rp_set_use(eng, tmp, ev->drop);
					break;
				case RP_E_DEF:
					rp_set_def(tmp, ev->val);
					break;
				case RP_E_STORE:
					rp_set_def(tmp, ev->slot);
					rp_set_use(eng, tmp, ev->val);
					rp_set_use(eng, tmp, ev->dst);
					break;
				case RP_E_RETURN:
				case RP_E_USE:
					rp_set_use(eng, tmp, ev->val);
					break;
				}
			}
			for (k = 0; k < nw; k++)
				if (eng->live[b * nw + k] != tmp[k]) {
					eng->live[b * nw + k] = tmp[k];
					changed = true;
				}
		}
	}
	free(tmp);
	free(edge);
}

struct rp_engine *rp_engine_new(const struct rp_func *f, unsigned checks,
				unsigned long max_states)
{
	struct rp_engine *eng = rp_xcalloc(1, sizeof(*eng));
	size_t n = f->nvalues, i;
	unsigned char *seen = rp_xcalloc(n ? n : 1, 1);
	size_t off;

	eng->f = f;
	eng->checks = checks;
	eng->max_states = max_states;
	eng->cidx = rp_xmalloc((n ? n : 1) * sizeof(int));
	eng->bidx = rp_xmalloc((n ? n : 1) * sizeof(int));
	eng->aidx = rp_xmalloc((n ? n : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		eng->cidx[i] = eng->bidx[i] = eng->aidx[i] = -1;

	/* The caller's objects this function frees (kfree(arg)), for the
	   summary's "free arg1".  */
	eng->fobj = rp_xmalloc((f->nevents ? f->nevents : 1) * sizeof(int));
	eng->fev = rp_xmalloc((f->nevents ? f->nevents : 1) * sizeof(int));
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];
		int k;

		if (ev->kind != RP_E_CALL || ev->api->kind != RP_FREE ||
		    !rp_caller_object(f, ev->obj))
			continue;
		for (k = 0; k < eng->nfobj && eng->fobj[k] != ev->obj; k++)
			;
		if (k == eng->nfobj) {
			eng->fobj[eng->nfobj] = ev->obj;
			eng->fev[eng->nfobj++] = (int)i;
		}
	}

	/* PHIs get bindings; so do the memory locations stores write (their
	   LOAD terms), and those an out-parameter acquire fills: a path knows
	   which value was stored there last.  */
	eng->bvals = rp_xmalloc((n ? n : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		if (f->values[i].kind == RP_V_PHI)
			rp_add_binding(eng, (int)i);
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_STORE)
			rp_add_binding(eng, ev->slot);
		if (ev->kind == RP_E_CALL && ev->api->obj.deref)
			rp_add_binding(eng, ev->obj);
	}

	/* Loads and addresses whose base (at any depth) has a binding.  */
	eng->derived = rp_xcalloc(n ? n : 1, 1);
	for (i = 0; i < n; i++) {
		const struct rp_value *x = &f->values[i];

		if ((x->kind == RP_V_LOAD || x->kind == RP_V_ADDR) && x->base >= 0 &&
		    (eng->bidx[x->base] >= 0 || eng->derived[x->base]))
			eng->derived[i] = 1;
	}
	/* A derived value stands, on a path, for the same term on what its
	   base stands for: static liveness cannot see those uses, so those
	   terms are never forgotten.  */
	eng->imask = rp_xmalloc(n ? n : 1);
	for (i = 0; i < n; i++)
		eng->imask[i] = (unsigned char)(rp_val_const_mask(f, (int)i) &
						rp_type_mask(f->values[i].type));
	eng->pinned = rp_xcalloc(n ? n : 1, 1);
	rp_pin_targets(eng);
	/* Where an acquired object was stored stays known even when the
	   location is not read again: handing over the holder hands over the
	   object ("st->vdd_supply = regulator_get(); regulator_enable(...);
	   devm_add_action_or_reset(dev, off, st)").  */
	{
		unsigned char *acq_cont = rp_xcalloc(n ? n : 1, 1);

		for (i = 0; i < f->nevents; i++)
			if (f->events[i].kind == RP_E_CALL &&
			    (f->events[i].api->kind == RP_ACQUIRE || f->events[i].api->kind == RP_ALLOC) &&
			    f->events[i].obj >= 0)
				acq_cont[rp_val_container(f, f->events[i].obj)] = 1;
		bool frees = false;

		for (i = 0; i < f->nevents; i++)
			if (f->events[i].kind == RP_E_CALL && f->events[i].api->kind == RP_FREE)
				frees = true;
		for (i = 0; i < f->nevents; i++) {
			const struct rp_event *ev = &f->events[i];

			/* ... and, where memory is freed, what pointer locations
			   hold (free-while-linked reads them at the exits).  */
			if (ev->kind == RP_E_STORE && ev->slot >= 0 && ev->val >= 0 &&
			    (acq_cont[rp_val_container(f, ev->val)] ||
			     (frees && f->values[ev->slot].type == RP_T_PTR)))
				eng->pinned[ev->slot] = 1;
		}
		free(acq_cont);
	}
	/* The result of an acquire with a "better" API: whether a return is
	   on its failure path decides the leak check's fix-it (leak.c).  */
	if (checks & (1u << RP_CHECK_leak))
		for (i = 0; i < f->nevents; i++)
			if (f->events[i].kind == RP_E_CALL && f->events[i].api->better &&
			    f->events[i].ret >= 0) {
				eng->pinned[f->events[i].ret] = 1;
				eng->nbetter++;
			}

	/* Resources, fresh allocations, and the values whose classes count.  */
	eng->avals = rp_xmalloc((n ? n : 1) * sizeof(int));
	eng->acq_result = rp_xcalloc(n ? n : 1, 1);
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		switch (ev->kind) {
		case RP_E_CALL:
			if (ev->api->kind == RP_ACQUIRE) {
				if (ev->ret >= 0)
					eng->acq_result[ev->ret] = 1;
				memset(seen, 0, n);
				rp_slot_add_roots(eng, (int)i, ev->obj, seen);
			}
			/* Releases of what the caller holds are tracked too: lent
			   and retaken, released twice, or released for the
			   caller (a summary's "releases argument 1").  */
			if (ev->api->kind == RP_RELEASE && rp_caller_object(f, ev->obj))
				rp_slot_add(eng, (int)i, ev->obj);
			if (ev->api->kind == RP_ALLOC && ev->ret >= 0 &&
			    eng->aidx[ev->ret] < 0) {
				eng->avals[eng->nallocs] = ev->ret;
				eng->aidx[ev->ret] = eng->nallocs++;
			}
			rp_mark_class(eng, ev->ret);
			rp_mark_class(eng, ev->obj);
			break;
		case RP_E_RETURN:
		case RP_E_STORE:
			rp_mark_class(eng, ev->val);
			rp_mark_class(eng, ev->slot);
			break;
		case RP_E_USE:
			rp_mark_class(eng, ev->val);
			break;
		case RP_E_DEF:
			break;
		}
	}
	for (i = 0; i < f->nconds; i++)
		rp_mark_class(eng, f->conds[i].val);
	for (i = 0; i < f->nmoves; i++)
		rp_mark_class(eng, f->moves[i].src);
	eng->held_test = rp_xmalloc((n ? n : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		eng->held_test[i] = -1;
	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_CALL && f->events[i].api->kind == RP_HELD &&
		    f->events[i].ret >= 0)
			eng->held_test[f->events[i].ret] = (int)i;
	eng->bind_target = rp_xcalloc(n ? n : 1, 1);
	for (i = 0; i < n; i++)
		if (f->values[i].kind == RP_V_LOAD || f->values[i].kind == RP_V_ADDR ||
		    eng->bidx[i] >= 0)
			eng->bind_target[i] = 1;
	for (i = 0; i < f->nmoves; i++)
		if (f->moves[i].src >= 0)
			eng->bind_target[f->moves[i].src] = 1;
	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_STORE && f->events[i].val >= 0)
			eng->bind_target[f->events[i].val] = 1;
	eng->essential = rp_xcalloc(n ? n : 1, 1);
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_CALL) {
			if (ev->ret >= 0)
				eng->essential[ev->ret] = 1;
			if (ev->obj >= 0)
				eng->essential[ev->obj] = 1;
		} else if (ev->kind == RP_E_RETURN && ev->val >= 0) {
			eng->essential[ev->val] = 1;
		}
	}
	/* Tests that guard an acquire or a release ("if (!enabled)
	   pci_disable_device(pdev)") keep their correlation too.  */
	for (i = 0; i < f->nedges; i++) {
		const struct rp_edge *e = &f->edges[i];
		const struct rp_block *d = &f->blocks[e->dst];
		int j, hops;
		bool guards = false;

		for (hops = 0; hops < 2 && !guards; hops++) {
			for (j = 0; j < d->nev; j++)
				if (f->events[d->ev_first + j].kind == RP_E_CALL)
					guards = true;
			if (d->nsucc != 1)
				break;
			d = &f->blocks[f->edges[d->succ_first].dst];
		}
		for (j = 0; guards && j < e->ncond; j++) {
			int v = f->conds[e->cond_first + j].val;

			eng->essential[v] = 1;
			if (f->values[v].kind == RP_V_MAP)
				eng->essential[f->values[v].base] = 1;
		}
	}
	for (i = 0; i < f->nmoves; i++)
		if (eng->essential[f->moves[i].dst] && f->moves[i].src >= 0)
			eng->essential[f->moves[i].src] = 1;
	eng->cvals = rp_xmalloc((eng->nclass ? eng->nclass : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		if (eng->cidx[i] >= 0)
			eng->cvals[eng->cidx[i]] = (int)i;
	free(seen);

	off = sizeof(struct rp_state_hdr);
	eng->off_bind = off;
	off += eng->nbind * sizeof(int);
	eng->off_res = off;
	off += eng->nslots * sizeof(struct rp_rstate);
	eng->off_cls = off;
	off += eng->nclass;
	eng->off_alloc = off;
	off += eng->nallocs;
	eng->ssz = (off + 3) & ~(size_t)3;
	/* The budget also bounds memory: states grow with the function (a
	   function of 3,000 tests has states of 16 KiB), and the budget in
	   states alone let one take 330 MB.  */
	if (eng->max_states > RP_MAX_STATE_BYTES / eng->ssz)
		eng->max_states = RP_MAX_STATE_BYTES / eng->ssz;

	eng->nwords = (n + 63) / 64;
	if (!eng->nwords)
		eng->nwords = 1;
	return eng;
}

void rp_engine_free(struct rp_engine *eng)
{
	int i, j;

	if (!eng)
		return;
	for (i = 0; i < eng->nreports; i++) {
		free(eng->reports[i].text);
		free(eng->reports[i].key);
		free(eng->reports[i].fix_text);
		free(eng->reports[i].api);
		free(eng->reports[i].object);
		free(eng->reports[i].family);
		for (j = 0; j < eng->reports[i].nnotes; j++)
			free(eng->reports[i].notes[j].text);
		free(eng->reports[i].notes);
	}
	free(eng->reports);
	free(eng->cidx);
	free(eng->acq_result);
	free(eng->derived);
	free(eng->pinned);
	free(eng->imask);
	free(eng->essential);
	free(eng->bind_target);
	free(eng->held_test);
	free(eng->block_states);
	free(eng->bidx);
	free(eng->aidx);
	free(eng->cvals);
	free(eng->bvals);
	free(eng->avals);
	free(eng->slots);
	free(eng->live);
	free(eng->slot_live);
	free(eng->exits);
	free(eng->fexits);
	free(eng->event_marks);
	free(eng->fobj);
	free(eng->fev);
	free(eng->nodes);
	free(eng->states);
	free(eng->memo);
	free(eng->pathbuf);
	free(eng);
}

/* ---- Transfer functions ---- */

/* The hook context for node NODE at event EV of BLOCK in state S.  */
static struct rp_hook rp_make_hook(struct rp_engine *eng, int node, int block,
				   int ev, unsigned char *s)
{
	struct rp_hook h;

	memset(&h, 0, sizeof(h));
	h.eng = eng;
	h.f = eng->f;
	h.node = node;
	h.block = block;
	h.event = ev;
	h.slot = -1;
	h.state = s;
	return h;
}

/* Re-evaluate the conditional acquires that depend on value R.  */
static void rp_update_conds(struct rp_engine *eng, unsigned char *s, int r)
{
	struct rp_rstate *res = rp_res(eng, s);
	unsigned c = rp_class_of_root(eng, s, r);
	int i;

	for (i = 0; i < eng->nslots; i++) {
		const struct rp_event *site;
		unsigned ok;

		if (res[i].status != RP_R_COND || res[i].site < 0)
			continue;
		site = &eng->f->events[res[i].site];
		if (site->ret != r)
			continue;
		ok = rp_when_mask(site->api->when);
		if ((c & ok) == c)
			res[i].status = RP_R_HELD;
		else if ((c & ok) == 0)
			res[i].status = RP_R_FAILED;
	}
}

/* V gets a new value: forget its classes and the PHIs that stood for it.  */
static void rp_define(struct rp_engine *eng, unsigned char *s, int v)
{
	int i;

	if (v < 0)
		return;
	if (eng->cidx[v] >= 0)
		rp_cls(eng, s)[eng->cidx[v]] = (unsigned char)rp_init_mask(eng, v);
	if (eng->aidx[v] >= 0)
		rp_alloc(eng, s)[eng->aidx[v]] = 0;
	if (eng->bidx[v] >= 0)
		rp_bind(eng, s)[eng->bidx[v]] = rp_unbound(eng, v);
	if (!eng->bind_target[v])
		return;
	/* What stood for V's old value now stands for something unknown (not
	   for a location's original contents).  */
	for (i = 0; i < eng->nbind; i++)
		if (rp_bind(eng, s)[i] == v && eng->bvals[i] != v)
			rp_bind(eng, s)[i] = -1;
}

/* The resource of FAMILY that value V designates in state S, or -1.  The
   object itself first; else, as references to an object and to the device
   or kobject embedded in it are one reference ("put_device(&client->dev)"
   gives back what of_find_i2c_device_by_node() returned), a resource of
   the same family on V's container or contained in V.  */
static int rp_slot_of(const struct rp_engine *eng, unsigned char *s,
		      const char *family, int v)
{
	int r = rp_root(eng, s, v), c, i;

	/* The slot's object, or what it stands for on this path, is V.  */
	for (i = 0; i < eng->nslots; i++)
		if (!strcmp(eng->slots[i].family, family) &&
		    (eng->slots[i].obj == v ||
		     (r >= 0 && rp_root(eng, s, eng->slots[i].obj) == r)))
			return i;
	if (r < 0)
		return -1;
	c = rp_cont(eng, s, r);
	for (i = 0; c >= 0 && i < eng->nslots; i++)
		if (!strcmp(eng->slots[i].family, family) &&
		    (rp_root(eng, s, eng->slots[i].obj) == c ||
		     rp_cont(eng, s, eng->slots[i].obj) == c))
			return i;
	return -1;
}

/* Run the hooks of the enabled checks that implement member HOOK.  */
#define RP_RUN_HOOKS(eng, hook, h)                                              \
	do {                                                                    \
		int c_;                                                         \
		for (c_ = 0; c_ < RP_CHECK_COUNT; c_++)                         \
			if (((eng)->checks >> c_ & 1) && rp_check_table[c_]->hook) \
				rp_check_table[c_]->hook(h);                    \
	} while (0)

/* Release FAMILY's reference on V (event EV at NODE).  */
static void rp_release(struct rp_engine *eng, unsigned char *s, int node, int block,
		       int ev, const char *family, int v, bool is_drop)
{
	struct rp_rstate *res = rp_res(eng, s);
	int slot;
	struct rp_hook h;

	/* Releasing NULL does nothing (of_node_put(NULL) and friends).  */
	if (v < 0 || rp_class(eng, s, v) == RP_C_ZERO)
		return;
	slot = rp_slot_of(eng, s, family, v);
	if (slot < 0)
		return;
	h = rp_make_hook(eng, node, block, ev, s);
	h.slot = slot;
	h.before = res[slot];
	h.is_drop = is_drop;
	RP_RUN_HOOKS(eng, on_release, &h);
	switch (res[slot].status) {
	case RP_R_HELD:
		if (res[slot].count > 1) {
			res[slot].count--;
			break;
		}
		/* fall through */
	case RP_R_COND:
	case RP_R_ESCAPED:
		res[slot].status = RP_R_RELEASED;
		res[slot].count = 0;
		res[slot].site = (short)ev;
		break;
	case RP_R_NONE:
		/* The caller's: it gets it back when this function retakes it.  */
		if (!is_drop) {
			res[slot].status = RP_R_LENT;
			res[slot].site = (short)ev;
		}
		break;
	default:
		break;
	}
}

/* Whether object OBJ is C or is reached from C's memory ("st->vdd_supply"
   is reached from st): handing over C hands over what C holds.  */
static bool rp_reachable(const struct rp_engine *eng, unsigned char *s, int obj, int c,
			 int depth)
{
	int o = rp_cont(eng, s, obj);

	if (o < 0)
		return false;
	if (o == c)
		return true;
	if (depth > 0 && eng->f->values[o].kind == RP_V_LOAD)
		return rp_reachable(eng, s, eng->f->values[o].base, c, depth - 1);
	return false;
}

/* Ownership of V (and of what is held through it) leaves the function.  */
static void rp_escape(struct rp_engine *eng, unsigned char *s, int v)
{
	struct rp_rstate *res = rp_res(eng, s);
	int c = rp_cont(eng, s, v), i;

	if (c < 0)
		return;
	if (eng->aidx[c] >= 0)
		rp_alloc(eng, s)[eng->aidx[c]] |= RP_A_ESCAPED;
	for (i = 0; i < eng->nslots; i++) {
		int j, r;

		if (res[i].status != RP_R_HELD && res[i].status != RP_R_COND)
			continue;
		if (res[i].via == c || rp_reachable(eng, s, eng->slots[i].obj, c, 3)) {
			/* One reference goes; a second one taken here stays.  */
			if (res[i].status == RP_R_HELD && res[i].count > 1)
				res[i].count--;
			else
				res[i].status = RP_R_ESCAPED;
			continue;
		}
		/* Stored into one of C's fields: "st->vdd_supply = x" then
		   regulator_enable(x), then st handed over.  */
		r = rp_root(eng, s, eng->slots[i].obj);
		for (j = 0; r >= 0 && j < eng->nbind; j++) {
			const struct rp_value *b = &eng->f->values[eng->bvals[j]];

			if (b->kind == RP_V_LOAD && rp_bind(eng, s)[j] == r &&
			    rp_cont(eng, s, b->base) == c) {
				res[i].status = RP_R_ESCAPED;
				break;
			}
		}
	}
}

/* V is stored into memory based on DST.  */
static void rp_store(struct rp_engine *eng, unsigned char *s, const struct rp_event *ev)
{
	struct rp_rstate *res = rp_res(eng, s);
	int d = ev->dst >= 0 ? rp_cont(eng, s, ev->dst) : -1;
	int r = rp_root(eng, s, ev->val), c, i;

	if (ev->slot >= 0) {
		unsigned m = rp_class(eng, s, ev->val);

		/* The location now holds the stored value.  */
		rp_define(eng, s, ev->slot);
		if (r >= 0 && eng->bidx[ev->slot] >= 0 && r != ev->slot)
			rp_bind(eng, s)[eng->bidx[ev->slot]] = r;
		else if (eng->cidx[ev->slot] >= 0)
			rp_cls(eng, s)[eng->cidx[ev->slot]] =
				(unsigned char)(m & rp_init_mask(eng, ev->slot));
	}
	if (r < 0 || eng->f->values[r].type != RP_T_PTR)
		return;
	/* Stores into local variables keep ownership here.  */
	if (d >= 0 && eng->f->values[d].kind == RP_V_LOCAL)
		return;
	/* Stores into a fresh allocation that has not escaped: ownership now
	   goes with the allocation.  */
	if (d >= 0 && eng->aidx[d] >= 0 && !(rp_alloc(eng, s)[eng->aidx[d]] & RP_A_ESCAPED)) {
		c = rp_cont(eng, s, r);
		for (i = 0; i < eng->nslots; i++)
			if ((res[i].status == RP_R_HELD || res[i].status == RP_R_COND) &&
			    rp_cont(eng, s, eng->slots[i].obj) == c)
				res[i].via = (short)d;
		return;
	}
	rp_escape(eng, s, ev->val);
}

/* FREE event EV of V.  */
static void rp_free(struct rp_engine *eng, unsigned char *s, int node, int block,
		    int ev, int v)
{
	struct rp_rstate *res = rp_res(eng, s);
	int c = rp_cont(eng, s, v), i, r = rp_root(eng, s, v);

	if (c < 0 || rp_class(eng, s, v) == RP_C_ZERO)
		return;
	for (i = RP_NFREED - 1; i > 0; i--)
		rp_hdr(s)->freed[i] = rp_hdr(s)->freed[i - 1];
	rp_hdr(s)->freed[0] = r;
	for (i = 0; i < eng->nslots; i++) {
		struct rp_hook h;

		if (rp_cont(eng, s, eng->slots[i].obj) != c)
			continue;
		h = rp_make_hook(eng, node, block, ev, s);
		h.slot = i;
		h.before = res[i];
		RP_RUN_HOOKS(eng, on_free, &h);
		if (res[i].status == RP_R_HELD || res[i].status == RP_R_COND)
			res[i].status = RP_R_FREED;
	}
}

/* ACQUIRE event EV.  */
static void rp_acquire(struct rp_engine *eng, unsigned char *s, int node, int block,
		       int evi)
{
	const struct rp_event *ev = &eng->f->events[evi];
	struct rp_rstate *res = rp_res(eng, s);
	int slot, c;

	if (ev->drop >= 0)
		rp_release(eng, s, node, block, evi, ev->api->family, ev->drop, true);
	if (ev->ret >= 0 && ev->ret != ev->drop)
		rp_define(eng, s, ev->ret);
	/* request_firmware(&fw, ...): the callee writes fw.  */
	if (ev->api->obj.deref)
		rp_define(eng, s, ev->obj);
	slot = rp_slot_of(eng, s, ev->api->family, ev->obj);
	if (slot < 0)
		return;
	/* get_device(NULL) takes nothing.  */
	if (ev->obj >= 0 && eng->f->values[ev->obj].type == RP_T_PTR &&
	    ev->api->obj.arg != 0 && rp_class(eng, s, ev->obj) == RP_C_ZERO)
		return;
	/* kobject_get(&x->kobj) uses x: x is not NULL from here on.  */
	if (ev->obj >= 0 && eng->f->values[ev->obj].kind == RP_V_ADDR) {
		int x = rp_root(eng, s, eng->f->values[ev->obj].base);

		if (x >= 0 && eng->cidx[x] >= 0 && (rp_cls(eng, s)[eng->cidx[x]] & ~RP_C_ZERO))
			rp_cls(eng, s)[eng->cidx[x]] &= (unsigned char)~RP_C_ZERO;
	}
	if (res[slot].status == RP_R_HELD) {
		if (ev->api->when == RP_WHEN_ALWAYS && res[slot].count < 3)
			res[slot].count++;
		return;
	}
	if (res[slot].status == RP_R_LENT && ev->api->when == RP_WHEN_ALWAYS) {
		res[slot].status = RP_R_NONE;
		res[slot].site = -1;
		return;
	}
	/* A new acquisition: the failure of an earlier one was handled.  */
	rp_hdr(s)->fail_edge = -1;
	res[slot].site = (short)evi;
	res[slot].via = -1;
	res[slot].count = 1;
	res[slot].flags = (ev->api->flags & RP_API_MUST_CHECK) && ev->ret >= 0 ? RP_RF_UNCHECKED : 0;
	/* A reference on an object this function allocated and has already
	   published (stored where others find it) belongs with the publication:
	   the owner that finds it puts it (ipmi's BMC device, released through
	   its usecount).  Objects the function did not create are not treated
	   so: "priv->dev = dev; pm_runtime_get_sync(dev)" still owes a put.  */
	c = rp_cont(eng, s, ev->obj);
	if (c >= 0 && eng->aidx[c] >= 0 && (rp_alloc(eng, s)[eng->aidx[c]] & RP_A_ESCAPED)) {
		res[slot].status = RP_R_ESCAPED;
		return;
	}
	if (ev->api->when == RP_WHEN_ALWAYS) {
		res[slot].status = RP_R_HELD;
	} else {
		res[slot].status = RP_R_COND;
		if (ev->ret >= 0)
			rp_update_conds(eng, s, ev->ret);
	}
}

/* Record, for summaries, each resource's state at return EV: under which
   classes of the returned value it is held, given back, handed back with
   the result, or neither.  */
static void rp_record_exit(struct rp_engine *eng, unsigned char *s,
			   const struct rp_event *ev)
{
	const struct rp_func *f = eng->f;
	struct rp_rstate *res = rp_res(eng, s);
	unsigned retmask = RP_C_ALL;
	int ret = -1, i;

	if (ev->val >= 0 && !f->returns_void) {
		ret = rp_root(eng, s, ev->val);
		retmask = rp_class(eng, s, ev->val);
	}
	eng->nexits++;
	/* Freed: one of the last frees freed it, or it is NULL.  */
	for (i = 0; i < eng->nfobj; i++) {
		int r = rp_root(eng, s, eng->fobj[i]), k;
		bool freed = rp_class(eng, s, eng->fobj[i]) == RP_C_ZERO;

		for (k = 0; k < RP_NFREED && !freed; k++)
			freed = r >= 0 && rp_hdr(s)->freed[k] == r;
		if (freed)
			eng->fexits[i].lent |= (unsigned char)retmask;
		else
			eng->fexits[i].other |= (unsigned char)retmask;
	}
	for (i = 0; i < eng->nslots; i++) {
		struct rp_exitrec *x = &eng->exits[i];
		int obj = rp_root(eng, s, eng->slots[i].obj);

		switch (res[i].status) {
		case RP_R_HELD:
			x->held |= (unsigned char)retmask;
			break;
		case RP_R_COND: {
			/* Held when the acquire's own result says so: split by
			   the returned value when that is the result; else held
			   if the result can still be a success here, as the leak
			   check has it ("taken here if ... succeeds").  */
			const struct rp_event *site = res[i].site >= 0 ? &f->events[res[i].site] : NULL;
			unsigned ok = site ? rp_when_mask(site->api->when) : 0;

			if (!site || site->ret < 0) {
				x->other |= (unsigned char)retmask;
				x->unsure = 1;
			} else if (rp_root(eng, s, site->ret) == ret) {
				x->held |= (unsigned char)(retmask & ok);
				x->other |= (unsigned char)(retmask & ~ok);
			} else if (rp_class(eng, s, site->ret) & ok) {
				x->held |= (unsigned char)retmask;
			} else {
				x->other |= (unsigned char)retmask;
			}
			break;
		}
		case RP_R_ESCAPED:
			if (ret >= 0 && obj == ret)
				x->returned |= (unsigned char)retmask;
			else
				x->other |= (unsigned char)retmask;
			break;
		case RP_R_LENT:
			x->lent |= (unsigned char)retmask;
			break;
		case RP_R_NONE:
			/* Nothing to give back on a NULL object.  */
			if (obj >= 0 && rp_class(eng, s, obj) == RP_C_ZERO)
				x->lent |= (unsigned char)retmask;
			else
				x->other |= (unsigned char)retmask;
			break;
		default:
			x->other |= (unsigned char)retmask;
			break;
		}
	}
}

/* Apply the events of BLOCK to state S (reached as NODE).  */
static void rp_run_block(struct rp_engine *eng, unsigned char *s, int node, int block)
{
	const struct rp_func *f = eng->f;
	const struct rp_block *bl = &f->blocks[block];
	int i;

	for (i = 0; i < bl->nev; i++) {
		int evi = bl->ev_first + i;
		const struct rp_event *ev = &f->events[evi];

		switch (ev->kind) {
		case RP_E_CALL:
			switch (ev->api->kind) {
			case RP_ACQUIRE:
				rp_acquire(eng, s, node, block, evi);
				break;
			case RP_RELEASE:
				rp_release(eng, s, node, block, evi, ev->api->family,
					   ev->obj, false);
				break;
			case RP_FREE:
				rp_free(eng, s, node, block, evi, ev->obj);
				break;
			case RP_TRANSFER:
				rp_escape(eng, s, ev->obj);
				break;
			case RP_HELD:
				rp_define(eng, s, ev->ret);
				break;
			case RP_ALLOC:
				rp_define(eng, s, ev->ret);
				break;
			default:
				rp_define(eng, s, ev->ret);
				break;
			}
			break;
		case RP_E_DEF:
			rp_define(eng, s, ev->val);
			break;
		case RP_E_USE: {
			struct rp_hook h = rp_make_hook(eng, node, block, evi, s);

			RP_RUN_HOOKS(eng, on_use, &h);
			break;
		}
		case RP_E_STORE:
			rp_store(eng, s, ev);
			break;
		case RP_E_RETURN: {
			struct rp_hook h;

			if (ev->val >= 0 && f->values[ev->val].type == RP_T_PTR)
				rp_escape(eng, s, ev->val);
			rp_record_exit(eng, s, ev);
			h = rp_make_hook(eng, node, block, evi, s);
			RP_RUN_HOOKS(eng, on_return, &h);
			return;
		}
		}
	}
}

/* R turned out to be NULL here: a reference on NULL is no reference
   (get_device(NULL) takes nothing, put_device(NULL) gives nothing back).  */
static void rp_forget_null(struct rp_engine *eng, unsigned char *s, int r)
{
	struct rp_rstate *res = rp_res(eng, s);
	int i;

	int c = rp_cont(eng, s, r);

	for (i = 0; i < eng->nslots; i++)
		if ((res[i].status == RP_R_HELD || res[i].status == RP_R_COND) &&
		    (rp_root(eng, s, eng->slots[i].obj) == r ||
		     (c >= 0 && rp_cont(eng, s, eng->slots[i].obj) == c))) {
			res[i].status = RP_R_NONE;
			res[i].count = 0;
		}
}

/* A test looked at R: must-check results that are R are checked now.  */
static void rp_mark_checked(struct rp_engine *eng, unsigned char *s, int r)
{
	struct rp_rstate *res = rp_res(eng, s);
	int i;

	for (i = 0; i < eng->nslots; i++)
		if ((res[i].flags & RP_RF_UNCHECKED) && res[i].site >= 0 &&
		    eng->f->events[res[i].site].ret == r)
			res[i].flags &= (unsigned char)~RP_RF_UNCHECKED;
}

/* Whether "pci_is_enabled(pdev)" (held-test result R) being in classes
   NW agrees with what this path did: true when the path holds the
   reference, false when it released it or failed to take it.  */
static bool rp_held_consistent(const struct rp_engine *eng, unsigned char *s, int r,
			       unsigned nw)
{
	const struct rp_event *ev = &eng->f->events[eng->held_test[r]];
	int slot = rp_slot_of(eng, s, ev->api->family, ev->obj);
	unsigned st;

	if (slot < 0)
		return true;
	st = rp_res(eng, s)[slot].status;
	if (nw == RP_C_ZERO && st == RP_R_HELD)
		return false;
	if (!(nw & RP_C_ZERO) && (st == RP_R_RELEASED || st == RP_R_FAILED))
		return false;
	return true;
}

/* Lowering composes a MAP of a MAP into one (rp_val_map), so a chain of
   MAPs in rp_narrow_hops goes through bindings, and it can come back to
   where it started: after "x = PTR_ERR(x)" x's PHI (round a loop) or the
   load of x (when x is in memory) is bound to the MAP, whose base is that
   PHI or load (testsuite/refpair.fuzz/map-of-itself.c).  Past this many hops
   rp_narrow stops: the value keeps all its classes.  */
#define RP_MAX_MAP_HOPS 8

/* Narrow value V to classes MASK on EDGE, HOPS MAPs down a chain of them.
   Return false if impossible.  */
static bool rp_narrow_hops(struct rp_engine *eng, unsigned char *s, int edge, int v,
			   unsigned mask, int hops)
{
	const struct rp_func *f = eng->f;
	int r = rp_root(eng, s, v);
	unsigned old, nw;

	if (r < 0)
		return true;
	if (f->values[r].kind == RP_V_MAP) {
		/* A condition on PTR_ERR(p) or MIN(x, 0) is one on p or x.  */
		int b = f->values[r].base;
		unsigned pre = rp_map_preimage(&f->values[r], mask);

		if (hops >= RP_MAX_MAP_HOPS)
			return true;
		if (!rp_narrow_hops(eng, s, edge, b, pre, hops + 1))
			return false;
		b = rp_root(eng, s, b);
		if (b >= 0 && rp_is_acquire_result(eng, b) &&
		    rp_failure_mask(f->values[b].type, rp_class_of_root(eng, s, b)) &&
		    rp_hdr(s)->fail_edge < 0 && rp_anything_held(eng, s))
			rp_hdr(s)->fail_edge = edge;
		return true;
	}
	if (eng->cidx[r] < 0)
		return (rp_class_of_root(eng, s, r) & mask) != 0;
	old = rp_cls(eng, s)[eng->cidx[r]];
	nw = old & mask;
	if (!nw)
		return false;
	if (nw == old) {
		rp_mark_checked(eng, s, r);
		return true;
	}
	rp_cls(eng, s)[eng->cidx[r]] = (unsigned char)nw;
	rp_mark_checked(eng, s, r);
	if (eng->held_test[r] >= 0 && !rp_held_consistent(eng, s, r, nw))
		return false;
	if (nw == RP_C_ZERO && f->values[r].type == RP_T_PTR)
		rp_forget_null(eng, s, r);
	if (rp_is_acquire_result(eng, r) && rp_failure_mask(f->values[r].type, nw) &&
	    !rp_failure_mask(f->values[r].type, old) && rp_hdr(s)->fail_edge < 0 &&
	    rp_anything_held(eng, s))
		rp_hdr(s)->fail_edge = edge;
	rp_update_conds(eng, s, r);
	return true;
}

/* Narrow value V to classes MASK on EDGE.  Return false if impossible.  */
static bool rp_narrow(struct rp_engine *eng, unsigned char *s, int edge, int v,
		      unsigned mask)
{
	return rp_narrow_hops(eng, s, edge, v, mask, 0);
}

/* Apply EDGE to state S.  Return false if the edge is impossible here.  */
static bool rp_take_edge(struct rp_engine *eng, unsigned char *s, int edge)
{
	const struct rp_func *f = eng->f;
	const struct rp_edge *e = &f->edges[edge];
	int i, *bind = rp_bind(eng, s);
	int newb[64];

	for (i = 0; i < e->ncond; i++) {
		const struct rp_cond *c = &f->conds[e->cond_first + i];

		if (!rp_narrow(eng, s, edge, c->val, c->mask))
			return false;
	}
	/* PHI moves happen all at once.  */
	for (i = 0; i < e->nmove; i += 64) {
		int j, n = e->nmove - i < 64 ? e->nmove - i : 64;

		for (j = 0; j < n; j++)
			newb[j] = rp_root(eng, s, f->moves[e->move_first + i + j].src);
		for (j = 0; j < n; j++)
			bind[eng->bidx[f->moves[e->move_first + i + j].dst]] = newb[j];
	}
	if (e->branch)
		rp_hdr(s)->exit_edge = -1;
	else if (e->goto_loc && rp_hdr(s)->exit_edge < 0 && rp_anything_held(eng, s))
		rp_hdr(s)->exit_edge = edge;
	return true;
}

/* Forget what no longer matters on entry to BLOCK.  */
static void rp_canonicalize(struct rp_engine *eng, unsigned char *s, int block)
{
	const struct rp_func *f = eng->f;
	int *bind = rp_bind(eng, s);
	unsigned char *cls = rp_cls(eng, s);
	struct rp_rstate *res = rp_res(eng, s);
	unsigned char keep[4096];
	unsigned char *k = eng->nclass <= (int)sizeof(keep) ? keep
							     : rp_xmalloc(eng->nclass);
	bool coarse;
	int i;

	memset(k, 0, eng->nclass);
	for (i = 0; i < eng->nbind; i++) {
		if (!rp_live_p(eng, block, eng->bvals[i]))
			bind[i] = rp_unbound(eng, eng->bvals[i]);
		else if (bind[i] >= 0 && eng->cidx[bind[i]] >= 0)
			k[eng->cidx[bind[i]]] = 1;
	}
	for (i = 0; i < eng->nslots; i++) {
		if (res[i].status == RP_R_COND && res[i].site >= 0) {
			int r = f->events[res[i].site].ret;

			if (r >= 0 && eng->cidx[r] >= 0)
				k[eng->cidx[r]] = 1;
		}
		/* Whether a caller's object that this function only releases
		   is NULL decides, at the returns, if it was given back
		   ("if (!dev) return; put_device(dev);" releases dev).  */
		if (eng->slots[i].caller && !eng->slots[i].acquired &&
		    eng->cidx[eng->slots[i].obj] >= 0)
			k[eng->cidx[eng->slots[i].obj]] = 1;
		/* Where it was acquired and through what it is held matter only
		   while it is held.  */
		if (res[i].status != RP_R_HELD && res[i].status != RP_R_COND) {
			res[i].via = -1;
			res[i].count = 0;
			if (res[i].status != RP_R_RELEASED && res[i].status != RP_R_FAILED &&
			    res[i].status != RP_R_LENT && !(res[i].flags & RP_RF_UNCHECKED))
				res[i].site = -1;
			/* A caller's object given back stays so: the summary
			   says "releases argument 1" only if every return
			   sees it.  */
			if (!((eng->slot_live[block * eng->nslotwords + i / 64] >> (i % 64)) & 1) &&
			    !(res[i].flags & RP_RF_UNCHECKED) &&
			    !(res[i].status == RP_R_LENT && eng->slots[i].caller)) {
				res[i].status = RP_R_NONE;
				res[i].site = -1;
			}
		}
	}
	/* Widening: a block reached in many states keeps only the classes that
	   decide pairing directly (acquire results, objects, returned values);
	   correlations between other tests are dropped there.  This bounds the
	   work on long functions full of unrelated tests (sisfb_probe).  */
	coarse = eng->block_states[block] >= RP_WIDEN_STATES;
	for (i = 0; i < eng->nclass; i++) {
		int v = eng->cvals[i];

		if ((!k[i] && !rp_live_p(eng, block, v)) || (coarse && !eng->essential[v]))
			cls[i] = (unsigned char)rp_init_mask(eng, v);
	}
	if (!rp_anything_held(eng, s)) {
		rp_hdr(s)->fail_edge = -1;
		rp_hdr(s)->exit_edge = -1;
	}
	if (k != keep)
		free(k);
}

/* ---- Exploration ---- */

/* States are a few hundred bytes, hashed at every step of the exploration:
   eight bytes at a time (a byte-wise FNV took 7 % of a whole compile of
   drivers/md/raid10.c).  */
static uint32_t rp_state_hash(const struct rp_engine *eng, int block,
			      const unsigned char *s)
{
	uint64_t h = 0x9e3779b97f4a7c15ull ^ (uint64_t)(unsigned)block, w;
	size_t i = 0;

	for (; i + 8 <= eng->ssz; i += 8) {
		memcpy(&w, s + i, 8);
		h = (h ^ w) * 0xff51afd7ed558ccdull;
		h ^= h >> 29;
	}
	for (; i < eng->ssz; i++)
		h = (h ^ s[i]) * 0x100000001b3ull;
	h ^= h >> 32;
	return (uint32_t)h;
}

static unsigned char *rp_node_state(const struct rp_engine *eng, size_t node)
{
	return eng->states + node * eng->ssz;
}

static void rp_memo_insert(struct rp_engine *eng, size_t node)
{
	size_t mask = eng->nmemo - 1;
	size_t h = eng->nodes[node].hash & mask;

	while (eng->memo[h])
		h = (h + 1) & mask;
	eng->memo[h] = (unsigned)node + 1;
}

/* The node for (BLOCK, S), creating it (reached from PRED through EDGE) if
   new.  Return -1 if it existed or the budget ran out.  */
static int rp_node_get(struct rp_engine *eng, int block, const unsigned char *s,
		       int pred, int edge)
{
	size_t mask, h, i;
	struct rp_node *n;
	uint32_t hash = rp_state_hash(eng, block, s);

	if (!eng->nmemo) {
		eng->nmemo = 256;
		eng->memo = rp_xcalloc(eng->nmemo, sizeof(*eng->memo));
	}
	mask = eng->nmemo - 1;
	h = hash & mask;
	for (; eng->memo[h]; h = (h + 1) & mask) {
		size_t o = eng->memo[h] - 1;

		if (eng->nodes[o].hash == hash && eng->nodes[o].block == block &&
		    !memcmp(rp_node_state(eng, o), s, eng->ssz))
			return -1;
	}
	if (eng->nnodes >= eng->max_states) {
		eng->exhausted = true;
		return -1;
	}
	RP_GROW(eng->nodes, eng->capnodes, eng->nnodes + 1);
	if (eng->nnodes + 1 > eng->capstates) {
		size_t ncap = eng->capstates ? eng->capstates * 2 : 64;

		eng->states = rp_xrealloc(eng->states, ncap * eng->ssz);
		eng->capstates = ncap;
	}
	n = &eng->nodes[eng->nnodes];
	eng->block_states[block]++;
	n->block = block;
	n->pred = pred;
	n->pred_edge = edge;
	n->hash = hash;
	memcpy(rp_node_state(eng, eng->nnodes), s, eng->ssz);
	if ((eng->nnodes + 1) * 2 > eng->nmemo) {
		free(eng->memo);
		eng->nmemo = eng->nmemo ? eng->nmemo * 2 : 256;
		eng->memo = rp_xcalloc(eng->nmemo, sizeof(*eng->memo));
		for (i = 0; i < eng->nnodes; i++)
			rp_memo_insert(eng, i);
	}
	rp_memo_insert(eng, eng->nnodes);
	return (int)eng->nnodes++;
}

bool rp_engine_has_work(const struct rp_engine *eng)
{
	size_t i;

	if (eng->nslots > 0)
		return true;
	for (i = 0; i < eng->f->nevents; i++)
		if (eng->f->events[i].kind == RP_E_CALL && eng->f->events[i].api->kind == RP_FREE)
			return true;
	return false;
}

void rp_engine_run(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	unsigned char *s, *s2;
	size_t cur;
	int i;

	if (!f->nblocks || !rp_engine_has_work(eng))
		return;
	rp_compute_liveness(eng);
	rp_compute_slot_liveness(eng);
	eng->exits = rp_xcalloc(eng->nslots ? eng->nslots : 1, sizeof(*eng->exits));
	eng->fexits = rp_xcalloc(eng->nfobj ? eng->nfobj : 1, sizeof(*eng->fexits));
	eng->block_states = rp_xcalloc(f->nblocks, sizeof(int));
	s = rp_xcalloc(1, eng->ssz);
	s2 = rp_xcalloc(1, eng->ssz);

	/* The entry state: nothing held, values in their initial classes.  */
	rp_hdr(s)->fail_edge = rp_hdr(s)->exit_edge = -1;
	for (i = 0; i < RP_NFREED; i++)
		rp_hdr(s)->freed[i] = -1;
	for (i = 0; i < eng->nbind; i++)
		rp_bind(eng, s)[i] = rp_unbound(eng, eng->bvals[i]);
	for (i = 0; i < eng->nslots; i++) {
		rp_res(eng, s)[i].site = -1;
		rp_res(eng, s)[i].via = -1;
	}
	for (i = 0; i < eng->nclass; i++)
		rp_cls(eng, s)[i] = (unsigned char)rp_init_mask(eng, eng->cvals[i]);
	rp_canonicalize(eng, s, 0);
	rp_node_get(eng, 0, s, -1, -1);

	/* Breadth-first: nodes are processed in the order they were made.  */
	for (cur = 0; cur < eng->nnodes; cur++) {
		int block = eng->nodes[cur].block;
		const struct rp_block *bl = &f->blocks[block];

		memcpy(s, rp_node_state(eng, cur), eng->ssz);
		rp_run_block(eng, s, (int)cur, block);
		for (i = 0; i < bl->nsucc; i++) {
			int edge = bl->succ_first + i;

			memcpy(s2, s, eng->ssz);
			if (!rp_take_edge(eng, s2, edge))
				continue;
			rp_canonicalize(eng, s2, f->edges[edge].dst);
			rp_node_get(eng, f->edges[edge].dst, s2, (int)cur, edge);
		}
		if (eng->exhausted)
			break;
	}
	free(s);
	free(s2);
	if (!eng->exhausted)
		RP_RUN_HOOKS(eng, on_finish, eng);
}

/* ---- Queries ---- */

unsigned char *rp_engine_event_marks(struct rp_engine *eng)
{
	if (!eng->event_marks)
		eng->event_marks = rp_xcalloc(eng->f->nevents ? eng->f->nevents : 1, 1);
	return eng->event_marks;
}

int rp_engine_nbetter(const struct rp_engine *eng)
{
	return eng->nbetter;
}

struct rp_report *rp_engine_report_mut(struct rp_engine *eng, int i)
{
	return &eng->reports[i];
}

int rp_engine_nreports(const struct rp_engine *eng)
{
	return eng->nreports;
}

const struct rp_report *rp_engine_report(const struct rp_engine *eng, int i)
{
	return &eng->reports[i];
}

bool rp_engine_exhausted(const struct rp_engine *eng)
{
	return eng->exhausted;
}

unsigned long rp_engine_nstates(const struct rp_engine *eng)
{
	return eng->nnodes;
}

int rp_engine_nslots(const struct rp_engine *eng)
{
	return eng->nslots;
}

const struct rp_exitrec *rp_engine_exits(const struct rp_engine *eng, int slot)
{
	return &eng->exits[slot];
}

const struct rp_func *rp_engine_func(const struct rp_engine *eng)
{
	return eng->f;
}

int rp_engine_nfrees(const struct rp_engine *eng)
{
	return eng->nfobj;
}

const struct rp_exitrec *rp_engine_free_exits(const struct rp_engine *eng, int i, int *obj,
					      int *event)
{
	*obj = eng->fobj[i];
	*event = eng->fev[i];
	return &eng->fexits[i];
}

int rp_engine_nexits(const struct rp_engine *eng)
{
	return eng->nexits;
}

const struct rp_slot *rp_slot_info(const struct rp_engine *eng, int slot)
{
	return &eng->slots[slot];
}

struct rp_rstate rp_state_res(const struct rp_hook *h, int slot)
{
	return rp_res(h->eng, (unsigned char *)h->state)[slot];
}

unsigned rp_state_class(const struct rp_hook *h, int val)
{
	return rp_class(h->eng, (unsigned char *)h->state, val);
}

int rp_state_root(const struct rp_hook *h, int val)
{
	return rp_root(h->eng, (unsigned char *)h->state, val);
}

int rp_state_fail_edge(const struct rp_hook *h)
{
	return rp_hdr((unsigned char *)h->state)->fail_edge;
}

int rp_state_exit_edge(const struct rp_hook *h)
{
	return rp_hdr((unsigned char *)h->state)->exit_edge;
}

bool rp_state_freed(const struct rp_hook *h, int val)
{
	int r = rp_root(h->eng, (unsigned char *)h->state, val), i;

	for (i = 0; r >= 0 && i < RP_NFREED; i++)
		if (rp_hdr((unsigned char *)h->state)->freed[i] == r)
			return true;
	return false;
}

int rp_state_container(const struct rp_hook *h, int val)
{
	return rp_cont(h->eng, (unsigned char *)h->state, val);
}

int rp_state_nbindings(const struct rp_hook *h)
{
	return h->eng->nbind;
}

int rp_state_binding(const struct rp_hook *h, int i, int *value)
{
	*value = rp_bind(h->eng, (unsigned char *)h->state)[i];
	return h->eng->bvals[i];
}

const int *rp_hook_path(const struct rp_hook *h, int *n)
{
	struct rp_engine *eng = h->eng;
	int node, len = 0, i;

	for (node = h->node; node >= 0 && eng->nodes[node].pred >= 0;
	     node = eng->nodes[node].pred)
		len++;
	RP_GROW(eng->pathbuf, eng->cappath, (size_t)len + 1);
	i = len;
	for (node = h->node; node >= 0 && eng->nodes[node].pred >= 0;
	     node = eng->nodes[node].pred)
		eng->pathbuf[--i] = eng->nodes[node].pred_edge;
	*n = len;
	return eng->pathbuf;
}

const int *rp_report_path(struct rp_engine *eng, const struct rp_report *r, int *n)
{
	struct rp_hook h;

	memset(&h, 0, sizeof(h));
	h.eng = eng;
	h.node = r->node;
	return rp_hook_path(&h, n);
}

/* The last edge of PATH (N edges) that tests V or its root R, or -1.  */
static int rp_last_test_of(const struct rp_func *f, const int *path, int n, int v, int r)
{
	int i, j;

	for (i = n; i-- > 0;) {
		const struct rp_edge *e = &f->edges[path[i]];

		for (j = 0; j < e->ncond; j++) {
			int c = f->conds[e->cond_first + j].val;

			if (c == v || c == r ||
			    (f->values[c].kind == RP_V_MAP && f->values[c].base == r))
				return path[i];
		}
	}
	return -1;
}

/* The last branch edge of PATH, or -1.  */
static int rp_last_branch(const struct rp_func *f, const int *path, int n)
{
	int i;

	for (i = n; i-- > 0;)
		if (f->edges[path[i]].branch)
			return path[i];
	return -1;
}

bool rp_exit_is_error(const struct rp_hook *h, int *why_edge)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	int fail = rp_state_fail_edge(h), n, r;
	const int *path = rp_hook_path(h, &n);
	unsigned c;
	bool is_const, err = false, by_value = false;

	*why_edge = -1;
	if (ev->val < 0 || f->returns_void) {
		err = fail >= 0;
	} else {
		r = rp_state_root(h, ev->val);
		c = rp_state_class(h, ev->val);
		is_const = r >= 0 && rp_val_is_const(f, r);
		switch (f->ret_type) {
		case RP_T_PTR:
			err = by_value = !(c & RP_C_POS);
			break;
		case RP_T_INT:
		case RP_T_UINT:
			if (c == RP_C_NEG) {
				err = by_value = true;
			} else if (c & RP_C_ZERO) {
				err = false;
			} else if (!is_const && (c & RP_C_NEG) && rp_is_call_result(f, r)) {
				/* "if (ret) goto err; ... err: return ret;"  */
				err = by_value = true;
			} else {
				err = fail >= 0;
			}
			break;
		default:
			/* Statuses, enums, bools: error only after a failure.  */
			err = fail >= 0;
			break;
		}
		if (by_value) {
			*why_edge = rp_last_test_of(f, path, n, ev->val, r);
			if (*why_edge < 0 && !is_const)
				*why_edge = fail;
		}
	}
	if (err && *why_edge < 0)
		*why_edge = fail >= 0 ? fail : rp_last_branch(f, path, n);
	return err;
}

rp_loc rp_exit_loc(const struct rp_hook *h, rp_loc *ret_loc)
{
	const struct rp_func *f = h->f;
	int exit_edge = rp_state_exit_edge(h), n, i;
	const int *path = rp_hook_path(h, &n);

	*ret_loc = f->events[h->event].loc;
	for (i = n; !*ret_loc && i-- > 0;)
		if (f->edges[path[i]].goto_loc)
			*ret_loc = f->edges[path[i]].goto_loc;
	if (!*ret_loc)
		*ret_loc = f->end_loc;
	if (exit_edge >= 0 && f->edges[exit_edge].goto_loc)
		return f->edges[exit_edge].goto_loc;
	return *ret_loc;
}

/* ---- Reports ---- */

struct rp_report *rp_report_new(const struct rp_hook *h, int check, rp_loc loc,
				const char *key)
{
	struct rp_engine *eng = h->eng;
	struct rp_report *r;
	int i;

	for (i = 0; i < eng->nreports; i++)
		if (eng->reports[i].check == check && eng->reports[i].loc == loc &&
		    !strcmp(eng->reports[i].key, key))
			return NULL;
	RP_GROW(eng->reports, eng->capreports, (size_t)eng->nreports + 1);
	r = &eng->reports[eng->nreports++];
	memset(r, 0, sizeof(*r));
	r->check = check;
	r->loc = loc;
	r->key = rp_xstrdup(key);
	r->node = h->node;
	r->block = h->block;
	r->event = h->event;
	r->site = -1;
	r->slot = -1;
	return r;
}

void rp_report_text(struct rp_report *r, const char *fmt, ...)
{
	struct rp_buf b = { 0 };
	va_list ap;

	va_start(ap, fmt);
	rp_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	free(r->text);
	r->text = b.s;
}

void rp_report_names(struct rp_report *r, const char *api, const char *object,
		     const char *family)
{
	free(r->api);
	free(r->object);
	free(r->family);
	r->api = rp_xstrdup(api ? api : "");
	r->object = rp_xstrdup(object ? object : "");
	r->family = rp_xstrdup(family ? family : "");
}

void rp_report_fixit(struct rp_report *r, rp_loc start, rp_loc end, const char *text)
{
	free(r->fix_text);
	r->fix_start = start;
	r->fix_end = end;
	r->fix_text = rp_xstrdup(text);
}

const char *rp_noun(const struct rp_api *api)
{
	return (api->flags & RP_API_LOCK) ? "lock" : "reference";
}

void rp_report_note(struct rp_report *r, rp_loc loc, const char *fmt, ...)
{
	struct rp_buf b = { 0 };
	va_list ap;

	va_start(ap, fmt);
	rp_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	RP_GROW(r->notes, r->capnotes, (size_t)r->nnotes + 1);
	r->notes[r->nnotes].loc = loc;
	r->notes[r->nnotes].text = b.s;
	r->nnotes++;
}

void rp_report_via(struct rp_report *r, const struct rp_event *ev)
{
	const struct rp_api *api = ev->api;

	if (api && api->via && api->via_loc)
		rp_report_note(r, api->via_loc, "%s %s it here, through %s", rp_qs(ev->callee),
			       api->kind == RP_ACQUIRE ? "takes"
			       : api->kind == RP_FREE  ? "frees"
						       : "releases",
			       rp_qs(api->via));
}

const char *rp_class_words(enum rp_vtype t, unsigned mask)
{
	static const char *const ints[8] = {
		"impossible", "negative", "zero", "zero or negative",
		"positive", "non-zero", "not negative", "anything",
	};
	static const char *const ptrs[8] = {
		"impossible", "an error pointer", "NULL", "NULL or an error pointer",
		"a valid pointer", "not NULL", "not an error pointer", "anything",
	};
	static const char *const bools[8] = {
		"impossible", "true", "false", "anything",
		"true", "true", "anything", "anything",
	};

	mask &= 7;
	if (t == RP_T_PTR)
		return ptrs[mask];
	if (t == RP_T_BOOL)
		return bools[mask];
	return ints[mask];
}

void rp_engine_dump_stats(const struct rp_engine *eng, struct rp_buf *b)
{
	const struct rp_func *f = eng->f;
	int *count = rp_xcalloc(f->nblocks ? f->nblocks : 1, sizeof(int));
	size_t i, k;
	int best = 0, nb = 0;

	rp_buf_printf(b, "refpair: state %zu bytes: %d classes, %d bindings, %d resources, "
		      "%d allocations\n", eng->ssz, eng->nclass, eng->nbind, eng->nslots,
		      eng->nallocs);
	for (i = 0; i < eng->nnodes; i++)
		count[eng->nodes[i].block]++;
	for (i = 0; i < f->nblocks; i++)
		if (count[i] > count[best])
			best = (int)i;
	for (i = 0; i < eng->nnodes; i++)
		if (eng->nodes[i].block == best)
			nb++;
	rp_buf_printf(b, "refpair: block %d has %d states; parts that vary:", best, count[best]);
	for (k = 0; k < eng->ssz; k++) {
		int first = -1, varies = 0;

		for (i = 0; i < eng->nnodes && !varies; i++) {
			if (eng->nodes[i].block != best)
				continue;
			if (first < 0)
				first = eng->states[i * eng->ssz + k];
			else if (eng->states[i * eng->ssz + k] != first)
				varies = 1;
		}
		if (!varies)
			continue;
		if (k < eng->off_bind)
			rp_buf_printf(b, " hdr+%zu", k);
		else if (k < eng->off_res)
			rp_buf_printf(b, " bind(v%d)", eng->bvals[(k - eng->off_bind) / sizeof(int)]);
		else if (k < eng->off_cls)
			rp_buf_printf(b, " res(%zu)", (k - eng->off_res) / sizeof(struct rp_rstate));
		else if (k < eng->off_alloc)
			rp_buf_printf(b, " cls(v%d)", eng->cvals[k - eng->off_cls]);
		else
			rp_buf_printf(b, " alloc+%zu", k - eng->off_alloc);
	}
	rp_buf_add(b, "\n");
	free(count);
}
