/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * transfer.c: what each event of a block does to the state (acquire,
 * release, free, hand-over, definition, use, return), and the checks'
 * hooks at the events that matter to them: on_release and on_free before
 * the state changes, on_use, and on_return with the state at the return.
 * Which resource a call acts on is rp_slot_of's answer.
 */
#include "internal.h"

/* The pointer V is returned in state S: what it points into goes to the
   caller, and so does what a pointer an accessor computed from its
   arguments may point into ("return i2c_verify_client(dev)", a function of
   the unit that returns container_of(dev, ...) or NULL: the reference on
   dev is returned under the container's name).  */
static void rp_escape_returned(struct rp_engine *eng, unsigned char *s, int v, int depth)
{
	const struct rp_func *f = eng->f;
	const struct rp_value *x;
	int i;

	if (v < 0)
		return;
	rp_escape(eng, s, v);
	x = &f->values[v];
	if (x->kind != RP_V_ACCESSOR || x->id == RP_ELEM_FN || x->id == RP_PTRADD_FN ||
	    depth >= 3)
		return;
	for (i = 0; i < x->nargs; i++) {
		int a = f->argpool[x->args + i];

		if (a >= 0 && f->values[a].type == RP_T_PTR)
			rp_escape_returned(eng, s, rp_root(eng, s, a), depth + 1);
	}
}

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

/* What a slot did on this path, for rp_slot_of's order: holds something
   here (2), took something and gave it back or handed it over (1), took
   nothing (0).  */
static int rp_slot_rank(const struct rp_rstate *r)
{
	if (r->status == RP_R_HELD || r->status == RP_R_COND)
		return 2;
	return r->status != RP_R_NONE && r->status != RP_R_FAILED;
}

/* A resource of FAMILY (not a lock) whose object is container C or lies
   in it, in state S, of rank RANK at least (rp_slot_rank).  */
static int rp_container_slot(const struct rp_engine *eng, unsigned char *s,
			     const char *family, int c, int rank)
{
	const struct rp_rstate *res = rp_res(eng, s);
	int i;

	for (i = 0; c >= 0 && i < eng->nslots; i++)
		if (!strcmp(eng->slots[i].family, family) && !eng->slots[i].lock &&
		    rp_slot_rank(&res[i]) >= rank &&
		    (rp_root(eng, s, eng->slots[i].obj) == c ||
		     rp_cont(eng, s, eng->slots[i].obj) == c))
			return i;
	return -1;
}

/* The resource of FAMILY that value V designates in state S, or -1.  The
   object itself first; else, as references to an object and to the device
   or kobject embedded in it are one reference ("put_device(&client->dev)"
   gives back what of_find_i2c_device_by_node() returned), a resource of
   the same family on V's container or contained in V.  Not for locks:
   two mutexes embedded in one structure are two locks.  */
int rp_slot_of(const struct rp_engine *eng, unsigned char *s,
		      const char *family, int v)
{
	const struct rp_rstate *res = rp_res(eng, s);
	int r = rp_root(eng, s, v), i, first = -1, taken = -1;

	/* The slot's object, or what it stands for on this path, is V; one
	   that holds something here before one that held and gave it back (a
	   location given back and then set to another reference: "of_node_put(p);
	   p = of_get_parent(ep);" names both the old reference and the new),
	   and one that took something on this path before one that did not (a
	   location whose acquire failed, "out_irq->np", that now holds
	   another reference, "out_irq->np = p").  A copy of a location read
	   before a store rewrote it (rp_define_stored) names the location's
	   slot as it was: "r = *p; *p = NULL; kref_put(&r->kref, ...)" gives
	   back the caller's reference that *p held.  */
	for (i = 0; i < eng->nslots; i++)
		if (!strcmp(eng->slots[i].family, family) &&
		    (eng->slots[i].obj == v ||
		     (r >= 0 && eng->slots[i].obj == r && v >= 0 && eng->copied[v]) ||
		     (r >= 0 && rp_root(eng, s, eng->slots[i].obj) == r))) {
			switch (rp_slot_rank(&res[i])) {
			case 2:
				return i;
			case 1:
				if (taken < 0)
					taken = i;
				break;
			default:
				if (first < 0)
					first = i;
			}
		}
	if (taken >= 0)
		return taken;
	if (first >= 0)
		return first;
	/* Another spelling of an array element that loops walk.  */
	if (v >= 0 && eng->elem[v] >= 0)
		for (i = 0; i < eng->nslots; i++)
			if (eng->slots[i].elems && eng->elem[eng->slots[i].obj] == eng->elem[v] &&
			    !strcmp(eng->slots[i].family, family))
				return i;
	return rp_container_slot(eng, s, family, r < 0 ? -1 : rp_cont(eng, s, r), 0);
}

