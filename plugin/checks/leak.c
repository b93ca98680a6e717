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
 * escaped and are not this function's any more.  One warning per acquire:
 * at the first exit statement (the goto or return by which a path leaves
 * after its last branch) where it is still held, with a note listing the
 * other exits where it is too.
 *
 * Fix-it: an acquire with a "better" API in the database
 * (pm_runtime_get_sync -> pm_runtime_resume_and_get, the kernel's own fix)
 * gets its call renamed when that is exactly right: its result is only
 * tested for being negative, never returned or stored on a path where it
 * succeeded (the better API returns 0 where it returned 1), and every path
 * on which it failed returns an error without giving the reference back
 * (the better API drops it itself; a path that carries on may keep the
 * count on purpose).  Each return marks the acquires it rules out (on_return); the
 * survivors get the fix-it once every path has been seen (on_finish).
 */
#include "../engine/check.h"
#include "checks.h"

#include <string.h>

/* rp_engine_event_marks: the fix-it of this acquire is ruled out.  */
#define RP_LEAK_NO_FIXIT 1

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

/* The note on the edge that made the path an error path: it names the
   tested value, the one that failed if the edge tests several ("a < 0 ||
   b < 0" taken with a >= 0 and b < 0).  */
static void rp_leak_note_branch(struct rp_report *r, const struct rp_func *f, int edge)
{
	const struct rp_edge *e = &f->edges[edge];
	rp_loc loc = e->loc ? e->loc : e->goto_loc;
	const struct rp_cond *named = NULL;
	int i, nnamed = 0;

	if (!loc)
		return;
	if (e->warned) {
		rp_report_note(r, loc, "error branch taken here, where the warning fired");
		return;
	}
	for (i = 0; i < e->ncond; i++) {
		const struct rp_cond *c = &f->conds[e->cond_first + i];
		const struct rp_value *v = &f->values[c->val];

		/* A test against another constant than 0 ("len < 8") leaves
		   the value's classes all possible: it says nothing.  */
		if (!v->name || rp_classes_any(v->type, c->mask))
			continue;
		if (rp_classes_fail(v->type, c->mask)) {
			named = c;
			nnamed = 1;
			break;
		}
		if (!nnamed++)
			named = c;
	}
	if (named && nnamed == 1) {
		const struct rp_value *v = &f->values[named->val];

		rp_report_note(r, loc, "error branch taken here, where %s is %s", rp_qs(v->name),
			       rp_class_words(v->type, named->mask));
		return;
	}
	rp_report_note(r, loc, "error branch taken here");
}

/* Whether the result R of a "better" acquire is used only in tests of its
   sign against 0 (< 0, >= 0): nothing tells 1 from 0, and nothing is
   derived from it or stored.  */
static bool rp_only_sign_tested(const struct rp_func *f, int r)
{
	size_t i;

	for (i = 0; i < f->nconds; i++) {
		const struct rp_cond *c = &f->conds[i];

		if (c->val == r && c->mask != RP_C_NEG && c->mask != (RP_C_ZERO | RP_C_POS))
			return false;
		if (c->val != r && f->values[c->val].base == r)
			return false;
	}
	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_STORE && f->events[i].val == r)
			return false;
	return true;
}

/* Whether a returned value V in classes CLS is surely an error: negative,
   or for a pointer an ERR_PTR or NULL.  */
static bool rp_is_error_class(const struct rp_func *f, int v, unsigned cls)
{
	unsigned err = f->values[v].type == RP_T_PTR ? RP_C_NEG | RP_C_ZERO : RP_C_NEG;

	return cls && !(cls & ~err);
}

/* Whether resource I is held at this exit.  */
static bool rp_leak_held(const struct rp_hook *h, int i, struct rp_rstate *st)
{
	*st = rp_state_res(h, i);
	return st->status == RP_R_HELD || st->status == RP_R_COND;
}

