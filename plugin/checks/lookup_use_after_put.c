/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lookup_use_after_put.c: the "lookup-use-after-put" check, off by default
 * (checks=+lookup-use-after-put).  A reference that a lookup returned
 * (of_find_node_by_name(), pci_get_device(), an iterator's node: the
 * function's only handle on the object), once the function has put it:
 * reading through the pointer, passing it to a call or returning it uses
 * an object that no reference of the function keeps alive, and a caller
 * that gets it returned puts it once more:
 *
 *   np = of_find_node_by_name(NULL, "codec");	<- taken here
 *   of_node_put(np);				<- given back here
 *   return np;					<- warning: returned after its put
 *
 * Also through a copy taken without a reference of its own, which the
 * iterator's next step puts ("fallback = child" in for_each_child_of_node(),
 * used after the loop).  A comparison of the pointer (np != NULL) is not a
 * use; an object the caller passed in, or one the function still holds
 * another reference to, is not reported.  One warning per acquire, at the
 * first use by location.  Off by default: the kernel also drops a
 * reference on purpose and goes on with a pointer that something else
 * keeps alive ("no need to hold this extra reference").
 */
#include "../engine/check.h"
#include "checks.h"

#include <stdio.h>
#include <string.h>

/* How the source spells VAL, the pointer used or returned at hook H: its
   own name, that of the value it stands for on this path (a return that
   several paths share), else that of OBJ, the lookup's result.  */
static const char *rp_luap_name(const struct rp_hook *h, int val, int obj)
{
	const struct rp_func *f = h->f;
	int root = rp_state_root(h, val);

	/* Not a macro's temporary (container_of()'s __mptr).  */
	if (f->values[val].name && strncmp(f->values[val].name, "__", 2))
		return f->values[val].name;
	if (root >= 0 && f->values[root].name && strncmp(f->values[root].name, "__", 2))
		return f->values[root].name;
	return rp_val_str(f, obj);
}

/* Whether some reference other than slot I on container C is held here,
   or was handed over (the node's kobject, taken and stored for the
   caller): the object is alive.  */
static bool rp_luap_held_otherwise(const struct rp_hook *h, int i, int c)
{
	int n = rp_engine_nslots(h->eng), j;

	for (j = 0; j < n; j++) {
		struct rp_rstate st = rp_state_res(h, j);

		if (j != i &&
		    (st.status == RP_R_HELD || st.status == RP_R_COND || st.status == RP_R_ESCAPED) &&
		    rp_state_container(h, rp_slot_info(h->eng, j)->obj) == c)
			return true;
	}
	return false;
}

/* Value VAL (a pointer used or returned at hook H) points into an object
   whose lookup reference this function has put on this path: report it.
   RETURNED: a return, else a use.  */
static void rp_luap_lookup_use(const struct rp_hook *h, int val, bool returned)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	int c = rp_state_container(h, val), n = rp_engine_nslots(h->eng), i, site;
	rp_loc loc = ev->loc, ret_loc;
	const char *name;

	if (c < 0)
		return;
	/* A return that several paths share has no location of its own.  */
	if (returned)
		loc = rp_exit_loc(h, &ret_loc);
	for (i = 0; i < n; i++) {
		const struct rp_slot *slot = rp_slot_info(h->eng, i);
		struct rp_rstate st = rp_state_res(h, i);
		const struct rp_event *put;
		struct rp_report *r;
		char key[256], by[128];
		bool iter;

		if (st.status != RP_R_RELEASED || st.site < 0 ||
		    rp_state_container(h, slot->obj) != c || (site = slot->lookup_site) < 0 ||
		    slot->caller || rp_luap_held_otherwise(h, i, c))
			continue;
		put = &f->events[st.site];
		/* As the use or return spells it (a borrowed copy of an
		   iterator's node, 'fallback'), else as the lookup does.  */
		name = rp_luap_name(h, val, slot->obj);
		/* A loop's first and next of_get_next_child() are one.  */
		snprintf(key, sizeof(key), "%s|%s", slot->family, name);
		r = rp_report_new(h, RP_CHECK_lookup_use_after_put, loc, key);
		if (!r)
			continue;
		rp_report_names(r, put->callee, name, put->api ? put->api->family : NULL);
		r->site = site;
		r->slot = i;
		/* An iterator's next step (of_get_next_child() drops the
		   node it is given): the copy was borrowed.  */
		iter = put->api && put->api->kind == RP_ACQUIRE;
		snprintf(by, sizeof(by), "%s%s", iter ? "the next " : "", rp_qs(put->callee));
		if (returned)
			rp_report_text(r, "%s is returned after %s gave back the reference "
				       "%s took; the caller gets it without one",
				       rp_qs(name), by, rp_qs(f->events[site].callee));
		else
			rp_report_text(r, "use of %s after %s gave back the reference %s took",
				       rp_qs(name), by, rp_qs(f->events[site].callee));
		rp_report_note(r, f->events[site].loc, "taken here");
		if (iter)
			rp_report_note(r, put->loc, "given back here, by the loop's next %s",
				       rp_qs(put->callee));
		else
			rp_report_note(r, put->loc, "given back here");
		rp_report_via(r, put);
	}
}

static void rp_luap_on_use(const struct rp_hook *h)
{
	rp_luap_lookup_use(h, h->f->events[h->event].val, false);
}

static void rp_luap_on_return(const struct rp_hook *h)
{
	const struct rp_event *ev = &h->f->events[h->event];

	if (ev->kind == RP_E_RETURN && ev->val >= 0 && h->f->values[ev->val].type == RP_T_PTR)
		rp_luap_lookup_use(h, ev->val, true);
}

/* One warning per acquire: the first use or return by location.  */
static void rp_luap_on_finish(struct rp_engine *eng)
{
	rp_report_keep_first_of_site(eng, RP_CHECK_lookup_use_after_put);
}

const struct rp_check_ops rp_check_lookup_use_after_put = {
	.id = RP_CHECK_lookup_use_after_put,
	.needs = RP_NEED_LOOKUP_USES,
	.on_use = rp_luap_on_use,
	.on_return = rp_luap_on_return,
	.on_finish = rp_luap_on_finish,
};
