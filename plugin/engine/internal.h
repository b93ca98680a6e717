/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * internal.h: what the engine's files share, and nothing outside engine/
 * includes.  The engine is split by concept:
 *
 *   setup.c	 rp_engine_new: index maps, resources, bindings, pins
 *   state.c	 the state: layout, definitions, canonical form, hashing
 *   liveness.c	 live values and live resources per block
 *   elements.c the elements of an array that loops walk: one resource
 *   cond.c	 conditions and value classes: narrowing on edges, PHI moves
 *   transfer.c	 what each event does to the state, and the checks' hooks
 *   ownership.c stores, escapes: when a reference leaves the function
 *   explore.c	 the worklist, the memo of (block, state) nodes, the budget
 *   query.c	 what checks and the driver may ask
 *   report.c	 reports: creation, wording, notes, fix-its
 *   effects.c	 the function's effects on its caller's objects (summaries)
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
 * up, so that equal states compare equal byte for byte.  The accessors the
 * exploration calls at every step are static inline here.
 */
#ifndef REFPAIR_ENGINE_INTERNAL_H
#define REFPAIR_ENGINE_INTERNAL_H

#include "check.h"

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
	const struct rp_check_ops *const *checks;	/* the enabled checks, in order */
	int nchecks;
	unsigned needs;			/* the union of their needs (RP_NEED_*) */
	unsigned long max_states;

	/* Index maps, value -> index or -1, and back.  */
	int *cidx, *bidx, *aidx;	/* class, binding, allocation indexes */
	unsigned char *acq_result;	/* value -> an acquire's result (RP_ACQ_*) */
	unsigned char *derived;		/* value -> a LOAD or ADDR on a bindable,
					   or an array element at a merged
					   index (rp_root_element) */
	unsigned char *pinned;		/* value -> always live (see rp_engine_new) */
	unsigned char *imask;		/* value -> its initial classes */
	unsigned char *essential;	/* value -> its classes decide pairing */
	unsigned char *bind_target;	/* value -> a binding may point to it */
	unsigned char *copied;		/* value -> a COPY event's slot: a read
					   that keeps the location's value past
					   a later store */
	int *elem;			/* value -> the first of its collection, or -1
					   (elements.c) */
	unsigned char *induction;	/* value -> a loop's induction value, or
					   NULL until asked (rp_inductions) */
	int *rel_loop;			/* block -> a release event of a collection
					   whose loop it heads, or -1 (elements.c) */
	int *rel_next;			/* release event -> the next one whose loop
					   the same block heads, or -1 */
	unsigned char *turn_rel;	/* event -> a release of one item's
					   reference per turn of a loop, or NULL
					   (elements.c, rp_setup_turn_releases) */
	unsigned char *free_other_turn;	/* event -> a free in a loop before
					   any of its acquires of elements in
					   the same turn, or NULL (elements.c,
					   rp_setup_turn_frees) */
	int *held_test;			/* value -> the held-test event it is the
					   result of, or -1 */
	/* The tracked OP terms on each value ("n - 1" on n), as lists: the
	   first, and the next on the same base; -1 ends.  When the base gets
	   a new value (a PHI's move round a loop, a definition), their
	   classes are stale (rp_forget_ops).  */
	int *op_first, *op_next;
	int *block_states;		/* per block, how many states reached it */
	int *cvals, *bvals, *avals;
	unsigned char *cinit;		/* class -> its value's initial classes */
	int *bunbound;			/* binding -> what it is when unbound */
	int nclass, nbind, nallocs;
	struct rp_slot *slots;
	int nslots;
	size_t capslots;

	/* State layout.  */
	size_t off_bind, off_res, off_cls, off_alloc, ssz;

	/* Liveness: per block, a bitset over values of those live on entry.  */
	uint64_t *live;
	size_t nwords;
	/* While liveness is computed: per PHI, the first PHI move into it
	   whose source is a MAP (PTR_ERR(clk)) or a PHI, chained by move;
	   -1 ends.  */
	int *phi_map_first, *phi_map_next;
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
	/* rp_take_edge: the new bindings of an edge's PHI moves, as many as
	   the edge with most moves has.  */
	int *movebuf;
	unsigned char *movecls;		/* and the classes of their sources */
	/* Per PHI move, whether it is a loop's step "i := i + C" (i has
	   classes of its own then, see rp_take_edge).  */
	unsigned char *move_step;
};

/* Run the hooks of the enabled checks that implement member HOOK.  */
#define RP_RUN_HOOKS(eng, hook, h)                                   \
	do {                                                         \
		int c_;                                              \
		for (c_ = 0; c_ < (eng)->nchecks; c_++)              \
			if ((eng)->checks[c_]->hook)                 \
				(eng)->checks[c_]->hook(h);          \
	} while (0)

/* ---- State access ---- */

static inline struct rp_state_hdr *rp_hdr(unsigned char *s)
{
	return (struct rp_state_hdr *)s;
}

