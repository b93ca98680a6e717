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

static const char *const rp_kind_names[RP_KIND_COUNT] = {
	[RP_ACQUIRE] = "acquire",
	[RP_RELEASE] = "release",
	[RP_FREE] = "free",
	[RP_ALLOC] = "alloc",
	[RP_TRANSFER] = "transfer",
	[RP_TEST] = "test",
	[RP_ERRCODE] = "errcode",
	[RP_ERRPTR] = "errptr",
	[RP_ALIAS] = "alias",
	[RP_HELD] = "held",
};

static const char *const rp_when_names[RP_WHEN_COUNT] = {
	[RP_WHEN_NONE] = "-",
	[RP_WHEN_ALWAYS] = "always",
	[RP_WHEN_ZERO] = "ret==0",
	[RP_WHEN_NONNEG] = "ret>=0",
	[RP_WHEN_NONZERO] = "ret!=0",
	[RP_WHEN_POS] = "ret>0",
	[RP_WHEN_NONNULL] = "nonnull",
	[RP_WHEN_VALID] = "valid",
};

struct rp_apidb {
	struct rp_arena strings;
	/* One record per function name; further records of the same function
	   (other objects) hang off its "also" chain.  Records live in the
	   arena so that pointers to them stay valid as the table grows.  */
	struct rp_api **recs;
	size_t nrecs, caprecs;
	/* Open-addressing table of record indexes + 1 (0 = empty), and the
	   hash of each slot's name.  */
	unsigned *slots;
	uint32_t *hashes;
	size_t nslots;
	/* Interned strings (families, files, release names repeat a lot).  */
	const char **interned;
	size_t ninterned, nused_interned;
	const char *recent[4];	/* recently interned strings */
	unsigned nloads;	/* files loaded so far */
};

const char *rp_kind_name(enum rp_kind k)
{
	return (unsigned)k < RP_KIND_COUNT ? rp_kind_names[k] : "?";
}

const char *rp_when_name(enum rp_when w)
{
	return (unsigned)w < RP_WHEN_COUNT ? rp_when_names[w] : "?";
}

bool rp_parse_when(const char *s, enum rp_when *w)
{
	int i;

	for (i = RP_WHEN_ALWAYS; i < RP_WHEN_COUNT; i++)
		if (!strcmp(s, rp_when_names[i])) {
			*w = (enum rp_when)i;
			return true;
		}
	/* Spellings with blanks around the operator, as attributes may use.  */
	if (!strcmp(s, "ret == 0"))
		*w = RP_WHEN_ZERO;
	else if (!strcmp(s, "ret >= 0"))
		*w = RP_WHEN_NONNEG;
	else if (!strcmp(s, "ret != 0"))
		*w = RP_WHEN_NONZERO;
	else if (!strcmp(s, "ret > 0"))
		*w = RP_WHEN_POS;
	else
		return false;
	return true;
}

unsigned rp_when_mask(enum rp_when w)
{
	switch (w) {
	case RP_WHEN_ZERO:
		return RP_C_ZERO;
	case RP_WHEN_NONNEG:
		return RP_C_ZERO | RP_C_POS;
	case RP_WHEN_NONZERO:
	case RP_WHEN_NONNULL:
		return RP_C_NEG | RP_C_POS;
	case RP_WHEN_VALID:
	case RP_WHEN_POS:
		return RP_C_POS;
	default:
		return RP_C_ALL;
	}
}

struct rp_apidb *rp_apidb_new(void)
{
	struct rp_apidb *db = rp_xcalloc(1, sizeof(*db));

	db->nslots = 1024;
	db->slots = rp_xcalloc(db->nslots, sizeof(*db->slots));
	db->hashes = rp_xcalloc(db->nslots, sizeof(*db->hashes));
	db->ninterned = 256;
	db->interned = rp_xcalloc(db->ninterned, sizeof(*db->interned));
	return db;
}

