/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gendb.c: the random API database of one fuzz program.
 *
 *   gendb SEED PROGRAM.c OUT.api
 *
 * Reads the csmith program PROGRAM.c, finds the functions it calls (its
 * own func_N, whose forward declarations give their parameters; csmith's
 * safe_* arithmetic helpers, whose names give their arity; the checksum
 * helpers of csmith.h called by main) and declares some of them, picked at
 * random, as acquires, releases, frees, allocators, tests and so on of a
 * few random families, in the line format of annotations/README.md.  The
 * engine then runs on csmith's arbitrary control flow.  OUT.api is valid
 * by construction (arity, kinds, WHEN and keys as the parser accepts them),
 * so any error the compiler reports with it is a bug.
 *
 * Standard output gets the extra plugin arguments this program is
 * compiled with (a small budget, no summaries, path events, ...), one line.
 *
 * Everything comes from SEED through the generator below, never from the
 * C library's rand(): the same seed gives the same database everywhere.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The enums of the vocabulary (header only: nothing of the plugin is
   linked in).  */
#include "../plugin/core/apidb.h"

#define MAX_FNS 512
#define MAX_ARGS 16

/* A function the program calls: its name, number of parameters, which of
   them are pointers (bit N-1 for argN), and whether it returns one.  */
struct fn {
	char name[64];
	int nargs;
	unsigned ptrs;
	bool retptr;
};

static struct fn fns[MAX_FNS];
static int nfns;

/* ---- Random numbers: splitmix64, the same on every machine ---- */

static uint64_t rng_state;

static uint64_t rng_next(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* A number from 0 to N-1 (N > 0).  */
static int rnd(int n)
{
	return (int)(rng_next() % (uint64_t)n);
}

/* True with probability PERCENT/100.  */
static bool chance(int percent)
{
	return rnd(100) < percent;
}

/* ---- Reading the program ---- */

static bool is_ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

static struct fn *find_fn(const char *name)
{
	int i;

	for (i = 0; i < nfns; i++)
		if (!strcmp(fns[i].name, name))
			return &fns[i];
	return NULL;
}

/* Record function NAME (if new and there is room).  */
static struct fn *add_fn(const char *name, int nargs, unsigned ptrs, bool retptr)
{
	struct fn *f = find_fn(name);

	if (f || nfns == MAX_FNS || strlen(name) >= sizeof(f->name) || nargs > MAX_ARGS)
		return f;
	f = &fns[nfns++];
	strcpy(f->name, name);
	f->nargs = nargs;
	f->ptrs = ptrs;
	f->retptr = retptr;
	return f;
}

/* A forward declaration "static TYPE NAME(PARAMS);" on LINE (NUL-ended,
   without its newline): record NAME with its parameters.  */
static void parse_prototype(const char *line)
{
	const char *open, *close, *start, *p;
	char name[64];
	size_t n, len = strlen(line);
	int nargs = 0;
	unsigned ptrs = 0;
	bool star = false, any = false;

	while (len && (line[len - 1] == ' ' || line[len - 1] == '\r'))
		len--;
	if (strncmp(line, "static ", 7) || len < 2 || strncmp(line + len - 2, ");", 2))
		return;
	open = strchr(line, '(');
	if (!open || memchr(line, '=', (size_t)(open - line)))
		return;
	/* The identifier right before '(', blanks allowed in between.  */
	p = open;
	while (p > line && p[-1] == ' ')
		p--;
	start = p;
	while (start > line && is_ident_char(start[-1]))
		start--;
	n = (size_t)(p - start);
	if (n == 0 || n >= sizeof(name))
		return;
	memcpy(name, start, n);
	name[n] = 0;
	close = line + len - 2;
	/* Parameters: split at commas; "void" alone means none.  */
	for (p = open + 1; p <= close; p++) {
		if (p == close || *p == ',') {
			if (any) {
				if (nargs < MAX_ARGS && star)
					ptrs |= 1u << nargs;
				nargs++;
			}
			star = any = false;
		} else if (*p == '*') {
			star = any = true;
		} else if (*p != ' ') {
			any = true;
		}
	}
	if (nargs == 1 && !ptrs) {
		const char *q = open + 1;

		while (*q == ' ')
			q++;
		if (!strncmp(q, "void", 4) && (q[4] == ')' || q[4] == ' '))
			nargs = 0;
	}
	add_fn(name, nargs, ptrs, memchr(line, '*', (size_t)(start - line)) != NULL);
}

/* csmith's safe_OP_func_TYPE_s_u helpers take one argument per trailing
   "_s" or "_u"; the conversions (safe_convert_func_A_to_B) take one.  */
static int safe_arity(const char *name)
{
	size_t len = strlen(name);
	int n = 0;

	while (len >= 2 && name[len - 2] == '_' && (name[len - 1] == 's' || name[len - 1] == 'u')) {
		n++;
		len -= 2;
	}
	return n ? n : 1;
}

/* Scan TEXT for calls of safe_* helpers.  */
static void scan_safe_calls(const char *text)
{
	const char *p = text;

	while ((p = strstr(p, "safe_")) != NULL) {
		const char *s = p;
		char name[64];
		size_t n;

		if (s > text && is_ident_char(s[-1])) {
			p++;
			continue;
		}
		while (is_ident_char(*p))
			p++;
		n = (size_t)(p - s);
		if (n >= sizeof(name) || *p != '(')
			continue;
		memcpy(name, s, n);
		name[n] = 0;
		add_fn(name, safe_arity(name), 0, false);
	}
}

/* The helpers of csmith.h that main calls, when this program does.  */
static void scan_runtime_calls(const char *text)
{
	static const struct fn runtime[] = {
		{ "transparent_crc", 3, 0x2, false },
		{ "transparent_crc_bytes", 4, 0x5, false },
		{ "platform_main_end", 2, 0, false },
		{ "crc32_gentab", 0, 0, false },
		{ "platform_main_begin", 0, 0, false },
		{ "strcmp", 2, 0x3, false },
	};
	size_t i;

	for (i = 0; i < sizeof(runtime) / sizeof(runtime[0]); i++) {
		size_t n = strlen(runtime[i].name);
		const char *p;

		for (p = strstr(text, runtime[i].name); p; p = strstr(p + 1, runtime[i].name))
			if ((p == text || !is_ident_char(p[-1])) && p[n] == '(') {
				add_fn(runtime[i].name, runtime[i].nargs, runtime[i].ptrs,
				       runtime[i].retptr);
				break;
			}
	}
}

static char *read_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t len = 0, cap = 0, n;

	if (!f)
		return NULL;
	do {
		if (len + 65536 + 1 > cap) {
			cap = (len + 65536 + 1) * 2;
			buf = realloc(buf, cap);
			if (!buf) {
				fclose(f);
				return NULL;
			}
		}
		n = fread(buf + len, 1, 65536, f);
		len += n;
	} while (n > 0);
	fclose(f);
	buf[len] = 0;
	return buf;
}

