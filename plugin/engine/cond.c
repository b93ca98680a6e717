/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * cond.c: conditions and value classes.  Taking an edge narrows the
 * classes of the values its conditions test (through MAPs such as
 * PTR_ERR(p) to their base), which decides conditional acquires, marks
 * must-check results as checked, forgets references on what turned out to
 * be NULL and records the first failure edge; then the edge's PHI moves
 * happen, all at once.
 */
#include "internal.h"

/* Re-evaluate the conditional acquires that depend on value R.  */
void rp_update_conds(struct rp_engine *eng, unsigned char *s, int r)
{
	struct rp_rstate *res = rp_res(eng, s);
	unsigned c = rp_class_of_root(eng, s, r);
	int i;

	for (i = 0; i < eng->nslots; i++) {
		const struct rp_event *site;
		unsigned ok;

		/* A links= acquire that returned 0 put its object on the
		   list; one that failed did not.  */
		if ((res[i].flags & RP_RF_LINK_PENDING) && res[i].site >= 0 &&
		    eng->f->events[res[i].site].ret == r) {
			if (c == RP_C_ZERO)
				res[i].flags |= RP_RF_LINKED;
			if (!(c & RP_C_ZERO) || c == RP_C_ZERO)
				res[i].flags &= (unsigned char)~RP_RF_LINK_PENDING;
		}
		/* A hand-over that happens where the call succeeded
		   (rp_escape_pending): made there, forgotten where it
		   failed.  */
		if ((res[i].status == RP_R_HELD || res[i].status == RP_R_COND) &&
		    res[i].more >= 0 && eng->f->events[res[i].more].ret == r &&
		    eng->f->events[res[i].more].api->kind == RP_TRANSFER) {
			const struct rp_event *t = &eng->f->events[res[i].more];

			ok = rp_when_mask(t->api->when);
			if ((c & ok) == c) {
				res[i].more = -1;
				rp_escape_slot(eng, s, i);
			} else if ((c & ok) == 0) {
				res[i].more = -1;
			}
		}
		/* A retake of a count held: one more where it succeeded.  */
		if (res[i].status == RP_R_HELD && res[i].more >= 0 &&
		    eng->f->events[res[i].more].ret == r) {
			ok = rp_when_mask(eng->f->events[res[i].more].api->when);
			if ((c & ok) == c && res[i].count < 3)
				res[i].count++;
			if ((c & ok) == c || (c & ok) == 0)
				res[i].more = -1;
		}
		if (res[i].site < 0 || eng->f->events[res[i].site].ret != r)
			continue;
		site = &eng->f->events[res[i].site];
		ok = rp_when_mask(site->api->when);
		if (res[i].status == RP_R_LENT && (res[i].flags & RP_RF_RESTORES)) {
			if ((c & ok) == c || (c & ok) == 0) {
				res[i].status = (c & ok) ? RP_R_NONE : RP_R_FAILED;
				res[i].flags &= (unsigned char)~RP_RF_RESTORES;
				if (res[i].status == RP_R_NONE) {
					res[i].site = -1;
					res[i].flags |= RP_RF_RESTORED;
				}
			}
			continue;
		}
		if (res[i].status != RP_R_COND)
			continue;
		if ((c & ok) == c)
			res[i].status = RP_R_HELD;
		else if ((c & ok) == 0)
			/* A helper that stores what it takes where its argument
			   points (key writes) leaves the location as it was
			   when it fails: a later release gives back what was
			   there, if anything, not a reference that failed.  */
			res[i].status = (site->api->flags & RP_API_WRITES) ? RP_R_NONE : RP_R_FAILED;
	}
}

/* R turned out to be NULL here: a reference on NULL is no reference
   (get_device(NULL) takes nothing, put_device(NULL) gives nothing back),
   nor is one already stored away ("p->np = of_graph_get_remote_node(...);
   if (!p->np) return -ENODEV;").  */
static void rp_forget_null(struct rp_engine *eng, unsigned char *s, int r)
{
	struct rp_rstate *res = rp_res(eng, s);
	int i;

	int c = rp_cont(eng, s, r);

	for (i = 0; i < eng->nslots; i++)
		if ((res[i].status == RP_R_HELD || res[i].status == RP_R_COND ||
		     res[i].status == RP_R_ESCAPED) &&
		    (rp_root(eng, s, eng->slots[i].obj) == r ||
		     (c >= 0 && rp_cont(eng, s, eng->slots[i].obj) == c))) {
			res[i].status = RP_R_NONE;
			res[i].count = 0;
		}
}

/* Whether object V is loaded from, or is the address of a field of, a
   pointer whose value is R ("epf->driver->owner" with R "epf->driver").  */
