/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * effects.c: what a function does to its caller's objects, in the terms of
 * a database line, from the states its returns were reached in (recorded
 * by the engine, see struct rp_exitrec):
 *
 *  - released on every path, "release arg1->48" (ck804xrom_cleanup() puts
 *    window->pdev);
 *  - held on the paths that return in some classes and not on the others,
 *    "acquire arg1 ret==0" (a wrapper of pm_runtime_resume_and_get()), or on
 *    all paths, "acquire ... always" (a lock helper);
 *  - handed back as the result, "acquire ret nonnull";
 *  - freed on every path, "free arg1" (a helper that kfree()s it);
 *  - released where held and left untouched elsewhere, the result not
 *    telling which, "release arg1 if-held" (a helper that tests
 *    pci_is_enabled() before pci_disable_device(), or a driver flag);
 *  - every element of a list released, "release arg1 elements" (a helper
 *    that kobject_put()s every kobject of a kset's list).
 *
 * Anything else (held on some paths of one class and not on others, a
 * condition left untested, an object not reachable from an argument or a
 * global) gives no effect: unknown, never a guess.  The caller of
 * rp_summarize() discards everything when the budget ran out.
 */
#include "internal.h"

#include <string.h>

static bool rp_path_objref_of(const struct rp_func *f, int obj, struct rp_objref *o);

/* Accessor OBJ ("pci_irq_vector(pdev, 6)") as an object reference: one
   argument reachable from the caller's, the others constants or, with
   ANY, whatever a loop makes them ("pci_irq_vector(pdev, i)").  */
static bool rp_accessor_objref_of(const struct rp_func *f, int obj, struct rp_objref *o,
				  bool any)
{
	const struct rp_value *x = &f->values[obj];
	struct rp_objref base;
	int k, pos = -1;
	unsigned char anymask = 0;

	if (x->nargs > RP_MAX_ACC_ARGS || x->id >= RP_ELEM_FN)
		return false;
	for (k = 0; k < x->nargs; k++) {
		int a = f->argpool[x->args + k];

		if (a >= 0 && f->values[a].kind == RP_V_CONST)
			continue;
		if (a >= 0 && f->values[a].kind != RP_V_ACCESSOR && rp_path_objref_of(f, a, &base)) {
			if (pos >= 0)
				return false;
			pos = k;
		} else if (any) {
			anymask |= (unsigned char)(1u << k);
		} else {
			return false;
		}
	}
	if (pos < 0 || (any && !anymask))
		return false;
	rp_path_objref_of(f, f->argpool[x->args + pos], o);
	o->acc_fn = x->id;
	o->acc_nargs = (unsigned char)x->nargs;
	o->acc_pos = (unsigned char)pos;
	o->acc_any = anymask;
	o->acc_type = (unsigned char)x->type;
	for (k = 0; k < x->nargs; k++) {
		int a = f->argpool[x->args + k];

		if (k != pos && !(anymask & (1u << k))) {
			o->acc_k[k] = f->values[a].off;
			o->acc_ktype[k] = (unsigned char)f->values[a].type;
		}
	}
	return true;
}

/* OBJ, an element of an array that a loop indexes, as an object
   reference: steps down to an RP_ELEM_FN or RP_PTRADD_FN term whose array
   the caller can reach (argument or global, then steps) and whose index
   is any value; those steps are the reference's POST.  */
static bool rp_element_objref_of(const struct rp_func *f, int obj, struct rp_objref *o)
{
	struct rp_step rev[RP_MAX_PATH];
	const struct rp_value *x;
	int n = 0, i, arr, idx;

	while (obj >= 0 && (f->values[obj].kind == RP_V_LOAD || f->values[obj].kind == RP_V_ADDR)) {
		if (n == RP_MAX_PATH)
			return false;
		rev[n].load = f->values[obj].kind == RP_V_LOAD;
		rev[n].off = (int)f->values[obj].off;
		n++;
		obj = f->values[obj].base;
	}
	if (obj < 0)
		return false;
	x = &f->values[obj];
	if (x->kind != RP_V_ACCESSOR || (x->id != RP_ELEM_FN && x->id != RP_PTRADD_FN) ||
	    x->nargs != 2)
		return false;
	arr = f->argpool[x->args];
	idx = f->argpool[x->args + 1];
	if (arr < 0 || idx < 0 || f->values[arr].kind == RP_V_ACCESSOR ||
	    f->values[idx].kind == RP_V_CONST || !rp_path_objref_of(f, arr, o))
		return false;
	o->acc_fn = x->id;
	o->acc_nargs = 2;
	o->acc_pos = 0;
	o->acc_any = 2;
	o->acc_type = (unsigned char)x->type;
	o->npost = (unsigned char)n;
	for (i = 0; i < n; i++)
		o->post[i] = rev[n - 1 - i];
	return true;
}

/* OBJ as an object reference: argument or global variable, then steps,
   or an accessor of one.  Return false if it is not reachable that way.  */
static bool rp_objref_of(const struct rp_func *f, int obj, struct rp_objref *o)
{
	if (obj >= 0 && f->values[obj].kind == RP_V_ACCESSOR) {
		memset(o, 0, sizeof(*o));
		return rp_accessor_objref_of(f, obj, o, false);
	}
	return rp_path_objref_of(f, obj, o);
}

static bool rp_path_objref_of(const struct rp_func *f, int obj, struct rp_objref *o)
{
	struct rp_step rev[RP_MAX_PATH];
	int n = 0, i;

	memset(o, 0, sizeof(*o));
	while (obj >= 0) {
		const struct rp_value *v = &f->values[obj];

		switch (v->kind) {
		case RP_V_PARAM:
			o->arg = (short)(v->id + 1);
			goto done;
		case RP_V_GLOBAL:
			if (v->id & 0x80000000u)
				return false;
			o->arg = -2;
			o->gvar_uid = v->id;
			goto done;
		case RP_V_LOAD:
		case RP_V_ADDR:
			if (n == RP_MAX_PATH)
				return false;
			rev[n].load = v->kind == RP_V_LOAD;
			rev[n].off = (int)v->off;
			n++;
			obj = v->base;
			break;
		case RP_V_PHI:
			/* What a caller's location held on entry ("dc =
			   dev->dev_private" before "dev->dev_private = NULL").  */
			obj = rp_copy_source(f, obj);
			break;
		default:
			return false;
		}
	}
	return false;
done:
	o->npath = (unsigned char)n;
	for (i = 0; i < n; i++)
		o->path[i] = rev[n - 1 - i];
	return true;
}

/* Record E as the acquire, when W holds, of what event ACQ_EV took: its
   release names and where the function takes it.  */
static void rp_acquire_record(struct rp_api *e, const struct rp_event *acq_ev, enum rp_when w)
{
	e->kind = RP_ACQUIRE;
	e->when = w;
	e->release = acq_ev->api->release;
	e->release_all = acq_ev->api->release_all;
	e->via = acq_ev->callee;
	e->via_loc = acq_ev->loc;
}

/* The object a caller's location LOC holds, as a database object: the
   pointer stored at a field of what an argument points to ("arg1->8";
   "arg2->0" for out_args->np, the first member).  */
static bool rp_stored_objref(const struct rp_func *f, int loc, struct rp_objref *o)
{
	return rp_path_objref_of(f, loc, o) && o->arg > 0 && o->npath &&
	       o->path[o->npath - 1].load;
}

bool rp_slot_objref(const struct rp_engine *eng, int slot, struct rp_objref *o)
{
	return rp_objref_of(rp_engine_func(eng), rp_slot_info(eng, slot)->obj, o);
}

/* The acquire condition that "held exactly when the result is in classes
   M" means, for a function returning type T.  */
static bool rp_when_of(unsigned m, enum rp_vtype t, enum rp_when *w)
{
	if (m == RP_C_ALL) {
		*w = RP_WHEN_ALWAYS;
		return true;
	}
	if (t == RP_T_PTR) {
		if (m == (RP_C_NEG | RP_C_POS))
			*w = RP_WHEN_NONNULL;
		else if (m == RP_C_POS)
			*w = RP_WHEN_VALID;
		else
			return false;
		return true;
	}
	switch (m) {
	case RP_C_ZERO:
		*w = RP_WHEN_ZERO;
		return true;
	case RP_C_ZERO | RP_C_POS:
		*w = RP_WHEN_NONNEG;
		return true;
	case RP_C_NEG | RP_C_POS:
		*w = RP_WHEN_NONZERO;
		return true;
	case RP_C_POS:
		*w = RP_WHEN_POS;
		return true;
	default:
		return false;
	}
}

/* The call event that gives slot I its effect of KIND: one on the slot's
   own object if there is one, else one of its family.  */
static const struct rp_event *rp_effect_event(const struct rp_engine *eng, int i,
					      enum rp_kind kind)
{
	const struct rp_func *f = rp_engine_func(eng);
	const struct rp_slot *slot = rp_slot_info(eng, i);
	const struct rp_event *any = NULL;
	size_t k;

	for (k = 0; k < f->nevents; k++) {
		const struct rp_event *ev = &f->events[k];

		if (ev->kind != RP_E_CALL || ev->api->kind != kind ||
		    strcmp(ev->api->family, slot->family))
			continue;
		if (ev->obj == slot->obj)
			return ev;
		if (!any)
			any = ev;
	}
	return any;
}

/* Whether the function writes location LOC (a LOAD term): a helper that
   frees tpr->buf and then clears it does more than "free arg1->buf", and a
   caller told only of the free would think the field dangles.  */
static bool rp_stored_to(const struct rp_func *f, int loc)
{
	size_t i;

	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_STORE && f->events[i].slot == loc)
			return true;
	return false;
}