/* ---- Writing the database ---- */

static const char *const families[] = { "fza", "fzb", "fzc" };
static int nfamilies;

/* A random ARG (1..F->nargs), preferring pointer parameters.  */
static int pick_arg(const struct fn *f)
{
	int i, tries;

	if (f->ptrs && chance(75))
		for (tries = 0; tries < 32; tries++) {
			i = rnd(f->nargs);
			if (f->ptrs & (1u << i))
				return i + 1;
		}
	return rnd(f->nargs) + 1;
}

/* Append to BUF a random path: "->OFF" and "+OFF" steps, mostly none.  */
static void add_steps(char *buf, size_t size)
{
	int n = chance(80) ? 0 : 1 + rnd(2), i;

	for (i = 0; i < n; i++) {
		size_t len = strlen(buf);
		int off = rnd(5) * 8;

		snprintf(buf + len, size - len, chance(60) ? "->%d" : "+%d", off);
	}
}

/* A random object argN (maybe *argN, maybe with steps) of F into BUF.  */
static void pick_arg_object(const struct fn *f, char *buf, size_t size, bool steps)
{
	int a = pick_arg(f);

	snprintf(buf, size, "%sarg%d", (f->ptrs & (1u << (a - 1))) && chance(15) ? "*" : "", a);
	if (steps)
		add_steps(buf, size);
}

/* A release function of FAMILY named somewhere in the database, or a
   made-up name: release= only names it in messages.  */
static const char *release_names[MAX_FNS];
static int nrelease_names;

/* ---- The vocabulary: plugin/core/apivocab.def ---- */

static const struct {
	const char *name;
	unsigned objects, field;
	bool effect;
} kinds[RP_KIND_COUNT] = {
#define RP_KIND(id, name, objects, field, effect, desc) [RP_##id] = { name, objects, field, effect },
#include "../plugin/core/apivocab.def"
};

static const struct {
	const char *name;
	bool self;
} whens[RP_WHEN_COUNT] = {
#define RP_WHEN(id, name, spaced, classes, self, desc) [RP_WHEN_##id] = { name, self },
#include "../plugin/core/apivocab.def"
};

static const char *const class_names[RP_CLASS_COUNT] = {
#define RP_CLASS(id, name, desc) [RP_CLASS_##id] = name,
#include "../plugin/core/apivocab.def"
};

