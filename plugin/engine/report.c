/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * report.c: reports, as the checks make them: one per (check, location,
 * key), with its text, path notes, fix-it and the names findings= records,
 * and the words checks use for classes and nouns.
 */
#include "internal.h"

#include <stdarg.h>

struct rp_report *rp_report_at(struct rp_engine *eng, int check, rp_loc loc, const char *key)
{
	struct rp_report *r;
	int i;

	for (i = 0; i < eng->nreports; i++)
		if (eng->reports[i].check == check && eng->reports[i].loc == loc &&
		    !strcmp(eng->reports[i].key, key))
			return NULL;
	RP_GROW(eng->reports, eng->capreports, (size_t)eng->nreports + 1);
	r = &eng->reports[eng->nreports++];
	memset(r, 0, sizeof(*r));
	r->check = check;
	r->loc = loc;
	r->key = rp_xstrdup(key);
	r->node = r->block = r->event = -1;
	r->site = -1;
	r->slot = -1;
	return r;
}

struct rp_report *rp_report_new(const struct rp_hook *h, int check, rp_loc loc,
				const char *key)
{
	struct rp_report *r = rp_report_at(h->eng, check, loc, key);

	if (r) {
		r->node = h->node;
		r->block = h->block;
		r->event = h->event;
	}
	return r;
}

struct rp_report *rp_report_for_ref(const struct rp_hook *h, int check, rp_loc loc,
				    int slot, int site)
{
	const struct rp_event *ev = &h->f->events[site];
	const char *obj = rp_event_obj_str(h->f, ev);
	struct rp_buf key = { 0 };
	struct rp_report *r;

	rp_buf_printf(&key, "%s|%s", ev->api->family, obj);
	r = rp_report_new(h, check, loc, key.s);
	rp_buf_free(&key);
	if (!r)
		return NULL;
	r->site = site;
	r->slot = slot;
	rp_report_names(r, ev->callee, obj, ev->api->family);
	return r;
}

/* The call acquire event SITE belongs to: its first event.  */
static int rp_site_call(const struct rp_func *f, int site)
{
	return f->events[site].call >= 0 ? f->events[site].call : site;
}

/* Whether report I is the first (by location, then order) of the reports
   of its check not dropped about its acquire site, or, BY_CALL, about any
   acquire of the same call.  */
static bool rp_report_first_in(const struct rp_engine *eng, int i, bool by_call)
{
	const struct rp_func *f = eng->f;
	const struct rp_report *r = &eng->reports[i];
	int key = by_call ? rp_site_call(f, r->site) : r->site, j;

	for (j = 0; j < eng->nreports; j++) {
		const struct rp_report *o = &eng->reports[j];

		if (j != i && o->check == r->check && !o->dropped && o->site >= 0 &&
		    (by_call ? rp_site_call(f, o->site) : o->site) == key &&
		    (o->loc < r->loc || (o->loc == r->loc && j < i)))
			return false;
	}
	return true;
}

bool rp_report_first_of_site(const struct rp_engine *eng, int i)
{
	return rp_report_first_in(eng, i, false);
}

void rp_report_keep_first_of_site(struct rp_engine *eng, int check)
{
	int n = rp_engine_nreports(eng), i;

	for (i = 0; i < n; i++) {
		struct rp_report *r = rp_engine_report_mut(eng, i);

		if (r->check == check && !r->dropped && !rp_report_first_of_site(eng, i))
			r->dropped = true;
	}
}

/* Add LOC to R's other exits, in order, once.  */
static void rp_report_add_also(struct rp_report *r, rp_loc loc)
{
	int k;

	for (k = 0; k < r->nalso && r->also[k] < loc; k++)
		;
	if (loc == r->loc || (k < r->nalso && r->also[k] == loc))
		return;
	r->also = (rp_loc *)rp_xrealloc(r->also, (size_t)(r->nalso + 1) * sizeof(rp_loc));
	memmove(r->also + k + 1, r->also + k, (size_t)(r->nalso - k) * sizeof(rp_loc));
	r->also[k] = loc;
	r->nalso++;
}

/* Insert note TEXT at LOC as R's note number AT.  */
static void rp_report_insert_note(struct rp_report *r, int at, rp_loc loc, char *text)
{
	RP_GROW(r->notes, r->capnotes, (size_t)r->nnotes + 1);
	memmove(r->notes + at + 1, r->notes + at, (size_t)(r->nnotes - at) * sizeof(*r->notes));
	r->notes[at].loc = loc;
	r->notes[at].text = text;
	r->nnotes++;
}

