/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * elements.c: the elements of an array that loops walk, as one resource.
 *
 * A driver takes a reference on each element of an array in a loop and,
 * when one fails, gives back those it took in a second loop that counts
 * down:
 *
 *	for (i = 0; i < n; i++) {
 *		ret = clk_prepare_enable(p->clks[i]);
 *		if (ret)
 *			goto err;
 *	}
 *	return 0;
 *   err:
 *	while (--i >= 0)
 *		clk_disable_unprepare(p->clks[i]);
 *
 * The two loops spell the element with different index values ("i" and
 * "i - 1" of another PHI), and which element a turn names is not
 * something the path state can follow.  So a loop's induction variable
 * (a PHI that a move round the loop gives a constant step: "i + 1",
 * "entry + 16") is not told apart from another: every object term that
 * reaches an array element through one ("p->clks[i]", "entries[i].vector",
 * "entry->vector" with entry walking an array) is the same collection as
 * every other term of the same shape on the same array.  The engine keeps
 * one resource per collection (rp_slot_add, rp_slot_of) with the meaning
 * "some elements are held": a turn that takes another element leaves it
 * held, one turn of a loop that gives elements back gives the collection
 * back, and further turns find nothing left to give (transfer.c).
 *
 * A walk's step is a constant added ("i + 1", "e + 16") or the next
 * element read through the current one ("c = p->chans[c->index + 1]",
 * "pos = pos->next"); an index may add a base ("entries[base + i]", one
 * term however often GCC computes it), and a pointer that walks the array
 * is the element an index spells in the other loop.  A value stored into
 * an element ("p->clks[i] = clk_get(...)") is that element: the unwinding
 * loop reads it back from the array.
 *
 * The loop that gives elements back may run no turn at all ("while (i)"
 * after the first element failed), and the path cannot tell that no turn
 * means none was taken: the count it tests is the one the taking loop
 * left.  So entering a loop that gives back elements of a collection and
 * takes none (its header, rp_setup_release_loops) gives the collection
 * back, whatever number of turns follows; every release of that loop does
 * so (clk_disable_unprepare() gives back two families).
 *
 * One object taken once per turn of a loop and given back once per turn
 * of another (a semaphore's slots: "down" n times, then "up" n times) is
 * counted the same way: a collection of its own (rp_setup_counted).
 *
 * What this cannot see: a loop that gives back all but one element, or
 * one element (or one more count) given back twice.  Elements at constant
 * indexes ("p->clks[0]") stay resources of their own.
 */
#include "internal.h"

static int rp_uf_find(int *parent, int v)
{
	while (parent[v] != v) {
		parent[v] = parent[parent[v]];
		v = parent[v];
	}
	return v;
}

/* The PHI an OP or ADDR chain on V starts from, or -1.  */
static int rp_step_base(const struct rp_func *f, int v)
{
	int depth;

	for (depth = 0; v >= 0 && depth < 4; depth++) {
		const struct rp_value *x = &f->values[v];

		if (x->kind == RP_V_PHI)
			return v;
		if (x->kind != RP_V_OP && x->kind != RP_V_ADDR)
			return -1;
		v = x->base;
	}
	return -1;
}

/* Whether V's term, or one it is computed from (the base of a LOAD, ADDR,
   OP and, with MAPS, MAP; an accessor's arguments), satisfies HIT; at
   most MAXDEPTH levels down.  */
static bool rp_term_reaches(const struct rp_func *f, int v, int depth, int maxdepth, bool maps,
			    bool (*hit)(int v, const void *ctx), const void *ctx)
{
	const struct rp_value *x;
	int k;

	if (v < 0 || depth > maxdepth)
		return false;
	if (hit(v, ctx))
		return true;
	x = &f->values[v];
	switch (x->kind) {
	case RP_V_MAP:
		if (!maps)
			return false;
		/* fall through */
	case RP_V_LOAD:
	case RP_V_ADDR:
	case RP_V_OP:
		return rp_term_reaches(f, x->base, depth + 1, maxdepth, maps, hit, ctx);
	case RP_V_ACCESSOR:
		for (k = 0; k < x->nargs; k++)
			if (rp_term_reaches(f, f->argpool[x->args + k], depth + 1, maxdepth, maps,
					    hit, ctx))
				return true;
		return false;
	default:
		return false;
	}
}

/* A PHI of the family whose root is ROOT (rp_reads_family).  */
struct rp_family_ctx {
	const struct rp_func *f;
	int *parent;
	int root;
};

static bool rp_in_family(int v, const void *ctx)
{
	const struct rp_family_ctx *c = (const struct rp_family_ctx *)ctx;

	return c->f->values[v].kind == RP_V_PHI && rp_uf_find(c->parent, v) == c->root;
}

/* Whether term V reads a PHI of family ROOT (depth-bounded): the next
   element of a walk computed from the current one, "c = p->chan[c->idx +
   1]" or "pos = pos->next".  */
static bool rp_reads_family(const struct rp_func *f, int *parent, int root, int v)
{
	struct rp_family_ctx c = { f, parent, root };

	return rp_term_reaches(f, v, 0, 6, false, rp_in_family, &c);
}

/* MEMBER[v]: V is an induction value, a PHI whose family of PHIs (linked
   by moves) is given a step round a loop, or a step of one.  A step is a
   constant added ("i + 1", "e + 16") or a next element read through the
   current one.  */
static void rp_find_inductions(const struct rp_func *f, unsigned char *member)
{
	size_t n = f->nvalues, i;
	int *parent = rp_xmalloc(n * sizeof(int));
	unsigned char *stepped = rp_xcalloc(n, 1);

	for (i = 0; i < n; i++)
		parent[i] = (int)i;
	/* PHIs that take each other's values are one family: the loop that
	   counts down starts where the one that counted up stopped.  */
	for (i = 0; i < f->nmoves; i++) {
		int d = f->moves[i].dst, b = rp_step_base(f, f->moves[i].src);

		if (d >= 0 && b >= 0)
			parent[rp_uf_find(parent, d)] = rp_uf_find(parent, b);
	}
	for (i = 0; i < f->nmoves; i++) {
		int d = f->moves[i].dst, s = f->moves[i].src;

		if (d >= 0 && s >= 0 && f->values[s].kind != RP_V_PHI &&
		    (rp_step_base(f, s) >= 0 ||
		     rp_reads_family(f, parent, rp_uf_find(parent, d), s)))
			stepped[rp_uf_find(parent, d)] = 1;
	}
	for (i = 0; i < n; i++)
		if (f->values[i].kind == RP_V_PHI && stepped[rp_uf_find(parent, (int)i)])
			member[i] = 1;
	/* The steps themselves, and arithmetic on a member ("i - 1",
	   "i * 8"); an ADDR on a member only where it is a step (else
	   "&entry->field" would be the same as "&entry->other").  */
	for (i = 0; i < f->nmoves; i++) {
		int d = f->moves[i].dst, s = f->moves[i].src;

		if (d >= 0 && s >= 0 && member[d] && rp_step_base(f, s) >= 0)
			member[s] = 1;
	}
	for (i = 0; i < n; i++) {
		const struct rp_value *x = &f->values[i];

		if (x->kind == RP_V_OP && x->base >= 0 && member[x->base])
			member[i] = 1;
	}
	free(parent);
	free(stepped);
}

static bool rp_is_member(int v, const void *ctx)
{
	return ((const unsigned char *)ctx)[v] != 0;
}

/* Whether V's term reaches an induction value (depth-bounded).  */
static bool rp_has_member(const struct rp_func *f, const unsigned char *member, int v)
{
	return rp_term_reaches(f, v, 0, 8, true, rp_is_member, member);
}

/* START[v]: for a pointer induction PHI V, where it starts: the one value
   its moves bring from outside the loop (not a step, not another PHI of
   the walk), or -1.  */
static int *rp_walk_starts(const struct rp_func *f, const unsigned char *member)
{
	size_t n = f->nvalues, i;
	int *start = rp_xmalloc((n ? n : 1) * sizeof(int));

	for (i = 0; i < n; i++)
		start[i] = -1;
	for (i = 0; i < f->nmoves; i++) {
		int d = f->moves[i].dst, src = f->moves[i].src;

		if (d < 0 || src < 0 || !member[d] || f->values[d].kind != RP_V_PHI ||
		    f->values[d].type != RP_T_PTR || member[src])
			continue;
		if (start[d] == -1)
			start[d] = src;
		else if (start[d] != src)
			start[d] = -2;
	}
	for (i = 0; i < n; i++)
		if (start[i] < -1)
			start[i] = -1;
	return start;
}

/* Whether terms A and B are the same collection: the same term, with any
   induction value matching any other.  A load kept in a term of its own
   (COPY_OF: rp_loaded_value, where a store may rewrite the location
   later) is the location's term: "p->entries" read before the store that
   clears it names the array the unwinding loop reads again.  */
static bool rp_same_shape(const struct rp_func *f, const unsigned char *member,
			  const int *copy_of, const int *start, int a, int b, int depth)
{
	const struct rp_value *x, *y;
	int k;

	if (a >= 0 && copy_of[a] >= 0)
		a = copy_of[a];
	if (b >= 0 && copy_of[b] >= 0)
		b = copy_of[b];
	if (a == b)
		return true;
	if (a < 0 || b < 0 || depth > 8)
		return false;
	/* A pointer that walks the array ("e++" from p->ent) is an element
	   the index spells ("p->ent + i * 16"), when it starts at the same
	   array.  */
	if (member[a] != member[b]) {
		int w = member[a] ? a : b, o = member[a] ? b : a;
		const struct rp_value *z = &f->values[o];

		return start[w] >= 0 && z->kind == RP_V_ACCESSOR &&
		       (z->id == RP_PTRADD_FN || z->id == RP_ELEM_FN) &&
		       z->nargs == 2 && member[f->argpool[z->args + 1]] &&
		       rp_same_shape(f, member, copy_of, start, start[w],
				     f->argpool[z->args], depth + 1);
	}
	if (member[a])
		return true;
	x = &f->values[a];
	y = &f->values[b];
	if (x->kind != y->kind || x->off != y->off)
		return false;
	switch (x->kind) {
	case RP_V_OP:
		if (x->id != y->id)
			return false;
		/* fall through */
	case RP_V_LOAD:
	case RP_V_ADDR:
		return rp_same_shape(f, member, copy_of, start, x->base, y->base, depth + 1);
	case RP_V_ACCESSOR:
		if (x->id != y->id || x->nargs != y->nargs)
			return false;
		/* A sum's addends are ordered by value number, which differs
		   between the loop that takes and the one that gives back.  */
		if (x->id == RP_SUM_FN && x->nargs == 2 &&
		    rp_same_shape(f, member, copy_of, start, f->argpool[x->args],
				  f->argpool[y->args + 1], depth + 1) &&
		    rp_same_shape(f, member, copy_of, start, f->argpool[x->args + 1],
				  f->argpool[y->args], depth + 1))
			return true;
		for (k = 0; k < x->nargs; k++)
			if (!rp_same_shape(f, member, copy_of, start, f->argpool[x->args + k],
					   f->argpool[y->args + k], depth + 1))
				return false;
		return true;
	default:
		return false;
	}
}

/* eng->elem[v]: the first value of V's collection if V names an element
   through an induction value, else -1.  Only the objects of calls can be
   resources, so only those are looked at.  */
/* The induction values (rp_find_inductions), found once for the engine's
   setup (rp_setup_bindings may ask first).  */
const unsigned char *rp_inductions(struct rp_engine *eng)
{
	size_t n = eng->f->nvalues;

	if (!eng->induction) {
		eng->induction = rp_xcalloc(n ? n : 1, 1);
		if (eng->f->nmoves)
			rp_find_inductions(eng->f, eng->induction);
	}
	return eng->induction;
}

void rp_setup_elements(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i;
	const unsigned char *member;
	int *reps = NULL, nreps = 0, k, *copy_of, *start, *stored_in;
	size_t capreps = 0;

	eng->elem = rp_xmalloc((n ? n : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		eng->elem[i] = -1;
	if (!f->nmoves)
		return;
	member = rp_inductions(eng);
	copy_of = rp_xmalloc(n * sizeof(int));
	for (i = 0; i < n; i++)
		copy_of[i] = -1;
	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_COPY && f->events[i].slot >= 0)
			copy_of[f->events[i].slot] = f->events[i].val;
	start = rp_walk_starts(f, member);
	/* A value stored into an element ("p->clks[i] = clk_get(...)") is
	   that element: the unwinding loop reads it back from the array.  */
	stored_in = rp_xmalloc(n * sizeof(int));
	for (i = 0; i < n; i++)
		stored_in[i] = -1;
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_STORE && ev->val >= 0 && ev->slot >= 0 &&
		    stored_in[ev->val] == -1 && !member[ev->val] &&
		    rp_has_member(f, member, ev->slot))
			stored_in[ev->val] = ev->slot;
	}
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];
		int v = ev->obj, shape;

		if (ev->kind != RP_E_CALL || v < 0 || eng->elem[v] >= 0 || member[v])
			continue;
		shape = v;
		if (!rp_has_member(f, member, v)) {
			if (stored_in[v] < 0)
				continue;
			shape = stored_in[v];
		}
		for (k = 0; k < nreps; k++)
			if (rp_same_shape(f, member, copy_of, start, reps[k], shape, 0))
				break;
		if (k == nreps) {
			RP_GROW(reps, capreps, (size_t)nreps + 1);
			reps[nreps++] = shape;
		}
		eng->elem[v] = reps[k];
	}
	free(reps);
	free(stored_in);
	free(start);
	free(copy_of);
}