/* At a return, rule out the fix-its this path contradicts.  */
static void rp_leak_fixit_veto(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ret = &f->events[h->event];
	int nslots = rp_engine_nslots(h->eng), ret_root;
	unsigned char *marks;
	size_t e;

	if (!rp_engine_nbetter(h->eng))
		return;
	marks = rp_engine_event_marks(h->eng);
	ret_root = ret->val >= 0 ? rp_state_root(h, ret->val) : -1;
	for (e = 0; e < f->nevents; e++) {
		const struct rp_event *ev = &f->events[e];
		unsigned cls;
		bool held = false;
		int i;

		if (ev->kind != RP_E_CALL || !ev->api || !ev->api->better || ev->ret < 0 ||
		    (marks[e] & RP_LEAK_NO_FIXIT))
			continue;
		cls = rp_state_class(h, ev->ret);
		if (cls != RP_C_NEG) {
			/* Succeeded, or not called here: its result must not
			   be what the function returns.  */
			if (ret_root >= 0 && ret_root == rp_state_root(h, ev->ret))
				marks[e] |= RP_LEAK_NO_FIXIT;
			continue;
		}
		/* Failed: the function must return an error (void functions
		   and paths that carry on may keep the count on purpose: musb
		   holds it for a session whatever the resume did) ...  */
		if (ret->val < 0 || !rp_is_error_class(f, ret->val, rp_state_class(h, ret->val))) {
			marks[e] |= RP_LEAK_NO_FIXIT;
			continue;
		}
		/* ... and still hold the reference, as this check warns.  */
		for (i = 0; i < nslots; i++) {
			struct rp_rstate st;

			if (rp_leak_held(h, i, &st) && st.site == (int)e)
				held = true;
		}
		if (!held)
			marks[e] |= RP_LEAK_NO_FIXIT;
	}
}

/* Every path seen: a function that returns with a reference held exactly
   when its result says so (on every path, or when it returns 0...) is an
   acquire wrapper, and its callers see it as one (summaries): whether the
   reference is given back is theirs to check, not a leak here.  A static
   helper that takes the usage count for its caller and returns an error
   code with it (sun4i_prepare_for_irq()) is the case; a probe function,
   called by no one in its unit, is not.  */
static void rp_leak_drop_wrappers(struct rp_engine *eng)
{
	int n = rp_engine_nreports(eng), i;

	if (!rp_engine_func(eng)->summarized_for_callers)
		return;
	for (i = 0; i < n; i++) {
		struct rp_report *r = rp_engine_report_mut(eng, i);

		if (r->check == RP_CHECK_leak && r->slot >= 0 &&
		    rp_slot_acquired_for_caller(eng, r->slot))
			r->dropped = true;
	}
}

/* Every path seen: drop the acquire wrappers' warnings, merge each
   acquire's warnings into its first (one bug, one finding: the other
   exits are listed in a note), then give it its fix-it.  */
static void rp_leak_on_finish(struct rp_engine *eng)
{
	const struct rp_func *f = rp_engine_func(eng);
	int n = rp_engine_nreports(eng), i;
	unsigned char *marks;

	rp_leak_drop_wrappers(eng);
	rp_report_merge_exits(eng, RP_CHECK_leak);
	if (!rp_engine_nbetter(eng))
		return;
	marks = rp_engine_event_marks(eng);

	for (i = 0; i < n; i++) {
		struct rp_report *r = rp_engine_report_mut(eng, i);
		const struct rp_event *ev;

		if (r->check != RP_CHECK_leak || r->dropped || r->site < 0 ||
		    (marks[r->site] & RP_LEAK_NO_FIXIT))
			continue;
		ev = &f->events[r->site];
		if (!ev->api->better || !ev->name_end_loc || !rp_only_sign_tested(f, ev->ret))
			continue;
		/* One fix-it per call, on its earliest warning.  */
		if (rp_report_first_of_site(eng, i))
			rp_report_fixit(r, ev->loc, ev->name_end_loc, ev->api->better);
	}
}

/* Whether acquires A and B are one call's effects on one object
   (clk_prepare_enable()'s prepare and enable counts).  */
static bool rp_leak_same_call(const struct rp_func *f, int a, int b)
{
	return f->events[a].call == f->events[b].call && f->events[a].obj == f->events[b].obj;
}

/* The note at the return where acquire SITE's count is still held.  */
static void rp_leak_note_return(struct rp_report *r, const struct rp_event *site,
				rp_loc ret_loc)
{
	if (site->api->release)
		rp_report_note(r, ret_loc, "returns here without %s", rp_qs(site->api->release));
	else
		rp_report_note(r, ret_loc, "returns here with the %s held", rp_noun(site->api));
}

/* The "returns here without ..." notes of the call that slot I's count
   comes from: one for each count it took that is still held here, or,
   when every count it took is, one naming the call that gives them all
   back (release-all=: clk_prepare_enable's two counts, one
   clk_disable_unprepare).  */
