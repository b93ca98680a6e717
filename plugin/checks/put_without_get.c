/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * put_without_get.c: the "put-without-get" check.  A release on a path
 * where the acquire did not take effect:
 *
 *   ret = pm_runtime_resume_and_get(dev);	<- fails: takes nothing
 *   if (ret < 0) {
 *           pm_runtime_put(dev);		<- warning: put without get
 *
 * and an unlock after a failed trylock.  Objects this function never tried
 * to acquire (a lock the caller holds) are not reported.
 */
#include "../engine/check.h"
#include "checks.h"

#include <stdio.h>

static void rp_pwg_on_release(const struct rp_hook *h)
{
	const struct rp_func *f = h->f;
	const struct rp_event *ev = &f->events[h->event];
	const struct rp_slot *slot = rp_slot_info(h->eng, h->slot);
	const struct rp_event *site;
	struct rp_report *r;
	char key[32];

	if (h->before.status != RP_R_FAILED || h->before.site < 0 || h->is_drop)
		return;
	site = &f->events[h->before.site];
	/* release_firmware(fw) after a failed request_firmware(&fw): fw is
	   NULL, and releasing NULL does nothing.  */
	if (site->api->flags & RP_API_NULL_ON_FAILURE)
		return;
	/* One warning per object and failed call: clk_prepare_enable()'s two
	   counts are one, pci_enable_device() and pci_request_regions()
	   failing on two paths are two.  */
	snprintf(key, sizeof(key), "%d@%d", slot->obj, site->call);
	r = rp_report_new(h, RP_CHECK_put_without_get, ev->loc, key);
	if (!r)
		return;
	rp_report_names(r, ev->callee, rp_event_obj_str(f, ev),
			ev->api ? ev->api->family : NULL);
	rp_report_text(r, "%s of %s, but %s did not take the %s on this path",
		       rp_qs(ev->callee), rp_qs(rp_event_obj_str(f, ev)),
		       rp_qs(site->callee), slot->lock ? "lock" : "reference");
	rp_report_note(r, site->loc, "%s fails here and takes nothing",
		       rp_qs(site->callee));
	rp_report_via(r, site);
}

const struct rp_check_ops rp_check_put_without_get = {
	.id = RP_CHECK_put_without_get,
	.on_release = rp_pwg_on_release,
};