/* The natural loops of a function, found once for the setups below that
   need them (rp_setup_loops): loop K has header HEAD[K], its SIZE[K]
   blocks marked in BODY + K * nblocks (the blocks that reach the back
   edge's tail without passing the header, and the header); a back edge
   is an edge to a block on the depth-first stack from the entry.  */
struct rp_loops {
	int n;
	int *head, *size;
	unsigned char *body;
};

static const unsigned char *rp_loop_in(const struct rp_func *f, const struct rp_loops *L, int k)
{
	return L->body + (size_t)k * f->nblocks;
}

static void rp_find_loops(const struct rp_func *f, struct rp_loops *L)
{
	int nb = f->nblocks, ntails = 0, b, k, sp = 0;
	int *pfirst, *preds, *fill, *state, *stack, *tails;

	/* Predecessor lists: the edges into block B are PREDS[PFIRST[B] ..
	   PFIRST[B + 1] - 1].  */
	pfirst = rp_xcalloc(nb + 1, sizeof(int));
	preds = rp_xmalloc((f->nedges ? f->nedges : 1) * sizeof(int));
	for (k = 0; k < (int)f->nedges; k++)
		pfirst[f->edges[k].dst + 1]++;
	for (b = 0; b < nb; b++)
		pfirst[b + 1] += pfirst[b];
	fill = rp_xmalloc((nb ? nb : 1) * sizeof(int));
	memcpy(fill, pfirst, nb * sizeof(int));
	for (k = 0; k < (int)f->nedges; k++)
		preds[fill[f->edges[k].dst]++] = k;
	free(fill);
	/* STATE: 0 unseen, 1 on the stack (with the next edge to try in
	   stack[]), 2 done.  */
	state = rp_xcalloc(nb ? nb : 1, sizeof(int));
	stack = rp_xmalloc((nb ? 2 * nb : 2) * sizeof(int));
	tails = rp_xmalloc((f->nedges ? f->nedges : 1) * sizeof(int));
	if (nb) {
		stack[sp++] = 0;
		stack[sp++] = f->blocks[0].succ_first;
		state[0] = 1;
	}
	while (sp > 0) {
		int blk = stack[sp - 2], e = stack[sp - 1];
		const struct rp_block *bl = &f->blocks[blk];

		if (e >= bl->succ_first + bl->nsucc) {
			state[blk] = 2;
			sp -= 2;
			continue;
		}
		stack[sp - 1] = e + 1;
		if (state[f->edges[e].dst] == 1) {
			tails[ntails++] = e;
		} else if (state[f->edges[e].dst] == 0) {
			int d = f->edges[e].dst;

			state[d] = 1;
			stack[sp++] = d;
			stack[sp++] = f->blocks[d].succ_first;
		}
	}
	free(state);
	L->n = ntails;
	L->head = rp_xmalloc((ntails ? ntails : 1) * sizeof(int));
	L->size = rp_xmalloc((ntails ? ntails : 1) * sizeof(int));
	L->body = rp_xcalloc(ntails && nb ? (size_t)ntails * nb : 1, 1);
	for (k = 0; k < ntails; k++) {
		const struct rp_edge *e = &f->edges[tails[k]];
		unsigned char *in = L->body + (size_t)k * nb;
		int n = 1;

		sp = 0;
		L->head[k] = e->dst;
		in[e->dst] = 1;
		if (!in[e->src]) {
			in[e->src] = 1;
			n++;
			stack[sp++] = e->src;
		}
		while (sp > 0) {
			int blk = stack[--sp], j;

			for (j = pfirst[blk]; j < pfirst[blk + 1]; j++) {
				int p = f->edges[preds[j]].src;

				if (!in[p]) {
					in[p] = 1;
					n++;
					stack[sp++] = p;
				}
			}
		}
		L->size[k] = n;
	}
	free(tails);
	free(stack);
	free(preds);
	free(pfirst);
}

