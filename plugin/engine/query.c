/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * query.c: what the driver and the checks may ask of an engine: its
 * results (reports, budget, the states at the returns) and, at a hook, the
 * state there (a resource's status, a value's classes and binding, the
 * path so far, whether a return is an error return and where it leaves).
 */
#include "internal.h"

unsigned char *rp_engine_event_marks(struct rp_engine *eng)
{
	if (!eng->event_marks)
		eng->event_marks = rp_xcalloc(eng->f->nevents ? eng->f->nevents : 1, 1);
	return eng->event_marks;
}

int rp_engine_nbetter(const struct rp_engine *eng)
{
	return eng->nbetter;
}

struct rp_report *rp_engine_report_mut(struct rp_engine *eng, int i)
{
	return &eng->reports[i];
}

int rp_engine_nreports(const struct rp_engine *eng)
{
	return eng->nreports;
}

const struct rp_report *rp_engine_report(const struct rp_engine *eng, int i)
{
	return &eng->reports[i];
}

bool rp_engine_exhausted(const struct rp_engine *eng)
{
	return eng->exhausted;
}

unsigned long rp_engine_nstates(const struct rp_engine *eng)
{
	return eng->nnodes;
}

int rp_engine_nslots(const struct rp_engine *eng)
{
	return eng->nslots;
}

const struct rp_exitrec *rp_engine_exits(const struct rp_engine *eng, int slot)
{
	return &eng->exits[slot];
}

const struct rp_func *rp_engine_func(const struct rp_engine *eng)
{
	return eng->f;
}

int rp_engine_nfrees(const struct rp_engine *eng)
{
	return eng->nfobj;
}

const struct rp_exitrec *rp_engine_free_exits(const struct rp_engine *eng, int i, int *obj,
					      int *event)
{
	*obj = eng->fobj[i];
	*event = eng->fev[i];
	return &eng->fexits[i];
}

int rp_engine_nexits(const struct rp_engine *eng)
{
	return eng->nexits;
}

const struct rp_slot *rp_slot_info(const struct rp_engine *eng, int slot)
{
	return &eng->slots[slot];
}

struct rp_rstate rp_state_res(const struct rp_hook *h, int slot)
{
	return rp_res(h->eng, (unsigned char *)h->state)[slot];
}

unsigned rp_state_class(const struct rp_hook *h, int val)
{
	return rp_class(h->eng, (unsigned char *)h->state, val);
}

int rp_state_root(const struct rp_hook *h, int val)
{
	return rp_root(h->eng, (unsigned char *)h->state, val);
}

int rp_state_fail_edge(const struct rp_hook *h)
{
	return rp_hdr((unsigned char *)h->state)->fail_edge;
}

int rp_state_exit_edge(const struct rp_hook *h)
{
	return rp_hdr((unsigned char *)h->state)->exit_edge;
}

bool rp_state_freed(const struct rp_hook *h, int val)
{
	int r = rp_root(h->eng, (unsigned char *)h->state, val), i;

	for (i = 0; r >= 0 && i < RP_NFREED; i++)
		if (rp_hdr((unsigned char *)h->state)->freed[i] == r)
			return true;
	return false;
}

int rp_state_container(const struct rp_hook *h, int val)
{
	return rp_cont(h->eng, (unsigned char *)h->state, val);
}

int rp_state_nbindings(const struct rp_hook *h)
{
	return h->eng->nbind;
}

int rp_state_binding(const struct rp_hook *h, int i, int *value)
{
	*value = rp_bind(h->eng, (unsigned char *)h->state)[i];
	return h->eng->bvals[i];
}

const int *rp_hook_path(const struct rp_hook *h, int *n)
{
	struct rp_engine *eng = h->eng;
	int node, len = 0, i;

	for (node = h->node; node >= 0 && eng->nodes[node].pred >= 0;
	     node = eng->nodes[node].pred)
		len++;
	RP_GROW(eng->pathbuf, eng->cappath, (size_t)len + 1);
	i = len;
	for (node = h->node; node >= 0 && eng->nodes[node].pred >= 0;
	     node = eng->nodes[node].pred)
		eng->pathbuf[--i] = eng->nodes[node].pred_edge;
	*n = len;
	return eng->pathbuf;
}

const int *rp_report_path(struct rp_engine *eng, const struct rp_report *r, int *n)
{
	struct rp_hook h;

	memset(&h, 0, sizeof(h));
	h.eng = eng;
	h.node = r->node;
	return rp_hook_path(&h, n);
}

/* The last edge of PATH (N edges) that tests V or its root R, or -1.  */
static int rp_last_test_of(const struct rp_func *f, const int *path, int n, int v, int r)
{
	int i, j;

	for (i = n; i-- > 0;) {
		const struct rp_edge *e = &f->edges[path[i]];

		for (j = 0; j < e->ncond; j++) {
			int c = f->conds[e->cond_first + j].val;

			if (c == v || c == r ||
			    (f->values[c].kind == RP_V_MAP && f->values[c].base == r))
				return path[i];
		}
	}
	return -1;
}

