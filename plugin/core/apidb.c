/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * apidb.c: parser and lookup of the API database.  The line format is
 * documented field by field in annotations/README.md:
 *
 *   FAMILY  KIND  FUNCTION  OBJECT  [WHEN|CLASSES]  [KEY[=VALUE] ...]  [# comment]
 *
 * Every malformed line is reported as "FILE:LINE: ..." naming the field.
 */
#include "apidb.h"
#include "util.h"

#include <dirent.h>
#include <stdint.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Start fetching the memory at P into the cache: a hint, for compilers
   that take it.  */
#if defined(__GNUC__)
#define RP_PREFETCH(p) __builtin_prefetch(p)
#else
#define RP_PREFETCH(p) ((void)(p))
#endif

/* A slot of the open-addressing table of records: the hash of the
   function's name and the record's index + 1 (0: empty).  The hash sits
   next to the index so that a probe reads one cache line, compares names
   only when the hashes match, and growing the table rehashes no string.  */
struct rp_slot {
	uint32_t hash;
	uint32_t rec;
};

/* A slot of the table of interned strings: its hash and the string (NULL:
   empty).  */
struct rp_islot {
	uint32_t hash;
	const char *s;
};

struct rp_apidb {
	struct rp_arena strings;
	/* One record per function name; further records of the same function
	   (other objects) hang off its "also" chain.  Records live in the
	   arena so that pointers to them stay valid as the table grows.  */
	struct rp_api **recs;
	size_t nrecs, caprecs;
	struct rp_slot *slots;	/* nslots, a power of 2, at most half full */
	size_t nslots;
	/* Interned strings: file names, and the families and release names
	   of records added by rp_apidb_add (attributes, summaries), which
	   repeat a lot.  */
	struct rp_islot *interned;	/* ninterned, a power of 2, at most half full */
	size_t ninterned, nused_interned;
	const char *recent[4];	/* recently interned strings */
	unsigned nloads;	/* files loaded so far */
	/* The text of each file loaded: its records' strings point into it
	   rather than being copied and interned, which halves the cost of a
	   large load.  */
	char **texts;
	size_t ntexts, captexts;
};

struct rp_apidb *rp_apidb_new(void)
{
	struct rp_apidb *db = rp_xcalloc(1, sizeof(*db));

	db->nslots = 1024;
	db->slots = rp_xcalloc(db->nslots, sizeof(*db->slots));
	db->ninterned = 256;
	db->interned = rp_xcalloc(db->ninterned, sizeof(*db->interned));
	return db;
}

void rp_apidb_free(struct rp_apidb *db)
{
	size_t i;

	if (!db)
		return;
	rp_arena_free(&db->strings);
	for (i = 0; i < db->ntexts; i++)
		free(db->texts[i]);
	free(db->texts);
	free(db->recs);
	free(db->slots);
	free(db->interned);
	free(db);
}

/* The slot for NAME (whose hash is H): either the one holding its record
   or the empty one where it would go.  */
static struct rp_slot *rp_apidb_slot(const struct rp_apidb *db, const char *name, uint32_t h)
{
	size_t mask = db->nslots - 1;
	size_t i = h & mask;

	for (;; i = (i + 1) & mask) {
		struct rp_slot *s = &db->slots[i];

		if (!s->rec || (s->hash == h && !strcmp(db->recs[s->rec - 1]->name, name)))
			return s;
	}
}

/* Make room for NEED records in all: the table of slots stays at most half
   full.  Growing moves the slots by their stored hashes.  */
static void rp_apidb_reserve(struct rp_apidb *db, size_t need)
{
	struct rp_slot *old = db->slots;
	size_t nold = db->nslots, n = nold, mask, i, j;

	if (need * 2 <= nold)
		return;
	while (need * 2 > n)
		n *= 2;
	db->slots = rp_xcalloc(n, sizeof(*db->slots));
	db->nslots = n;
	mask = n - 1;
	for (i = 0; i < nold; i++) {
		if (!old[i].rec)
			continue;
		for (j = old[i].hash & mask; db->slots[j].rec; j = (j + 1) & mask)
			;
		db->slots[j] = old[i];
	}
	free(old);
}

const struct rp_api *rp_apidb_lookup(const struct rp_apidb *db, const char *name)
{
	const struct rp_slot *s = rp_apidb_slot(db, name, rp_hash_str(name));

	return s->rec ? db->recs[s->rec - 1] : NULL;
}

/* Insert interned string S, whose hash is H, into table T of N slots (which
   has room).  */
static void rp_intern_insert(struct rp_islot *t, size_t n, const char *s, uint32_t h)
{
	size_t mask = n - 1, i;

	for (i = h & mask; t[i].s; i = (i + 1) & mask)
		;
	t[i].hash = h;
	t[i].s = s;
}

/* S as a string owned by DB, shared with every equal string.  */
static const char *rp_apidb_intern(struct rp_apidb *db, const char *s)
{
	size_t mask, i;
	uint32_t h;
	const char *copy;

	if (!s)
		return NULL;
	/* Strings this table already owns (the parser's interned file name).  */
	for (i = 0; i < 4; i++)
		if (s == db->recent[i])
			return s;
	h = rp_hash_str(s);
	mask = db->ninterned - 1;
	for (i = h & mask; db->interned[i].s; i = (i + 1) & mask)
		if (db->interned[i].hash == h && !strcmp(db->interned[i].s, s))
			return db->interned[i].s;
	if ((db->nused_interned + 1) * 2 > db->ninterned) {
		struct rp_islot *old = db->interned;
		size_t nold = db->ninterned, j;

		db->ninterned *= 2;
		db->interned = rp_xcalloc(db->ninterned, sizeof(*db->interned));
		for (j = 0; j < nold; j++)
			if (old[j].s)
				rp_intern_insert(db->interned, db->ninterned, old[j].s, old[j].hash);
		free(old);
	}
	copy = rp_arena_strdup(&db->strings, s);
	rp_intern_insert(db->interned, db->ninterned, copy, h);
	db->nused_interned++;
	db->recent[db->nused_interned % 4] = copy;
	return copy;
}

/* Copy E into R; R starts a chain of its own.  With COPY, every string is
   copied into DB (rp_apidb_add's callers pass temporary strings); without,
   they are kept as they are (the parser's point into a file's text, which
   DB keeps).  */
static void rp_apidb_fill(struct rp_apidb *db, struct rp_api *r, const struct rp_api *e,
			  bool copy)
{
	*r = *e;
	r->also = NULL;
	r->via = NULL;
	if (!copy)
		return;
	r->obj.gname = rp_apidb_intern(db, e->obj.gname);
	r->name = rp_arena_strdup(&db->strings, e->name);
	r->family = rp_apidb_intern(db, e->family);
	r->release = rp_apidb_intern(db, e->release);
	r->release_all = rp_apidb_intern(db, e->release_all);
	r->better = rp_apidb_intern(db, e->better);
	r->shown = rp_apidb_intern(db, e->shown);
	r->links = rp_apidb_intern(db, e->links);
	r->file = rp_apidb_intern(db, e->file);
	r->objname = e->objname ? rp_arena_strdup(&db->strings, e->objname) : NULL;
}

/* The record of function NAME, whose hash is H: the one it has, or a new
   one.  */
static struct rp_api *rp_apidb_record(struct rp_apidb *db, const char *name, uint32_t h)
{
	struct rp_slot *slot = rp_apidb_slot(db, name, h);
	struct rp_api *r;

	if (slot->rec)
		return db->recs[slot->rec - 1];
	if ((db->nrecs + 1) * 2 > db->nslots) {
		rp_apidb_reserve(db, db->nrecs + 1);
		slot = rp_apidb_slot(db, name, h);
	}
	RP_GROW(db->recs, db->caprecs, db->nrecs + 1);
	r = rp_arena_alloc(&db->strings, sizeof(*r));
	db->recs[db->nrecs++] = r;
	slot->rec = (uint32_t)db->nrecs;
	slot->hash = h;
	return r;
}

const struct rp_api *rp_apidb_add(struct rp_apidb *db, const struct rp_api *e)
{
	struct rp_api *r = rp_apidb_record(db, e->name, rp_hash_str(e->name));

	rp_apidb_fill(db, r, e, true);
	return r;
}

/* Append E to the chain of records that starts at HEAD (a record of the
   same function), copying its strings if COPY (see rp_apidb_fill).  */
static struct rp_api *rp_apidb_chain(struct rp_apidb *db, struct rp_api *head,
				     const struct rp_api *e, bool copy)
{
	struct rp_api *r, *last;

	for (last = head; last->also; last = (struct rp_api *)last->also)
		;
	r = rp_arena_alloc(&db->strings, sizeof(*r));
	rp_apidb_fill(db, r, e, copy);
	r->name = head->name;
	last->also = r;
	return r;
}

const struct rp_api *rp_apidb_add_also(struct rp_apidb *db, const struct rp_api *e)
{
	struct rp_api *head = (struct rp_api *)rp_apidb_lookup(db, e->name);

	if (!head)
		return rp_apidb_add(db, e);
	return rp_apidb_chain(db, head, e, true);
}

size_t rp_apidb_count(const struct rp_apidb *db)
{
	return db->nrecs;
}

const struct rp_api *rp_apidb_at(const struct rp_apidb *db, size_t i)
{
	return i < db->nrecs ? db->recs[i] : NULL;
}

bool rp_api_is_lookup(const struct rp_api *api)
{
	return api->kind == RP_ACQUIRE && api->obj.arg == 0 && !api->obj.deref &&
	       !api->obj.npath && !api->returns_arg && !(api->flags & RP_API_LOCK);
}

bool rp_apidb_has_family(const struct rp_apidb *db, const char *family)
{
	size_t i;

	for (i = 0; i < db->nrecs; i++) {
		const struct rp_api *r;

		for (r = db->recs[i]; r; r = r->also)
			if (!strcmp(r->family, family))
				return true;
	}
	return false;
}

/* ---- The parser ---- */

struct rp_parser {
	struct rp_apidb *db;
	const char *file;
	unsigned line;
	rp_diag_fn diag;
	void *ctx;
	int errors;
	unsigned load;		/* this file's load number */
	const char *ifile;	/* FILE, interned in DB */
	bool used;		/* whether a record points into the text */
	/* The last line's entry, parsed but not yet in the table: it goes in
	   once the next line is parsed, so that its slot, prefetched when its
	   name was read, has had a whole line's time to reach the cache.  It
	   also goes in before any error is reported and at the end of the
	   file, so that errors keep the order of the lines.  */
	bool pending;
	struct rp_api pend;
	uint32_t pend_hash;	/* the hash of its name */
};

static void rp_add_entry(struct rp_parser *p, struct rp_api *e, uint32_t h);

/* Put the pending entry, if any, into the table.  */
static void rp_flush(struct rp_parser *p)
{
	unsigned line = p->line;

	if (!p->pending)
		return;
	p->pending = false;
	p->line = p->pend.line;
	rp_add_entry(p, &p->pend, p->pend_hash);
	p->line = line;
}

static void rp_perror(struct rp_parser *p, const char *fmt, ...) RP_PRINTF(2, 3);

static void rp_perror(struct rp_parser *p, const char *fmt, ...)
{
	struct rp_buf b = { 0 };
	va_list ap;

	rp_flush(p);
	rp_buf_printf(&b, "%s:%u: ", p->file, p->line);
	va_start(ap, fmt);
	rp_buf_vprintf(&b, fmt, ap);
	va_end(ap);
	if (p->diag)
		p->diag(p->ctx, b.s);
	rp_buf_free(&b);
	p->errors++;
}

static bool rp_is_ident(const char *s)
{
	if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
		return false;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') ||
		      (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

bool rp_valid_family(const char *s)
{
	if (!*s || *s == '-')
		return false;
	for (; *s; s++)
		if (!(*s == '_' || *s == '-' || (*s >= 'a' && *s <= 'z') ||
		      (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

/* Parse "argN" (N in 1..99) into *N.  */
static bool rp_parse_argn(const char *s, short *n)
{
	char *end;
	long v;

	if (strncmp(s, "arg", 3) || s[3] < '1' || s[3] > '9')
		return false;
	v = strtol(s + 3, &end, 10);
	if (*end || v < 1 || v > 99)
		return false;
	*n = (short)v;
	return true;
}

/* Parse an OBJECT field: ret, argN or *argN.  */
/* Characters of a global object's name: a C identifier, or FILE:NAME for a
   static variable of FILE.  */
static bool rp_is_gname_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || c == '.' || c == '/' || c == ':';
}

/* Parse OBJECT S into O.  A global's name, of any length, stays in S: on
   success, S is cut after it.  */
static bool rp_parse_object(char *s, struct rp_objref *o)
{
	char *gend = NULL;

	o->deref = 0;
	o->gname = NULL;
	if (!strcmp(s, "ret")) {
		o->arg = 0;
		return true;
	}
	if (!strcmp(s, "global")) {
		o->arg = -1;
		return true;
	}
	if (*s == '*') {
		o->deref = 1;
		s++;
	}
	/* global:NAME: a named global object (summaries of another file).  */
	if (!o->deref && !strncmp(s, "global:", 7)) {
		size_t n = 0;

		s += 7;
		while (rp_is_gname_char(s[n]))
			n++;
		if (n == 0)
			return false;
		o->gname = s;
		o->arg = -1;
		s += n;
		gend = s;
	} else {
		/* argN, then steps "->OFF" (the pointer at OFF) and "+OFF"/"-OFF"
		   (a field's address).  */
		char head[16];
		size_t n = strcspn(s, "-+");

		if (n >= sizeof(head))
			return false;
		memcpy(head, s, n);
		head[n] = 0;
		if (!rp_parse_argn(head, &o->arg))
			return false;
		s += n;
	}
	o->npath = 0;
	while (*s) {
		struct rp_step st;
		char *end;
		long v;

		if (o->npath == RP_MAX_PATH)
			return false;
		st.load = s[0] == '-' && s[1] == '>';
		if (st.load)
			s += 2;
		v = strtol(s, &end, 10);
		if (end == s || v < -(1L << 24) || v > (1L << 24))
			return false;
		st.off = (int)v;
		o->path[o->npath++] = st;
		s = end;
	}
	/* The steps are read: the name can end where they started.  */
	if (gend)
		*gend = 0;
	return true;
}

/* Append OBJECT O as the .api format writes it to B.  */
static void rp_objref_append(const struct rp_objref *o, struct rp_buf *b)
{
	int i;

	if (o->arg == 0)
		rp_buf_add(b, "ret");
	else if (o->arg == -1 && o->gname)
		rp_buf_printf(b, "global:%s", o->gname);
	else if (o->arg == -1)
		rp_buf_add(b, "global");
	else
		rp_buf_printf(b, "%sarg%d", o->deref ? "*" : "", o->arg);
	for (i = 0; i < o->npath; i++)
		rp_buf_printf(b, o->path[i].load ? "->%d" : "%+d", o->path[i].off);
	/* Only dumps show an accessor (see struct rp_objref).  */
	if (o->acc_fn) {
		rp_buf_printf(b, " in fn#%u(", o->acc_fn);
		for (i = 0; i < o->acc_nargs; i++)
			if (i == o->acc_pos)
				rp_buf_printf(b, "%s*", i ? "," : "");
			else if (o->acc_any & (1u << i))
				rp_buf_printf(b, "%sany", i ? "," : "");
			else
				rp_buf_printf(b, "%s%lld", i ? "," : "", o->acc_k[i]);
		rp_buf_add(b, ")");
		for (i = 0; i < o->npost; i++)
			rp_buf_printf(b, o->post[i].load ? "->%d" : "%+d", o->post[i].off);
		if (o->count_arg)
			rp_buf_printf(b, " count=arg%d", o->count_arg);
	}
}

void rp_objref_format(const struct rp_objref *o, char *buf, size_t size)
{
	struct rp_buf b = { 0 };

	rp_objref_append(o, &b);
	snprintf(buf, size, "%s", b.s);
	rp_buf_free(&b);
}

/* Parse a CLASSES field of a test: err, null, valid joined by '|'.  */
static bool rp_parse_classes(const char *s, unsigned char *mask)
{
	*mask = 0;
	while (*s) {
		size_t n = strcspn(s, "|");
		int c;

		for (c = 0; c < RP_CLASS_COUNT; c++)
			if (strlen(rp_vocab_classes[c].name) == n &&
			    !strncmp(s, rp_vocab_classes[c].name, n))
				break;
		if (c == RP_CLASS_COUNT)
			return false;
		*mask |= rp_vocab_classes[c].classes;
		s += n;
		if (*s == '|' && *++s == 0)
			return false;
	}
	return *mask != 0;
}

/* Whether E's value of key K says something about E, so that writing it
   back is worth it: as= only names a global:NAME object.  */
static bool rp_key_meaningful(const struct rp_api *e, enum rp_api_key k)
{
	return k != RP_KEY_AS || e->obj.gname;
}

/* Append key K of E to B, if E has it: " KEY" or " KEY=VALUE".  A text
   that the format cannot hold (blanks, '#') is left out.  */
#define RP_FORMAT_FLAG(e, b, k, member)                                       \
	if ((e)->flags & RP_API_##k)                                          \
		rp_buf_printf(b, " %s", rp_vocab_keys[RP_KEY_##k].name);
#define RP_FORMAT_ARGN(e, b, k, member)                                       \
	if ((e)->member)                                                      \
		rp_buf_printf(b, " %s=arg%d", rp_vocab_keys[RP_KEY_##k].name, (e)->member);
#define RP_FORMAT_NUM(e, b, k, member)                                        \
	if ((e)->member)                                                      \
		rp_buf_printf(b, " %s=%d", rp_vocab_keys[RP_KEY_##k].name, (e)->member);
#define RP_FORMAT_NAME(e, b, k, member)                                       \
	if ((e)->member)                                                      \
		rp_buf_printf(b, " %s=%s", rp_vocab_keys[RP_KEY_##k].name, (e)->member);
#define RP_FORMAT_TEXT(e, b, k, member)                                       \
	if ((e)->member && *(e)->member && !strpbrk((e)->member, " \t#") &&  \
	    rp_key_meaningful(e, RP_KEY_##k))                                  \
		rp_buf_printf(b, " %s=%s", rp_vocab_keys[RP_KEY_##k].name, (e)->member);

void rp_api_format(const struct rp_api *e, struct rp_buf *b)
{
	rp_buf_printf(b, "%s %s %s", e->family, rp_kind_name(e->kind), e->name);
	if (rp_vocab_kinds[e->kind].objects) {
		rp_buf_add(b, " ");
		rp_objref_append(&e->obj, b);
	}
	if (rp_vocab_kinds[e->kind].field == RP_FIELD_WHEN ||
	    (e->kind == RP_TRANSFER && e->when > RP_WHEN_ALWAYS))
		rp_buf_printf(b, " %s", rp_when_name(e->when));
#define RP_KEY(id, name, form, kinds, member, desc) RP_FORMAT_##form(e, b, id, member)
#include "apivocab.def"
}

/* Set key K of E to VAL (N for an argN).  */
#define RP_SET_FLAG(e, k, member, val, n) (e)->flags |= RP_API_##k
#define RP_SET_ARGN(e, k, member, val, n) (e)->member = (n)
#define RP_SET_NUM(e, k, member, val, n) (e)->member = (n)
#define RP_SET_NAME(e, k, member, val, n) (e)->member = (val)
#define RP_SET_TEXT(e, k, member, val, n) (e)->member = (val)

static void rp_key_set(struct rp_api *e, enum rp_api_key k, const char *val, short n)
{
	(void)val;
	(void)n;
	switch (k) {
#define RP_KEY(id, name, form, kinds, member, desc)                            \
	case RP_KEY_##id:                                                      \
		RP_SET_##form(e, id, member, val, n);                          \
		break;
#include "apivocab.def"
	default:
		break;
	}
}

/* Whether TOK is a KEY[=VALUE] field rather than a WHEN/CLASSES field:
   "release=x" and "must-check" are, "ret==0" and "ret>=0" are not.  */
static bool rp_is_keytok(const char *tok)
{
	const char *s = tok;
	int k;

	while ((*s >= 'a' && *s <= 'z') || *s == '-')
		s++;
	if (s == tok)
		return false;
	if (*s == 0)
		return (k = rp_vocab_lookup(RP_VOCAB_KEY, tok)) >= 0 &&
		       rp_vocab_keys[k].form == RP_FORM_FLAG;
	return *s == '=' && s[1] != '=';
}

/* Parse one KEY[=VALUE] token into E.  */
static void rp_parse_key(struct rp_parser *p, struct rp_api *e, char *tok)
{
	char *eq = strchr(tok, '=');
	const char *val = eq ? eq + 1 : NULL;
	const struct rp_vocab_key *key;
	short n = 0;
	int k;

	if (eq)
		*eq = 0;
	k = rp_vocab_lookup(RP_VOCAB_KEY, tok);
	if (k < 0) {
		rp_perror(p, "unknown key %s (expected %s)", rp_qs(tok),
			  rp_vocab_words(RP_VOCAB_KEY, ~0u, "or", false));
		return;
	}
	key = &rp_vocab_keys[k];
	switch (key->form) {
	case RP_FORM_FLAG:
		if (val) {
			rp_perror(p, "field %s takes no value", rp_qs(tok));
			return;
		}
		break;
	case RP_FORM_ARGN:
		if (!val || !rp_parse_argn(val, &n)) {
			rp_perror(p, "field %s: invalid argument %s (expected argN)",
				  rp_qs(tok), rp_qs(val ? val : ""));
			return;
		}
		break;
	case RP_FORM_NUM: {
		char *end = NULL;
		long v = val ? strtol(val, &end, 10) : 0;

		if (!val || !*val || *end || v < 1 || v > 99) {
			rp_perror(p, "field %s: invalid number %s (expected 1 to 99)",
				  rp_qs(tok), rp_qs(val ? val : ""));
			return;
		}
		n = (short)v;
		break;
	}
	case RP_FORM_NAME:
		if (!val || !rp_is_ident(val)) {
			rp_perror(p, "field %s: invalid function name %s", rp_qs(tok),
				  rp_qs(val ? val : ""));
			return;
		}
		break;
	default:
		if (!val || !*val) {
			rp_perror(p, "field %s: empty name", rp_qs(tok));
			return;
		}
		break;
	}
	if (!(key->kinds & (1u << e->kind))) {
		bool one = !(key->kinds & (key->kinds - 1));

		rp_perror(p, "field %s is only allowed for kind%s %s", rp_qs(tok), one ? "" : "s",
			  rp_vocab_words(RP_VOCAB_KIND, key->kinds, "and", true));
		return;
	}
	rp_key_set(e, (enum rp_api_key)k, val, n);
}

/* The roles' names, in the order of their RP_ROLE_* bits.  */
static const char *const rp_role_names[] = {
	"resume", "runtime-resume", "teardown", "enable", "power-event", "release", "probe", "bound",
	"runtime-suspend",
};

unsigned rp_role_bit(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(rp_role_names) / sizeof(rp_role_names[0]); i++)
		if (!strcmp(name, rp_role_names[i]))
			return 1u << i;
	return 0;
}

bool rp_objref_equal(const struct rp_objref *a, const struct rp_objref *b)
{
	int i;

	if (a->arg != b->arg || a->deref != b->deref || a->npath != b->npath ||
	    (a->arg == -2 && a->gvar_uid != b->gvar_uid) ||
	    (a->gname != b->gname && (!a->gname || !b->gname || strcmp(a->gname, b->gname))))
		return false;
	for (i = 0; i < a->npath; i++)
		if (a->path[i].load != b->path[i].load || a->path[i].off != b->path[i].off)
			return false;
	if (a->acc_fn != b->acc_fn)
		return false;
	if (!a->acc_fn)
		return true;
	if (a->acc_nargs != b->acc_nargs || a->acc_pos != b->acc_pos || a->acc_any != b->acc_any ||
	    a->acc_type != b->acc_type || a->npost != b->npost || a->count_arg != b->count_arg)
		return false;
	for (i = 0; i < a->npost; i++)
		if (a->post[i].load != b->post[i].load || a->post[i].off != b->post[i].off)
			return false;
	for (i = 0; i < a->acc_nargs; i++)
		if (i != a->acc_pos && !(a->acc_any & (1u << i)) &&
		    (a->acc_k[i] != b->acc_k[i] || a->acc_ktype[i] != b->acc_ktype[i]))
			return false;
	return true;
}

/* Parse one line (without its newline), already stripped of comments.  */
static void rp_parse_line(struct rp_parser *p, char *line)
{
	char *tok[32];
	int ntok = 0, i, k, next;
	unsigned objects;
	char *s = line;
	struct rp_api e;
	uint32_t h;

	while (*s) {
		while (*s == ' ' || *s == '\t' || *s == '\r')
			*s++ = 0;
		if (!*s)
			break;
		if (ntok == (int)(sizeof(tok) / sizeof(tok[0]))) {
			rp_perror(p, "too many fields");
			return;
		}
		tok[ntok++] = s;
		while (*s && *s != ' ' && *s != '\t' && *s != '\r')
			s++;
	}
	if (ntok == 0)
		return;

	memset(&e, 0, sizeof(e));
	e.file = p->ifile;
	e.line = p->line;
	if (!rp_valid_family(tok[0])) {
		rp_perror(p, "field %s: invalid family name %s", rp_qs("family"),
			  rp_qs(tok[0]));
		return;
	}
	e.family = tok[0];
	if (ntok < 2) {
		rp_perror(p, "missing field %s", rp_qs("kind"));
		return;
	}
	k = rp_vocab_lookup(RP_VOCAB_KIND, tok[1]);
	if (k < 0) {
		rp_perror(p, "field %s: unknown kind %s (expected %s)", rp_qs("kind"),
			  rp_qs(tok[1]), rp_vocab_words(RP_VOCAB_KIND, ~0u, "or", false));
		return;
	}
	e.kind = (enum rp_kind)k;
	if (ntok < 3) {
		rp_perror(p, "missing field %s", rp_qs("function"));
		return;
	}
	if (!rp_is_ident(tok[2])) {
		rp_perror(p, "field %s: invalid function name %s", rp_qs("function"),
			  rp_qs(tok[2]));
		return;
	}
	e.name = tok[2];
	/* Start fetching the function's slot in the table now: in a large
	   database it is rarely in the cache, and the rest of the line is
	   parsed meanwhile.  */
	h = rp_hash_str(e.name);
	RP_PREFETCH(&p->db->slots[h & (p->db->nslots - 1)]);
	objects = rp_vocab_kinds[e.kind].objects;
	next = 4;
	if (!objects) {
		/* A kind without OBJECT: its keys follow FUNCTION.  */
		if (ntok > 3 && !rp_is_keytok(tok[3])) {
			rp_perror(p, "field %s: kind %s takes no object, not %s", rp_qs("object"),
				  rp_qs(tok[1]), rp_qs(tok[3]));
			return;
		}
		next = 3;
	} else if (ntok < 4) {
		rp_perror(p, "missing field %s", rp_qs("object"));
		return;
	} else if (!rp_parse_object(tok[3], &e.obj)) {
		rp_perror(p, "field %s: invalid object %s (expected ret, argN, *argN, global or "
			  "global:NAME, then ->OFF or +OFF steps)",
			  rp_qs("object"), rp_qs(tok[3]));
		return;
	}
	if (objects && e.obj.arg == 0 && !(objects & RP_OBJ_RET)) {
		rp_perror(p, "field %s: kind %s needs an argument, not %s",
			  rp_qs("object"), rp_qs(tok[1]), rp_qs("ret"));
		return;
	}
	if (e.obj.arg < 0 && !(objects & RP_OBJ_GLOBAL)) {
		unsigned global = 0;

		for (k = 0; k < RP_KIND_COUNT; k++)
			if (rp_vocab_kinds[k].objects & RP_OBJ_GLOBAL)
				global |= 1u << k;
		rp_perror(p, "field %s: only %s act on %s", rp_qs("object"),
			  rp_vocab_words(RP_VOCAB_KIND, global, "and", false), rp_qs("global"));
		return;
	}
	if (e.obj.arg > 0 && !(objects & RP_OBJ_ARG)) {
		rp_perror(p, "field %s: kind %s returns its object; use %s",
			  rp_qs("object"), rp_qs(tok[1]), rp_qs("ret"));
		return;
	}

	if (rp_vocab_kinds[e.kind].field == RP_FIELD_WHEN) {
		/* No condition looks like a key, so try the condition first.  */
		if (next < ntok && rp_parse_when(tok[next], &e.when)) {
			next++;
		} else if (next < ntok && !rp_is_keytok(tok[next])) {
			rp_perror(p, "field %s: invalid condition %s (expected %s)", rp_qs("when"),
				  rp_qs(tok[next]), rp_vocab_words(RP_VOCAB_WHEN, ~0u, "or", false));
			return;
		} else if (e.kind == RP_ALLOC) {
			e.when = RP_WHEN_NONNULL;
		} else {
			rp_perror(p, "missing field %s", rp_qs("when"));
			return;
		}
		if (e.obj.arg == 0 && e.kind == RP_ACQUIRE &&
		    !rp_vocab_whens[e.when].self) {
			rp_perror(p, "field %s: an acquired return value can only be "
				  "conditioned on itself (%s), not %s", rp_qs("when"),
				  rp_vocab_words(RP_VOCAB_WHEN, rp_when_self_mask(), "or", false),
				  rp_qs(tok[next - 1]));
			return;
		}
	} else if (e.kind == RP_TRANSFER && next < ntok && !rp_is_keytok(tok[next])) {
		/* An optional condition: the hand-over happens only where the
		   result says so ("ret==0": devm_add_action()).  */
		if (!rp_parse_when(tok[next], &e.when)) {
			rp_perror(p, "field %s: invalid condition %s (expected %s)", rp_qs("when"),
				  rp_qs(tok[next]), rp_vocab_words(RP_VOCAB_WHEN, ~0u, "or", false));
			return;
		}
		next++;
	} else if (rp_vocab_kinds[e.kind].field == RP_FIELD_CLASSES) {
		if (next >= ntok || !rp_parse_classes(tok[next], &e.test_true)) {
			rp_perror(p, "field %s: invalid classes %s (expected %s, joined by %s)",
				  rp_qs("classes"), rp_qs(next < ntok ? tok[next] : ""),
				  rp_vocab_words(RP_VOCAB_CLASS, ~0u, "or", false), rp_qs("|"));
			return;
		}
		next++;
	}
	for (i = next; i < ntok; i++) {
		if (!rp_is_keytok(tok[i])) {
			rp_perror(p, "unexpected field %s for kind %s", rp_qs(tok[i]),
				  rp_qs(tok[1]));
			return;
		}
		rp_parse_key(p, &e, tok[i]);
	}
	/* A callback line names the member that holds it and its role; a
	   held line may name a role.  */
	if ((e.kind == RP_CALLBACK && (!e.member || !e.role || !rp_role_bit(e.role))) ||
	    (e.kind == RP_HELD && e.role && !rp_role_bit(e.role))) {
		if (e.kind == RP_CALLBACK && !e.member)
			rp_perror(p, "kind %s needs the field %s", rp_qs("callback"), rp_qs("member=NAME"));
		else {
			size_t i, n = sizeof(rp_role_names) / sizeof(rp_role_names[0]);
			char expected[256];
			int len = 0;

			expected[0] = 0;
			for (i = 0; i < n && len >= 0 && len < (int)sizeof(expected); i++)
				len += snprintf(expected + len, sizeof(expected) - (size_t)len, "%s%s",
						i == 0 ? "" : i + 1 == n ? " or " : ", ",
						rp_qs(rp_role_names[i]));
			rp_perror(p, "field %s: unknown role %s (expected %s)", rp_qs("role"),
				  rp_qs(e.role ? e.role : ""), expected);
		}
		return;
	}
	/* The line is good: it becomes the pending entry, after the previous
	   one goes into the table.  */
	rp_flush(p);
	p->pend = e;
	p->pend_hash = h;
	p->pending = true;
}

/* Add entry E of the current line, whose name's hash is H, to the table:
   a further object of a function this file already described, or a new
   record, which replaces what an earlier file said.  */
static void rp_add_entry(struct rp_parser *p, struct rp_api *e, uint32_t h)
{
	/* The record this function has (from this file or an earlier one).  */
	struct rp_slot *slot = rp_apidb_slot(p->db, e->name, h);
	struct rp_api *prev = slot->rec ? p->db->recs[slot->rec - 1] : NULL;

	e->load = p->load;
	if (prev && prev->load == p->load) {
		/* Several lines for one function must each say what it does to
		   a different object ("release arg1" and "release arg1->48"),
		   or to one object in different families (clk_prepare_enable()
		   takes a prepare and an enable count), or hold for different
		   shapes of its declaration (params=1, params=2).  */
		const struct rp_api *r;

		for (r = prev; r; r = r->also)
			if ((!r->params || !e->params || r->params == e->params) &&
			    (!rp_vocab_kinds[r->kind].effect || !rp_vocab_kinds[e->kind].effect ||
			     (rp_objref_equal(&r->obj, &e->obj) &&
			      !strcmp(r->family, e->family) &&
			      !((r->flags ^ e->flags) & RP_API_ELEMENTS) &&
			      (r->kind != RP_CALLBACK || e->kind != RP_CALLBACK ||
			       !strcmp(r->member, e->member)))))
				break;
		if (r) {
			rp_perror(p, "duplicate entry for %s (first at line %u)",
				  rp_qs(e->name), r->line);
			return;
		}
		rp_apidb_chain(p->db, prev, e, false);
		p->used = true;
		return;
	}
	/* A later file replaces what an earlier one said about a function:
	   that is how a project's own file overrides the bundled database.  */
	if (!prev)
		prev = rp_apidb_record(p->db, e->name, h);
	rp_apidb_fill(p->db, prev, e, false);
	p->used = true;
}

/* Parse the LEN bytes of TEXT, the .api file called NAME, in place: TEXT
   was allocated with malloc, TEXT[LEN] is 0, and TEXT now belongs to DB
   (its records point into it).  Return the number of errors.  */
static int rp_parse_text(struct rp_apidb *db, char *text, size_t len,
			 const char *name, rp_diag_fn diag, void *ctx)
{
	struct rp_parser p = { .db = db, .file = name, .diag = diag, .ctx = ctx,
			       .load = ++db->nloads, .ifile = rp_apidb_intern(db, name) };
	const char *nul = memchr(text, 0, len);
	char *s, *end, *limit = text + len;
	size_t nlines = 0;

	if (nul) {
		const char *c;

		p.line = 1;
		for (c = text; c < nul; c++)
			p.line += *c == '\n';
		rp_perror(&p, "not a text file (NUL byte); no entries read");
		free(text);
		return p.errors;
	}
	/* Make room for a record per line that may hold one, so that the
	   table never grows while parsing.  Such a line is not a comment and
	   has at least four fields and the blanks between them (7 bytes): a
	   file of blank or short lines reserves nothing.  */
	for (s = text; s < limit; s = end + 1) {
		end = memchr(s, '\n', (size_t)(limit - s));
		if (!end)
			end = limit;
		nlines += end - s >= 7 && *s != '#';
	}
	rp_apidb_reserve(db, db->nrecs + nlines);
	RP_GROW(db->recs, db->caprecs, db->nrecs + nlines);
	for (s = text; s < limit; s = end + 1) {
		char *hash;

		end = memchr(s, '\n', (size_t)(limit - s));
		if (!end)
			end = limit;
		*end = 0;
		p.line++;
		hash = memchr(s, '#', (size_t)(end - s));
		if (hash)
			*hash = 0;
		rp_parse_line(&p, s);
	}
	rp_flush(&p);
	if (p.used) {
		RP_GROW(db->texts, db->captexts, db->ntexts + 1);
		db->texts[db->ntexts++] = text;
	} else {
		free(text);
	}
	return p.errors;
}

int rp_apidb_load_text(struct rp_apidb *db, const char *text, size_t len,
		       const char *name, rp_diag_fn diag, void *ctx)
{
	char *copy = rp_xmalloc(len + 1);

	memcpy(copy, text, len);
	copy[len] = 0;
	return rp_parse_text(db, copy, len, name, diag, ctx);
}

/* Report that PATH cannot be opened or read (WHAT) because of ERR.  */
static void rp_file_error(const char *what, const char *path, int err,
			  rp_diag_fn diag, void *ctx)
{
	struct rp_buf m = { 0 };

	rp_buf_printf(&m, "cannot %s annotation file %s: %s", what, rp_qs(path),
		      strerror(err));
	if (diag)
		diag(ctx, m.s);
	rp_buf_free(&m);
}

/* Load the .api file PATH.  It is read whole into one buffer (sized from
   the file's size, so that a large file is neither copied nor grown) and
   parsed in place.  */
static int rp_load_file(struct rp_apidb *db, const char *path,
			rp_diag_fn diag, void *ctx)
{
	FILE *f = fopen(path, "rb");
	struct stat st;
	size_t cap = 65536, len = 0, n;
	char *buf;

	if (!f) {
		rp_file_error("open", path, errno, diag, ctx);
		return 1;
	}
	/* One byte for the final NUL, one to see the end of the file in the
	   first read.  */
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode))
		cap = (size_t)st.st_size + 2;
	buf = rp_xmalloc(cap);
	while ((n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
		len += n;
		if (len + 1 == cap) {
			cap *= 2;
			buf = rp_xrealloc(buf, cap);
		}
	}
	if (ferror(f)) {
		rp_file_error("read", path, errno, diag, ctx);
		fclose(f);
		free(buf);
		return 1;
	}
	fclose(f);
	buf[len] = 0;
	return rp_parse_text(db, buf, len, path, diag, ctx);
}

static int rp_cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int rp_apidb_load_path(struct rp_apidb *db, const char *path,
		       rp_diag_fn diag, void *ctx)
{
	struct stat st;
	DIR *d;
	struct dirent *de;
	char **names = NULL;
	size_t nnames = 0, cap = 0, i;
	int errors = 0;

	if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
		return rp_load_file(db, path, diag, ctx);
	d = opendir(path);
	if (!d)
		return rp_load_file(db, path, diag, ctx);
	while ((de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);

		if (len > 4 && !strcmp(de->d_name + len - 4, ".api")) {
			RP_GROW(names, cap, nnames + 1);
			names[nnames++] = rp_xstrdup(de->d_name);
		}
	}
	closedir(d);
	qsort(names, nnames, sizeof(*names), rp_cmp_str);
	for (i = 0; i < nnames; i++) {
		struct rp_buf full = { 0 };

		rp_buf_printf(&full, "%s/%s", path, names[i]);
		errors += rp_load_file(db, full.s, diag, ctx);
		rp_buf_free(&full);
		free(names[i]);
	}
	free(names);
	return errors;
}