static void rp_free_loops(struct rp_loops *L)
{
	free(L->head);
	free(L->size);
	free(L->body);
}

/* Whether a block of the loop IN has a call event of KIND and FAMILY on
   OBJ or, if ELEMS, on an element of collection OBJ.  */
static bool rp_loop_has(const struct rp_engine *eng, const unsigned char *in, enum rp_kind kind,
			int obj, bool elems, const char *family)
{
	const struct rp_func *f = eng->f;
	size_t b;
	int i;

	for (b = 0; b < f->nblocks; b++)
		for (i = f->blocks[b].ev_first; in[b] && i < f->blocks[b].ev_first + f->blocks[b].nev;
		     i++) {
			const struct rp_event *ev = &f->events[i];

			if (ev->kind == RP_E_CALL && ev->api->kind == kind && ev->obj >= 0 &&
			    (elems ? eng->elem[ev->obj] : ev->obj) == obj &&
			    !strcmp(ev->api->family, family))
				return true;
		}
	return false;
}

/* An object taken once per turn of one loop and given back once per turn
   of another ("for (i = 0; i < n; i++) down(&sem);" and the same with
   up()) is counted, not held or not: it is a collection of its own
   (eng->elem[v] = v), which the loop that gives back gives back whatever
   number of turns it runs.  COUNTED marks the candidates: objects of both
   an acquire and a release.  */