/* The resource a release of FAMILY on V gives back in state S: rp_slot_of's,
   unless V is a whole object (not an address inside one) and a resource on
   a counter embedded in it did more on this path.  "kref_get(&t->ref); ...
   unref(t)", the counter not the structure's first member, gives back the
   counter's reference, and a second "unref(t)" gives it back twice.  Two
   counters embedded side by side stay two: "put_device(&d->b)" does not
   give back "get_device(&d->a)".  */
static int rp_release_slot(const struct rp_engine *eng, unsigned char *s,
			   const char *family, int v)
{
	int slot = rp_slot_of(eng, s, family, v), r = rp_root(eng, s, v), rank, i;

	if (slot < 0 || r < 0 || rp_val_container(eng->f, r) != r)
		return slot;
	rank = rp_slot_rank(&rp_res(eng, s)[slot]);
	if (rank == 2)
		return slot;
	i = rp_container_slot(eng, s, family, r, rank + 1);
	return i >= 0 ? i : slot;
}

/* A lock release EV whose object matches no lock held here: the one lock
   held of its family that is the same member of the same structure type
   (rp_event.field_key: "&pt->pd->driver->lock" after "&pd->driver->lock"
   was taken, the function unable to tell that pt->pd is pd), or -1.  Two
   such locks held, or none: -1.  Only for a lock reached through a pointer
   read from memory: "spin_unlock(&b->lock)" after "spin_lock(&a->lock)",
   a and b two parameters, is the wrong lock.  */
static int rp_same_member_lock(const struct rp_engine *eng, unsigned char *s, int ev,
			       const char *family)
{
	const struct rp_func *f = eng->f;
	const struct rp_rstate *res = rp_res(eng, s);
	unsigned key = f->events[ev].field_key;
	int i, found = -1, v = f->events[ev].obj, depth;

	if (!key)
		return -1;
	for (depth = 0; v >= 0 && depth < 8 && f->values[v].kind == RP_V_ADDR; depth++)
		v = f->values[v].base;
	if (v < 0 || f->values[v].kind != RP_V_LOAD)
		return -1;
	for (i = 0; i < eng->nslots; i++) {
		if ((res[i].status != RP_R_HELD && res[i].status != RP_R_COND) || res[i].site < 0 ||
		    !eng->slots[i].lock || strcmp(eng->slots[i].family, family))
			continue;
		if (f->events[res[i].site].field_key != key)
			continue;
		if (found >= 0)
			return -1;
		found = i;
	}
	return found;
}