static inline int *rp_bind(const struct rp_engine *eng, unsigned char *s)
{
	return (int *)(s + eng->off_bind);
}

static inline struct rp_rstate *rp_res(const struct rp_engine *eng, unsigned char *s)
{
	return (struct rp_rstate *)(s + eng->off_res);
}

static inline unsigned char *rp_cls(const struct rp_engine *eng, unsigned char *s)
{
	return s + eng->off_cls;
}

static inline unsigned char *rp_alloc(const struct rp_engine *eng, unsigned char *s)
{
	return s + eng->off_alloc;
}

static inline bool rp_live_p(const struct rp_engine *eng, int block, int v)
{
	return eng->pinned[v] || ((eng->live[block * eng->nwords + v / 64] >> (v % 64)) & 1);
}

/* How far rp_root follows bindings through derived terms.  A list walked
   through a pointer to its links ("s = &(*s)->next", drivers/base/map.c)
   binds s to a field address on the load through s itself: resolving
   "*s" then goes round that cycle forever.  Past this depth the term
   stands for itself.  */
#define RP_MAX_ROOT_DEPTH 8

static inline int rp_root_depth(const struct rp_engine *eng, unsigned char *s, int v, int depth);

/* The value V stands for in state S: a PHI's binding, else V itself.  */
static inline int rp_root(const struct rp_engine *eng, unsigned char *s, int v)
{
	return rp_root_depth(eng, s, v, 0);
}

/* The PHI that the index of array element X (RP_ELEM_FN, RP_PTRADD_FN) is,
   or is an operation on ("e[n]", "p + n * 8"), or -1.  */
static inline int rp_elem_index_phi(const struct rp_func *f, const struct rp_value *x)
{
	int idx = f->argpool[x->args + 1];

	if (idx >= 0 && f->values[idx].kind == RP_V_OP)
		idx = f->values[idx].base;
	return idx >= 0 && f->values[idx].kind == RP_V_PHI ? idx : -1;
}

/* Element V of an array at an index that branches merge ("e[n]" after
   "if (pf) n -= 1;"), which is derived (rp_setup_bindings): the element
   at what the index stands for on this path, where the function names
   that element too ("e[n - 1]" requested in the branch, "e[n]" freed
   after the merge); else V.  */
static inline int rp_root_element(const struct rp_engine *eng, unsigned char *s, int v, int depth)
{
	const struct rp_func *f = eng->f;
	const struct rp_value *x = &f->values[v];
	int idx = f->argpool[x->args + 1], phi = rp_elem_index_phi(f, x), args[2], r, w;

	if (phi < 0)
		return v;
	r = rp_root_depth(eng, s, phi, depth + 1);
	if (r < 0 || r == phi)
		return v;
	if (idx != phi) {
		r = rp_val_lookup_op(f, f->values[idx].id, r, f->values[idx].off);
		if (r < 0)
			return v;
	}
	args[0] = f->argpool[x->args];
	args[1] = r;
	w = rp_val_lookup_accessor(f, x->id, args, 2);
	return w < 0 ? v : w;
}

static inline int rp_root_depth(const struct rp_engine *eng, unsigned char *s, int v, int depth)
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
	if (x->kind == RP_V_ACCESSOR)
		return rp_root_element(eng, s, v, depth);
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
static inline int rp_cont(const struct rp_engine *eng, unsigned char *s, int v)
{
	int r = rp_root(eng, s, v);

	if (r < 0)
		return -1;
	r = rp_root(eng, s, rp_val_container(eng->f, r));
	return r < 0 ? -1 : rp_val_container(eng->f, r);
}

/* The classes a value of type T can be in at all.  */
static inline unsigned rp_type_mask(enum rp_vtype t)
{
	return (t == RP_T_UINT || t == RP_T_BOOL) ? (RP_C_ZERO | RP_C_POS) : RP_C_ALL;
}

/* The initial classes of value V (computed once, in rp_engine_new: the
   exploration asks at every step).  */
static inline unsigned rp_init_mask(const struct rp_engine *eng, int v)
{
	return eng->imask[v];
}

/* The classes of V (not a PHI) in state S.  */
static inline unsigned rp_class_of_root(const struct rp_engine *eng, unsigned char *s, int r)
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

static inline unsigned rp_class(const struct rp_engine *eng, unsigned char *s, int v)
{
	return rp_class_of_root(eng, s, rp_root(eng, s, v));
}

/* Whether V is the result of a call (whose failure makes an error path).  */
static inline bool rp_is_call_result(const struct rp_func *f, int v)
{
	if (v >= 0 && f->values[v].kind == RP_V_MAP)
		v = f->values[v].base;
	return v >= 0 && f->values[v].kind == RP_V_CALL;
}

/* acq_result[v], bits: V is an acquire's result (RP_ACQ_ANY); every
   acquire it is the result of holds only when it is 0 (RP_ACQ_ZERO); some
   acquire it is the result of takes even when it fails (RP_ACQ_ALWAYS,
   pm_runtime_get_sync()).  */