void rp_apidb_free(struct rp_apidb *db)
{
	if (!db)
		return;
	rp_arena_free(&db->strings);
	free(db->recs);
	free(db->slots);
	free(db->hashes);
	free(db->interned);
	free(db);
}

/* The slot for NAME (whose hash is H): either the one holding it or the
   empty one where it would go.  */
static size_t rp_apidb_slot(const struct rp_apidb *db, const char *name, uint32_t h)
{
	size_t mask = db->nslots - 1;
	size_t i = h & mask;

	for (;; i = (i + 1) & mask) {
		unsigned s = db->slots[i];

		if (!s || (db->hashes[i] == h && !strcmp(db->recs[s - 1]->name, name)))
			return i;
	}
}

static void rp_apidb_rehash(struct rp_apidb *db)
{
	size_t i;

	free(db->slots);
	free(db->hashes);
	db->nslots *= 2;
	db->slots = rp_xcalloc(db->nslots, sizeof(*db->slots));
	db->hashes = rp_xcalloc(db->nslots, sizeof(*db->hashes));
	for (i = 0; i < db->nrecs; i++) {
		uint32_t h = rp_hash_str(db->recs[i]->name);
		size_t slot = rp_apidb_slot(db, db->recs[i]->name, h);

		db->slots[slot] = (unsigned)i + 1;
		db->hashes[slot] = h;
	}
}

const struct rp_api *rp_apidb_lookup(const struct rp_apidb *db, const char *name)
{
	size_t slot = rp_apidb_slot(db, name, rp_hash_str(name));

	return db->slots[slot] ? db->recs[db->slots[slot] - 1] : NULL;
}

/* Insert interned string S into DB's table (which has room).  */
static void rp_intern_insert(struct rp_apidb *db, const char *s)
{
	size_t mask = db->ninterned - 1, i;

	for (i = rp_hash_str(s) & mask; db->interned[i]; i = (i + 1) & mask)
		;
	db->interned[i] = s;
}

/* S as a string owned by DB, shared with every equal string.  */
static const char *rp_apidb_intern(struct rp_apidb *db, const char *s)
{
	size_t mask, i;
	const char *copy;

	if (!s)
		return NULL;
	/* Strings this table already owns (the parser's interned file name).  */
	for (i = 0; i < 4; i++)
		if (s == db->recent[i])
			return s;
	mask = db->ninterned - 1;
	for (i = rp_hash_str(s) & mask; db->interned[i]; i = (i + 1) & mask)
		if (!strcmp(db->interned[i], s))
			return db->interned[i];
	if ((db->nused_interned + 1) * 2 > db->ninterned) {
		const char **old = db->interned;
		size_t nold = db->ninterned, j;

		db->ninterned *= 2;
		db->interned = rp_xcalloc(db->ninterned, sizeof(*db->interned));
		for (j = 0; j < nold; j++)
			if (old[j])
				rp_intern_insert(db, old[j]);
		free(old);
	}
	copy = rp_arena_strdup(&db->strings, s);
	rp_intern_insert(db, copy);
	db->nused_interned++;
	db->recent[db->nused_interned % 4] = copy;
	return copy;
}

/* Copy E into R with DB's own strings; R starts a chain of its own.  */
static void rp_apidb_copy(struct rp_apidb *db, struct rp_api *r, const struct rp_api *e)
{
	*r = *e;
	r->also = NULL;
	r->name = rp_arena_strdup(&db->strings, e->name);
	r->family = rp_apidb_intern(db, e->family);
	r->release = rp_apidb_intern(db, e->release);
	/* The parser passes the file name already interned.  */
	r->file = rp_apidb_intern(db, e->file);
	r->obj.gname = rp_apidb_intern(db, e->obj.gname);
	r->objname = e->objname ? rp_arena_strdup(&db->strings, e->objname) : NULL;
	r->via = NULL;
}

