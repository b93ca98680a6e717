/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * use_after_put.c: the "use-after-put" check.  After the put that drops
 * the only reference this function holds on an object it initialised
 * (count 1 from kobject_init or device_initialize), when the object's
 * release frees it, any access of the object reads freed memory:
 *
 *   kobject_put(&x->kobj);	<- x freed by its release here
 *   x->state = 0;		<- warning: use after put
 *
 * Only releases known to free (the kobj_type's .release, read from this
 * file) are trusted; otherwise nothing is reported.  References from
 * lookups, whose release may not free, are lookup_use_after_put.c's.
 */
#include "../engine/check.h"
#include "checks.h"

#include <stdio.h>

static void rp_uap_on_use(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	int c = rp_state_container(h, ev->val), n = rp_engine_nslots(h->eng), i;

	if (c < 0)
		return;
	for (i = 0; i < n; i++) {
		const struct rp_slot *slot = rp_slot_info(h->eng, i);
		struct rp_rstate st = rp_state_res(h, i);
		struct rp_report *r;
		char key[32];

		if (!slot->init || slot->frees != 1 || st.status != RP_R_RELEASED ||
		    st.site < 0 || rp_state_container(h, slot->obj) != c)
			continue;
		snprintf(key, sizeof(key), "%d", i);
		r = rp_report_new(h, RP_CHECK_use_after_put, ev->loc, key);
		if (!r)
			continue;
		rp_report_names(r, f->events[st.site].callee, rp_val_str(f, ev->val),
				f->events[st.site].api ? f->events[st.site].api->family : NULL);
		rp_report_text(r, "use of %s after %s released it; its release frees it",
			       rp_qs(rp_val_str(f, ev->val)), rp_qs(f->events[st.site].callee));
		rp_report_note(r, f->events[st.site].loc, "last reference dropped here");
		rp_report_via(r, &f->events[st.site]);
	}
}

const struct rp_check_ops rp_check_use_after_put = {
	.id = RP_CHECK_use_after_put,
	.on_use = rp_uap_on_use,
};
