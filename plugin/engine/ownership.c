/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ownership.c: when a reference leaves the function.  A pointer stored
 * into memory that others can reach, returned, or handed to a transfer
 * API takes with it the references held through it ("st->vdd_supply =
 * regulator_get(); ... devm_add_action_or_reset(dev, off, st)"); stores
 * into a local or into a fresh allocation that has not escaped keep them
 * here, until the allocation escapes or the last reference to it (or to an
 * object embedded in it) is released: its release callback then owns what
 * it holds.
 */
#include "internal.h"

#include <string.h>

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
void rp_escape(struct rp_engine *eng, unsigned char *s, int v)
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

/* A hand-over that happens only where the result of call EVI says so
   (transfer with a WHEN: devm_add_action() takes its data only if it
   returns 0): each held reference it would take stays held, with the
   call pending in rp_rstate.more until a test of the result decides
   (rp_update_conds, which hands over where it succeeded).  A reference
   with a retake already pending is left as it is.  */
void rp_escape_pending(struct rp_engine *eng, unsigned char *s, int evi)
{
	struct rp_rstate *res = rp_res(eng, s);
	struct rp_rstate *before = rp_xmalloc((size_t)(eng->nslots ? eng->nslots : 1) *
					      sizeof(*before));
	unsigned char *alloc = rp_alloc(eng, s), *abefore = NULL;
	int i;

	memcpy(before, res, (size_t)eng->nslots * sizeof(*before));
	if (eng->nallocs) {
		abefore = rp_xmalloc((size_t)eng->nallocs);
		memcpy(abefore, alloc, (size_t)eng->nallocs);
	}
	rp_escape(eng, s, eng->f->events[evi].obj);
	for (i = 0; i < eng->nslots; i++)
		if ((before[i].status == RP_R_HELD || before[i].status == RP_R_COND) &&
		    before[i].more < 0 &&
		    (res[i].status != RP_R_HELD || res[i].count != before[i].count)) {
			res[i] = before[i];
			res[i].more = (short)evi;
		}
	if (abefore) {
		memcpy(alloc, abefore, (size_t)eng->nallocs);
		free(abefore);
	}
	free(before);
}

/* The pending hand-over of slot I's reference happened (rp_escape_pending,
   rp_update_conds): one reference goes, as rp_escape would take it.  */
void rp_escape_slot(struct rp_engine *eng, unsigned char *s, int i)
{
	struct rp_rstate *res = rp_res(eng, s);

	if (res[i].status == RP_R_HELD && res[i].count > 1)
		res[i].count--;
	else
		res[i].status = RP_R_ESCAPED;
}

/* A flag of OBJ's structure now says that OBJ is held ("irq->requested =
   1"), and a function of the unit gives OBJ back only where that flag is
   set (lower/flags.cc).  In a function its unit calls, the reference is
   the flag's from here on: the caller tears down through the function
   that tests it (bnx2's request_irq() loop, whose caller frees every irq
   marked requested).  A function no one in the unit calls (a probe, whose
   failure no teardown follows) keeps the duty.  */
static void rp_recorded(struct rp_engine *eng, unsigned char *s, int obj)
{
	struct rp_rstate *res = rp_res(eng, s);
	int r = rp_root(eng, s, obj), i;

	if (!eng->f->called_in_unit || r < 0)
		return;
	for (i = 0; i < eng->nslots; i++)
		if ((res[i].status == RP_R_HELD || res[i].status == RP_R_COND) &&
		    rp_root(eng, s, eng->slots[i].obj) == r)
			res[i].status = RP_R_ESCAPED;
}

/* The flag of key ONCE is set where it was clear when this function took
   a reference (lower/flags.cc, rp_once_acquire): the references taken
   there are the flag's, for whoever clears it, from here on.  */
static void rp_recorded_once(struct rp_engine *eng, unsigned char *s, int once)
{
	struct rp_rstate *res = rp_res(eng, s);
	int i;

	for (i = 0; i < eng->nslots; i++)
		if ((res[i].status == RP_R_HELD || res[i].status == RP_R_COND) && res[i].site >= 0 &&
		    eng->f->events[res[i].site].once == once)
			res[i].status = RP_R_ESCAPED;
}

/* Whether the location V lies in a global object, or in memory reached
   from one through pointers ("card->dai_link[0].codecs->of_node", card a
   static snd_soc_card), in state S.  */
static bool rp_in_global(const struct rp_engine *eng, unsigned char *s, int v)
{
	const struct rp_func *f = eng->f;
	int depth;

	for (depth = 0; depth < 8; depth++) {
		const struct rp_value *x;

		v = rp_root(eng, s, v);
		if (v < 0)
			return false;
		x = &f->values[v];
		if (x->kind == RP_V_GLOBAL)
			return true;
		if (x->kind == RP_V_ADDR || x->kind == RP_V_LOAD)
			v = x->base;
		else if (x->kind == RP_V_ACCESSOR && (x->id == RP_ELEM_FN || x->id == RP_PTRADD_FN))
			v = f->argpool[x->args];
		else
			return false;
	}
	return false;
}

/* Store event EV: its value is stored into memory based on its DST.  */
void rp_store(struct rp_engine *eng, unsigned char *s, const struct rp_event *ev)
{
	struct rp_rstate *res = rp_res(eng, s);
	int d = ev->dst >= 0 ? rp_cont(eng, s, ev->dst) : -1;
	int r = rp_root(eng, s, ev->val), c, i;

	if (ev->records >= 0)
		rp_recorded(eng, s, ev->records);
	if (ev->once)
		rp_recorded_once(eng, s, ev->once);

	if (ev->slot >= 0) {
		unsigned m = rp_class(eng, s, ev->val);

		/* The location now holds the stored value.  */
		if (r >= 0 && eng->bidx[ev->slot] >= 0 && r != ev->slot) {
			rp_define_stored(eng, s, ev->slot);
			rp_bind(eng, s)[eng->bidx[ev->slot]] = r;
		} else {
			rp_define(eng, s, ev->slot);
			if (eng->cidx[ev->slot] >= 0)
				rp_cls(eng, s)[eng->cidx[ev->slot]] =
					(unsigned char)(m & rp_init_mask(eng, ev->slot));
		}
	}
	if (r < 0)
		return;
	/* Stores into local variables keep ownership here.  */
	if (d >= 0 && eng->f->values[d].kind == RP_V_LOCAL)
		return;
	if (eng->f->values[r].type != RP_T_PTR) {
		/* In userspace, a descriptor stored where it outlives the
		   function (s->fd = fd, out[0] = fd) is handed over.  Not in
		   kernel code, which stores an irq or an id number for
		   messages and lookups while it still owes the release.  */
		if (!eng->f->userspace)
			return;
		for (i = 0; i < eng->nslots; i++)
			if ((res[i].status == RP_R_HELD || res[i].status == RP_R_COND) &&
			    rp_root(eng, s, eng->slots[i].obj) == r)
				res[i].status = RP_R_ESCAPED;
		return;
	}
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
	/* A driver's probe that stores a reference into a global object and
	   then fails leaves it there for no one: no remove follows the
	   failure, and the next probe overwrites it.  The reference stays the
	   probe's to give back on its error paths ("card->dai_link[0].codecs->
	   of_node = np" into a static card, then the registration fails).  */
	if ((eng->f->roles & RP_ROLE_PROBE) && ev->dst >= 0 && rp_in_global(eng, s, ev->dst))
		return;
	rp_escape(eng, s, ev->val);
}

/* The release callback stored into the object at V (lower/relcb.cc), or
   NULL; *D: V's offset in its allocation.  */
static const struct rp_relcb *rp_release_callback(const struct rp_engine *eng,
						  unsigned char *s, int v, long long *d)
{
	const struct rp_func *f = eng->f;
	int base = rp_base_off(eng, s, v, d);
	long long o;
	size_t i;

	for (i = 0; base >= 0 && i < f->nrelcbs; i++)
		if (rp_base_off(eng, s, f->relcbs[i].obj, &o) == base && o == *d)
			return &f->relcbs[i];
	return NULL;
}

/* Whether callback CB, run on the object at offset D of allocation C,
   gives back slot I's reference, stored in one of C's fields: its summary
   releases, in the slot's family, "arg1->OFF" for that field.  */
static bool rp_callback_gives_back(const struct rp_engine *eng, unsigned char *s,
				   const struct rp_relcb *cb, int i, int c, long long d)
{
	const struct rp_func *f = eng->f;
	int r = rp_root(eng, s, eng->slots[i].obj), j, k;

	for (j = 0; r >= 0 && j < eng->nbind; j++) {
		const struct rp_value *b = &f->values[eng->bvals[j]];
		long long a;

		if (b->kind != RP_V_LOAD || rp_bind(eng, s)[j] != r || rp_cont(eng, s, b->base) != c ||
		    rp_base_off(eng, s, b->base, &a) < 0)
			continue;
		for (k = 0; k < cb->neffects; k++) {
			const struct rp_api *e = &cb->effects[k];

			if (e->kind == RP_RELEASE && e->obj.arg == 1 && !e->obj.deref &&
			    e->obj.npath == 1 && e->obj.path[0].load &&
			    e->obj.path[0].off == a + b->off - d &&
			    !strcmp(e->family, eng->slots[i].family))
				return true;
		}
	}
	return false;
}

/* The object that path E (of a callback's summary: "arg1->-64+384") names
   when the callback runs on the object at V, as (*BASE, *OFF): a field
   step adds its offset, a load step reads the pointer stored there as
   this path has it (a store of this function binds the location:
   "instance->ctl = edac_dev").  False where a location has no term here
   (a field this function never reads or writes).  */
static bool rp_effect_target(const struct rp_engine *eng, unsigned char *s, int v,
			     const struct rp_objref *e, int *base, long long *off)
{
	int b = rp_base_off(eng, s, v, off), k;

	for (k = 0; b >= 0 && k < e->npath; k++) {
		int loc;

		if (!e->path[k].load) {
			*off += e->path[k].off;
			continue;
		}
		loc = rp_val_lookup(eng->f, RP_V_LOAD, b, *off + e->path[k].off);
		if (loc < 0)
			return false;
		b = rp_base_off(eng, s, loc, off);
	}
	*base = b;
	return b >= 0;
}

/* Callback CB runs on the object at V: the references it gives back of
   objects it reaches from its argument are given back here, where this
   function holds them: at a fixed distance ("put_device(&rcdev->dev)" on
   container_of(ld, struct rc_dev, lirc_dev): its summary releases
   "arg1-104"), or through a pointer that this path stored in the object
   ("instance->ctl = edac_dev; kobject_get(&edac_dev->kobj);" and the
   kobj_type's release puts "arg1->-64+384", &instance->ctl->kobj).  */
static void rp_callback_effects(struct rp_engine *eng, unsigned char *s,
				const struct rp_relcb *cb, int v)
{
	struct rp_rstate *res = rp_res(eng, s);
	long long d, o;
	int base, k, i;

	for (k = 0; k < cb->neffects; k++) {
		const struct rp_api *e = &cb->effects[k];

		if (e->kind != RP_RELEASE || e->obj.arg != 1 || e->obj.deref || e->obj.acc_fn ||
		    !rp_effect_target(eng, s, v, &e->obj, &base, &d))
			continue;
		for (i = 0; i < eng->nslots; i++)
			if ((res[i].status == RP_R_HELD || res[i].status == RP_R_COND) &&
			    !strcmp(eng->slots[i].family, e->family) &&
			    rp_base_off(eng, s, eng->slots[i].obj, &o) == base && o == d) {
				res[i].status = RP_R_ESCAPED;
				res[i].count = 0;
			}
	}
}

/* The last reference to V, or to what contains it, was released by a
   reference-counting API (put_device(&link->link_dev), kref_put(&req->ref,
   cb)): when V lies in a fresh allocation of this function, its release
   callback runs and gives back what the allocation holds ("link->supplier
   = get_device(s)"; device_link_release_fn() puts it).  The references held
   through the allocation leave with it, unless this function stored the
   callback itself and this unit's summary of it says it does not give them
   back ("c->dev.release = child_release", which only frees c: the
   reference stored in c->parent is lost).  Such a callback also gives back
   what it releases near its argument (rp_callback_effects), in any
   object.  A kfree() of the allocation is rp_free's: it gives back
   nothing it holds.  */
void rp_container_released(struct rp_engine *eng, unsigned char *s, int v)
{
	struct rp_rstate *res = rp_res(eng, s);
	int c = rp_cont(eng, s, v), i;
	const struct rp_relcb *cb;
	long long d;

	cb = rp_release_callback(eng, s, v, &d);
	if (cb && cb->neffects < 0)
		cb = NULL;
	if (cb)
		rp_callback_effects(eng, s, cb, v);
	if (c < 0 || eng->aidx[c] < 0)
		return;
	for (i = 0; i < eng->nslots; i++)
		if ((res[i].status == RP_R_HELD || res[i].status == RP_R_COND) &&
		    res[i].via == c && (!cb || rp_callback_gives_back(eng, s, cb, i, c, d)))
			res[i].status = RP_R_ESCAPED;
}
