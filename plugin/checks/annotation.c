/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * annotation.c: the "annotation" check.  A function whose refpair_*
 * attribute says one thing while its body, as the engine explored it,
 * does another: the callers are checked against the attribute, so every
 * one of them inherits the mistake.
 *
 *   __ref_acquire(foo_put, 1, "ret==0")
 *   int foo_get(struct device *dev)
 *   {
 *	return pm_runtime_get_sync(dev);   <- holds the reference even when
 *   }					      it returns an error
 *
 * Only contradictions the body shows for certain are reported: it holds
 * the object under other results than the attribute says, it gives back on
 * every path what it is said to acquire, or it holds what it is said to
 * release.  A body that does not touch the object through a known API
 * (the refcount primitives themselves) says nothing either way.
 *
 * It looks at the function's returns once every path is explored
 * (on_finish), as the summaries do: the annotation is the lowering's
 * rp_func.annotation.
 */
#include "../engine/check.h"
#include "checks.h"

#include <stdio.h>
#include <string.h>

/* "holds it when it returns zero", or whatever it returns.  */
static void rp_held_words(char *buf, size_t size, enum rp_vtype t, unsigned held, unsigned all)
{
	if (held == all)
		snprintf(buf, size, "holds it whatever it returns");
	else
		snprintf(buf, size, "holds it when it returns %s", rp_class_words(t, held));
}

/* Whether the body ENG explored contradicts the annotation A of its
   function; if so, what the body does, into BUF.  */
static bool rp_annotation_conflict(const struct rp_engine *eng, const struct rp_api *a,
				   char *buf, size_t size)
{
	const struct rp_func *f = rp_engine_func(eng);
	enum rp_vtype rt = f->returns_void ? RP_T_INT : f->ret_type;
	unsigned want = rp_when_mask(a->when), returned = 0, all = 0;
	int i;

	if (rp_engine_exhausted(eng) || rp_engine_nexits(eng) == 0)
		return false;
	for (i = 0; i < rp_engine_nslots(eng); i++) {
		const struct rp_exitrec *x = rp_engine_exits(eng, i);
		unsigned here = x->held | x->lent | x->returned | x->other | x->none | x->maybe;
		struct rp_objref o;

		if (x->unsure)
			continue;
		all |= here;
		returned |= x->returned;
		if (a->obj.arg <= 0 || !rp_slot_objref(eng, i, &o) || !rp_objref_equal(&o, &a->obj))
			continue;
		if (a->kind == RP_ACQUIRE && x->held && (x->held & here) != (want & here)) {
			rp_held_words(buf, size, rt, x->held, here);
			return true;
		}
		if (a->kind == RP_ACQUIRE && x->lent == here) {
			snprintf(buf, size, "gives it back on every path");
			return true;
		}
		if (a->kind == RP_RELEASE && x->held) {
			rp_held_words(buf, size, rt, x->held, here);
			return true;
		}
	}
	/* A returned reference: under which results the body hands one back.  */
	if (a->kind == RP_ACQUIRE && a->obj.arg == 0 && rt == RP_T_PTR && returned &&
	    returned != (want & all)) {
		snprintf(buf, size, "returns a reference only when the result is %s",
			 rp_class_words(RP_T_PTR, returned));
		return true;
	}
	return false;
}

static void rp_annotation_on_finish(struct rp_engine *eng)
{
	const struct rp_func *f = rp_engine_func(eng);
	const struct rp_api *a = f->annotation;
	struct rp_report *r;
	char obj[64], why[128];

	if (!a || !(a->flags & RP_API_ATTRIBUTE) || (a->kind != RP_ACQUIRE && a->kind != RP_RELEASE) ||
	    !rp_annotation_conflict(eng, a, why, sizeof(why)))
		return;
	rp_objref_format(&a->obj, obj, sizeof(obj));
	if (a->kind == RP_ACQUIRE && a->when != RP_WHEN_ALWAYS) {
		size_t len = strlen(obj);

		snprintf(obj + len, sizeof(obj) - len, " %s", rp_when_name(a->when));
	}
	r = rp_report_at(eng, RP_CHECK_annotation, f->loc, "annotation");
	if (!r)
		return;
	rp_report_text(r, "%s is annotated to %s %s, but its body %s", rp_qs(f->name),
		       rp_kind_name(a->kind), rp_qs(obj), why);
	rp_report_names(r, f->name, obj, a->family);
}

const struct rp_check_ops rp_check_annotation = {
	.id = RP_CHECK_annotation,
	.on_finish = rp_annotation_on_finish,
};