static void rp_setup_counted(struct rp_engine *eng, const struct rp_loops *L,
			     const unsigned char *counted)
{
	const struct rp_func *f = eng->f;
	unsigned char *taken = rp_xcalloc(f->nvalues, 1), *given = rp_xcalloc(f->nvalues, 1);
	size_t v;
	int k, i, b;

	for (k = 0; k < L->n; k++) {
		const unsigned char *in = rp_loop_in(f, L, k);

		for (b = 0; b < (int)f->nblocks; b++)
			for (i = f->blocks[b].ev_first;
			     in[b] && i < f->blocks[b].ev_first + f->blocks[b].nev; i++) {
				const struct rp_event *ev = &f->events[i];
				unsigned char *mark;

				if (ev->kind != RP_E_CALL || ev->obj < 0 || !counted[ev->obj] ||
				    (ev->api->kind != RP_ACQUIRE && ev->api->kind != RP_RELEASE))
					continue;
				mark = ev->api->kind == RP_ACQUIRE ? taken : given;
				if (!mark[ev->obj] &&
				    !rp_loop_has(eng, in,
						 ev->api->kind == RP_ACQUIRE ? RP_RELEASE : RP_ACQUIRE,
						 ev->obj, false, ev->api->family))
					mark[ev->obj] = 1;
			}
	}
	for (v = 0; v < f->nvalues; v++)
		if (taken[v] && given[v])
			eng->elem[v] = (int)v;
	free(taken);
	free(given);
}