static bool rp_reached_through(const struct rp_engine *eng, unsigned char *s, int v, int r)
{
	int depth;

	for (depth = 0; v >= 0 && depth < 4; depth++) {
		const struct rp_value *val = &eng->f->values[v];

		if (val->kind != RP_V_LOAD && val->kind != RP_V_ADDR)
			return false;
		v = val->base;
		if (rp_root(eng, s, v) == r)
			return true;
	}
	return false;
}

/* R turned out to be NULL here: the references not held that are reached
   through it are none to give back on this path (pci_epf_unbind() returns
   early when epf->driver is NULL, else puts epf->driver->owner: it gives
   back the owner whenever there is one).  */
static void rp_mark_null_base(struct rp_engine *eng, unsigned char *s, int r)
{
	struct rp_rstate *res = rp_res(eng, s);
	int i;

	for (i = 0; i < eng->nslots; i++)
		if (res[i].status == RP_R_NONE && rp_reached_through(eng, s, eng->slots[i].obj, r))
			res[i].flags |= RP_RF_NULL_BASE;
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

/* Whether held test EV with a role (pm_runtime_status_suspended(dev),
   role=runtime-resume) answering "held" (HELD false: "not held") agrees
   with this path: "not held" cannot be where the path holds what a direct
   call of a function with that role on the same device took (a probe that
   called its own runtime resume with runtime PM disabled).  "Held" says
   nothing: the PM core may have resumed the device.  */
static bool rp_role_held_consistent(const struct rp_engine *eng, unsigned char *s,
				    const struct rp_event *ev, bool held)
{
	const struct rp_rstate *res = rp_res(eng, s);
	unsigned role = rp_role_bit(ev->api->role);
	int dev = rp_root(eng, s, ev->obj), i;

	if (held || dev < 0)
		return true;
	for (i = 0; i < eng->nslots; i++) {
		const struct rp_event *site;

		if (res[i].status != RP_R_HELD || res[i].site < 0)
			continue;
		site = &eng->f->events[res[i].site];
		if ((site->callee_roles & role) && rp_root(eng, s, site->role_obj) == dev)
			return false;
	}
	return true;
}

/* Whether "pci_is_enabled(pdev)" (held-test result R) being in classes
   NW agrees with what this path did: true when the path holds the
   reference, false when it released it or failed to take it (the other
   way round for an inverse test).  */
static bool rp_held_consistent(const struct rp_engine *eng, unsigned char *s, int r,
			       unsigned nw)
{
	const struct rp_event *ev = &eng->f->events[eng->held_test[r]];
	bool inverse = ev->api->flags & RP_API_INVERSE;
	int slot;
	unsigned st;

	if (ev->api->role)
		return rp_role_held_consistent(eng, s, ev, (nw == RP_C_ZERO) == inverse);
	slot = rp_slot_of(eng, s, ev->api->family, ev->obj);
	if (slot < 0)
		return true;
	st = rp_res(eng, s)[slot].status;
	if ((nw == RP_C_ZERO) != inverse && st == RP_R_HELD)
		return false;
	if ((nw == RP_C_ZERO) == inverse && (st == RP_R_RELEASED || st == RP_R_FAILED))
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

/* Whether EDGE is a side trip: the blocks it leads to, each with one
   successor, come to the block the branch's other edge goes to.  */
static bool rp_side_trip(const struct rp_engine *eng, int edge)
{
	const struct rp_func *f = eng->f;
	const struct rp_edge *e = &f->edges[edge];
	const struct rp_block *src = &f->blocks[e->src];
	int other, b, steps;

	if (src->nsucc != 2 || (edge != src->succ_first && edge != src->succ_first + 1))
		return false;
	other = f->edges[edge == src->succ_first ? src->succ_first + 1 : src->succ_first].dst;
	if (other == e->dst)
		return false;
	for (b = e->dst, steps = 0; steps < 8; steps++) {
		if (b == other)
			return true;
		if (f->blocks[b].nsucc != 1)
			return false;
		b = f->edges[f->blocks[b].succ_first].dst;
	}
	return false;
}

/* Whether EDGE, on which acquire result R failed, is a side trip
   ("if (ret) dev_err(...);"): the function logs the failure and carries
   on as if the call had succeeded, so the failure does not make the rest
   of the path an error path.  Not for an acquire that takes even when it
   fails (pm_runtime_get_sync()): its failure path owes the count it took,
   whatever it goes on to do.  */
static bool rp_failure_rejoins(const struct rp_engine *eng, int r, int edge)
{
	return !(eng->acq_result[r] & RP_ACQ_ALWAYS) && rp_side_trip(eng, edge);
}

static bool rp_narrow_hops(struct rp_engine *eng, unsigned char *s, int edge, int v,
			   unsigned mask, int hops, bool terms);

/* The classes of R + D for R in classes M (integers).  */
static unsigned rp_shift_classes(unsigned m, long long d)
{
	unsigned out = 0;

	if (m & RP_C_ZERO)
		out |= d < 0 ? RP_C_NEG : d > 0 ? RP_C_POS : RP_C_ZERO;
	if (m & RP_C_NEG)	/* R <= -1: R + D <= D - 1 */
		out |= d - 1 < 0 ? RP_C_NEG : d - 1 == 0 ? RP_C_NEG | RP_C_ZERO : RP_C_ALL;
	if (m & RP_C_POS)	/* R >= 1: R + D >= D + 1 */
		out |= d + 1 > 0 ? RP_C_POS : d + 1 == 0 ? RP_C_ZERO | RP_C_POS : RP_C_ALL;
	return out;
}

/* R (a tracked integer: a value, or its term "x - K") is now in classes
   M: what that says of the other terms on the same value and of the value
   itself ("i - 16" negative after "i <= 15", so "i - 8" may be anything but
   "i - 20" is negative; "id - C1" zero, so "id - C2" is not).  False if one
   of them cannot be.  */
static bool rp_narrow_terms(struct rp_engine *eng, unsigned char *s, int edge, int r,
			    unsigned m)
{
	const struct rp_func *f = eng->f;
	const struct rp_value *x = &f->values[r];
	bool is_term = x->kind == RP_V_OP && x->id == RP_OP_ADD && x->type == RP_T_INT;
	int b = is_term ? x->base : r, w;
	long long off_r = is_term ? x->off : 0;

	if (b < 0 || (f->values[b].type != RP_T_INT && f->values[b].type != RP_T_UINT) ||
	    eng->op_first[b] < 0)
		return true;
	if (is_term && eng->cidx[b] >= 0 &&
	    !rp_narrow_hops(eng, s, edge, b, rp_shift_classes(m, -off_r), 0, false))
		return false;
	for (w = eng->op_first[b]; w >= 0; w = eng->op_next[w]) {
		const struct rp_value *t = &f->values[w];

		if (w == r || t->kind != RP_V_OP || t->id != RP_OP_ADD || t->type != RP_T_INT)
			continue;
		if (!rp_narrow_hops(eng, s, edge, w, rp_shift_classes(m, t->off - off_r), 0, false))
			return false;
	}
	return true;
}

/* Narrow value V to classes MASK on EDGE, HOPS MAPs down a chain of them;
   with TERMS, the other terms on the same integer too (rp_narrow_terms).
   Return false if impossible.  */
static bool rp_narrow_hops(struct rp_engine *eng, unsigned char *s, int edge, int v,
			   unsigned mask, int hops, bool terms)
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
		if (!rp_narrow_hops(eng, s, edge, b, pre, hops + 1, terms))
			return false;
		b = rp_root(eng, s, b);
		if (b >= 0 && rp_is_failure_result(eng, b) &&
		    rp_acquire_fails(eng, b, rp_class_of_root(eng, s, b)) &&
		    rp_hdr(s)->fail_edge < 0 && rp_anything_held(eng, s) &&
		    !rp_failure_rejoins(eng, b, edge))
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
	if (terms && !rp_narrow_terms(eng, s, edge, r, nw))
		return false;
	if (eng->held_test[r] >= 0 && !rp_held_consistent(eng, s, r, nw))
		return false;
	if (nw == RP_C_ZERO && f->values[r].type == RP_T_PTR) {
		rp_forget_null(eng, s, r);
		rp_mark_null_base(eng, s, r);
	}
	if (rp_is_failure_result(eng, r) && rp_acquire_fails(eng, r, nw) &&
	    !rp_acquire_fails(eng, r, old) && rp_hdr(s)->fail_edge < 0 &&
	    rp_anything_held(eng, s) && !rp_failure_rejoins(eng, r, edge))
		rp_hdr(s)->fail_edge = edge;
	rp_update_conds(eng, s, r);
	return true;
}

/* Narrow value V to classes MASK on EDGE.  Return false if impossible.  */
static bool rp_narrow(struct rp_engine *eng, unsigned char *s, int edge, int v,
		      unsigned mask)
{
	return rp_narrow_hops(eng, s, edge, v, mask, 0, true);
}

/* Whether value V existed before any allocation of this function: the
   address of a local variable, a parameter or a global, or a pointer read
   from memory reached from a parameter or a global (not from a local,
   which a call may have filled with the new memory).  */
static bool rp_existed_before(const struct rp_func *f, int v)
{
	return f->values[rp_val_container(f, v)].kind == RP_V_LOCAL ||
	       rp_reached_from_caller(f, v);
}

/* Whether FRESH is, on this path, the result of a function with GCC's
   malloc attribute or of the database's kind alloc (memory that no
   pointer valid before the call points to) that has not been stored or
   handed where others can see it.  */
static bool rp_fresh_here(struct rp_engine *eng, unsigned char *s, int fresh)
{
	if (eng->aidx[fresh] >= 0)
		return !(rp_alloc(eng, s)[eng->aidx[fresh]] & RP_A_ESCAPED);
	return eng->f->values[fresh].fresh;
}

/* Whether pointers A and B cannot be equal here: one is a fresh
   allocation (rp_fresh_here), the other a pointer that existed before it
   (rp_existed_before): "if (x[0].tx_buf == buf)" after "local_buf =
   kmalloc(...)" stored there.  A callee that publishes the new memory
   through a global or a parameter's structure is not assumed.  */
static bool rp_never_equal(struct rp_engine *eng, unsigned char *s, int a, int b)
{
	const struct rp_func *f = eng->f;
	int ra = rp_root(eng, s, a), rb = rp_root(eng, s, b);

	if (ra < 0 || rb < 0 || ra == rb || f->values[ra].type != RP_T_PTR ||
	    f->values[rb].type != RP_T_PTR)
		return false;
	return (rp_fresh_here(eng, s, ra) && rp_existed_before(f, rb)) ||
	       (rp_fresh_here(eng, s, rb) && rp_existed_before(f, ra));
}

/* Apply EDGE to state S.  Return false if the edge is impossible here.  */
bool rp_take_edge(struct rp_engine *eng, unsigned char *s, int edge)
{
	const struct rp_func *f = eng->f;
	const struct rp_edge *e = &f->edges[edge];
	int i, *bind = rp_bind(eng, s);

	for (i = 0; i < e->ncond; i++) {
		const struct rp_cond *c = &f->conds[e->cond_first + i];

		if (!rp_narrow(eng, s, edge, c->val, c->mask))
			return false;
	}
	/* The branch a function takes when its WARN_ON() fired: the rest
	   of the path is an error path, unless it only comes back
	   ("WARN_ON(x);" alone tests nothing again).  */
	if (e->warned && rp_hdr(s)->fail_edge < 0 && rp_anything_held(eng, s) &&
	    !rp_side_trip(eng, edge))
		rp_hdr(s)->fail_edge = edge;
	for (i = 0; i < e->nrel; i++) {
		const struct rp_relcond *c = &f->rels[e->rel_first + i];
		unsigned ma = rp_class(eng, s, c->a), mb = rp_class(eng, s, c->b);

		/* A fresh allocation equals a pointer that existed before it
		   only if both are NULL, that is never; one value is never
		   unequal to itself ("x[0].tx_buf" holds what "buf" held).  */
		if (c->rel == RP_REL_EQ && rp_never_equal(eng, s, c->a, c->b))
			return false;
		if (c->rel == RP_REL_NE && rp_root(eng, s, c->a) >= 0 &&
		    rp_root(eng, s, c->a) == rp_root(eng, s, c->b))
			return false;
		if (!rp_rel_narrow((enum rp_rel)c->rel, &ma, &mb) ||
		    !rp_narrow(eng, s, edge, c->a, ma) || !rp_narrow(eng, s, edge, c->b, mb))
			return false;
	}
	/* PHI moves happen all at once: every source is read before any
	   destination is written, however many moves the edge has.  */
	for (i = 0; i < e->nmove; i++) {
		const struct rp_move *m = &f->moves[e->move_first + i];

		if (eng->move_step[e->move_first + i]) {
			/* A loop's step "i := i + 1": i stands for itself,
			   with the classes the step had (0, then positive),
			   not for "i + 1", a term on i itself.  */
			eng->movebuf[i] = m->dst;
			eng->movecls[i] = (unsigned char)rp_class(eng, s, m->src);
		} else {
			eng->movebuf[i] = rp_root(eng, s, m->src);
		}
	}
	for (i = 0; i < e->nmove; i++)
		bind[eng->bidx[f->moves[e->move_first + i].dst]] = eng->movebuf[i];
	for (i = 0; i < e->nmove; i++)
		if (eng->move_step[e->move_first + i])
			rp_cls(eng, s)[eng->cidx[f->moves[e->move_first + i].dst]] = eng->movecls[i];
	for (i = 0; i < e->nmove; i++)
		rp_forget_ops(eng, s, f->moves[e->move_first + i].dst);
	if (e->branch)
		rp_hdr(s)->exit_edge = -1;
	else if (e->goto_loc && rp_hdr(s)->exit_edge < 0 && rp_anything_held(eng, s))
		rp_hdr(s)->exit_edge = edge;
	return true;
}