/* Release FAMILY's reference on V (event EV at NODE).  */
static void rp_release(struct rp_engine *eng, unsigned char *s, int node, int block,
		       int ev, const char *family, int v, bool is_drop)
{
	struct rp_rstate *res = rp_res(eng, s);
	int slot;
	struct rp_hook h;

	/* Releasing NULL does nothing (of_node_put(NULL) and friends), nor
	   an ERR_PTR for a release that says so (fwnode_handle_put()).  An
	   integer object is a number: 0 is one like any other (free_irq(0)
	   after request_irq(0) succeeded).  */
	if (v < 0 ||
	    (rp_class(eng, s, v) == RP_C_ZERO && eng->f->values[v].type == RP_T_PTR) ||
	    ((eng->f->events[ev].api->flags & RP_API_IGNORES_ERR) &&
	     rp_class(eng, s, v) == RP_C_NEG))
		return;
	slot = rp_release_slot(eng, s, family, v);
	if ((slot < 0 || (res[slot].status != RP_R_HELD && res[slot].status != RP_R_COND)) &&
	    (eng->f->events[ev].api->flags & RP_API_LOCK) && !is_drop) {
		int other = rp_same_member_lock(eng, s, ev, family);

		if (other >= 0)
			slot = other;
	}
	if (slot < 0) {
		/* A reference this function does not track (a kref_init()ed
		   count): its release may be the last one.  */
		if (!(eng->f->events[ev].api->flags & RP_API_LOCK))
			rp_container_released(eng, s, v);
		return;
	}
	/* Elements that loops walk (elements.c): a turn that finds none
	   held gives back nothing, and says nothing about the element it
	   names; a turn that finds some gives them all back.  */
	if (eng->slots[slot].elems) {
		if (res[slot].status != RP_R_HELD && res[slot].status != RP_R_COND &&
		    res[slot].status != RP_R_ESCAPED)
			return;
		res[slot].count = 1;
	} else if (eng->turn_rel && eng->turn_rel[ev] && !is_drop) {
		/* One item's reference per turn (elements.c,
		   rp_setup_turn_releases): this function's own goes with
		   them; none of them is its to give back twice.  */
		if (res[slot].status == RP_R_HELD || res[slot].status == RP_R_COND) {
			res[slot].status = RP_R_ESCAPED;
			res[slot].count = 0;
		}
		return;
	} else if ((eng->f->events[ev].api->flags & RP_API_IF_HELD) ||
		   (eng->f->events[ev].flag_guarded && !is_drop &&
		    (res[slot].status == RP_R_HELD || res[slot].status == RP_R_COND))) {
		/* A helper that gives it back where it finds it held, on a
		   test this path cannot follow (pci_is_enabled(), a flag of
		   the driver's): a reference held here is the helper's to
		   give back, as one handed over is; where none is held,
		   nothing happens, and the caller's own, if any, is given
		   back (for this function's summary).  */
		if (res[slot].status == RP_R_HELD || res[slot].status == RP_R_COND) {
			res[slot].status = RP_R_ESCAPED;
			res[slot].count = 0;
		} else if (res[slot].status == RP_R_NONE && !is_drop) {
			res[slot].flags |= RP_RF_IF_HELD;
		}
		return;
	}
	h = rp_make_hook(eng, node, block, ev, s);
	h.slot = slot;
	h.before = res[slot];
	h.is_drop = is_drop;
	RP_RUN_HOOKS(eng, on_release, &h);
	switch (res[slot].status) {
	case RP_R_HELD:
	case RP_R_COND:
		if (res[slot].count > 1) {
			res[slot].count--;
			break;
		}
		/* fall through */
	case RP_R_ESCAPED:
		res[slot].status = RP_R_RELEASED;
		res[slot].count = 0;
		res[slot].site = (short)ev;
		break;
	case RP_R_NONE:
		/* The caller's: it gets it back when this function retakes it.  */
		res[slot].flags &= (unsigned char)~RP_RF_RESTORED;
		if (!is_drop) {
			res[slot].status = RP_R_LENT;
			res[slot].site = (short)ev;
		}
		break;
	default:
		break;
	}
	if (res[slot].status == RP_R_RELEASED && !eng->slots[slot].lock)
		rp_container_released(eng, s, v);
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
		/* An element freed before this turn took any: not one the
		   collection holds (elements.c, rp_setup_turn_frees).  */
		if (eng->slots[i].elems && eng->free_other_turn && eng->free_other_turn[ev])
			continue;
		h = rp_make_hook(eng, node, block, ev, s);
		h.slot = i;
		h.before = res[i];
		RP_RUN_HOOKS(eng, on_free, &h);
		if (res[i].status == RP_R_HELD || res[i].status == RP_R_COND)
			res[i].status = RP_R_FREED;
	}
}

/* Whether values A and B are the same place in state S: the same value
   here, or the same offset from, or the same field read at, the same
   place (a list head "&k->list" reached through two spellings of k).  */
static bool rp_same_place(const struct rp_engine *eng, unsigned char *s, int a, int b,
			  int depth)
{
	const struct rp_value *x, *y;

	a = rp_root(eng, s, a);
	b = rp_root(eng, s, b);
	if (a < 0 || b < 0)
		return false;
	if (a == b)
		return true;
	x = &eng->f->values[a];
	y = &eng->f->values[b];
	if (depth >= RP_MAX_ROOT_DEPTH || x->kind != y->kind || x->off != y->off ||
	    (x->kind != RP_V_ADDR && x->kind != RP_V_LOAD))
		return false;
	return rp_same_place(eng, s, x->base, y->base, depth + 1);
}

/* Resource SLOT, held (or held if its acquire succeeded), is given back by
   release event EVI of a bulk release (a list walk, an array's elements):
   the checks' on_release hooks, then RELEASED.  */