/* Keep effect OUT[N], found by a walk over the events, unless an earlier
   one says the same (one loop, several release calls): the new count.  */
static int rp_add_once(const struct rp_api *out, int n)
{
	const struct rp_api *e = &out[n];
	int j;

	for (j = 0; j < n; j++)
		if (out[j].kind == e->kind && out[j].flags == e->flags &&
		    !strcmp(out[j].family, e->family) && rp_objref_equal(&out[j].obj, &e->obj))
			return n;
	return n + 1;
}

/* Whether F takes references of FAMILY itself.  */
static bool rp_takes_family(const struct rp_func *f, const char *family)
{
	size_t i;

	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_CALL && f->events[i].api->kind == RP_ACQUIRE &&
		    !strcmp(f->events[i].api->family, family))
			return true;
	return false;
}

/* Whether resource I is held at the returns exactly when the result says
   so (*W), on an object of the caller's (*O); the returns' records are
   complete (the budget did not run out).  */
static bool rp_acquire_when(const struct rp_engine *eng, int i, struct rp_objref *o,
			    enum rp_when *w)
{
	const struct rp_func *f = rp_engine_func(eng);
	const struct rp_exitrec *x = rp_engine_exits(eng, i);

	return !x->unsure && x->held &&
	       !(x->held & (x->other | x->none | x->maybe | x->lent | x->returned)) &&
	       rp_effect_event(eng, i, RP_ACQUIRE) &&
	       rp_when_of(x->held, f->returns_void ? RP_T_INT : f->ret_type, w) &&
	       rp_objref_of(f, rp_slot_info(eng, i)->obj, o) && o->arg != 0;
}

