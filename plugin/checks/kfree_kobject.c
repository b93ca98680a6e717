/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * kfree_kobject.c: the "kfree-kobject" check.  After kobject_init() or
 * kobject_init_and_add() on &x->kobj (even when it failed), or
 * device_initialize()/device_register() on a struct device, the object
 * must go through its release function (kobject_put, put_device, ...):
 * freeing the container directly skips the release and leaks the name.
 *
 *   ret = kobject_init_and_add(&x->kobj, ...);	<- initialised here
 *   if (ret) {
 *           kfree(x);				<- warning; fix-it: kobject_put(&x->kobj)
 *
 * Which acquires initialise is data (the .api key "init").  The fix-it is
 * offered only when it is exact: the freed pointer is the container, and
 * the kobject's release (read from its kobj_type in this file) frees it.
 */
#include "../engine/check.h"
#include "checks.h"

#include <stdio.h>

#include <string.h>

static void rp_kfree_on_free(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	const struct rp_slot *slot = rp_slot_info(h->eng, h->slot);
	const struct rp_event *site;
	const char *release, *objname;
	struct rp_report *r;
	char key[32];

	/* Held, or handed over: an initialised object is freed the wrong way
	   whoever owns the reference.  */
	if ((h->before.status != RP_R_HELD && h->before.status != RP_R_COND &&
	     h->before.status != RP_R_ESCAPED) || !slot->init)
		return;
	site = &f->events[h->before.site >= 0 ? h->before.site : slot->init_site];
	if (!(site->api->flags & RP_API_INIT))
		site = &f->events[slot->init_site];
	/* device_initialize() names nothing: until dev_set_name() does, the
	   object holds nothing only its release would free.  */
	if ((site->api->flags & RP_API_UNNAMED) && !(h->before.flags2 & RP_RF2_NAMED))
		return;
	release = site->api->release;
	objname = rp_event_obj_str(f, site);
	snprintf(key, sizeof(key), "%d", h->slot);
	r = rp_report_new(h, RP_CHECK_kfree_kobject, ev->loc, key);
	if (!r)
		return;
	rp_report_names(r, site->callee, objname, site->api->family);
	if (release)
		rp_report_text(r, "%s freed with %s after %s initialised %s; release it "
			       "with %s instead", rp_qs(rp_event_obj_str(f, ev)),
			       rp_qs(ev->callee), rp_qs(site->callee), rp_qs(objname),
			       rp_qs(release));
	else
		rp_report_text(r, "%s freed with %s after %s initialised %s",
			       rp_qs(rp_event_obj_str(f, ev)), rp_qs(ev->callee),
			       rp_qs(site->callee), rp_qs(objname));
	rp_report_note(r, site->loc, "%s initialised here%s", rp_qs(objname),
		       site->api->when == RP_WHEN_ALWAYS && site->ret >= 0
			       ? ", and needs its release even though the call can fail"
			       : "");
	rp_report_via(r, ev);
	/* kfree(x) -> kobject_put(&x->kobj), when that frees x; not through a
	   helper, which may do more than the release would.  */
	if (release && slot->frees == 1 && ev->end_loc && site->objname && !ev->api->via &&
	    rp_state_container(h, ev->obj) == rp_state_root(h, ev->obj)) {
		struct rp_buf fix = { 0 };

		rp_buf_printf(&fix, "%s(%s)", release, objname);
		rp_report_fixit(r, ev->loc, ev->end_loc, fix.s);
		rp_buf_free(&fix);
	}
}

const struct rp_check_ops rp_check_kfree_kobject = {
	.id = RP_CHECK_kfree_kobject,
	.on_free = rp_kfree_on_free,
};
