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
 * What this cannot see: a loop that gives back all but one element, or
 * one element given back twice.  Elements at constant indexes
 * ("p->clks[0]") stay resources of their own.
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

/* MEMBER[v]: V is an induction value, a PHI whose family of PHIs (linked
   by moves) is given a step round a loop, or a step of one.  */
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
		    rp_step_base(f, s) >= 0)
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

/* Whether V's term reaches an induction value (depth-bounded).  */
static bool rp_has_member(const struct rp_func *f, const unsigned char *member, int v,
			  int depth)
{
	const struct rp_value *x;
	int k;

	if (v < 0 || depth > 8)
		return false;
	if (member[v])
		return true;
	x = &f->values[v];
	switch (x->kind) {
	case RP_V_LOAD:
	case RP_V_ADDR:
	case RP_V_MAP:
		return rp_has_member(f, member, x->base, depth + 1);
	case RP_V_ACCESSOR:
		for (k = 0; k < x->nargs; k++)
			if (rp_has_member(f, member, f->argpool[x->args + k], depth + 1))
				return true;
		return false;
	default:
		return false;
	}
}

/* Whether terms A and B are the same collection: the same term, with any
   induction value matching any other.  */
static bool rp_same_shape(const struct rp_func *f, const unsigned char *member, int a, int b,
			  int depth)
{
	const struct rp_value *x, *y;
	int k;

	if (a == b)
		return true;
	if (a < 0 || b < 0 || depth > 8)
		return false;
	if (member[a] || member[b])
		return member[a] && member[b];
	x = &f->values[a];
	y = &f->values[b];
	if (x->kind != y->kind || x->off != y->off)
		return false;
	switch (x->kind) {
	case RP_V_LOAD:
	case RP_V_ADDR:
		return rp_same_shape(f, member, x->base, y->base, depth + 1);
	case RP_V_ACCESSOR:
		if (x->id != y->id || x->nargs != y->nargs)
			return false;
		for (k = 0; k < x->nargs; k++)
			if (!rp_same_shape(f, member, f->argpool[x->args + k],
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
void rp_setup_elements(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i;
	unsigned char *member = rp_xcalloc(n ? n : 1, 1);
	int *reps = NULL, nreps = 0, k;
	size_t capreps = 0;

	eng->elem = rp_xmalloc((n ? n : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		eng->elem[i] = -1;
	if (!f->nmoves) {
		free(member);
		return;
	}
	rp_find_inductions(f, member);
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];
		int v = ev->obj;

		if (ev->kind != RP_E_CALL || v < 0 || eng->elem[v] >= 0 || member[v] ||
		    !rp_has_member(f, member, v, 0))
			continue;
		for (k = 0; k < nreps; k++)
			if (rp_same_shape(f, member, reps[k], v, 0))
				break;
		if (k == nreps) {
			RP_GROW(reps, capreps, (size_t)nreps + 1);
			reps[nreps++] = v;
		}
		eng->elem[v] = reps[k];
	}
	free(reps);
	free(member);
}