static const struct {
	const char *name;
	int form;
	unsigned kinds;
} keys[RP_KEY_COUNT] = {
#define RP_KEY(id, name, form, kinds, member, desc) [RP_KEY_##id] = { name, RP_FORM_##form, kinds },
#include "../plugin/core/apivocab.def"
};

/* A random kind, weighted towards the pairing kinds; any other kind of the
   table weighs 4 (of about 100).  */
static enum rp_kind pick_kind(void)
{
	static const int tuned[RP_KIND_COUNT] = {
		[RP_ACQUIRE] = 32, [RP_RELEASE] = 26, [RP_FREE] = 7, [RP_ALLOC] = 5,
		[RP_TRANSFER] = 5, [RP_TEST] = 9,
	};
	int total = 0, r, k;

	for (k = 0; k < RP_KIND_COUNT; k++)
		total += tuned[k] ? tuned[k] : 4;
	r = rnd(total);
	for (k = 0; k < RP_KIND_COUNT - 1; k++) {
		r -= tuned[k] ? tuned[k] : 4;
		if (r < 0)
			break;
	}
	return (enum rp_kind)k;
}

/* How likely a line of a kind that accepts key K gets it, in percent, for
   OBJ: the keys of the table not tuned here, 10.  */
static int key_chance(int k, const char *obj)
{
	static const int tuned[RP_KEY_COUNT] = {
		[RP_KEY_RELEASE] = 70, [RP_KEY_DROPS] = 12, [RP_KEY_MUST_CHECK] = 15,
		[RP_KEY_OR_ZERO] = 40, [RP_KEY_LOCK] = 20, [RP_KEY_SUMMARY] = 4,
	};

	/* as= names a global:NAME object.  */
	if (k == RP_KEY_AS)
		return strncmp(obj, "global:", 7) ? 2 : 50;
	return tuned[k] ? tuned[k] : 10;
}

/* Append to BUF (of SIZE bytes) each key that kind K accepts, picked at
   random, with a valid value of its form.  */
static void add_keys(char *buf, size_t size, const struct fn *f, enum rp_kind k, const char *obj)
{
	int i;

	for (i = 0; i < RP_KEY_COUNT; i++) {
		size_t len = strlen(buf);

		if (!(keys[i].kinds & (1u << k)) || !chance(key_chance(i, obj)) ||
		    i == RP_KEY_MEMBER || i == RP_KEY_ROLE)
			continue;
		switch (keys[i].form) {
		case RP_FORM_FLAG:
			snprintf(buf + len, size - len, " %s", keys[i].name);
			break;
		case RP_FORM_NUM:
			if (f->nargs)
				snprintf(buf + len, size - len, " %s=%d", keys[i].name, f->nargs);
			break;
		case RP_FORM_ARGN:
			if (f->nargs)
				snprintf(buf + len, size - len, " %s=arg%d", keys[i].name,
					 pick_arg(f));
			break;
		case RP_FORM_NAME:
			if (nrelease_names && chance(80))
				snprintf(buf + len, size - len, " %s=%s", keys[i].name,
					 release_names[rnd(nrelease_names)]);
			else
				snprintf(buf + len, size - len, " %s=fz_put_%d", keys[i].name,
					 rnd(4));
			break;
		default:
			snprintf(buf + len, size - len, " %s=&fz.obj->dev", keys[i].name);
			break;
		}
	}
}

/* A random OBJECT of F of one of the forms OBJECTS (RP_OBJ_*) into OBJ;
   false if F has none.  */
static bool pick_object(const struct fn *f, unsigned objects, char *obj, size_t size)
{
	bool ret = objects & RP_OBJ_RET, arg = (objects & RP_OBJ_ARG) && f->nargs;
	bool global = objects & RP_OBJ_GLOBAL;

	if (!objects)
		snprintf(obj, size, "%s", "");
	else if (ret && (!arg || chance(f->retptr ? 50 : 20)))
		snprintf(obj, size, "%s", !global || chance(90) ? "ret"
					  : chance(50) ? "global" : "global:fz_obj");
	else if (global && (!arg || chance(5)))
		snprintf(obj, size, "%s", chance(50) ? "global" : "global:fz_obj");
	else if (arg)
		pick_arg_object(f, obj, size, true);
	else
		return false;
	return true;
}

/* Write one line for F of kind K on an object other than those in USED
   (NUSED of them); store the object in USED.  Return false if F cannot
   have such a line.  */