const struct rp_api *rp_apidb_add(struct rp_apidb *db, const struct rp_api *e)
{
	uint32_t h = rp_hash_str(e->name);
	size_t slot = rp_apidb_slot(db, e->name, h);
	struct rp_api *r;

	if (db->slots[slot]) {
		r = db->recs[db->slots[slot] - 1];
	} else {
		if ((db->nrecs + 1) * 2 > db->nslots) {
			rp_apidb_rehash(db);
			slot = rp_apidb_slot(db, e->name, h);
		}
		RP_GROW(db->recs, db->caprecs, db->nrecs + 1);
		r = rp_arena_alloc(&db->strings, sizeof(*r));
		db->recs[db->nrecs++] = r;
		db->slots[slot] = (unsigned)db->nrecs;
		db->hashes[slot] = h;
	}
	rp_apidb_copy(db, r, e);
	return r;
}

const struct rp_api *rp_apidb_add_also(struct rp_apidb *db, const struct rp_api *e)
{
	struct rp_api *head = (struct rp_api *)rp_apidb_lookup(db, e->name), *r, *last;

	if (!head)
		return rp_apidb_add(db, e);
	for (last = head; last->also; last = (struct rp_api *)last->also)
		;
	r = rp_arena_alloc(&db->strings, sizeof(*r));
	rp_apidb_copy(db, r, e);
	r->name = head->name;
	last->also = r;
	return r;
}

size_t rp_apidb_count(const struct rp_apidb *db)
{
	return db->nrecs;
}

const struct rp_api *rp_apidb_at(const struct rp_apidb *db, size_t i)
{
	return i < db->nrecs ? db->recs[i] : NULL;
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
};

static void rp_perror(struct rp_parser *p, const char *fmt, ...) RP_PRINTF(2, 3);

static void rp_perror(struct rp_parser *p, const char *fmt, ...)
{
	struct rp_buf b = { 0 };
	va_list ap;

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

/* Parse OBJECT S into O; a global's name goes into GBUF (GSIZE bytes).  */
static bool rp_parse_object(const char *s, struct rp_objref *o, char *gbuf, size_t gsize)
{
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
		if (n == 0 || n >= gsize)
			return false;
		memcpy(gbuf, s, n);
		gbuf[n] = 0;
		o->gname = gbuf;
		o->arg = -1;
		s += n;
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
	return true;
}

void rp_objref_format(const struct rp_objref *o, char *buf, size_t size)
{
	size_t n;
	int i;

	if (o->arg == 0)
		n = (size_t)snprintf(buf, size, "ret");
	else if (o->arg == -1 && o->gname)
		n = (size_t)snprintf(buf, size, "global:%s", o->gname);
	else if (o->arg == -1)
		n = (size_t)snprintf(buf, size, "global");
	else
		n = (size_t)snprintf(buf, size, "%sarg%d", o->deref ? "*" : "", o->arg);
	for (i = 0; i < o->npath && n < size; i++)
		n += (size_t)snprintf(buf + n, size - n, o->path[i].load ? "->%d" : "%+d",
				      o->path[i].off);
}

/* Parse a CLASSES field of a test: err, null, valid joined by '|'.  */
static bool rp_parse_classes(const char *s, unsigned char *mask)
{
	*mask = 0;
	while (*s) {
		size_t n = strcspn(s, "|");

		if (n == 3 && !strncmp(s, "err", 3))
			*mask |= RP_C_NEG;
		else if (n == 4 && !strncmp(s, "null", 4))
			*mask |= RP_C_ZERO;
		else if (n == 5 && !strncmp(s, "valid", 5))
			*mask |= RP_C_POS;
		else
			return false;
		s += n;
		if (*s == '|' && *++s == 0)
			return false;
	}
	return *mask != 0;
}

/* The keys that are flags, and the kinds they apply to.  */
struct rp_flag_key {
	const char *name;
	unsigned flag;
	enum rp_kind kind1, kind2;
};

static const struct rp_flag_key rp_flag_keys[] = {
	{ "must-check", RP_API_MUST_CHECK, RP_ACQUIRE, RP_ALLOC },
	{ "or-zero", RP_API_OR_ZERO, RP_ERRCODE, RP_ERRCODE },
	{ "lock", RP_API_LOCK, RP_ACQUIRE, RP_RELEASE },
	{ "init", RP_API_INIT, RP_ACQUIRE, RP_ACQUIRE },
	{ "unregister", RP_API_UNREGISTER, RP_RELEASE, RP_RELEASE },
	{ "summary", RP_API_SUMMARY, RP_ACQUIRE, RP_RELEASE },
};

static const struct rp_flag_key *rp_flag_key(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(rp_flag_keys) / sizeof(rp_flag_keys[0]); i++)
		if (!strcmp(name, rp_flag_keys[i].name))
			return &rp_flag_keys[i];
	return NULL;
}