static void rp_give_back(struct rp_engine *eng, unsigned char *s, int node, int block, int evi,
			 int slot)
{
	struct rp_rstate *res = rp_res(eng, s);
	struct rp_hook h = rp_make_hook(eng, node, block, evi, s);

	h.slot = slot;
	h.before = res[slot];
	RP_RUN_HOOKS(eng, on_release, &h);
	res[slot].status = RP_R_RELEASED;
	res[slot].count = 0;
	res[slot].site = (short)evi;
}

/* Release event EV of every element of the list headed at EV's object
   (a helper that walks the list, "elements"): each held resource of the
   family whose references are all on that list (RP_RF_LINKED) is given
   back.  */
static void rp_release_elements(struct rp_engine *eng, unsigned char *s, int node, int block,
				int evi)
{
	const struct rp_event *ev = &eng->f->events[evi];
	struct rp_rstate *res = rp_res(eng, s);
	int i;

	for (i = 0; i < eng->nslots; i++) {
		const struct rp_event *site;

		if (res[i].status != RP_R_HELD || !(res[i].flags & RP_RF_LINKED) ||
		    res[i].site < 0 || strcmp(eng->slots[i].family, ev->api->family))
			continue;
		site = &eng->f->events[res[i].site];
		if (site->link < 0 || !rp_same_place(eng, s, site->link, ev->obj, 0))
			continue;
		rp_give_back(eng, s, node, block, evi, i);
		res[i].flags &= (unsigned char)~(RP_RF_LINKED | RP_RF_LINK_PENDING);
	}
}

/* The base and byte offset of V in state S: (root of X, OFF) for an
   address "X + OFF", else (V's root, 0).  */
int rp_base_off(const struct rp_engine *eng, unsigned char *s, int v, long long *off)
{
	const struct rp_value *x;

	v = rp_root(eng, s, v);
	*off = 0;
	if (v < 0)
		return -1;
	x = &eng->f->values[v];
	if (x->kind == RP_V_ADDR) {
		*off = x->off;
		return rp_root(eng, s, x->base);
	}
	return v;
}

/* Release event EV with each= (regulator_bulk_disable(n, supplies)): the
   family's references held on the pointers stored in the array's
   elements ("supplies[1].consumer", enabled one by one) are given back
   with it.  Where the array's size is unknown nothing is.  */
static void rp_release_each(struct rp_engine *eng, unsigned char *s, int node, int block,
			    int evi)
{
	const struct rp_event *ev = &eng->f->events[evi];
	struct rp_rstate *res = rp_res(eng, s);
	long long a, o;
	int base, i;

	if (ev->extent <= 0 || ev->obj < 0 || rp_class(eng, s, ev->obj) == RP_C_ZERO)
		return;
	base = rp_base_off(eng, s, ev->obj, &a);
	if (base < 0)
		return;
	for (i = 0; i < eng->nslots; i++) {
		int v = rp_root(eng, s, eng->slots[i].obj);

		if (v < 0 || eng->f->values[v].kind != RP_V_LOAD ||
		    (res[i].status != RP_R_HELD && res[i].status != RP_R_COND) ||
		    strcmp(eng->slots[i].family, ev->api->family))
			continue;
		o = eng->f->values[v].off;
		if (rp_root(eng, s, eng->f->values[v].base) != base || o < a || o >= a + ev->extent)
			continue;
		rp_give_back(eng, s, node, block, evi, i);
	}
}

/* Whether the PM core, not this function, resumed device DEV on this path:
   a held test of role runtime-resume on DEV ("!pm_runtime_status_suspended(
   dev)") answered "resumed", and no direct call of the unit's runtime
   resume on DEV holds anything here.  A call of the runtime suspend then
   gives back the PM core's counts, not this function's: rockchip_pdm_probe
   enables its bus clock itself, and its error path's "if
   (!pm_runtime_status_suspended(dev)) rockchip_pdm_runtime_suspend(dev);"
   before its own clk_disable_unprepare() is no double put.  */