static bool write_line(FILE *out, const struct fn *f, enum rp_kind k, char used[][48], int *nused)
{
	const char *family = families[rnd(nfamilies)];
	char obj[48] = "", keys[512] = "", field[64] = "";
	int i;

	if (!pick_object(f, kinds[k].objects, obj, sizeof(obj)))
		return false;
	for (i = 0; i < *nused; i++)
		if (!strcmp(used[i], obj))
			return false;
	strcpy(used[(*nused)++], obj);

	/* WHEN (optional for an alloc; for a returned object, one that can
	   condition it) or CLASSES (any of them).  */
	if (kinds[k].field == RP_FIELD_WHEN && !(k == RP_ALLOC && chance(30))) {
		int w;

		do
			w = 1 + rnd(RP_WHEN_COUNT - 1);
		while (!strcmp(obj, "ret") && !whens[w].self);
		snprintf(field, sizeof(field), "%s", whens[w].name);
	} else if (kinds[k].field == RP_FIELD_CLASSES) {
		unsigned mask = 1 + (unsigned)rnd((1 << RP_CLASS_COUNT) - 1);

		for (i = 0; i < RP_CLASS_COUNT; i++)
			if (mask & (1u << i))
				snprintf(field + strlen(field), sizeof(field) - strlen(field), "%s%s",
					 *field ? "|" : "", class_names[i]);
	}

	add_keys(keys, sizeof(keys), f, k, obj);
	/* A callback line names its member and a role the parser knows.  */
	if (k == RP_CALLBACK)
		snprintf(keys + strlen(keys), sizeof(keys) - strlen(keys), " member=fz_m%d role=%s",
			 rnd(4), chance(50) ? "resume" : "runtime-resume");
	fprintf(out, "%s %s %s%s%s%s%s%s\n", family, kinds[k].name, f->name, *obj ? " " : "", obj,
		*field ? " " : "", field, keys);
	return true;
}

int main(int argc, char **argv)
{
	char *text, *line, *end;
	unsigned long long seed;
	FILE *out;
	int i, nlines = 0;

	if (argc != 4) {
		fprintf(stderr, "usage: gendb SEED PROGRAM.c OUT.api\n");
		return 2;
	}
	seed = strtoull(argv[1], NULL, 10);
	rng_state = seed * 0x2545f4914f6cdd1dULL + 1;
	text = read_file(argv[2]);
	if (!text) {
		perror(argv[2]);
		return 2;
	}
	/* Forward declarations first (one per line), then the calls.  */
	for (line = text; *line; line = end + 1) {
		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		if (!strncmp(line, "static ", 7)) {
			char buf[4096];
			size_t n = (size_t)(end - line);

			if (n < sizeof(buf)) {
				memcpy(buf, line, n);
				buf[n] = 0;
				parse_prototype(buf);
			}
		}
		if (!*end)
			break;
	}
	scan_safe_calls(text);
	scan_runtime_calls(text);

	out = fopen(argv[3], "w");
	if (!out) {
		perror(argv[3]);
		return 2;
	}
	fprintf(out, "# SPDX-License-Identifier: GPL-3.0-or-later\n"
		"# refpair fuzz database for csmith seed %llu (fuzz/gendb.c)\n", seed);
	nfamilies = 1 + rnd(3);
	/* The release names warnings may cite: some of the functions.  */
	for (i = 0; i < nfns; i++)
		if (chance(20))
			release_names[nrelease_names++] = fns[i].name;
	/* Each function: no line (most), one, or several on distinct objects.  */
	{
		int density = 15 + rnd(50);

		for (i = 0; i < nfns; i++) {
			char used[4][48];
			int nused = 0, tries;
			enum rp_kind k;

			if (!chance(density))
				continue;
			k = pick_kind();
			for (tries = 0; tries < 8 && !write_line(out, &fns[i], k, used, &nused); tries++)
				k = pick_kind();
			nlines += nused;
			/* A second or third effect on another object.  */
			while (nused && nused < 3 && kinds[k].effect && chance(15)) {
				enum rp_kind k2 = pick_kind();

				if (!kinds[k2].effect || !write_line(out, &fns[i], k2, used, &nused))
					break;
				nlines++;
			}
		}
	}
	if (fclose(out)) {
		perror(argv[3]);
		return 2;
	}
	/* Plugin arguments for this program.  */
	if (chance(15))
		printf(" -fplugin-arg-refpair-max-states=%d", 1 + rnd(chance(50) ? 50 : 2000));
	if (chance(10))
		printf(" -fplugin-arg-refpair-no-summaries");
	if (chance(10))
		printf(" -fplugin-arg-refpair-no-default-db");
	if (chance(20))
		printf(" -fdiagnostics-path-format=%s",
		       chance(50) ? "inline-events" : "separate-events");
	if (chance(10))
		printf(" -fplugin-arg-refpair-severity=note");
	printf("\n");
	free(text);
	return nlines >= 0 ? 0 : 1;
}