void rp_api_format(const struct rp_api *e, struct rp_buf *b)
{
	char obj[96];
	size_t i;

	rp_objref_format(&e->obj, obj, sizeof(obj));
	rp_buf_printf(b, "%s %s %s %s", e->family, rp_kind_name(e->kind), e->name, obj);
	if (e->kind == RP_ACQUIRE || e->kind == RP_ALLOC)
		rp_buf_printf(b, " %s", rp_when_name(e->when));
	if (e->returns_arg)
		rp_buf_printf(b, " returns=arg%d", e->returns_arg);
	if (e->drops_arg)
		rp_buf_printf(b, " drops=arg%d", e->drops_arg);
	if (e->release)
		rp_buf_printf(b, " release=%s", e->release);
	if (e->obj.gname && e->objname && !strpbrk(e->objname, " \t#"))
		rp_buf_printf(b, " as=%s", e->objname);
	for (i = 0; i < sizeof(rp_flag_keys) / sizeof(rp_flag_keys[0]); i++)
		if (e->flags & rp_flag_keys[i].flag)
			rp_buf_printf(b, " %s", rp_flag_keys[i].name);
}

/* Whether TOK is a KEY[=VALUE] field rather than a WHEN/CLASSES field:
   "release=x" and "must-check" are, "ret==0" and "ret>=0" are not.  */
static bool rp_is_keytok(const char *tok)
{
	const char *s = tok;

	while ((*s >= 'a' && *s <= 'z') || *s == '-')
		s++;
	if (s == tok)
		return false;
	if (*s == 0)
		return rp_flag_key(tok) != NULL;
	return *s == '=' && s[1] != '=';
}

/* Which kinds take which optional fields.  */
static bool rp_kind_has_when(enum rp_kind k)
{
	return k == RP_ACQUIRE || k == RP_ALLOC;
}

/* Parse one KEY[=VALUE] token into E.  */
static void rp_parse_key(struct rp_parser *p, struct rp_api *e, char *tok)
{
	char *eq = strchr(tok, '=');
	const char *val = eq ? eq + 1 : NULL;

	if (eq)
		*eq = 0;
	if (!strcmp(tok, "release")) {
		if (!val || !rp_is_ident(val))
			rp_perror(p, "field %s: invalid function name %s",
				  rp_qs("release"), rp_qs(val ? val : ""));
		else
			e->release = val;
	} else if (!strcmp(tok, "returns") || !strcmp(tok, "drops")) {
		short *dst = tok[0] == 'r' ? &e->returns_arg : &e->drops_arg;

		if (!val || !rp_parse_argn(val, dst))
			rp_perror(p, "field %s: invalid argument %s (expected argN)",
				  rp_qs(tok), rp_qs(val ? val : ""));
		else if (e->kind != RP_ACQUIRE)
			rp_perror(p, "field %s is only allowed for kind %s",
				  rp_qs(tok), rp_qs("acquire"));
	} else if (!strcmp(tok, "as")) {
		/* How messages name a global:NAME object ("&dispc.pdev->dev").  */
		if (!val || !*val)
			rp_perror(p, "field %s: empty name", rp_qs("as"));
		else
			e->objname = val;
	} else if (rp_flag_key(tok)) {
		const struct rp_flag_key *fk = rp_flag_key(tok);

		if (val)
			rp_perror(p, "field %s takes no value", rp_qs(tok));
		else if (fk->kind1 != e->kind && fk->kind2 != e->kind)
			rp_perror(p, "field %s is only allowed for kind %s", rp_qs(tok),
				  rp_qs(rp_kind_name(fk->kind1)));
		else
			e->flags |= fk->flag;
	} else {
		rp_perror(p, "unknown key %s (expected release, returns, drops, as, "
			  "must-check, or-zero, lock, init, unregister or summary)", rp_qs(tok));
	}
}