/* The candidates of rp_setup_counted: objects (not elements) of both an
   acquire and a release, marked in COUNTED; whether there is one.  */
static bool rp_counted_candidates(const struct rp_engine *eng, unsigned char *counted)
{
	const struct rp_func *f = eng->f;
	bool any = false;
	int i;

	for (i = 0; i < (int)f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_CALL && ev->obj >= 0 && eng->elem[ev->obj] < 0 &&
		    ev->api->kind == RP_ACQUIRE)
			counted[ev->obj] |= 1;
	}
	for (i = 0; i < (int)f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_CALL && ev->obj >= 0 && ev->api->kind == RP_RELEASE &&
		    (counted[ev->obj] & 1))
			counted[ev->obj] |= 2;
	}
	for (i = 0; i < (int)f->nvalues; i++) {
		counted[i] = counted[i] == 3;
		any |= counted[i];
	}
	return any;
}

/* eng->rel_loop[block]: a release event of the collection whose innermost
   loop has BLOCK as its header and takes no element of that collection,
   or -1; eng->rel_next chains the others of the same header.  On entering
   that header, the collection is given back (rp_run_block).  */
static void rp_setup_release_loops(struct rp_engine *eng, const struct rp_loops *L)
{
	const struct rp_func *f = eng->f;
	int nb = f->nblocks, b, k, i;
	int *heads, *best;

	/* Per release event of a collection, the smallest loop around it.  */
	heads = rp_xmalloc((f->nevents ? f->nevents : 1) * sizeof(int));
	best = rp_xmalloc((f->nevents ? f->nevents : 1) * sizeof(int));
	for (i = 0; i < (int)f->nevents; i++) {
		heads[i] = -1;
		best[i] = nb + 1;
	}
	for (k = 0; k < L->n; k++) {
		const unsigned char *in = rp_loop_in(f, L, k);

		for (b = 0; b < nb; b++) {
			const struct rp_block *bl = &f->blocks[b];

			if (!in[b])
				continue;
			for (i = bl->ev_first; i < bl->ev_first + bl->nev; i++) {
				const struct rp_event *ev = &f->events[i];

				if (ev->kind != RP_E_CALL || ev->api->kind != RP_RELEASE || ev->obj < 0 ||
				    eng->elem[ev->obj] < 0 || L->size[k] >= best[i])
					continue;
				best[i] = L->size[k];
				heads[i] = rp_loop_has(eng, in, RP_ACQUIRE, eng->elem[ev->obj], true,
						       ev->api->family)
						   ? -1
						   : L->head[k];
			}
		}
	}
	/* Every release of the loop, not only the first: one call gives
	   back two families (clk_disable_unprepare()).  */
	eng->rel_next = rp_xmalloc((f->nevents ? f->nevents : 1) * sizeof(int));
	for (i = (int)f->nevents - 1; i >= 0; i--) {
		eng->rel_next[i] = -1;
		if (heads[i] >= 0) {
			eng->rel_next[i] = eng->rel_loop[heads[i]];
			eng->rel_loop[heads[i]] = i;
		}
	}
	free(heads);
	free(best);
}

