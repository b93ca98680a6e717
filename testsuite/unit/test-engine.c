/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Unit tests of the engine and the leak check on hand-built IR, without
 * GCC: the shapes the lowering produces for
 *
 *	r = pm_runtime_get_sync(dev);		block 0
 *	if (r < 0)
 *		return r;			block 1
 *	pm_runtime_put(dev);			block 2
 *	return 0;
 */
#include "core/apidb.h"
#include "core/ir.h"
#include "checks/checks.h"
#include "engine/engine.h"
#include "unit.h"

static const struct rp_api get_sync = {
	.name = "pm_runtime_get_sync", .family = "pm", .kind = RP_ACQUIRE,
	.obj = { 1, 0 }, .when = RP_WHEN_ALWAYS, .release = "pm_runtime_put",
};
static const struct rp_api resume_and_get = {
	.name = "pm_runtime_resume_and_get", .family = "pm", .kind = RP_ACQUIRE,
	.obj = { 1, 0 }, .when = RP_WHEN_ZERO,
};
static const struct rp_api put = {
	.name = "pm_runtime_put", .family = "pm", .kind = RP_RELEASE, .obj = { 1, 0 },
};

/* Build the function above with acquire API; PUT_ON_ERROR adds a put in
   block 1.  */
static struct rp_func *build(const struct rp_api *acq, bool put_on_error)
{
	struct rp_func *f = rp_func_new("probe");
	int b0 = rp_block_new(f, 2), b1 = rp_block_new(f, 3), b2 = rp_block_new(f, 4);
	int dev = rp_val_param(f, RP_T_PTR, 0);
	int r = rp_val_call(f, RP_T_INT, 5);
	struct rp_event *ev;
	int e;

	f->ret_type = RP_T_INT;
	rp_val_name(f, dev, "dev");
	rp_val_name(f, r, "r");
	ev = rp_event_add(f, b0, RP_E_CALL, 10);
	ev->api = acq;
	ev->callee = acq->name;
	ev->obj = dev;
	ev->ret = r;
	if (put_on_error) {
		ev = rp_event_add(f, b1, RP_E_CALL, 20);
		ev->api = &put;
		ev->callee = put.name;
		ev->obj = dev;
	}
	ev = rp_event_add(f, b1, RP_E_RETURN, 21);
	ev->val = r;
	ev = rp_event_add(f, b2, RP_E_CALL, 30);
	ev->api = &put;
	ev->callee = put.name;
	ev->obj = dev;
	ev = rp_event_add(f, b2, RP_E_RETURN, 31);
	ev->val = rp_val_const(f, RP_T_INT, 0);
	e = rp_edge_add(f, b0, b1);
	rp_edge_cond(f, e, r, RP_C_NEG);
	f->edges[e].loc = 11;
	e = rp_edge_add(f, b0, b2);
	rp_edge_cond(f, e, r, RP_C_ZERO | RP_C_POS);
	f->edges[e].loc = 11;
	rp_func_finish(f);
	return f;
}

static int run(struct rp_func *f, const struct rp_report **first)
{
	const struct rp_check_ops *leak = &rp_check_leak;
	struct rp_engine *eng = rp_engine_new(f, &leak, 1, 1000);
	int n;

	rp_engine_run(eng);
	n = rp_engine_nreports(eng);
	*first = NULL;
	if (n) {
		static struct rp_report copy;

		copy = *rp_engine_report(eng, 0);
		/* Keep only what the tests read; the strings die with ENG.  */
		CHECK(copy.loc == 21);
		CHECK(copy.nnotes == 3);
		CHECK(copy.nnotes == 3 && copy.notes[0].loc == 10 && copy.notes[1].loc == 11);
		CHECK(strstr(copy.text, "reference to 'dev' taken by 'pm_runtime_get_sync' "
				       "is not released on this error path") != NULL);
		CHECK(copy.nnotes == 3 && strstr(copy.notes[0].text, "keeps it even when it fails"));
		CHECK(copy.nnotes == 3 && strstr(copy.notes[1].text, "where 'r' is negative"));
		*first = &copy;
	}
	CHECK(!rp_engine_exhausted(eng));
	rp_engine_free(eng);
	return n;
}

int main(void)
{
	const struct rp_report *r;
	struct rp_func *f;

	f = build(&get_sync, false);
	CHECK(run(f, &r) == 1);		/* the seed-001 bug */
	rp_func_free(f);
	f = build(&get_sync, true);
	CHECK(run(f, &r) == 0);		/* put on the error path */
	rp_func_free(f);
	f = build(&resume_and_get, false);
	CHECK(run(f, &r) == 0);		/* nothing held when it fails */
	rp_func_free(f);
	return unit_report("test-engine");
}
