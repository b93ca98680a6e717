/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * double_put.c: the "double-put" check.  A release of a reference (or an
 * unlock) on a path where this function already released it:
 *
 *   put_device(&chdev->dev);		<- first put here
 *   goto err;
 *   ...
 * err:
 *   put_device(&chdev->dev);		<- warning: double put
 *
 * and the kfree() of a container after kobject_put() dropped the last
 * reference, when the kobject's release (read from its kobj_type in this
 * file) already frees it.  When the release does not free the container
 * (6.1's cpuidle), kobject_put() then kfree() is correct and stays silent.
 */
#include "../engine/check.h"
#include "checks.h"

#include <stdio.h>

/* Notes on the first release and the acquire.  A release that is a
   cleanup-attribute call (guard(mutex), __free()) happens at the end of
   its variable's scope, not where GCC places it (the declaration): the
   notes say which of the two releases it is.  */
static void rp_double_notes(struct rp_report *r, const struct rp_func *f,
			    const struct rp_hook *h)
{
	const struct rp_event *ev = &f->events[h->event];

	rp_report_via(r, ev);
	if (ev->scope_end)
		rp_report_note(r, ev->loc, "released again at the end of the scope, by the "
					   "cleanup of the variable declared here");
	if (h->before.site >= 0) {
		const struct rp_event *first = &f->events[h->before.site];

		if (first->scope_end)
			rp_report_note(r, first->loc, "first released at the end of the scope, by "
						      "the cleanup of the variable declared here");
		else
			rp_report_note(r, first->loc, "first %s here", rp_qs(first->callee));
		rp_report_via(r, first);
	}
}

static void rp_double_on_release(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	const struct rp_slot *slot = rp_slot_info(h->eng, h->slot);
	struct rp_report *r;
	char key[32];

	if (h->before.status != RP_R_RELEASED && h->before.status != RP_R_LENT)
		return;
	/* Two puts of references the caller holds: it may hold two.  A lock the
	   caller holds cannot be given back twice, but when this function
	   never takes it, the two unlocks are usually under conditions the
	   analysis cannot relate (dev != dont_lock_dev).  */
	if (h->before.status == RP_R_LENT && (!slot->lock || !slot->acquired))
		return;
	/* put_device() then device_unregister(): the second drops the
	   registration's reference, not a second one of this caller's.  */
	if ((ev->api->flags & RP_API_UNREGISTER) ||
	    (h->before.site >= 0 && (f->events[h->before.site].api->flags & RP_API_UNREGISTER)))
		return;
	/* Keyed by the object the call names, not by resource: a call that
	   gives back two counts of one object (clk_disable_unprepare()) twice
	   is one warning, and so is a put of a pointer that stands for one of
	   two lookups, one on each path ("p = a ? a : b").  */
	snprintf(key, sizeof(key), "%d", h->is_drop ? ev->drop : ev->obj);
	r = rp_report_new(h, RP_CHECK_double_put, ev->loc, key);
	if (!r)
		return;
	rp_report_names(r, ev->callee, h->is_drop ? rp_val_str(f, ev->drop)
						     : rp_event_obj_str(f, ev),
			ev->api ? ev->api->family : NULL);
	if (h->is_drop)
		rp_report_text(r, "%s releases %s, which was already released on this path",
			       rp_qs(ev->callee), rp_qs(rp_val_str(f, ev->drop)));
	else
		rp_report_text(r, "double %s of %s%s", rp_qs(ev->callee),
			       rp_qs(rp_event_obj_str(f, ev)),
			       slot->lock ? "; the lock is not held here" : "");
	rp_double_notes(r, f, h);
}

/* kfree(x) after kobject_put(&x->kobj) when the kobject's release frees x.  */
static void rp_double_on_free(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	const struct rp_slot *slot = rp_slot_info(h->eng, h->slot);
	struct rp_report *r;
	char key[32];

	if (h->before.status != RP_R_RELEASED || !slot->init || slot->frees != 1)
		return;
	snprintf(key, sizeof(key), "free%d", slot->obj);
	r = rp_report_new(h, RP_CHECK_double_put, ev->loc, key);
	if (!r)
		return;
	rp_report_names(r, ev->callee, rp_event_obj_str(f, ev),
			ev->api ? ev->api->family : NULL);
	rp_report_text(r, "%s frees %s a second time: releasing %s already freed it",
		       rp_qs(ev->callee), rp_qs(rp_event_obj_str(f, ev)),
		       rp_qs(slot->init_site >= 0 ? rp_event_obj_str(f, &f->events[slot->init_site])
						  : rp_val_str(f, slot->obj)));
	rp_double_notes(r, f, h);
	if (slot->init_site >= 0)
		rp_report_note(r, f->events[slot->init_site].loc,
			       "initialised here with a release that frees it");
}

const struct rp_check_ops rp_check_double_put = {
	.id = RP_CHECK_double_put,
	.on_release = rp_double_on_release,
	.on_free = rp_double_on_free,
};