static bool rp_pm_core_resumed(const struct rp_engine *eng, unsigned char *s, int evi)
{
	int dev = eng->f->events[evi].role_obj;
	const struct rp_func *f = eng->f;
	const struct rp_rstate *res = rp_res(eng, s);
	int d = rp_root(eng, s, dev), i;
	bool resumed = false;
	size_t k;

	for (k = 0; d >= 0 && k < f->nevents && !resumed; k++) {
		const struct rp_event *ev = &f->events[k];
		unsigned c;

		if (ev->kind != RP_E_CALL || !ev->api || ev->api->kind != RP_HELD ||
		    !ev->api->role || !(rp_role_bit(ev->api->role) & RP_ROLE_RUNTIME_RESUME) ||
		    ev->ret < 0 || rp_root(eng, s, ev->obj) != d)
			continue;
		c = rp_class(eng, s, ev->ret);
		resumed = (ev->api->flags & RP_API_INVERSE) ? c == RP_C_ZERO : !(c & RP_C_ZERO);
	}
	if (!resumed)
		return false;
	for (i = 0; i < eng->nslots; i++) {
		const struct rp_event *site = res[i].site >= 0 ? &f->events[res[i].site] : NULL;

		if (!site)
			continue;
		/* What the direct call's resume took, or what an earlier
		   release of this same suspend call already gave back.  */
		if (((res[i].status == RP_R_HELD || res[i].status == RP_R_COND) &&
		     (site->callee_roles & RP_ROLE_RUNTIME_RESUME) &&
		     rp_root(eng, s, site->role_obj) == d) ||
		    (res[i].status == RP_R_RELEASED && site->call == f->events[evi].call &&
		     res[i].site != evi))
			return false;
	}
	return true;
}

/* A call of kind names (dev_set_name(dev, ...)) named the object at V:
   the init acquires on it now hold a name that only their release frees.  */
static void rp_named(struct rp_engine *eng, unsigned char *s, int v)
{
	struct rp_rstate *res = rp_res(eng, s);
	int r = rp_root(eng, s, v), i;

	for (i = 0; r >= 0 && i < eng->nslots; i++)
		if (eng->slots[i].init && rp_root(eng, s, eng->slots[i].obj) == r)
			res[i].flags2 |= RP_RF2_NAMED;
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
	/* request_firmware(&fw, ...): the callee writes fw; so does a helper
	   that stores what it takes where its argument points.  */
	if (ev->api->obj.deref || (ev->api->flags & RP_API_WRITES))
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
		/* Another element of those a loop takes: still "some held".  */
		if (ev->api->when == RP_WHEN_ALWAYS && res[slot].count < 3 &&
		    !eng->slots[slot].elems)
			res[slot].count++;
		/* A retake that can fail of a count already held (a clock
		   enabled again through another pointer to it): one more
		   where its test says it succeeded.  Not for locks: a lock
		   is not taken twice; nor for an acquire that "restores"
		   (a summary of a function that gives back the caller's and
		   takes it again: "release the irq, reallocate the vectors,
		   request it again" returns 0 with the caller still holding
		   one).  */
		else if (ev->api->when != RP_WHEN_ALWAYS && ev->ret >= 0 &&
			 !eng->slots[slot].elems && !eng->slots[slot].lock &&
			 !(ev->api->flags & RP_API_RESTORES) && res[slot].site != evi)
			res[slot].more = (short)evi;
		/* The new reference is not on the list yet: linked again only
		   if this same call (round a loop) returns 0.  */
		res[slot].flags &= (unsigned char)~(RP_RF_LINKED | RP_RF_LINK_PENDING);
		if (ev->link >= 0 && res[slot].site == evi && ev->ret >= 0)
			res[slot].flags |= RP_RF_LINK_PENDING;
		return;
	}
	/* Retaking what this function gave back of the caller's restores the
	   caller's reference (a clock stopped to change its rate and started
	   again: clk_disable_unprepare(), clk_set_rate(), clk_prepare_enable()):
	   nothing is owed here.  A retake that can fail restores it where it
	   succeeds and leaves it failed where it does not (rp_update_conds):
	   a release after the failure is a put without a get.  So does a
	   helper that gives back its caller's reference and takes it again
	   (summary "restores": stop a clock, reparent it, start it again)
	   called on one this function does not hold: as if this function had
	   given it back and retaken it.  */
	if ((res[slot].status == RP_R_LENT ||
	     (res[slot].status == RP_R_NONE && (ev->api->flags & RP_API_RESTORES))) &&
	    ev->api->when != RP_WHEN_ALWAYS && ev->ret >= 0) {
		res[slot].status = RP_R_LENT;
		res[slot].site = (short)evi;
		res[slot].flags |= RP_RF_RESTORES;
		rp_update_conds(eng, s, ev->ret);
		return;
	}
	if (res[slot].status == RP_R_LENT) {
		res[slot].status = RP_R_NONE;
		res[slot].site = -1;
		return;
	}
	/* Another reference on a pointer whose first one is held only if it
	   is not NULL ("n = of_node_get(a ? a : b)" after a and b were looked
	   up, before either is tested): one more where it is not NULL, none
	   where it is (of_node_get(NULL) takes nothing); the lookup's test
	   still decides both.  */
	if (res[slot].status == RP_R_COND && ev->api->when == RP_WHEN_ALWAYS &&
	    ev->api->obj.arg != 0 && !eng->slots[slot].elems) {
		if (res[slot].count < 3)
			res[slot].count++;
		return;
	}
	/* A new acquisition: the failure of an earlier one was handled.  */
	rp_hdr(s)->fail_edge = -1;
	res[slot].site = (short)evi;
	res[slot].via = -1;
	res[slot].more = -1;
	res[slot].count = 1;
	/* A managed one (pci_request_regions() after pcim_enable_device()):
	   devres gives it back, nothing is owed.  */
	if (res[slot].flags & RP_RF_MANAGED) {
		res[slot].status = RP_R_ESCAPED;
		return;
	}
	res[slot].flags = (ev->api->flags & RP_API_MUST_CHECK) && ev->ret >= 0 ? RP_RF_UNCHECKED : 0;
	res[slot].flags2 = 0;
	if (ev->link >= 0 && ev->ret >= 0)
		res[slot].flags |= RP_RF_LINK_PENDING;
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
	/* A helper that stores it in a fresh allocation of this function
	   (key writes: "cxl_switch_decoder_init(port, &cxlrd->cxlsd, n)"
	   puts the port's reference in cxlrd's device) made the store this
	   function would have made: ownership goes with the allocation.  */
	if ((ev->api->flags & RP_API_WRITES) && ev->obj >= 0 &&
	    eng->f->values[ev->obj].kind == RP_V_LOAD) {
		int d = rp_cont(eng, s, eng->f->values[ev->obj].base);

		if (d >= 0 && eng->aidx[d] >= 0 && !(rp_alloc(eng, s)[eng->aidx[d]] & RP_A_ESCAPED))
			res[slot].via = (short)d;
	}
	if (ev->api->when == RP_WHEN_ALWAYS) {
		res[slot].status = RP_R_HELD;
	} else {
		res[slot].status = RP_R_COND;
		if (ev->ret >= 0)
			rp_update_conds(eng, s, ev->ret);
	}
}

