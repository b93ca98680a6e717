/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lost_reference.c: the "lost-reference" check, off by default (turn it on
 * with -fplugin-arg-refpair-checks=+lost-reference or checks=all).  A new
 * reference that a lookup returned and that only a local holds is lost at
 * any return, success included: the local dies, and no one can put it.
 *
 *   np = of_find_node_by_name(NULL, "codec");	<- taken here
 *   if (!np)
 *           return -ENODEV;
 *   return of_property_read_u32(np, "v", v);	<- warning: lost here
 *
 * The same for a node kept after breaking out of for_each_child_of_node()
 * and used only as an existence test, and for a PCI lookup used once.
 * Only references whose object is the acquire's result count: a reference
 * on an object the caller passed in may be kept on a success path on
 * purpose (a probe).  Storing the result anywhere, returning it or handing
 * it over ends the duty, as for the leak check, which reports the error
 * paths; this check reports the others, one warning per acquire (the
 * first return by location).
 */
#include "../engine/check.h"
#include "checks.h"

static void rp_lost_on_return(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	int nslots = rp_engine_nslots(h->eng), i, why;
	bool checked = false;

	/* Every return of a teardown function is the leak check's.  */
	if (f->roles & RP_ROLE_TEARDOWN)
		return;
	for (i = 0; i < nslots; i++) {
		struct rp_rstate st = rp_state_res(h, i);
		const struct rp_event *site;
		struct rp_report *r;
		rp_loc loc, ret_loc;

		if (!rp_ref_local_only(f, &st))
			continue;
		/* An error path is the leak check's.  */
		if (!checked) {
			if (rp_exit_is_error(h, &why))
				break;
			checked = true;
		}
		site = &f->events[st.site];
		loc = rp_exit_loc(h, &ret_loc);
		r = rp_report_for_ref(h, RP_CHECK_lost_reference, loc, i, st.site);
		if (!r)
			continue;
		rp_report_text(r, "reference to %s taken by %s is lost here: nothing holds it "
			       "after this return", rp_qs(rp_event_obj_str(f, site)),
			       rp_qs(site->callee));
		if (st.status == RP_R_COND)
			rp_report_note(r, site->loc, "taken here if %s succeeds", rp_qs(site->callee));
		else
			rp_report_note(r, site->loc, "taken here");
		rp_report_via(r, site);
		if (site->api->release)
			rp_report_note(r, ret_loc, "returns here without %s",
				       rp_qs(site->api->release));
		else
			rp_report_note(r, ret_loc, "returns here with the %s held",
				       rp_noun(site->api));
	}
}

/* One warning per acquire: the first return by location that loses it.  */
static void rp_lost_on_finish(struct rp_engine *eng)
{
	rp_report_keep_first_of_site(eng, RP_CHECK_lost_reference);
}

const struct rp_check_ops rp_check_lost_reference = {
	.id = RP_CHECK_lost_reference,
	.on_return = rp_lost_on_return,
	.on_finish = rp_lost_on_finish,
};
