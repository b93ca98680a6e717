/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * unchecked.c: the "unchecked" check.  A fallible acquire marked
 * must-check in the database (md_register_thread() returns NULL on
 * failure) whose result no test on the path ever looked at, neither
 * directly nor through where it was stored, by the time the function
 * returns or dereferences it:
 *
 *   mddev->sync_thread = md_register_thread(...);	<- called here
 *   return 0;						<- warning: never checked
 *
 * Returning the result itself hands the check to the caller.
 */
#include "../engine/check.h"
#include "checks.h"

#include <stdio.h>

/* Report slot I's unchecked result at LOC.  */
static void rp_unchecked_report(const struct rp_hook *h, int i, rp_loc loc, bool deref)
{
	const struct rp_func *f = h->f;
	struct rp_rstate st = rp_state_res(h, i);
	const struct rp_event *site = &f->events[st.site];
	struct rp_report *r;
	char key[32];

	snprintf(key, sizeof(key), "%d", st.site);
	r = rp_report_new(h, RP_CHECK_unchecked, loc, key);
	if (!r)
		return;
	rp_report_names(r, site->callee, NULL, site->api->family);
	if (deref)
		rp_report_text(r, "result of %s used without checking it; it is %s on failure",
			       rp_qs(site->callee), rp_class_words(RP_T_PTR,
					(~rp_when_mask(site->api->when)) & RP_C_ALL));
	else
		rp_report_text(r, "result of %s is never checked; it is %s on failure",
			       rp_qs(site->callee), rp_class_words(RP_T_PTR,
					(~rp_when_mask(site->api->when)) & RP_C_ALL));
	rp_report_note(r, site->loc, "%s called here", rp_qs(site->callee));
}

static void rp_unchecked_on_return(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	int n = rp_engine_nslots(h->eng), i;

	for (i = 0; i < n; i++) {
		struct rp_rstate st = rp_state_res(h, i);

		if (!(st.flags & RP_RF_UNCHECKED) || st.site < 0)
			continue;
		if (ev->val >= 0 &&
		    rp_state_root(h, ev->val) == rp_state_root(h, f->events[st.site].ret))
			continue;
		rp_unchecked_report(h, i, ev->loc ? ev->loc : f->end_loc, false);
	}
}

static void rp_unchecked_on_use(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	int n = rp_engine_nslots(h->eng), i;
	int c = rp_state_root(h, ev->val);

	for (i = 0; i < n; i++) {
		struct rp_rstate st = rp_state_res(h, i);

		if ((st.flags & RP_RF_UNCHECKED) && st.site >= 0 && c >= 0 &&
		    rp_state_root(h, f->events[st.site].ret) == c)
			rp_unchecked_report(h, i, ev->loc, true);
	}
}

const struct rp_check_ops rp_check_unchecked = {
	.id = RP_CHECK_unchecked,
	.on_return = rp_unchecked_on_return,
	.on_use = rp_unchecked_on_use,
};