/* MANAGE event EV (pcim_enable_device()): the family's references on
   its object taken from here on are devres's to give back.  The call's
   result is not followed: a failed one is an error return in practice,
   before any acquire it would manage.  */
static void rp_manage(struct rp_engine *eng, unsigned char *s, int evi)
{
	const struct rp_event *ev = &eng->f->events[evi];
	int slot = rp_slot_of(eng, s, ev->api->family, ev->obj);

	if (slot >= 0)
		rp_res(eng, s)[slot].flags |= RP_RF_MANAGED;
}

/* See internal.h.  */
int rp_caller_location_of(const struct rp_engine *eng, unsigned char *s, int obj)
{
	const struct rp_func *f = eng->f;
	int j, found = -1;

	for (j = 0; obj >= 0 && j < eng->nbind; j++) {
		int loc = eng->bvals[j];

		if (f->values[loc].kind != RP_V_LOAD || rp_bind(eng, s)[j] != obj ||
		    !rp_reached_from_caller(f, loc))
			continue;
		if (found >= 0 && found != loc)
			return -1;
		found = loc;
	}
	return found;
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
		enum rp_status st = (enum rp_status)res[i].status;
		bool restores = st == RP_R_LENT && (res[i].flags & RP_RF_RESTORES);

		/* Given back and retaken by a call that can fail, whose result
		   no test has seen: to callers, that call's acquire (which
		   restores theirs).  */
		if (restores) {
			st = RP_R_COND;
			x->restored |= (unsigned char)retmask;
		}
		switch (st) {
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
		case RP_R_ESCAPED: {
			int loc;

			if (ret >= 0 && obj == ret) {
				x->returned |= (unsigned char)retmask;
			} else if (f->values[eng->slots[i].obj].type == RP_T_PTR &&
				   (loc = rp_caller_location_of(eng, s, obj)) >= 0 &&
				   (!x->stored_loc || x->stored_loc == loc + 1)) {
				x->stored |= (unsigned char)retmask;
				x->stored_loc = loc + 1;
			} else {
				x->other |= (unsigned char)retmask;
			}
			break;
		}
		case RP_R_LENT:
			x->lent |= (unsigned char)retmask;
			break;
		case RP_R_NONE:
			/* Nothing to give back on a NULL object, or on one
			   reached through a NULL pointer; a location this
			   function set to NULL ("mdev->aclk = NULL" after its
			   own enable and disable) says nothing of the
			   caller's.  */
			if ((obj >= 0 && rp_class(eng, s, obj) == RP_C_ZERO &&
			     f->values[obj].kind != RP_V_CONST) ||
			    (res[i].flags & RP_RF_NULL_BASE))
				x->lent |= (unsigned char)retmask;
			else if (res[i].flags & RP_RF_IF_HELD)
				x->maybe |= (unsigned char)retmask;
			else if (res[i].flags & RP_RF_RESTORED) {
				/* Given back, then taken again by a call that
				   can fail: its callers see the retake as an
				   acquire ("restores"), whose failure leaves
				   them nothing to give back (iavf's reinit of
				   its irq).  */
				x->held |= (unsigned char)retmask;
				x->restored |= (unsigned char)retmask;
			} else {
				x->none |= (unsigned char)retmask;
			}
			break;
		default:
			x->other |= (unsigned char)retmask;
			break;
		}
	}
}