/* eng->turn_rel[event]: a release event that lowering marked per_turn
   (its object the same every turn of a loop, another argument new each
   turn: "for_each_set_bit(i, gpu->event_bitmap, n) event_free(gpu, i);"
   whose event_free() puts gpu->dev) in a loop that takes no reference of
   the family on the object: each turn gives back a reference the
   structure records for one item, not this function's.  A reference this
   function holds there goes with them, as at an if-held release, and a
   turn that finds none held gives back nothing (transfer.c, rp_release):
   the get before the loop and the put after it stay a pair.  */
static void rp_setup_turn_releases(struct rp_engine *eng, const struct rp_loops *L)
{
	const struct rp_func *f = eng->f;
	int nb = f->nblocks, i, k, b;
	int *best;

	eng->turn_rel = rp_xcalloc(f->nevents, 1);
	best = rp_xmalloc(f->nevents * sizeof(int));
	for (i = 0; i < (int)f->nevents; i++)
		best[i] = nb + 1;
	/* Per event, the smallest loop around it decides.  */
	for (k = 0; k < L->n; k++) {
		const unsigned char *in = rp_loop_in(f, L, k);

		for (b = 0; b < nb; b++) {
			const struct rp_block *bl = &f->blocks[b];

			for (i = bl->ev_first; in[b] && i < bl->ev_first + bl->nev; i++) {
				const struct rp_event *ev = &f->events[i];

				if (ev->kind != RP_E_CALL || !ev->per_turn || ev->obj < 0 ||
				    eng->elem[ev->obj] >= 0 || L->size[k] >= best[i])
					continue;
				best[i] = L->size[k];
				eng->turn_rel[i] = !rp_loop_has(eng, in, RP_ACQUIRE, ev->obj, false,
								ev->api->family);
			}
		}
	}
	free(best);
}

