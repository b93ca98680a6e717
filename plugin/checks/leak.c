/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * leak.c: the "leak" check.  A reference (or lock) that this function took
 * is still held when it returns an error.
 *
 *   r = pm_runtime_get_sync(dev);	<- taken here, even when it fails
 *   if (r < 0)				<- error branch taken here
 *           return r;			<- warning: not released on this error path
 *
 * Success paths that keep a reference are legitimate (a probe keeps the
 * runtime PM reference its remove drops) and are never reported; what an
 * error path is, is rp_exit_is_error()'s business (engine.c).  References
 * that were stored, returned or handed to an API that takes ownership have
 * escaped and are not this function's any more.  One warning per (acquire,
 * exit statement), where the exit statement is the goto or return by which
 * the path leaves after its last branch.
 */
#include "../engine/engine.h"

/* The note on the acquire.  */
static void rp_leak_note_acquire(struct rp_report *r, const struct rp_func *f,
				 const struct rp_event *site, bool maybe)
{
	const char *callee = rp_qs(site->callee);

	if (site->api->when == RP_WHEN_ALWAYS && site->ret >= 0 &&
	    f->values[site->ret].type == RP_T_INT)
		rp_report_note(r, site->loc, "taken here; %s keeps it even when it fails",
			       callee);
	else if (maybe)
		rp_report_note(r, site->loc, "taken here if %s succeeds", callee);
	else
		rp_report_note(r, site->loc, "taken here");
	rp_report_via(r, site);
}

/* The note on the edge that made the path an error path.  */
static void rp_leak_note_branch(struct rp_report *r, const struct rp_func *f, int edge)
{
	const struct rp_edge *e = &f->edges[edge];
	rp_loc loc = e->loc ? e->loc : e->goto_loc;

	if (!loc)
		return;
	if (e->ncond == 1) {
		const struct rp_cond *c = &f->conds[e->cond_first];
		const struct rp_value *v = &f->values[c->val];

		if (v->name) {
			rp_report_note(r, loc, "error branch taken here, where %s is %s",
				       rp_qs(v->name), rp_class_words(v->type, c->mask));
			return;
		}
	}
	rp_report_note(r, loc, "error branch taken here");
}

static void rp_leak_on_return(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	int nslots = rp_engine_nslots(h->eng), i;
	bool checked = false, is_err = false;
	int why = -1;
	struct rp_buf key = { 0 };

	for (i = 0; i < nslots; i++) {
		struct rp_rstate st = rp_state_res(h, i);
		const struct rp_event *site;
		struct rp_report *r;
		rp_loc loc, ret_loc;
		const char *what;

		if (st.status != RP_R_HELD && st.status != RP_R_COND)
			continue;
		if (!checked) {
			is_err = rp_exit_is_error(h, &why);
			checked = true;
		}
		if (!is_err)
			break;
		site = &f->events[st.site];
		loc = rp_exit_loc(h, &ret_loc);
		/* One warning per object and exit, even when several acquires
		   (a loop's first and next of_get_next_child()) could be it.  */
		rp_buf_printf(&key, "%s|%s", site->api->family, rp_event_obj_str(f, site));
		r = rp_report_new(h, RP_CHECK_leak, loc, key.s);
		key.len = 0;
		if (!r)
			continue;
		what = rp_qs(rp_event_obj_str(f, site));
		if (site->api->flags & RP_API_LOCK)
			rp_report_text(r, "lock %s taken by %s is not released on this "
				       "error path", what, rp_qs(site->callee));
		else
			rp_report_text(r, "reference to %s taken by %s is not released on "
				       "this error path", what, rp_qs(site->callee));
		rp_leak_note_acquire(r, f, site, st.status == RP_R_COND);
		if (why >= 0)
			rp_leak_note_branch(r, f, why);
		if (site->api->release)
			rp_report_note(r, ret_loc, "returns here without %s", rp_qs(site->api->release));
		else
			rp_report_note(r, ret_loc, "returns here with the %s held",
				       rp_noun(site->api));
	}
	rp_buf_free(&key);
}

const struct rp_check_ops rp_check_leak = {
	.id = RP_CHECK_leak,
	.on_return = rp_leak_on_return,
};