/* A release of every accessor value of an object ("release
   pci_irq_vector(arg1->8, any) if-held": a helper that frees each vector
   of the device it finds requested): each resource of the family held on
   a value of that accessor of event EVI's object, at any argument the
   summary leaves open, is the helper's to give back, as an if-held
   release's is (rp_release).  */
static void rp_release_any(struct rp_engine *eng, unsigned char *s, int evi)
{
	const struct rp_func *f = eng->f;
	const struct rp_event *ev = &f->events[evi];
	const struct rp_objref *o = &ev->api->obj;
	struct rp_rstate *res = rp_res(eng, s);
	int r = rp_root(eng, s, ev->obj), i, k;

	if (r < 0)
		return;
	for (i = 0; i < eng->nslots; i++) {
		const struct rp_value *x = &f->values[eng->slots[i].obj];

		/* An element: the steps from the array's element first.  */
		for (k = o->npost - 1; k >= 0 && x; k--)
			x = (x->kind == (o->post[k].load ? RP_V_LOAD : RP_V_ADDR) &&
			     x->off == o->post[k].off && x->base >= 0)
				    ? &f->values[x->base]
				    : NULL;
		if (!x || strcmp(eng->slots[i].family, ev->api->family) || x->kind != RP_V_ACCESSOR ||
		    x->id != o->acc_fn || x->nargs != o->acc_nargs ||
		    rp_root(eng, s, f->argpool[x->args + o->acc_pos]) != r)
			continue;
		for (k = 0; k < x->nargs; k++) {
			const struct rp_value *a = &f->values[f->argpool[x->args + k]];

			if (k != o->acc_pos && !(o->acc_any & (1u << k)) &&
			    (a->kind != RP_V_CONST || a->off != o->acc_k[k]))
				break;
		}
		if (k < x->nargs)
			continue;
		if (res[i].status == RP_R_HELD || res[i].status == RP_R_COND) {
			res[i].status = RP_R_ESCAPED;
			res[i].count = 0;
		}
	}
}

/* Whether PHI P takes the value R on some edge, directly or through
   other PHIs ("_res" of alloc_hooks(), a PHI of two allocations).  */
static bool rp_phi_fed_by(const struct rp_func *f, int p, int r, int depth)
{
	size_t i;

	for (i = 0; i < f->nmoves; i++) {
		int src = f->moves[i].src;

		if (f->moves[i].dst != p || src < 0)
			continue;
		if (src == r || (depth < 2 && f->values[src].kind == RP_V_PHI && src != p &&
				 rp_phi_fed_by(f, src, r, depth + 1)))
			return true;
	}
	return false;
}

/* Whether object term V is R, or reached from R through fields, pointers
   stored in it and the PHIs that stand for it (in state S, or that take
   it on some edge).  */