static void rp_leak_note_returns(const struct rp_hook *h, struct rp_report *r, int i,
				 rp_loc ret_loc)
{
	const struct rp_func *f = h->f;
	int nslots = rp_engine_nslots(h->eng), k, counts = 0, held = 0;
	struct rp_rstate st = rp_state_res(h, i), other;
	const struct rp_event *site = &f->events[st.site];
	size_t e;

	/* The counts the call takes: its acquire events on this object.  */
	for (e = 0; e < f->nevents; e++)
		if (f->events[e].kind == RP_E_CALL && f->events[e].api &&
		    f->events[e].api->kind == RP_ACQUIRE && rp_leak_same_call(f, (int)e, st.site))
			counts++;
	for (k = 0; k < nslots; k++)
		if (rp_leak_held(h, k, &other) && rp_leak_same_call(f, other.site, st.site))
			held++;
	if (site->api->release_all && counts > 1 && held == counts) {
		rp_report_note(r, ret_loc, "returns here without %s",
			       rp_qs(site->api->release_all));
		return;
	}
	rp_leak_note_return(r, site, ret_loc);
	for (k = i + 1; k < nslots; k++)
		if (rp_leak_held(h, k, &other) && rp_leak_same_call(f, other.site, st.site))
			rp_leak_note_return(r, &f->events[other.site], ret_loc);
}

/* Slot I's reference (ST) is held through an allocation whose last
   reference this path gave back, running a release callback that this
   function stored and that does not give the reference back
   (engine/ownership.c): say where.  */
static void rp_leak_note_lost_with(const struct rp_hook *h, struct rp_report *r,
				   struct rp_rstate st)
{
	const struct rp_func *f = h->f;
	const struct rp_relcb *cb = NULL;
	const int *path;
	int n, k, e;
	size_t c;

	if (st.via < 0)
		return;
	for (c = 0; c < f->nrelcbs && !cb; c++)
		if (f->relcbs[c].name && rp_state_container(h, f->relcbs[c].obj) == st.via)
			cb = &f->relcbs[c];
	if (!cb)
		return;
	/* The last release of the allocation on the path.  */
	path = rp_hook_path(h, &n);
	for (k = n; k >= 0; k--) {
		const struct rp_block *b = &f->blocks[k == n ? h->block : f->edges[path[k]].src];

		for (e = b->ev_first + b->nev; e-- > b->ev_first;) {
			const struct rp_event *ev = &f->events[e];

			if (ev->kind == RP_E_CALL && ev->api && ev->api->kind == RP_RELEASE &&
			    ev->obj >= 0 && rp_state_container(h, ev->obj) == st.via) {
				rp_report_note(r, ev->loc, "%s here runs %s, which does not give it back",
					       rp_qs(ev->callee), rp_qs(cb->name));
				return;
			}
		}
	}
}

/* Whether the function keeps the reference for one failure value of the
   acquire's result on purpose: this exit returns the result, a branch of
   the path found it equal to a constant, and a branch where it is known
   to be anything else gives the reference back ("if (ret < 0 && ret !=
   -EINPROGRESS) pm_runtime_put_noidle(dev); return ret;": a resume under
   way is no failure to the callers, who put in either case).  */
static bool rp_leak_kept_for_value(const struct rp_hook *h, const struct rp_event *site)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ret = &f->events[h->event];
	const int *path;
	int n, p, c, k;
	size_t e;

	if (site->ret < 0 || site->obj < 0 || ret->kind != RP_E_RETURN || ret->val < 0 ||
	    rp_state_root(h, ret->val) != rp_state_root(h, site->ret))
		return false;
	path = rp_hook_path(h, &n);
	for (p = 0; p < n; p++) {
		const struct rp_edge *pe = &f->edges[path[p]];

		for (c = pe->cond_first; c < pe->cond_first + pe->ncond; c++) {
			int v = f->conds[c].val;
			const struct rp_value *x = &f->values[v];

			if (f->conds[c].mask != RP_C_ZERO || x->kind != RP_V_OP ||
			    x->id != RP_OP_ADD || x->off == 0 || x->base != site->ret)
				continue;
			/* "ret == C" here; a branch on "ret != C" that gives the
			   reference back.  */
			for (e = 0; e < f->nedges; e++) {
				const struct rp_edge *ed = &f->edges[e];
				const struct rp_block *b = &f->blocks[ed->dst];
				bool other = false;
				int j;

				for (j = ed->cond_first; j < ed->cond_first + ed->ncond; j++)
					other |= f->conds[j].val == v &&
						 !(f->conds[j].mask & RP_C_ZERO);
				for (k = b->ev_first; other && k < b->ev_first + b->nev; k++)
					if (f->events[k].kind == RP_E_CALL &&
					    f->events[k].api->kind == RP_RELEASE &&
					    f->events[k].obj == site->obj &&
					    !strcmp(f->events[k].api->family, site->api->family))
						return true;
			}
		}
	}
	return false;
}