/* Kinds that a function may have for several objects at once.  */
static bool rp_is_effect(enum rp_kind k)
{
	return k == RP_ACQUIRE || k == RP_RELEASE || k == RP_FREE || k == RP_TRANSFER;
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
	return true;
}

/* Parse one line (without its newline), already stripped of comments.  */
static void rp_parse_line(struct rp_parser *p, char *line)
{
	char *tok[32];
	int ntok = 0, i, k, next;
	char *s = line;
	struct rp_api e;
	const struct rp_api *prev;
	char gname[256];

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
	for (k = 0; k < RP_KIND_COUNT; k++)
		if (!strcmp(tok[1], rp_kind_names[k]))
			break;
	if (k == RP_KIND_COUNT) {
		rp_perror(p, "field %s: unknown kind %s (expected acquire, release, "
			  "free, alloc, transfer, test, errcode, errptr, alias or held)",
			  rp_qs("kind"), rp_qs(tok[1]));
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
	if (ntok < 4) {
		rp_perror(p, "missing field %s", rp_qs("object"));
		return;
	}
	if (!rp_parse_object(tok[3], &e.obj, gname, sizeof(gname))) {
		rp_perror(p, "field %s: invalid object %s (expected ret, argN, *argN, global or "
			  "global:NAME, then ->OFF or +OFF steps)",
			  rp_qs("object"), rp_qs(tok[3]));
		return;
	}
	if (e.obj.arg == 0 && (e.kind == RP_RELEASE || e.kind == RP_FREE ||
			       e.kind == RP_TRANSFER || e.kind == RP_TEST ||
			       e.kind == RP_ERRCODE || e.kind == RP_ALIAS ||
			       e.kind == RP_HELD)) {
		rp_perror(p, "field %s: kind %s needs an argument, not %s",
			  rp_qs("object"), rp_qs(tok[1]), rp_qs("ret"));
		return;
	}
	if (e.obj.arg < 0 && e.kind != RP_ACQUIRE && e.kind != RP_RELEASE) {
		rp_perror(p, "field %s: only acquires and releases act on %s",
			  rp_qs("object"), rp_qs("global"));
		return;
	}
	if (e.obj.arg != 0 && (e.kind == RP_ALLOC || e.kind == RP_ERRPTR)) {
		rp_perror(p, "field %s: kind %s returns its object; use %s",
			  rp_qs("object"), rp_qs(tok[1]), rp_qs("ret"));
		return;
	}

	next = 4;
	if (rp_kind_has_when(e.kind)) {
		if (next < ntok && !rp_is_keytok(tok[next])) {
			if (!rp_parse_when(tok[next], &e.when)) {
				rp_perror(p, "field %s: invalid condition %s (expected "
					  "always, ret==0, ret>=0, ret!=0, ret>0, nonnull or valid)",
					  rp_qs("when"), rp_qs(tok[next]));
				return;
			}
			next++;
		} else if (e.kind == RP_ALLOC) {
			e.when = RP_WHEN_NONNULL;
		} else {
			rp_perror(p, "missing field %s", rp_qs("when"));
			return;
		}
		if (e.obj.arg == 0 && e.kind == RP_ACQUIRE && e.when != RP_WHEN_ALWAYS &&
		    e.when != RP_WHEN_NONNULL && e.when != RP_WHEN_VALID) {
			rp_perror(p, "field %s: an acquired return value can only be "
				  "conditioned on itself (always, nonnull or valid), not %s",
				  rp_qs("when"), rp_qs(tok[next - 1]));
			return;
		}
	} else if (e.kind == RP_TEST) {
		if (next >= ntok || !rp_parse_classes(tok[next], &e.test_true)) {
			rp_perror(p, "field %s: invalid classes %s (expected err, null "
				  "or valid, joined by %s)", rp_qs("classes"),
				  rp_qs(next < ntok ? tok[next] : ""), rp_qs("|"));
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
	prev = rp_apidb_lookup(p->db, e.name);
	e.load = p->load;
	if (prev && prev->load == p->load) {
		/* Several lines for one function must each say what it does to
		   a different object ("release arg1" and "release arg1->48").  */
		const struct rp_api *r;

		for (r = prev; r; r = r->also)
			if (!rp_is_effect(r->kind) || !rp_is_effect(e.kind) ||
			    rp_objref_equal(&r->obj, &e.obj))
				break;
		if (r) {
			rp_perror(p, "duplicate entry for %s (first at line %u)",
				  rp_qs(e.name), r->line);
			return;
		}
		rp_apidb_add_also(p->db, &e);
		return;
	}
	/* A later file replaces what an earlier one said about a function:
	   that is how a project's own file overrides the bundled database.  */
	rp_apidb_add(p->db, &e);
}

int rp_apidb_load_text(struct rp_apidb *db, const char *text, size_t len,
		       const char *name, rp_diag_fn diag, void *ctx)
{
	struct rp_parser p = { db, name, 0, diag, ctx, 0, ++db->nloads,
			       rp_apidb_intern(db, name) };
	char *copy = rp_xmalloc(len + 1);
	char *s, *end;

	memcpy(copy, text, len);
	copy[len] = 0;
	if (memchr(text, 0, len)) {
		const char *nul = memchr(text, 0, len);
		const char *c;

		p.line = 1;
		for (c = text; c < nul; c++)
			p.line += *c == '\n';
		rp_perror(&p, "not a text file (NUL byte); no entries read");
		goto out;
	}
	for (s = copy; s < copy + len; s = end + 1) {
		char *hash;

		end = strchr(s, '\n');
		if (!end)
			end = copy + len;
		*end = 0;
		p.line++;
		hash = strchr(s, '#');
		if (hash)
			*hash = 0;
		rp_parse_line(&p, s);
	}
out:
	free(copy);
	return p.errors;
}

static int rp_load_file(struct rp_apidb *db, const char *path,
			rp_diag_fn diag, void *ctx)
{
	FILE *f = fopen(path, "rb");
	struct rp_buf b = { 0 };
	char chunk[65536];
	size_t n;
	int errors;

	if (!f) {
		struct rp_buf m = { 0 };

		rp_buf_printf(&m, "cannot open annotation file %s: %s", rp_qs(path),
			      strerror(errno));
		if (diag)
			diag(ctx, m.s);
		rp_buf_free(&m);
		return 1;
	}
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		rp_buf_addn(&b, chunk, n);
	if (ferror(f)) {
		struct rp_buf m = { 0 };

		rp_buf_printf(&m, "cannot read annotation file %s: %s", rp_qs(path),
			      strerror(errno));
		if (diag)
			diag(ctx, m.s);
		rp_buf_free(&m);
		fclose(f);
		rp_buf_free(&b);
		return 1;
	}
	fclose(f);
	errors = rp_apidb_load_text(db, b.s ? b.s : "", b.len, path, diag, ctx);
	rp_buf_free(&b);
	return errors;
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