/* Whether a caller's object is given back on some paths (or handed to an
   "if-held" release) and left untouched on the others, and nothing else:
   the function gives back what the caller holds, if it holds it.  A
   function whose result tells the two apart (given back exactly when it
   fails) is not that: the caller would think it given back on success.  */
static bool rp_released_if_held(const struct rp_func *f, const struct rp_exitrec *x)
{
	if (x->unsure || x->held || x->returned || x->other || !(x->lent | x->maybe) ||
	    !(x->none | x->maybe))
		return false;
	return f->returns_void || (x->lent | x->maybe) == RP_C_ALL ||
	       ((x->lent | x->maybe) & x->none) != 0;
}

bool rp_slot_acquired_for_caller(const struct rp_engine *eng, int slot)
{
	struct rp_objref o;
	enum rp_when w;

	return !rp_engine_exhausted(eng) && rp_engine_nexits(eng) > 0 &&
	       rp_acquire_when(eng, slot, &o, &w);
}

/* The parameter (1-based) that a loop's counter is compared with ("for
   (i = 0; i < n; i++)", n a parameter), if exactly one is; else 0.  */
static signed char rp_count_param(const struct rp_func *f)
{
	int found = 0;
	size_t k;

	for (k = 0; k < f->nrels; k++) {
		const struct rp_relcond *r = &f->rels[k];
		int p;

		if (r->a < 0 || r->b < 0)
			continue;
		if (f->values[r->a].kind == RP_V_PHI && f->values[r->b].kind == RP_V_PARAM)
			p = (int)f->values[r->b].id + 1;
		else if (f->values[r->b].kind == RP_V_PHI && f->values[r->a].kind == RP_V_PARAM)
			p = (int)f->values[r->a].id + 1;
		else
			continue;
		if (found && found != p)
			return 0;
		found = p;
	}
	return found > 0 && found < 100 ? (signed char)found : 0;
}