/* Whether block TO can follow event A (in block FROM) on a path inside
   the loop IN that does not pass its header HEAD again (the same turn).
   SEEN and STACK are room for every block.  */
static bool rp_same_turn(const struct rp_func *f, const unsigned char *in, int head, int from,
			 int a, int to, int t, unsigned char *seen, int *stack)
{
	int sp = 0, k;

	if (from == to && t > a)
		return true;
	memset(seen, 0, f->nblocks);
	stack[sp++] = from;
	while (sp > 0) {
		const struct rp_block *bl = &f->blocks[stack[--sp]];

		for (k = bl->succ_first; k < bl->succ_first + bl->nsucc; k++) {
			int d = f->edges[k].dst;

			if (!in[d] || d == head || seen[d])
				continue;
			if (d == to)
				return true;
			seen[d] = 1;
			stack[sp++] = d;
		}
	}
	return false;
}

/* eng->free_other_turn[event]: a free in a loop that takes references on
   elements of a collection, placed where no acquire of the loop comes
   before it in the same turn ("if (!valid(s[i])) { kfree(s[i]); continue;
   } kobject_init_and_add(&s[i]->kobj, ...);"): the element it frees is
   none that a turn held when it comes, since the earlier turns' are other
   elements.  The collection's state is left alone there
   (transfer.c, rp_free).  */