void rp_report_merge_exits(struct rp_engine *eng, int check)
{
	const struct rp_func *f = eng->f;
	int n = eng->nreports, i, j;

	for (i = 0; i < n; i++) {
		struct rp_report *r = &eng->reports[i];
		const struct rp_event *site;
		struct rp_buf others = { 0, 0, 0 };
		int nothers = 0, call;

		if (r->check != check || r->dropped || r->site < 0)
			continue;
		if (!rp_report_first_in(eng, i, true))
			continue;
		call = rp_site_call(f, r->site);
		site = &f->events[r->site];
		for (j = 0; j < n; j++) {
			struct rp_report *o = &eng->reports[j];
			const char *name;

			if (j == i || o->check != check || o->dropped || o->site < 0 ||
			    rp_site_call(f, o->site) != call)
				continue;
			o->dropped = true;
			rp_report_add_also(r, o->loc);
			/* Another object the same call took (a helper that
			   enables two clocks): named once, in the note below.  */
			name = rp_event_obj_str(f, &f->events[o->site]);
			if ((r->object && !strcmp(name, r->object)) ||
			    (others.s && strstr(others.s, rp_qs(name))))
				continue;
			rp_buf_printf(&others, "%s%s", nothers ? ", " : "", rp_qs(name));
			nothers++;
		}
		if (nothers) {
			struct rp_buf b = { 0, 0, 0 };

			rp_buf_printf(&b, "%s also takes %s here, and leaves without %s",
				      rp_qs(site->callee), others.s, nothers > 1 ? "them" : "it");
			rp_report_insert_note(r, r->nnotes ? 1 : 0, site->loc, b.s);
		}
		rp_buf_free(&others);
		r->anchor = site->loc;
	}
}

void rp_report_text(struct rp_report *r, const char *fmt, ...)
{
	struct rp_buf b = { 0 };
	va_list ap;

	va_start(ap, fmt);
	rp_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	free(r->text);
	r->text = b.s;
}

void rp_report_names(struct rp_report *r, const char *api, const char *object,
		     const char *family)
{
	free(r->api);
	free(r->object);
	free(r->family);
	r->api = rp_xstrdup(api ? api : "");
	r->object = rp_xstrdup(object ? object : "");
	r->family = rp_xstrdup(family ? family : "");
}

void rp_report_fixit(struct rp_report *r, rp_loc start, rp_loc end, const char *text)
{
	free(r->fix_text);
	r->fix_start = start;
	r->fix_end = end;
	r->fix_text = rp_xstrdup(text);
}

const char *rp_noun(const struct rp_api *api)
{
	return (api->flags & RP_API_LOCK) ? "lock" : "reference";
}

void rp_report_note(struct rp_report *r, rp_loc loc, const char *fmt, ...)
{
	struct rp_buf b = { 0 };
	va_list ap;

	va_start(ap, fmt);
	rp_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	RP_GROW(r->notes, r->capnotes, (size_t)r->nnotes + 1);
	r->notes[r->nnotes].loc = loc;
	r->notes[r->nnotes].text = b.s;
	r->nnotes++;
}

void rp_report_via(struct rp_report *r, const struct rp_event *ev)
{
	const struct rp_api *api = ev->api;

	if (api && api->via && api->via_loc)
		rp_report_note(r, api->via_loc, "%s %s it here, through %s", rp_qs(ev->callee),
			       api->kind == RP_ACQUIRE ? "takes"
			       : api->kind == RP_FREE  ? "frees"
						       : "releases",
			       rp_qs(api->via));
}

bool rp_classes_fail(enum rp_vtype t, unsigned mask)
{
	return rp_failure_mask(t, mask);
}

bool rp_classes_any(enum rp_vtype t, unsigned mask)
{
	/* A truth value is "true" when negative or positive.  */
	if (t == RP_T_BOOL)
		return (mask & RP_C_ZERO) && (mask & (RP_C_NEG | RP_C_POS));
	return (mask & RP_C_ALL) == RP_C_ALL;
}

const char *rp_class_words(enum rp_vtype t, unsigned mask)
{
	static const char *const ints[8] = {
		"impossible", "negative", "zero", "zero or negative",
		"positive", "non-zero", "not negative", "anything",
	};
	static const char *const ptrs[8] = {
		"impossible", "an error pointer", "NULL", "NULL or an error pointer",
		"a valid pointer", "not NULL", "not an error pointer", "anything",
	};
	static const char *const bools[8] = {
		"impossible", "true", "false", "anything",
		"true", "true", "anything", "anything",
	};

	mask &= 7;
	if (t == RP_T_PTR)
		return ptrs[mask];
	if (t == RP_T_BOOL)
		return bools[mask];
	return ints[mask];
}