/* Fill E, whose object is set, as function F's release of it by release
   event EV, with FLAGS (RP_API_IF_HELD, RP_API_ELEMENTS).  */
static void rp_release_record(struct rp_api *e, const struct rp_func *f,
			      const struct rp_event *ev, unsigned flags)
{
	e->name = f->name;
	e->family = ev->api->family;
	e->kind = RP_RELEASE;
	e->flags = flags;
	e->via = ev->callee;
	e->via_loc = ev->loc;
}

/* What a loop gives back of the caller's, any number of times.  Every
   value of an accessor of the caller's ("for (i = 0; i < n; i++) if
   (p->allocated[i]) free_irq(pci_irq_vector(p->pdev, i), p)"): "release
   pci_irq_vector(arg1->8, any) if-held", the caller's vectors given back
   where it holds them.  Every element of an array the caller reaches
   ("free_irq(p->msix[i].vector, ...)"): "release arg1->0 in
   fn#ELEM(*,any)->0 if-held", with the argument that bounds the loop if
   one does (count=).  Not from a function that takes some of the family
   itself: its caller would think those given back too.  Added to OUT
   after its first N; the new count.  */
static int rp_loop_effects(const struct rp_engine *eng, struct rp_api *out, int n, int max)
{
	const struct rp_func *f = rp_engine_func(eng);
	size_t k;

	for (k = 0; k < f->nevents && n < max; k++) {
		const struct rp_event *ev = &f->events[k];
		struct rp_api *e = &out[n];

		if (ev->kind != RP_E_CALL || ev->api->kind != RP_RELEASE ||
		    (ev->api->flags & (RP_API_ELEMENTS | RP_API_IF_HELD)) || ev->obj < 0 ||
		    eng->elem[ev->obj] < 0 || rp_takes_family(f, ev->api->family))
			continue;
		memset(e, 0, sizeof(*e));
		if (f->values[ev->obj].kind == RP_V_ACCESSOR) {
			if (!rp_accessor_objref_of(f, ev->obj, &e->obj, true) || e->obj.arg == 0)
				continue;
		} else {
			if (!rp_element_objref_of(f, ev->obj, &e->obj))
				continue;
			e->obj.count_arg = rp_count_param(f);
		}
		rp_release_record(e, f, ev, RP_API_IF_HELD);
		n = rp_add_once(out, n);
	}
	return n;
}

