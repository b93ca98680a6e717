/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * free_while_linked.c: the "free-while-linked" check.  On an error path,
 * memory freed that a location the caller can reach (a field of a
 * parameter's structure, a global) held before the call and still points
 * to: the caller's structure now dangles.
 *
 *   p1 = p->uni_pgdir[n];			<- the caller's
 *   ...
 *   if (!p2) {
 *           kfree(p1);				<- freed here
 *           return -ENOMEM;			<- warning: p->uni_pgdir[n] dangles
 *
 * Clearing the location after the free (p->uni_pgdir[n] = NULL) is the fix
 * and is silent.  Memory this function allocated, stored and then freed on
 * its own error path is not reported: whether the caller still looks at
 * the structure cannot be told here, and it usually tears it down.
 */
#include "../engine/check.h"
#include "checks.h"

#include <stdio.h>

/* Whether location LOC (a LOAD term) lives in memory the caller sees.  */
static bool rp_outliving(const struct rp_hook *h, int loc)
{
	int c = rp_state_container(h, h->f->values[loc].base);
	enum rp_vkind k;

	if (c < 0)
		return false;
	k = h->f->values[c].kind;
	return k == RP_V_PARAM || k == RP_V_GLOBAL || k == RP_V_LOAD;
}

/* Whether V points into an object that references are taken on here:
   how those are freed is the other checks' business.  */
static bool rp_managed(const struct rp_hook *h, int v)
{
	int c = rp_state_container(h, v), n = rp_engine_nslots(h->eng), i;

	for (i = 0; c >= 0 && i < n; i++)
		if (rp_state_container(h, rp_slot_info(h->eng, i)->obj) == c)
			return true;
	return false;
}

static void rp_fwl_on_return(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	int n = rp_state_nbindings(h), i, why;
	bool checked = false;
	rp_loc ret_loc;

	for (i = 0; i < n; i++) {
		int v, loc = rp_state_binding(h, i, &v);
		struct rp_report *r;
		char key[32];

		/* Unbound: the location still holds what it held on entry.  */
		if (f->values[loc].kind != RP_V_LOAD || v != loc ||
		    f->values[loc].type != RP_T_PTR || !rp_state_freed(h, v) ||
		    !rp_outliving(h, loc) || rp_managed(h, v))
			continue;
		if (!checked) {
			checked = true;
			if (!rp_exit_is_error(h, &why))
				return;
		}
		snprintf(key, sizeof(key), "%d", loc);
		r = rp_report_new(h, RP_CHECK_free_while_linked, rp_exit_loc(h, &ret_loc), key);
		if (!r)
			continue;
		rp_report_names(r, NULL, rp_val_str(f, loc), NULL);
		rp_report_text(r, "%s still points to memory freed on this error path",
			       rp_qs(rp_val_str(f, loc)));
		rp_report_note(r, ret_loc, "returns here without clearing %s",
			       rp_qs(rp_val_str(f, loc)));
	}
}

const struct rp_check_ops rp_check_free_while_linked = {
	.id = RP_CHECK_free_while_linked,
	.needs = RP_NEED_FREES,
	.on_return = rp_fwl_on_return,
};