/* Whether edge E is taken when a call's result failed: it tests the result
   into an error class only (non-zero or negative for an integer, NULL or
   an ERR_PTR for a pointer).  */
static bool rp_edge_tests_failure(const struct rp_func *f, const struct rp_edge *e)
{
	int j;

	for (j = 0; j < e->ncond; j++) {
		const struct rp_cond *c = &f->conds[e->cond_first + j];
		unsigned err = f->values[c->val].type == RP_T_PTR ? RP_C_NEG | RP_C_ZERO
			: RP_C_NEG | RP_C_POS;

		if (rp_is_call_result(f, c->val) && c->mask && !(c->mask & ~err))
			return true;
	}
	return false;
}

/* The edge that made PATH an error path when no failure or test of the
   returned value says which: the last branch on a call's failure ("if
   (err) { pr_debug(...); err = -ENODEV; goto out; }": not the debug
   macro's own test), else the last branch, or -1.  */
static int rp_last_branch(const struct rp_func *f, const int *path, int n)
{
	int i, last = -1;

	for (i = n; i-- > 0;) {
		const struct rp_edge *e = &f->edges[path[i]];

		if (!e->branch)
			continue;
		if (rp_edge_tests_failure(f, e))
			return path[i];
		if (last < 0)
			last = path[i];
	}
	return last;
}

/* Whether the last branch on PATH tests a call's result into failure.  */
static bool rp_last_branch_fails(const struct rp_func *f, const int *path, int n)
{
	int i;

	for (i = n; i-- > 0;)
		if (f->edges[path[i]].branch)
			return rp_edge_tests_failure(f, &f->edges[path[i]]);
	return false;
}

bool rp_exit_is_error(const struct rp_hook *h, int *why_edge)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	int fail = rp_state_fail_edge(h), n, r;
	const int *path = rp_hook_path(h, &n);
	unsigned c;
	bool is_const, err = false, by_value = false;

	*why_edge = -1;
	/* main()'s returns end the process, as exit() does.  */
	if (f->is_main)
		return false;
	if (ev->val < 0 || f->returns_void) {
		err = fail >= 0;
	} else {
		r = rp_state_root(h, ev->val);
		c = rp_state_class(h, ev->val);
		is_const = r >= 0 && rp_val_is_const(f, r);
		switch (f->ret_type) {
		case RP_T_PTR:
			err = by_value = !(c & RP_C_POS);
			/* Userspace has no ERR_PTR convention, and a function
			   may return NULL for success (an error message or
			   NULL, an existing entry or NULL): a NULL written in
			   the return is an error only after a failure, the
			   acquire's or the one the last branch tested
			   ("if (parse(f) < 0) return NULL;").  */
			if (err && is_const && f->userspace && fail < 0 &&
			    !rp_last_branch_fails(f, path, n))
				err = by_value = false;
			break;
		case RP_T_INT:
		case RP_T_UINT:
			if (c == RP_C_NEG) {
				err = by_value = true;
			} else if (c & RP_C_ZERO) {
				err = false;
			} else if (!is_const && (c & RP_C_NEG) && rp_is_call_result(f, r)) {
				/* "if (ret) goto err; ... err: return ret;"  */
				err = by_value = true;
			} else {
				err = fail >= 0;
			}
			break;
		default:
			/* Statuses, enums, bools: error only after a failure.  */
			err = fail >= 0;
			break;
		}
		if (by_value) {
			*why_edge = rp_last_test_of(f, path, n, ev->val, r);
			if (*why_edge < 0 && !is_const)
				*why_edge = fail;
		}
	}
	if (err && *why_edge < 0)
		*why_edge = fail >= 0 ? fail : rp_last_branch(f, path, n);
	return err;
}

rp_loc rp_exit_loc(const struct rp_hook *h, rp_loc *ret_loc)
{
	const struct rp_func *f = h->f;
	int exit_edge = rp_state_exit_edge(h), n, i;
	const int *path = rp_hook_path(h, &n);

	*ret_loc = f->events[h->event].loc;
	for (i = n; !*ret_loc && i-- > 0;)
		if (f->edges[path[i]].goto_loc)
			*ret_loc = f->edges[path[i]].goto_loc;
	if (!*ret_loc)
		*ret_loc = f->end_loc;
	if (exit_edge >= 0 && f->edges[exit_edge].goto_loc)
		return f->edges[exit_edge].goto_loc;
	return *ret_loc;
}

bool rp_ref_local_only(const struct rp_func *f, const struct rp_rstate *st)
{
	const struct rp_event *site;
	const struct rp_api *api;

	if ((st->status != RP_R_HELD && st->status != RP_R_COND) || st->site < 0)
		return false;
	site = &f->events[st->site];
	api = site->api;
	return api && api->kind == RP_ACQUIRE && site->ret >= 0 && api->obj.arg == 0 &&
	       !api->obj.deref && !api->obj.npath && !api->returns_arg &&
	       !(api->flags & RP_API_LOCK) && f->values[site->ret].type == RP_T_PTR;
}