static bool rp_based_on(const struct rp_engine *eng, unsigned char *s, int v, int r)
{
	int depth;

	for (depth = 0; v >= 0 && depth < 8; depth++) {
		const struct rp_value *x = &eng->f->values[v];
		int b;

		if (v == r)
			return true;
		b = rp_root(eng, s, v);
		if (b == r)
			return true;
		if (x->kind == RP_V_LOAD || x->kind == RP_V_ADDR) {
			v = x->base;
			continue;
		}
		if (x->kind == RP_V_PHI && rp_phi_fed_by(eng->f, v, r, 0))
			return true;
		if (b < 0 || b == v)
			return false;
		v = b;
	}
	return false;
}

/* A new allocation R (a kzalloc() in a loop, whose result term, or the
   PHI that stands for it, named last turn's object too): what was given
   back or freed on the objects it reaches concerned another object, and
   nothing is taken or given back on this one yet.  Held ones stay held:
   overwriting them is that object's leak.  */
static void rp_fresh_object(struct rp_engine *eng, unsigned char *s, int r)
{
	struct rp_rstate *res = rp_res(eng, s);
	int i;

	if (r < 0)
		return;
	for (i = 0; i < eng->nslots; i++)
		if ((res[i].status == RP_R_RELEASED || res[i].status == RP_R_FREED ||
		     res[i].status == RP_R_FAILED) &&
		    !eng->slots[i].elems && rp_based_on(eng, s, eng->slots[i].obj, r)) {
			res[i].status = RP_R_NONE;
			res[i].site = -1;
			res[i].count = 0;
			res[i].flags = 0;
		}
}

/* Apply the events of BLOCK to state S (reached as NODE).  */
void rp_run_block(struct rp_engine *eng, unsigned char *s, int node, int block)
{
	const struct rp_func *f = eng->f;
	const struct rp_block *bl = &f->blocks[block];
	int i;

	/* The header of a loop that gives back elements of a collection: the
	   collection is given back, however many turns follow (elements.c).  */
	for (i = eng->rel_loop[block]; i >= 0; i = eng->rel_next[i])
		rp_release(eng, s, node, block, i, f->events[i].api->family, f->events[i].obj,
			   false);
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
				if ((ev->callee_roles & RP_ROLE_RUNTIME_SUSPEND) &&
				    rp_pm_core_resumed(eng, s, evi))
					break;
				if (ev->api->flags & RP_API_ELEMENTS) {
					rp_release_elements(eng, s, node, block, evi);
				} else if (ev->api->obj.acc_any) {
					rp_release_any(eng, s, evi);
				} else {
					if (ev->api->each_arg)
						rp_release_each(eng, s, node, block, evi);
					rp_release(eng, s, node, block, evi, ev->api->family,
						   ev->obj, false);
				}
				break;
			case RP_FREE:
				rp_free(eng, s, node, block, evi, ev->obj);
				break;
			case RP_TRANSFER:
				/* A conditional hand-over whose result the
				   function drops counts as made.  */
				if (ev->api->when > RP_WHEN_ALWAYS && ev->ret >= 0)
					rp_escape_pending(eng, s, evi);
				else
					rp_escape(eng, s, ev->obj);
				break;
			case RP_HELD:
				rp_define(eng, s, ev->ret);
				break;
			case RP_MANAGE:
				rp_manage(eng, s, evi);
				rp_define(eng, s, ev->ret);
				break;
			case RP_NAMES:
				rp_named(eng, s, ev->obj);
				rp_define(eng, s, ev->ret);
				break;
			case RP_ALLOC:
				rp_fresh_object(eng, s, ev->ret);
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
		case RP_E_COPY:
			/* The load's value, fixed now: a later store to the
			   location does not change it (no_free_ptr()'s
			   "__val = *__ptr; *__ptr = NULL; return __val").  */
			rp_bind(eng, s)[eng->bidx[ev->slot]] = rp_root(eng, s, ev->val);
			rp_forget_ops(eng, s, ev->slot);
			break;
		case RP_E_RETURN: {
			struct rp_hook h;

			if (ev->val >= 0 && f->values[ev->val].type == RP_T_PTR)
				rp_escape_returned(eng, s, rp_root(eng, s, ev->val), 0);
			rp_record_exit(eng, s, ev);
			h = rp_make_hook(eng, node, block, evi, s);
			RP_RUN_HOOKS(eng, on_return, &h);
			return;
		}
		}
	}
}