static void rp_leak_on_return(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	int nslots = rp_engine_nslots(h->eng), i;
	bool checked = false, is_err = false;
	int why = -1;
	int k;

	rp_leak_fixit_veto(h);
	/* A system-sleep resume callback (dev_pm_ops .resume and its kin, a
	   component's .resume): the PM core only logs its failure and counts
	   the device as resumed, so what it took on the way is the next
	   suspend's to give back, not its error path's (giving it back there
	   would make that suspend's release unbalanced).  A function that is
	   also a runtime resume keeps the rule: a failed runtime resume leaves
	   the device suspended, and no suspend follows.  The same for an
	   enable step whose result its framework ignores and after which it
	   always calls the matching disable (a DRM bridge's .enable, an
	   em28xx extension's .init): what it leaves held when it gives up
	   early is the disable's to give back.  And for a
	   power event handler whose failure its framework only logs (a DAPM
	   widget's .event): the power-down event that follows gives back what
	   the power-up took.  */
	if ((f->roles & (RP_ROLE_RESUME | RP_ROLE_ENABLE | RP_ROLE_POWER_EVENT)) &&
	    !(f->roles & (RP_ROLE_RUNTIME_RESUME | RP_ROLE_TEARDOWN)))
		return;

	for (i = 0; i < nslots; i++) {
		struct rp_rstate st, other;
		const struct rp_event *site;
		struct rp_report *r;
		rp_loc loc, ret_loc;
		const char *what;

		if (!rp_leak_held(h, i, &st))
			continue;
		if (!checked) {
			is_err = rp_exit_is_error(h, &why);
			checked = true;
		}
		/* A driver's remove or disconnect callback (role teardown)
		   gives back what it takes on every path: nothing runs after
		   it that would.  */
		if (!is_err && !(f->roles & RP_ROLE_TEARDOWN))
			break;
		/* One call that takes two counts of one object
		   (clk_prepare_enable(): prepare and enable) is one warning,
		   the first count's, with a note for each count it leaves.  */
		for (k = 0; k < i; k++)
			if (rp_leak_held(h, k, &other) && rp_leak_same_call(f, other.site, st.site))
				break;
		if (k < i)
			continue;
		site = &f->events[st.site];
		/* What the driver's remove gives back (until-remove: a
		   device's enable), taken where the driver is bound: a resume
		   that enables the device again after its suspend disabled
		   it, and fails later, leaves it to the remove.  */
		if (f->while_bound && (site->api->flags & RP_API_UNTIL_REMOVE))
			continue;
		/* A failure no caller reads (a static helper off a probe's
		   path, "mux_setting(p, true);"): its callers go on as after
		   a success, and the step that undoes it gives back what it
		   kept.  Not a reference only a local holds: nothing can give
		   that back later.  */
		if (f->result_unread && !rp_ref_local_only(f, &st))
			continue;
		if (is_err && rp_leak_kept_for_value(h, site))
			continue;
		loc = rp_exit_loc(h, &ret_loc);
		r = rp_report_for_ref(h, RP_CHECK_leak, loc, i, st.site);
		if (!r)
			continue;
		what = rp_qs(rp_event_obj_str(f, site));
		rp_report_text(r, "%s %s taken by %s is not released %s",
			       site->api->flags & RP_API_LOCK ? "lock" : "reference to", what,
			       rp_qs(site->callee),
			       is_err ? "on this error path"
				      : "before this remove or disconnect callback returns");
		rp_leak_note_acquire(r, f, site, st.status == RP_R_COND);
		if (why >= 0)
			rp_leak_note_branch(r, f, why);
		rp_leak_note_lost_with(h, r, st);
		rp_leak_note_returns(h, r, i, ret_loc);
	}
}

const struct rp_check_ops rp_check_leak = {
	.id = RP_CHECK_leak,
	.needs = RP_NEED_BETTER_RESULTS,
	.on_return = rp_leak_on_return,
	.on_finish = rp_leak_on_finish,
};