static void rp_setup_turn_frees(struct rp_engine *eng, const struct rp_loops *L)
{
	const struct rp_func *f = eng->f;
	int nb = f->nblocks, i, j, k, b, nacq;
	int *best, *evblock, *walk, *acq;
	unsigned char *seen;

	eng->free_other_turn = rp_xcalloc(f->nevents, 1);
	best = rp_xmalloc(f->nevents * sizeof(int));
	evblock = rp_xmalloc(f->nevents * sizeof(int));
	acq = rp_xmalloc(f->nevents * sizeof(int));
	walk = rp_xmalloc(nb * sizeof(int));
	seen = rp_xmalloc(nb);
	for (b = 0; b < nb; b++)
		for (i = f->blocks[b].ev_first; i < f->blocks[b].ev_first + f->blocks[b].nev; i++)
			evblock[i] = b;
	for (i = 0; i < (int)f->nevents; i++)
		best[i] = nb + 1;
	for (k = 0; k < L->n; k++) {
		const unsigned char *in = rp_loop_in(f, L, k);

		/* The loop's acquires of elements.  */
		for (nacq = 0, j = 0; j < (int)f->nevents; j++) {
			const struct rp_event *a = &f->events[j];

			if (a->kind == RP_E_CALL && a->obj >= 0 && a->api->kind == RP_ACQUIRE &&
			    eng->elem[a->obj] >= 0 && in[evblock[j]])
				acq[nacq++] = j;
		}
		for (i = 0; i < (int)f->nevents; i++) {
			const struct rp_event *ev = &f->events[i];
			bool same = false;

			if (ev->kind != RP_E_CALL || ev->obj < 0 || ev->api->kind != RP_FREE ||
			    !in[evblock[i]] || L->size[k] >= best[i])
				continue;
			best[i] = L->size[k];
			for (j = 0; j < nacq && !same; j++)
				same = rp_same_turn(f, in, L->head[k], evblock[acq[j]], acq[j],
						    evblock[i], i, seen, walk);
			eng->free_other_turn[i] = nacq > 0 && !same;
		}
	}
	free(seen);
	free(walk);
	free(acq);
	free(evblock);
	free(best);
}

/* The setups that need the function's loops, with one search for them
   when any has a candidate: a release of a collection's element or of a
   counted object (rp_setup_release_loops, rp_setup_counted), a release
   marked per_turn (rp_setup_turn_releases), a free beside acquires of
   elements (rp_setup_turn_frees).  Runs after rp_setup_elements.  */
void rp_setup_loops(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	int nb = f->nblocks, b, i;
	unsigned char *counted;
	bool elem_rel = false, anycounted, per_turn = false, frees = false, elems = false;
	struct rp_loops L;

	eng->rel_loop = rp_xmalloc((nb ? nb : 1) * sizeof(int));
	for (b = 0; b < nb; b++)
		eng->rel_loop[b] = -1;
	eng->turn_rel = NULL;
	eng->free_other_turn = NULL;
	for (i = 0; i < (int)f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind != RP_E_CALL || ev->obj < 0)
			continue;
		elem_rel |= ev->api->kind == RP_RELEASE && eng->elem[ev->obj] >= 0;
		per_turn |= ev->per_turn && eng->elem[ev->obj] < 0;
		frees |= ev->api->kind == RP_FREE;
		elems |= ev->api->kind == RP_ACQUIRE && eng->elem[ev->obj] >= 0;
	}
	counted = rp_xcalloc(f->nvalues ? f->nvalues : 1, 1);
	anycounted = rp_counted_candidates(eng, counted);
	if (!nb || (!elem_rel && !anycounted && !per_turn && !(frees && elems))) {
		free(counted);
		return;
	}
	rp_find_loops(f, &L);
	if (anycounted && L.n)
		rp_setup_counted(eng, &L, counted);
	free(counted);
	/* A counted object's acquires are a collection's now.  */
	for (i = 0; anycounted && i < (int)f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		elems |= ev->kind == RP_E_CALL && ev->obj >= 0 && ev->api->kind == RP_ACQUIRE &&
			 eng->elem[ev->obj] >= 0;
	}
	/* Counted objects are collections now: their releases too.  */
	if (elem_rel || anycounted)
		rp_setup_release_loops(eng, &L);
	if (per_turn)
		rp_setup_turn_releases(eng, &L);
	if (frees && elems)
		rp_setup_turn_frees(eng, &L);
	rp_free_loops(&L);
}