int rp_summarize(const struct rp_engine *eng, struct rp_api *out, int max)
{
	const struct rp_func *f = rp_engine_func(eng);
	int nslots = rp_engine_nslots(eng), i, n = 0;
	size_t k;

	if (rp_engine_exhausted(eng))
		return 0;
	/* A function that only gives back, in a loop, what its caller holds
	   has no resource to explore.  */
	if (rp_engine_nexits(eng) == 0)
		return rp_loop_effects(eng, out, 0, max);
	for (i = 0; i < nslots && n < max; i++) {
		const struct rp_exitrec *x = rp_engine_exits(eng, i);
		const struct rp_slot *slot = rp_slot_info(eng, i);
		const struct rp_event *acq_ev = rp_effect_event(eng, i, RP_ACQUIRE);
		const struct rp_event *rel_ev = rp_effect_event(eng, i, RP_RELEASE);
		const struct rp_api *acq = acq_ev ? acq_ev->api : NULL;
		struct rp_api *e = &out[n];
		enum rp_when w;

		if (x->unsure)
			continue;
		memset(e, 0, sizeof(*e));
		e->name = f->name;
		e->objname = f->values[slot->obj].name;
		e->family = slot->family;
		e->flags = slot->lock ? RP_API_LOCK : 0;
		if (x->lent && !x->held && !x->returned && !x->other && !x->none && !x->maybe) {
			/* Given back on every path.  */
			if (!rp_objref_of(f, slot->obj, &e->obj))
				continue;
			e->kind = RP_RELEASE;
			if (rel_ev) {
				e->via = rel_ev->callee;
				e->via_loc = rel_ev->loc;
			}
			n++;
		} else if (rp_acquire_when(eng, i, &e->obj, &w)) {
			/* Held exactly when the result says so.  */
			rp_acquire_record(e, acq_ev, w);
			e->flags |= acq->flags & (RP_API_INIT | RP_API_UNTIL_REMOVE | RP_API_WRITES);
			/* A retake of what it gave back first, on some
			   return: the caller's own reference, not a new one.  */
			if (x->restored)
				e->flags |= RP_API_RESTORES;
			n++;
		} else if (rp_released_if_held(f, x) && rp_objref_of(f, slot->obj, &e->obj) &&
			   e->obj.arg != 0) {
			/* Given back where held, left alone elsewhere.  */
			e->kind = RP_RELEASE;
			e->flags |= RP_API_IF_HELD;
			if (rel_ev) {
				e->via = rel_ev->callee;
				e->via_loc = rel_ev->loc;
			}
			n++;
		} else if (x->stored && !x->held && !x->returned && !x->unsure && acq &&
			   !(x->stored & (x->other | x->none | x->maybe | x->lent)) &&
			   rp_when_of(x->stored, f->returns_void ? RP_T_INT : f->ret_type, &w) &&
			   rp_stored_objref(f, x->stored_loc - 1, &e->obj)) {
			/* Stored where the caller's argument points ("out->np =
			   np" on success): the caller holds it there, as after
			   of_parse_phandle_with_args(..., &args).  */
			rp_acquire_record(e, acq_ev, w);
			e->flags |= RP_API_WRITES;
			e->objname = f->values[x->stored_loc - 1].name;
			n++;
		} else if (x->returned && !x->held &&
			   !(x->returned & (x->other | x->none | x->maybe | x->lent)) && acq &&
			   f->ret_type == RP_T_PTR && rp_when_of(x->returned, RP_T_PTR, &w)) {
			/* Handed back to the caller.  */
			rp_acquire_record(e, acq_ev, w);
			/* The caller's own pointer, handed back on every path
			   ("kref_get(&c->ref); return c;", the counter its
			   first member): a reference taken on the argument,
			   which the result only names again.  As "acquire
			   ret", a later put of the argument would give back a
			   reference of the caller's.  */
			if (!(w == RP_WHEN_ALWAYS && rp_objref_of(f, slot->obj, &e->obj) &&
			      e->obj.arg > 0 && !e->obj.deref && !e->obj.npath &&
			      !e->obj.acc_fn))
				memset(&e->obj, 0, sizeof(e->obj));
			else
				e->returns_arg = e->obj.arg;
			n++;
		}
	}
	/* Every element of a list of the caller's released by a loop that
	   every return comes after (lower/listwalk.cc): "release
	   global:VAR->8 elements", once per list and family.  */
	for (k = 0; k < f->nevents && n < max; k++) {
		const struct rp_event *ev = &f->events[k];
		struct rp_api *e = &out[n];

		if (ev->kind != RP_E_CALL || ev->walk < 0)
			continue;
		memset(e, 0, sizeof(*e));
		if (!rp_objref_of(f, ev->walk, &e->obj) || e->obj.arg == 0)
			continue;
		rp_release_record(e, f, ev, RP_API_ELEMENTS);
		e->objname = f->values[ev->walk].name;
		n = rp_add_once(out, n);
	}
	n = rp_loop_effects(eng, out, n, max);
	/* Freed on every path: "free arg1" (a helper that kfree()s what it
	   is given, or a field of it).  */
	for (i = 0; i < rp_engine_nfrees(eng) && n < max; i++) {
		int obj, evi;
		const struct rp_exitrec *x = rp_engine_free_exits(eng, i, &obj, &evi);
		const struct rp_event *ev = &f->events[evi];
		struct rp_api *e = &out[n];

		if (!x->lent || x->other || rp_stored_to(f, obj))
			continue;
		memset(e, 0, sizeof(*e));
		if (!rp_objref_of(f, obj, &e->obj))
			continue;
		e->name = f->name;
		e->objname = f->values[obj].name;
		e->family = ev->api->family;
		e->kind = RP_FREE;
		e->via = ev->callee;
		e->via_loc = ev->loc;
		n++;
	}
	return n;
}