enum { RP_ACQ_ANY = 1, RP_ACQ_ZERO = 2, RP_ACQ_ALWAYS = 4 };

/* Whether V is the result of an acquire: its failure edge makes the rest
   of the path an error path whatever the function then returns (radeon's
   "if (r < 0) return connector_status_disconnected;").  Failures of other
   calls count only through the returned value: a NULL from a lookup that
   the function handles is not an error.  */
static inline bool rp_is_acquire_result(const struct rp_engine *eng, int v)
{
	return v >= 0 && eng->acq_result[v];
}

/* Whether V's failure makes the rest of the path an error path: the
   result of an acquire or of a fallible call (database kind fallible).  */
static inline bool rp_is_failure_result(const struct rp_engine *eng, int v)
{
	return v >= 0 && (eng->acq_result[v] || eng->f->values[v].ok);
}

/* Whether classes MASK of a value of type T mean failure.  */
static inline bool rp_failure_mask(enum rp_vtype t, unsigned mask)
{
	if (t == RP_T_PTR)
		return (mask & RP_C_POS) == 0;
	if (t == RP_T_INT)
		return mask == RP_C_NEG;
	return false;
}

/* Whether classes MASK of value V, an acquire's result, are its failure.
   An integer is failed when negative, the kernel's errno convention
   (pm_runtime_get_sync() takes its count even then, and returns 1 when the
   device was already active); the result of an acquire that holds only
   when it returns 0 (clk_prepare(), request_irq(): RP_ACQ_ZERO) is failed
   when it is not 0 ("if (clk_prepare(c)) return;").  */
static inline bool rp_acquire_fails(const struct rp_engine *eng, int v, unsigned mask)
{
	enum rp_vtype t = eng->f->values[v].type;

	/* A fallible call's result (wait_for_completion_timeout()): failed
	   outside the classes in which it succeeded.  */
	if (eng->f->values[v].ok)
		return mask && !(mask & eng->f->values[v].ok);
	if (t == RP_T_INT && (eng->acq_result[v] & RP_ACQ_ZERO))
		return mask && !(mask & RP_C_ZERO);
	return rp_failure_mask(t, mask);
}

static inline bool rp_anything_held(const struct rp_engine *eng, unsigned char *s)
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
static inline int rp_unbound(const struct rp_engine *eng, int v)
{
	return eng->f->values[v].kind == RP_V_PHI ? -1 : v;
}

/* ---- Shared between the engine's files ---- */

/* elements.c */
const unsigned char *rp_inductions(struct rp_engine *eng);

/* state.c */
void rp_state_layout(struct rp_engine *eng);
void rp_define(struct rp_engine *eng, unsigned char *s, int v);
void rp_define_stored(struct rp_engine *eng, unsigned char *s, int v);
void rp_forget_ops(struct rp_engine *eng, unsigned char *s, int v);
void rp_canonicalize(struct rp_engine *eng, unsigned char *s, int block);
uint32_t rp_state_hash(const struct rp_engine *eng, int block, const unsigned char *s);

/* setup.c: whether V is a parameter or a global, or reached from one
   through fields and pointers stored in them (the caller can name it).  */
bool rp_reached_from_caller(const struct rp_func *f, int v);
/* transfer.c: the location of the caller's (a LOAD term on a parameter's
   path) that holds OBJ in state S, where one location alone does ("out->np
   = np" hands the reference to whoever reads out->np); else -1.  */
int rp_caller_location_of(const struct rp_engine *eng, unsigned char *s, int obj);

/* elements.c */
void rp_setup_elements(struct rp_engine *eng);
void rp_setup_loops(struct rp_engine *eng);

/* liveness.c */
void rp_compute_liveness(struct rp_engine *eng);
void rp_compute_slot_liveness(struct rp_engine *eng);

/* cond.c */
void rp_update_conds(struct rp_engine *eng, unsigned char *s, int r);
bool rp_take_edge(struct rp_engine *eng, unsigned char *s, int edge);

/* transfer.c */
int rp_slot_of(const struct rp_engine *eng, unsigned char *s, const char *family, int v);
int rp_base_off(const struct rp_engine *eng, unsigned char *s, int v, long long *off);
void rp_run_block(struct rp_engine *eng, unsigned char *s, int node, int block);

/* ownership.c */
void rp_escape(struct rp_engine *eng, unsigned char *s, int v);
void rp_escape_pending(struct rp_engine *eng, unsigned char *s, int evi);
void rp_escape_slot(struct rp_engine *eng, unsigned char *s, int i);
void rp_store(struct rp_engine *eng, unsigned char *s, const struct rp_event *ev);
void rp_container_released(struct rp_engine *eng, unsigned char *s, int v);

#endif /* REFPAIR_ENGINE_INTERNAL_H */
