/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * refpair-report: read the findings a build wrote with
 * -fplugin-arg-refpair-findings=DIR (JSON Lines, one file per unit; the
 * format is described in plugin/core/json.c) and report them.
 *
 *   refpair-report [OPTIONS] DIR|FILE...
 *
 *   (default)            tables by check, family and subsystem (the first
 *                        two directories of the file), then the findings
 *   --summary            the tables only
 *   --patch              the findings' fix-its as one unified diff, paths
 *                        relative to each finding's build directory with
 *                        a/ and b/, for git apply (or patch -p1) there
 *   --format=FMT         what goes to standard output: text (default),
 *                        sarif (SARIF 2.1.0), jsonl (the findings, merged)
 *                        or tsv (a line a finding, fields separated by tabs:
 *                        fingerprint, check, file, line, function, api,
 *                        object, message; "-" for an empty field, tabs and
 *                        newlines within a field made spaces; for scripts)
 *   -o FILE              write that to FILE instead
 *   --html FILE          also write one self-contained HTML page
 *   --source-root DIR    read source files for the HTML page from DIR
 *                        instead of each finding's build directory
 *   --baseline OLD       keep only findings whose fingerprint is not in
 *                        OLD, a findings directory, a JSON Lines file or a
 *                        baseline file; exit 1 if any are left; with the
 *                        text format, also list OLD's findings of the units
 *                        read that are gone ("fixed since the baseline")
 *   --write-baseline F   write the fingerprints of the findings read to F
 *   --dump-json FILE     print each value of JSON file FILE as PATH = VALUE
 *                        (for tests and debugging) and exit
 *
 * A finding found in several units (an inline function of a header) is
 * reported once; one marked "suppressed" (__refpair_ignore in its function)
 * is only counted.  Every unit the plugin compiled wrote a file, empty when
 * it has no findings; the text output says how many were read, and with
 * --baseline none at all is an error (nothing analysed is not "no new
 * findings").  Exit status: 0, or 1 when --baseline leaves findings, or
 * 2 on a bad argument or input (a malformed line is named by file and
 * line).
 *
 * Plain C11 on the plugin's core (core/json.c parses); no library.
 */
#include "core/json.h"
#include "core/util.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifndef REFPAIR_VERSION
#define REFPAIR_VERSION "0"
#endif

static const char *const rp_known_checks[] = {
#define RP_CHECK(ident, name, summary, fix) name,
#include "checks/checks.def"
#undef RP_CHECK
};

static const char *const rp_known_summaries[] = {
#define RP_CHECK(ident, name, summary, fix) summary,
#include "checks/checks.def"
#undef RP_CHECK
};

static const char *const rp_known_fixes[] = {
#define RP_CHECK(ident, name, summary, fix) fix,
#include "checks/checks.def"
#undef RP_CHECK
};

#define RP_NKNOWN (sizeof(rp_known_checks) / sizeof(rp_known_checks[0]))

struct ev {
	char *file;
	long line, column;
	long char_column;	/* in characters, for SARIF; 0: unknown */
	char *text;
};

struct fnd {
	char *check, *family, *api, *object, *function, *file, *severity, *message;
	char *statement, *fingerprint, *unit, *directory, *gcc, *refpair, *database;
	long line, column;
	long char_column;	/* in characters, for SARIF; 0: unknown */
	struct ev *events;
	size_t nevents;
	char *fix_text;
	long fix_line, fix_column, fix_end_line, fix_end_column;
	long fix_byte_column, fix_end_byte_column;	/* 0: not in the file */
	long fix_char_column, fix_end_char_column;	/* 0: not in the file */
	bool suppressed;	/* its function's __refpair_ignore names the check */
	char *subsystem;
};

static struct fnd *fnds;
static size_t nfnds, capfnds;
static size_t nunits;		/* files read */
static size_t nsuppressed;	/* findings marked "suppressed", only counted */
static int errors;

static const char *progname = "refpair-report";

/* An error in the input or the arguments: counted, and the exit status
   is 2.  */
static void rp_err(const char *fmt, ...) RP_PRINTF(1, 2);
static void rp_err(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	errors++;
}

/* The whole of file PATH, NUL-terminated, or NULL (errno set).  */
static char *rp_read_all(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	struct rp_buf b = { 0, 0, 0 };
	char chunk[65536];
	size_t n;

	if (!fp)
		return NULL;
	rp_buf_add(&b, "");
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		rp_buf_addn(&b, chunk, n);
	if (ferror(fp)) {
		int e = errno;

		fclose(fp);
		rp_buf_free(&b);
		errno = e;
		return NULL;
	}
	fclose(fp);
	*len = b.len;
	return b.s;
}

/* Line and column (1-based) of byte offset POS in TEXT.  */
static void rp_line_col(const char *text, size_t pos, long *line, long *col)
{
	size_t i;

	*line = 1;
	*col = 1;
	for (i = 0; i < pos; i++) {
		if (text[i] == '\n') {
			(*line)++;
			*col = 1;
		} else {
			(*col)++;
		}
	}
}

/* A copy of member KEY of V, a string; "" when absent.  REQUIRED: an error
   at WHERE when it is missing or not a string.  */
static char *rp_field(const struct rp_jval *v, const char *key, bool required,
		      const char *where, bool *ok)
{
	const struct rp_jval *m = rp_json_get(v, key);

	if (m && m->type == RP_J_STR)
		return rp_xstrdup(m->s);
	if (m || required) {
		rp_err("%s: member \"%s\" %s", where, key,
		       m ? "is not a string" : "is missing");
		*ok = false;
	}
	return rp_xstrdup("");
}

/* Member KEY of V as a non-negative integer; an error at WHERE if it is
   missing (when REQUIRED) or not one.  */
static long rp_field_num(const struct rp_jval *v, const char *key, bool required,
			 const char *where, bool *ok)
{
	const struct rp_jval *m = rp_json_get(v, key);
	long n = rp_json_get_uint(v, key);

	if (n >= 0)
		return n;
	if (m || required) {
		rp_err("%s: member \"%s\" %s", where, key,
		       m ? "is not a non-negative integer" : "is missing");
		*ok = false;
	}
	return 0;
}

/* The subsystem of F: the first two directories of its file, relative to
   its build directory.  */
static char *rp_subsystem(const struct fnd *f)
{
	const char *s = f->file;
	size_t dl = strlen(f->directory);
	const char *slash;
	struct rp_buf b = { 0, 0, 0 };
	int parts = 0;

	if (dl && !strncmp(s, f->directory, dl) && s[dl] == '/')
		s += dl + 1;
	s = rp_path_skip_dots(s);
	rp_buf_add(&b, "");
	while (parts < 2 && (slash = strchr(s, '/')) != NULL) {
		if (parts)
			rp_buf_add(&b, "/");
		rp_buf_addn(&b, s, slash - s);
		s = slash + 1;
		parts++;
	}
	if (!parts)
		rp_buf_add(&b, ".");
	return b.s;
}

/* Turn JSON object V, line LINE of PATH, into a finding.  */
static void rp_add_finding(const struct rp_jval *v, const char *where)
{
	struct fnd f;
	const struct rp_jval *evs, *fix, *sup;
	bool ok = true;
	size_t i;

	memset(&f, 0, sizeof(f));
	if (v->type != RP_J_OBJ) {
		rp_err("%s: a finding must be a JSON object", where);
		return;
	}
	f.check = rp_field(v, "check", true, where, &ok);
	f.family = rp_field(v, "family", false, where, &ok);
	f.api = rp_field(v, "api", false, where, &ok);
	f.object = rp_field(v, "object", false, where, &ok);
	f.function = rp_field(v, "function", false, where, &ok);
	f.file = rp_field(v, "file", true, where, &ok);
	f.line = rp_field_num(v, "line", true, where, &ok);
	f.column = rp_field_num(v, "column", true, where, &ok);
	f.char_column = rp_field_num(v, "char_column", false, where, &ok);
	f.severity = rp_field(v, "severity", false, where, &ok);
	f.message = rp_field(v, "message", true, where, &ok);
	f.statement = rp_field(v, "statement", false, where, &ok);
	f.fingerprint = rp_field(v, "fingerprint", true, where, &ok);
	f.unit = rp_field(v, "unit", false, where, &ok);
	f.directory = rp_field(v, "directory", false, where, &ok);
	f.gcc = rp_field(v, "gcc", false, where, &ok);
	f.refpair = rp_field(v, "refpair", false, where, &ok);
	f.database = rp_field(v, "database", false, where, &ok);
	if (!*f.severity) {
		free(f.severity);
		f.severity = rp_xstrdup("warning");
	}
	if (ok && !*f.fingerprint) {
		rp_err("%s: member \"fingerprint\" is empty", where);
		ok = false;
	}
	evs = rp_json_get(v, "events");
	if (evs && evs->type != RP_J_ARR) {
		rp_err("%s: member \"events\" is not an array", where);
		ok = false;
	} else if (evs) {
		f.events = rp_xcalloc(evs->n ? evs->n : 1, sizeof(*f.events));
		for (i = 0; i < evs->n; i++) {
			const struct rp_jval *e = evs->items[i];

			if (e->type != RP_J_OBJ) {
				rp_err("%s: event %zu is not an object", where, i + 1);
				ok = false;
				break;
			}
			f.events[i].file = rp_field(e, "file", true, where, &ok);
			f.events[i].line = rp_field_num(e, "line", true, where, &ok);
			f.events[i].column = rp_field_num(e, "column", true, where, &ok);
			f.events[i].char_column = rp_field_num(e, "char_column", false, where,
							       &ok);
			f.events[i].text = rp_field(e, "text", true, where, &ok);
			f.nevents++;
		}
	}
	sup = rp_json_get(v, "suppressed");
	if (sup && sup->type != RP_J_BOOL) {
		rp_err("%s: member \"suppressed\" is not true or false", where);
		ok = false;
	}
	f.suppressed = sup && sup->b;
	fix = rp_json_get(v, "fixit");
	if (fix && fix->type == RP_J_OBJ) {
		f.fix_text = rp_field(fix, "text", true, where, &ok);
		f.fix_line = rp_field_num(fix, "line", true, where, &ok);
		f.fix_column = rp_field_num(fix, "column", true, where, &ok);
		f.fix_end_line = rp_field_num(fix, "end_line", true, where, &ok);
		f.fix_end_column = rp_field_num(fix, "end_column", true, where, &ok);
		f.fix_byte_column = rp_field_num(fix, "byte_column", false, where, &ok);
		f.fix_end_byte_column = rp_field_num(fix, "end_byte_column", false, where, &ok);
		f.fix_char_column = rp_field_num(fix, "char_column", false, where, &ok);
		f.fix_end_char_column = rp_field_num(fix, "end_char_column", false, where, &ok);
	} else if (fix) {
		rp_err("%s: member \"fixit\" is not an object", where);
		ok = false;
	}
	if (!ok)
		return;		/* leaked: the run fails anyway */
	f.subsystem = rp_subsystem(&f);
	RP_GROW(fnds, capfnds, nfnds + 1);
	fnds[nfnds++] = f;
}

/* Call FN with each JSON object of JSON Lines file PATH (blank lines are
   skipped); malformed lines are errors naming file and line.  */
static void rp_read_jsonl(const char *path, void (*fn)(const struct rp_jval *, const char *))
{
	size_t len, pos = 0;
	char *text = rp_read_all(path, &len);
	long lineno = 0;

	if (!text) {
		rp_err("cannot read %s: %s", path, strerror(errno));
		return;
	}
	while (pos < len) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t end = nl ? (size_t)(nl - text) : len, i;
		char err[200], where[4200];
		size_t errpos;
		struct rp_jval *v;

		lineno++;
		for (i = pos; i < end && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'); i++)
			;
		snprintf(where, sizeof(where), "%s:%ld", path, lineno);
		if (i < end) {
			v = rp_json_parse(text + pos, end - pos, err, sizeof(err), &errpos);
			if (!v) {
				rp_err("%s:%zu: malformed JSON: %s", where, errpos + 1, err);
			} else {
				fn(v, where);
				rp_json_free(v);
			}
		}
		pos = end + 1;
	}
	free(text);
}

static int rp_cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.jsonl files of directory DIR, sorted, into *OUT; their number, or
   -1 if DIR cannot be read.  Temporary files (".NAME.XXXXXX") are not
   listed.  */
static long rp_list_dir(const char *dir, char ***out)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, cap = 0;

	if (!d)
		return -1;
	while ((de = readdir(d)) != NULL) {
		size_t l = strlen(de->d_name);
		struct rp_buf b = { 0, 0, 0 };

		if (de->d_name[0] == '.' || l < 6 || strcmp(de->d_name + l - 6, ".jsonl"))
			continue;
		rp_buf_printf(&b, "%s/%s", dir, de->d_name);
		RP_GROW(names, cap, n + 1);
		names[n++] = b.s;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof(*names), rp_cmp_str);
	*out = names;
	return (long)n;
}

/* Read PATH, a findings directory or file, calling FN for each finding.  */
/* The units whose findings files were read, by the first part of the file
   name (rp_unit_name: "drivers_base_core.c" of
   "drivers_base_core.c.1a2b3c4d.jsonl"): a baseline finding of one of
   them that is not reported now was fixed.  */
static char **units_read;
static size_t nunits_read, capunits_read;

static void rp_unit_read(const char *path)
{
	const char *base = strrchr(path, '/');
	size_t len;

	base = base ? base + 1 : path;
	len = strlen(base);
	/* NAME.XXXXXXXX.jsonl */
	if (len < 15 || strcmp(base + len - 6, ".jsonl"))
		return;
	len -= 15;
	RP_GROW(units_read, capunits_read, nunits_read + 1);
	units_read[nunits_read] = rp_xstrdup(base);
	units_read[nunits_read++][len] = 0;
}

static bool rp_unit_was_read(const char *unit)
{
	struct rp_buf b = { 0, 0, 0 };
	size_t i;
	bool found = false;

	if (!unit || !*unit)
		return false;
	rp_unit_name(unit, &b);
	for (i = 0; i < nunits_read && !found; i++)
		found = !strcmp(units_read[i], b.s);
	rp_buf_free(&b);
	return found;
}

static void rp_read_input(const char *path, void (*fn)(const struct rp_jval *, const char *),
			  size_t *files)
{
	struct stat st;

	if (stat(path, &st) != 0) {
		rp_err("cannot read %s: %s", path, strerror(errno));
		return;
	}
	if (S_ISDIR(st.st_mode)) {
		char **names;
		long n = rp_list_dir(path, &names), i;

		if (n < 0) {
			rp_err("cannot read directory %s: %s", path, strerror(errno));
			return;
		}
		for (i = 0; i < n; i++) {
			rp_read_jsonl(names[i], fn);
			if (files)
				rp_unit_read(names[i]);
			free(names[i]);
		}
		free(names);
		if (files)
			*files += (size_t)n;
	} else {
		rp_read_jsonl(path, fn);
		if (files) {
			rp_unit_read(path);
			(*files)++;
		}
	}
}

/* ---- Order and duplicates ---- */

static int rp_cmp_fnd(const void *a, const void *b)
{
	const struct fnd *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->column != y->column)
		return x->column < y->column ? -1 : 1;
	if ((c = strcmp(x->check, y->check)))
		return c;
	if ((c = strcmp(x->fingerprint, y->fingerprint)))
		return c;
	return strcmp(x->message, y->message);
}

/* Sort, and keep one of each (fingerprint, file, line, column); then
   count the suppressed ones, and drop them.  */
static void rp_sort_dedup(void)
{
	size_t i, n = 0;

	if (nfnds)
		qsort(fnds, nfnds, sizeof(*fnds), rp_cmp_fnd);
	for (i = 0; i < nfnds; i++) {
		if (n > 0 && !strcmp(fnds[n - 1].fingerprint, fnds[i].fingerprint) &&
		    !strcmp(fnds[n - 1].file, fnds[i].file) && fnds[n - 1].line == fnds[i].line &&
		    fnds[n - 1].column == fnds[i].column)
			continue;
		fnds[n++] = fnds[i];
	}
	nfnds = n;
	for (i = n = 0; i < nfnds; i++)
		if (fnds[i].suppressed)
			nsuppressed++;
		else
			fnds[n++] = fnds[i];
	nfnds = n;
}

/* ", N suppressed in the source", or "" when there are none.  */
static const char *rp_suppressed_words(void)
{
	static char buf[64];

	buf[0] = 0;
	if (nsuppressed)
		snprintf(buf, sizeof(buf), ", %zu suppressed in the source", nsuppressed);
	return buf;
}

/* ---- Baselines ---- */

/* A finding of the baseline: its fingerprint, what it is ("leak
   drivers/foo.c:12 foo_probe") and its unit, "" when the baseline does not
   say.  */
struct base_ent {
	char *fp;
	char *desc;
	char *unit;
};
static struct base_ent *base;
static size_t nbase, capbase;

static void rp_base_add(const char *fp, const char *desc, size_t desc_len, const char *unit,
			size_t unit_len)
{
	RP_GROW(base, capbase, nbase + 1);
	base[nbase].fp = rp_xstrdup(fp);
	base[nbase].desc = rp_xstrndup(desc, desc_len);
	base[nbase].unit = rp_xstrndup(unit, unit_len);
	nbase++;
}

static void rp_base_from_json(const struct rp_jval *v, const char *where)
{
	const char *fp = rp_json_get_str(v, "fingerprint");
	const char *check = rp_json_get_str(v, "check"), *file = rp_json_get_str(v, "file");
	const char *fn = rp_json_get_str(v, "function"), *unit = rp_json_get_str(v, "unit");
	const struct rp_jval *line = rp_json_get(v, "line");
	char desc[4200];

	if (!fp || !*fp) {
		rp_err("%s: no \"fingerprint\" member", where);
		return;
	}
	snprintf(desc, sizeof(desc), "%s %s:%ld %s", check ? check : "-", file ? file : "-",
		 line && line->type == RP_J_NUM ? (long)line->num : 0L, fn && *fn ? fn : "-");
	rp_base_add(fp, desc, strlen(desc), unit ? unit : "", unit ? strlen(unit) : 0);
}

static bool rp_is_fingerprint(const char *s, size_t n)
{
	size_t i;

	if (n != 16)
		return false;
	for (i = 0; i < n; i++)
		if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
			return false;
	return true;
}

/* Read baseline OLD: a findings directory, or a file whose lines are
   findings (JSON) or start with a fingerprint ('#' comments).  */
static void rp_read_baseline(const char *old)
{
	struct stat st;
	size_t len, pos = 0;
	char *text;
	long lineno = 0;

	if (stat(old, &st) != 0) {
		rp_err("cannot read baseline %s: %s", old, strerror(errno));
		return;
	}
	if (S_ISDIR(st.st_mode)) {
		rp_read_input(old, rp_base_from_json, NULL);
		return;
	}
	text = rp_read_all(old, &len);
	if (!text) {
		rp_err("cannot read baseline %s: %s", old, strerror(errno));
		return;
	}
	while (pos < len) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t end = nl ? (size_t)(nl - text) : len, i = pos, t;

		lineno++;
		while (i < end && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'))
			i++;
		if (i < end && text[i] == '{') {
			char err[200], where[4200];
			size_t errpos;
			struct rp_jval *v = rp_json_parse(text + i, end - i, err, sizeof(err), &errpos);

			snprintf(where, sizeof(where), "%s:%ld", old, lineno);
			if (!v) {
				rp_err("%s:%zu: malformed JSON: %s", where, i - pos + errpos + 1, err);
			} else {
				rp_base_from_json(v, where);
				rp_json_free(v);
			}
		} else if (i < end && text[i] != '#') {
			for (t = i; t < end && text[t] != ' ' && text[t] != '\t' && text[t] != '\r'; t++)
				;
			if (!rp_is_fingerprint(text + i, t - i)) {
				rp_err("%s:%ld: not a fingerprint (16 hex digits) or a finding", old,
				       lineno);
			} else {
				/* FINGERPRINT [CHECK FILE:LINE FUNCTION [UNIT]]  */
				char fp[17];
				size_t d = t, de, u, ue = end, k;
				int words = 0;

				memcpy(fp, text + i, 16);
				fp[16] = 0;
				while (d < end && (text[d] == ' ' || text[d] == '\t'))
					d++;
				while (ue > d && (text[ue - 1] == ' ' || text[ue - 1] == '\r'))
					ue--;
				/* The description is the first three words, the
				   unit the fourth.  */
				for (k = d, de = d, u = ue; k < ue; ) {
					while (k < ue && text[k] != ' ')
						k++;
					if (++words == 3)
						de = k;
					while (k < ue && text[k] == ' ')
						k++;
					if (words == 3)
						u = k;
				}
				if (words < 3)
					de = ue, u = ue;
				rp_base_add(fp, text + d, de - d, text + u, ue - u);
			}
		}
		pos = end + 1;
	}
	free(text);
}

static int rp_cmp_base(const void *a, const void *b)
{
	return strcmp(((const struct base_ent *)a)->fp, ((const struct base_ent *)b)->fp);
}

static bool rp_in_baseline(const char *fp)
{
	struct base_ent key;

	key.fp = (char *)fp;
	return nbase && bsearch(&key, base, nbase, sizeof(*base), rp_cmp_base) != NULL;
}

/* Whether a finding read now (before the baseline filter: the first TOTAL
   of fnds) has fingerprint FP.  */
static bool rp_reported_now(const char *fp, size_t total)
{
	size_t i;

	for (i = 0; i < total; i++)
		if (!strcmp(fnds[i].fingerprint, fp))
			return true;
	return false;
}

/* The baseline's findings of the units read that are not reported now:
   fixed.  Printed one a line ("fixed: FINGERPRINT WHAT"); their number.
   Findings of units not read (not compiled again) are not called fixed;
   neither are those of a baseline that does not name units (written by an
   older refpair-report).  */
static size_t rp_print_fixed(FILE *out, size_t total)
{
	size_t i, n = 0;

	for (i = 0; i < nbase; i++) {
		if (i > 0 && !strcmp(base[i].fp, base[i - 1].fp))
			continue;
		if (!rp_unit_was_read(base[i].unit) || rp_reported_now(base[i].fp, total))
			continue;
		fprintf(out, "refpair-report: fixed since the baseline: %s %s\n", base[i].fp,
			base[i].desc);
		n++;
	}
	return n;
}

/* --write-baseline FILE: one fingerprint per line, with what it is.  */
static void rp_write_baseline(const char *path)
{
	FILE *fp = fopen(path, "w");
	size_t i;

	if (!fp) {
		rp_err("cannot write %s: %s", path, strerror(errno));
		return;
	}
	fprintf(fp, "# refpair baseline: %zu findings; refpair-report --baseline reads it\n",
		nfnds);
	for (i = 0; i < nfnds; i++)
		fprintf(fp, "%s %s %s:%ld %s%s%s\n", fnds[i].fingerprint, fnds[i].check,
			fnds[i].file, fnds[i].line, *fnds[i].function ? fnds[i].function : "-",
			*fnds[i].unit ? " " : "", fnds[i].unit);
	if (fclose(fp) != 0)
		rp_err("cannot write %s: %s", path, strerror(errno));
}

/* ---- Tables ---- */

struct count {
	const char *name;
	size_t n;
};

static int rp_cmp_count(const void *a, const void *b)
{
	const struct count *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* Count the findings by the string at byte offset OFF of struct fnd (a
   char *), most first.  *N is set.  */
static struct count *rp_count_by(size_t off, size_t *n)
{
	struct count *c = NULL;
	size_t cap = 0, i, j;

	*n = 0;
	for (i = 0; i < nfnds; i++) {
		const char *name = *(char *const *)((const char *)&fnds[i] + off);

		if (!*name)
			name = "(none)";
		for (j = 0; j < *n; j++)
			if (!strcmp(c[j].name, name))
				break;
		if (j == *n) {
			RP_GROW(c, cap, *n + 1);
			c[j].name = name;
			c[j].n = 0;
			(*n)++;
		}
		c[j].n++;
	}
	if (*n)
		qsort(c, *n, sizeof(*c), rp_cmp_count);
	return c;
}

static const struct {
	const char *title;
	size_t off;
} rp_tables[] = {
	{ "check", offsetof(struct fnd, check) },
	{ "family", offsetof(struct fnd, family) },
	{ "subsystem", offsetof(struct fnd, subsystem) },
};

/* "refpair 0.1, GCC 12.2.0, database 1d3a..." from the findings' versions
   ("several" when they differ).  */
static void rp_versions(struct rp_buf *b)
{
	static const struct {
		const char *label;
		size_t off;
	} v[] = {
		{ "refpair", offsetof(struct fnd, refpair) },
		{ "GCC", offsetof(struct fnd, gcc) },
		{ "database", offsetof(struct fnd, database) },
	};
	size_t k, i;

	for (k = 0; k < 3; k++) {
		const char *first = nfnds ? *(char *const *)((const char *)&fnds[0] + v[k].off) : "";
		bool same = true;

		for (i = 1; i < nfnds; i++)
			if (strcmp(first, *(char *const *)((const char *)&fnds[i] + v[k].off)))
				same = false;
		rp_buf_printf(b, "%s%s %s", k ? ", " : "", v[k].label,
			      !same ? "(several)" : *first ? first : "?");
	}
}

/* ---- Text ---- */

static void rp_text_finding(FILE *out, const struct fnd *f)
{
	size_t i;

	fprintf(out, "%s:%ld:%ld: %s: %s [refpair-%s]\n", f->file, f->line, f->column,
		f->severity, f->message, f->check);
	for (i = 0; i < f->nevents; i++)
		fprintf(out, "%s:%ld:%ld: note: %s\n", f->events[i].file, f->events[i].line,
			f->events[i].column, f->events[i].text);
	fprintf(out, "    in %s; family %s, API %s, object %s; fingerprint %s\n",
		*f->function ? f->function : "?", *f->family ? f->family : "-",
		*f->api ? f->api : "-", *f->object ? f->object : "-", f->fingerprint);
}

static void rp_text(FILE *out, bool summary_only)
{
	struct rp_buf v = { 0, 0, 0 };
	size_t t, i;

	rp_versions(&v);
	fprintf(out, "refpair-report: %zu finding%s from %zu unit%s%s (%s)\n", nfnds,
		nfnds == 1 ? "" : "s", nunits, nunits == 1 ? "" : "s", rp_suppressed_words(), v.s);
	rp_buf_free(&v);
	for (t = 0; t < 3; t++) {
		size_t n;
		struct count *c = rp_count_by(rp_tables[t].off, &n);

		fprintf(out, "\nby %s:\n", rp_tables[t].title);
		for (i = 0; i < n; i++)
			fprintf(out, "  %-32s %6zu\n", c[i].name, c[i].n);
		if (!n)
			fprintf(out, "  (none)\n");
		free(c);
	}
	if (summary_only)
		return;
	fprintf(out, "\nfindings:\n");
	for (i = 0; i < nfnds; i++)
		rp_text_finding(out, &fnds[i]);
	if (!nfnds)
		fprintf(out, "  (none)\n");
}

/* ---- JSON Lines, merged ---- */

static void rp_jsonl(FILE *out)
{
	size_t i, k;

	for (i = 0; i < nfnds; i++) {
		const struct fnd *f = &fnds[i];
		struct rp_finding w;
		struct rp_fmeta m;
		struct rp_fevent *ev = rp_xcalloc(f->nevents ? f->nevents : 1, sizeof(*ev));
		struct rp_buf b = { 0, 0, 0 };

		memset(&w, 0, sizeof(w));
		w.check = f->check;
		w.severity = f->severity;
		w.family = f->family;
		w.api = f->api;
		w.object = f->object;
		w.function = f->function;
		w.file = f->file;
		w.line = (unsigned)f->line;
		w.column = (unsigned)f->column;
		w.char_column = (unsigned)f->char_column;
		w.message = f->message;
		w.statement = f->statement;
		for (k = 0; k < f->nevents; k++) {
			ev[k].file = f->events[k].file;
			ev[k].line = (unsigned)f->events[k].line;
			ev[k].column = (unsigned)f->events[k].column;
			ev[k].char_column = (unsigned)f->events[k].char_column;
			ev[k].text = f->events[k].text;
		}
		w.events = ev;
		w.nevents = (int)f->nevents;
		w.fix_text = f->fix_text;
		w.fix_line = (unsigned)f->fix_line;
		w.fix_column = (unsigned)f->fix_column;
		w.fix_end_line = (unsigned)f->fix_end_line;
		w.fix_end_column = (unsigned)f->fix_end_column;
		w.fix_byte_column = (unsigned)f->fix_byte_column;
		w.fix_end_byte_column = (unsigned)f->fix_end_byte_column;
		w.fix_char_column = (unsigned)f->fix_char_column;
		w.fix_end_char_column = (unsigned)f->fix_end_char_column;
		snprintf(w.fingerprint, sizeof(w.fingerprint), "%s", f->fingerprint);
		m.unit = f->unit;
		m.directory = f->directory;
		m.gcc = f->gcc;
		m.refpair = f->refpair;
		m.database = f->database;
		rp_finding_write(&b, &w, &m);
		fputs(b.s, out);
		rp_buf_free(&b);
		free(ev);
	}
}

/* ---- Tab-separated, for scripts ---- */

/* S as one tab-separated field: "-" if empty, tabs and newlines spaces.  */
static void rp_tsv_field(FILE *out, const char *s, const char *sep)
{
	if (!*s)
		fputc('-', out);
	for (; *s; s++)
		fputc(*s == '\t' || *s == '\n' || *s == '\r' ? ' ' : *s, out);
	fputs(sep, out);
}

static void rp_tsv(FILE *out)
{
	size_t i;

	for (i = 0; i < nfnds; i++) {
		const struct fnd *f = &fnds[i];

		rp_tsv_field(out, f->fingerprint, "\t");
		rp_tsv_field(out, f->check, "\t");
		rp_tsv_field(out, f->file, "\t");
		fprintf(out, "%ld\t", f->line);
		rp_tsv_field(out, f->function, "\t");
		rp_tsv_field(out, f->api, "\t");
		rp_tsv_field(out, f->object, "\t");
		rp_tsv_field(out, f->message, "\n");
	}
}

/* ---- SARIF 2.1.0 ---- */

/* PATH as a URI reference: unreserved characters and '/' kept, the rest
   percent-encoded; "file://" before an absolute path.  */
static void rp_uri(struct rp_buf *b, const char *path)
{
	const unsigned char *s = (const unsigned char *)path;

	if (*s == '/')
		rp_buf_add(b, "file://");
	for (; *s; s++) {
		if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		    (*s >= '0' && *s <= '9') || strchr("-._~/+", *s))
			rp_buf_addn(b, (const char *)s, 1);
		else
			rp_buf_printf(b, "%%%02X", *s);
	}
}

static const char *sarif_root;	/* the directory relative paths are in */

/* "artifactLocation": {...} for FILE of a finding made in directory DIR.  */
static void rp_sarif_artifact(struct rp_buf *b, const char *file, const char *dir)
{
	struct rp_buf uri = { 0, 0, 0 };
	bool rel = file[0] != '/';

	rp_buf_add(&uri, "");
	if (rel && sarif_root && strcmp(dir, sarif_root) && *dir) {
		/* Relative to another directory than the run's: absolute.  */
		struct rp_buf abs = { 0, 0, 0 };

		rp_buf_printf(&abs, "%s/%s", dir, file);
		rp_uri(&uri, abs.s);
		rp_buf_free(&abs);
		rel = false;
	} else {
		rp_uri(&uri, file);
	}
	rp_buf_add(b, "\"artifactLocation\": {\"uri\": ");
	rp_json_str(b, uri.s);
	if (rel && sarif_root)
		rp_buf_add(b, ", \"uriBaseId\": \"SRCROOT\"");
	rp_buf_add(b, "}");
	rp_buf_free(&uri);
}

/* "physicalLocation": {...} for FILE:LINE:COLUMN of a finding made in DIR;
   COLUMN in characters (the run's columnKind), 0 if unknown.  */
static void rp_sarif_phys(struct rp_buf *b, const char *file, long line, long column,
			  const char *dir)
{
	rp_buf_add(b, "\"physicalLocation\": {");
	rp_sarif_artifact(b, file, dir);
	if (line > 0) {
		rp_buf_printf(b, ", \"region\": {\"startLine\": %ld", line);
		if (column > 0)
			rp_buf_printf(b, ", \"startColumn\": %ld", column);
		rp_buf_add(b, "}");
	}
	rp_buf_add(b, "}");
}

static void rp_sarif(FILE *out)
{
	struct rp_buf b = { 0, 0, 0 };
	const char **rules = NULL;
	size_t nrules = 0, caprules = 0, i, k;

	for (k = 0; k < RP_NKNOWN; k++) {
		RP_GROW(rules, caprules, nrules + 1);
		rules[nrules++] = rp_known_checks[k];
	}
	for (i = 0; i < nfnds; i++) {
		for (k = 0; k < nrules; k++)
			if (!strcmp(rules[k], fnds[i].check))
				break;
		if (k == nrules) {
			RP_GROW(rules, caprules, nrules + 1);
			rules[nrules++] = fnds[i].check;
		}
		if (!sarif_root && fnds[i].file[0] != '/' && *fnds[i].directory)
			sarif_root = fnds[i].directory;
	}
	rp_buf_add(&b, "{\n  \"$schema\": \"https://raw.githubusercontent.com/oasis-tcs/"
		   "sarif-spec/master/Schemata/sarif-schema-2.1.0.json\",\n"
		   "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
		   "      \"tool\": {\n        \"driver\": {\n          \"name\": \"refpair\",\n"
		   "          \"version\": ");
	rp_json_str(&b, nfnds && *fnds[0].refpair ? fnds[0].refpair : REFPAIR_VERSION);
	rp_buf_add(&b, ",\n          \"rules\": [");
	for (k = 0; k < nrules; k++) {
		rp_buf_add(&b, k ? ",\n            {\"id\": " : "\n            {\"id\": ");
		rp_json_str(&b, rules[k]);
		rp_buf_add(&b, ", \"shortDescription\": {\"text\": ");
		rp_json_str(&b, k < RP_NKNOWN ? rp_known_summaries[k] : rules[k]);
		if (k < RP_NKNOWN) {
			/* What the check finds and how to fix it; the README's
			   section on the checks, as the Debian package installs
			   it.  */
			struct rp_buf help = { 0, 0, 0 };

			rp_buf_printf(&help, "%s. %s", rp_known_summaries[k], rp_known_fixes[k]);
			help.s[0] = (char)(help.s[0] - 'a' + 'A');
			rp_buf_add(&b, "}, \"help\": {\"text\": ");
			rp_json_str(&b, help.s);
			rp_buf_add(&b, "}, \"helpUri\": \"file:///usr/share/doc/refpair/README.md#checks");
			rp_buf_free(&help);
			rp_buf_add(&b, "\"");
		} else {
			rp_buf_add(&b, "}");
		}
		rp_buf_add(&b, ", \"defaultConfiguration\": {\"level\": \"warning\"}}");
	}
	rp_buf_add(&b, "\n          ]\n        }\n      },\n");
	if (sarif_root) {
		struct rp_buf uri = { 0, 0, 0 };

		rp_buf_add(&uri, "");
		rp_uri(&uri, sarif_root);
		if (uri.len && uri.s[uri.len - 1] != '/')
			rp_buf_add(&uri, "/");
		rp_buf_add(&b, "      \"originalUriBaseIds\": {\"SRCROOT\": {\"uri\": ");
		rp_json_str(&b, uri.s);
		rp_buf_add(&b, "}},\n");
		rp_buf_free(&uri);
	}
	/* Columns count characters (code points, a tab is one), as
	   char_column in findings=; GCC's printed columns count display
	   cells.  */
	rp_buf_add(&b, "      \"columnKind\": \"unicodeCodePoints\",\n");
	rp_buf_add(&b, "      \"results\": [");
	for (i = 0; i < nfnds; i++) {
		const struct fnd *f = &fnds[i];

		for (k = 0; k < nrules && strcmp(rules[k], f->check); k++)
			;
		rp_buf_add(&b, i ? ",\n        {" : "\n        {");
		rp_buf_add(&b, "\"ruleId\": ");
		rp_json_str(&b, f->check);
		rp_buf_printf(&b, ", \"ruleIndex\": %zu, \"level\": ", k);
		rp_json_str(&b, strcmp(f->severity, "note") ? "warning" : "note");
		rp_buf_add(&b, ",\n         \"message\": {\"text\": ");
		rp_json_str(&b, f->message);
		rp_buf_add(&b, "},\n         \"locations\": [{");
		rp_sarif_phys(&b, f->file, f->line, f->char_column, f->directory);
		if (*f->function) {
			rp_buf_add(&b, ", \"logicalLocations\": [{\"name\": ");
			rp_json_str(&b, f->function);
			rp_buf_add(&b, ", \"kind\": \"function\"}]");
		}
		rp_buf_add(&b, "}]");
		if (f->nevents) {
			rp_buf_add(&b, ",\n         \"codeFlows\": [{\"threadFlows\": [{\"locations\": [");
			for (k = 0; k < f->nevents; k++) {
				const struct ev *e = &f->events[k];

				rp_buf_add(&b, k ? ",\n           " : "\n           ");
				rp_buf_add(&b, "{\"location\": {");
				rp_sarif_phys(&b, e->file, e->line, e->char_column, f->directory);
				rp_buf_add(&b, ", \"message\": {\"text\": ");
				rp_json_str(&b, e->text);
				rp_buf_printf(&b, "}}, \"nestingLevel\": 0, \"executionOrder\": %zu}",
					      k + 1);
			}
			rp_buf_add(&b, "]}]}]");
		}
		/* A fix's region must be exact: none without its columns in
		   characters (findings of an older refpair).  */
		if (f->fix_text && f->fix_char_column && f->fix_end_char_column) {
			rp_buf_add(&b, ",\n         \"fixes\": [{\"description\": {\"text\": ");
			rp_json_str(&b, "replace by the release");
			rp_buf_add(&b, "}, \"artifactChanges\": [{");
			rp_sarif_artifact(&b, f->file, f->directory);
			rp_buf_printf(&b, ", \"replacements\": [{\"deletedRegion\": {\"startLine\": %ld, "
				      "\"startColumn\": %ld, \"endLine\": %ld, \"endColumn\": %ld}, "
				      "\"insertedContent\": {\"text\": ",
				      f->fix_line, f->fix_char_column, f->fix_end_line,
				      f->fix_end_char_column + 1);
			rp_json_str(&b, f->fix_text);
			rp_buf_add(&b, "}}]}]}]");
		}
		rp_buf_add(&b, ",\n         \"partialFingerprints\": {\"refpairFingerprint/v1\": ");
		rp_json_str(&b, f->fingerprint);
		rp_buf_add(&b, "},\n         \"properties\": {\"family\": ");
		rp_json_str(&b, f->family);
		rp_buf_add(&b, ", \"api\": ");
		rp_json_str(&b, f->api);
		rp_buf_add(&b, ", \"object\": ");
		rp_json_str(&b, f->object);
		rp_buf_add(&b, ", \"subsystem\": ");
		rp_json_str(&b, f->subsystem);
		rp_buf_add(&b, "}}");
	}
	rp_buf_add(&b, nfnds ? "\n      ]\n    }\n  ]\n}\n" : "]\n    }\n  ]\n}\n");
	fputs(b.s, out);
	rp_buf_free(&b);
	free(rules);
}

/* ---- HTML ---- */

static void rp_html_esc(FILE *out, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '&': fputs("&amp;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&#39;", out); break;
		default: fputc(*s, out);
		}
	}
}

/* Source files read for the page: path, then its lines.  */
struct srcfile {
	char *path;
	char *text;		/* NULL: not readable */
	char **lines;
	size_t nlines;
};

static struct srcfile *srcs;
static size_t nsrcs, capsrcs;
static const char *source_root;

/* Line LINE of FILE (as finding F names it), or NULL.  */
static const char *rp_source_line(const struct fnd *f, const char *file, long line, size_t *len)
{
	struct rp_buf path = { 0, 0, 0 };
	struct srcfile *s = NULL;
	size_t i, n;

	if (file[0] == '/' || (!source_root && !*f->directory))
		rp_buf_add(&path, file);
	else
		rp_buf_printf(&path, "%s/%s", source_root ? source_root : f->directory, file);
	for (i = 0; i < nsrcs; i++)
		if (!strcmp(srcs[i].path, path.s)) {
			s = &srcs[i];
			break;
		}
	if (!s) {
		RP_GROW(srcs, capsrcs, nsrcs + 1);
		s = &srcs[nsrcs++];
		memset(s, 0, sizeof(*s));
		s->path = rp_xstrdup(path.s);
		s->text = rp_read_all(path.s, &n);
		if (s->text) {
			size_t cap = 0;
			char *p = s->text;

			for (;;) {
				char *nl = strchr(p, '\n');

				RP_GROW(s->lines, cap, s->nlines + 1);
				s->lines[s->nlines++] = p;
				if (!nl)
					break;
				*nl = 0;
				p = nl + 1;
			}
		}
	}
	rp_buf_free(&path);
	if (!s->text || line < 1 || (size_t)line > s->nlines)
		return NULL;
	*len = strlen(s->lines[line - 1]);
	return s->lines[line - 1];
}

/* One step of a finding's path on the page: where, what, and the line.  */
static void rp_html_step(FILE *out, const struct fnd *f, const char *file, long line, long col,
			 const char *label, const char *text)
{
	size_t len;
	const char *src = rp_source_line(f, file, line, &len);

	fputs("<li><div class=\"loc\">", out);
	rp_html_esc(out, file);
	fprintf(out, ":%ld:%ld</div><div class=\"ev\">", line, col);
	if (label) {
		fputs("<b>", out);
		rp_html_esc(out, label);
		fputs("</b> ", out);
	}
	rp_html_esc(out, text);
	fputs("</div>", out);
	if (src) {
		fprintf(out, "<pre class=\"src\"><span class=\"ln\">%6ld</span> ", line);
		rp_html_esc(out, src);
		fputs("</pre>", out);
	} else {
		fputs("<pre class=\"src na\">source not available</pre>", out);
	}
	fputs("</li>\n", out);
}

static void rp_html_table(FILE *out, const char *title, size_t off)
{
	size_t n, i;
	struct count *c = rp_count_by(off, &n);

	fprintf(out, "<table class=\"t\"><caption>by %s</caption>\n<tr><th>%s</th><th>findings</th></tr>\n",
		title, title);
	for (i = 0; i < n; i++) {
		fputs("<tr><td>", out);
		rp_html_esc(out, c[i].name);
		fprintf(out, "</td><td class=\"n\">%zu</td></tr>\n", c[i].n);
	}
	if (!n)
		fputs("<tr><td colspan=\"2\">none</td></tr>\n", out);
	fputs("</table>\n", out);
	free(c);
}

/* A horizontal bar chart of findings per subsystem, as inline SVG.  */
static void rp_html_chart(FILE *out)
{
	size_t n, i;
	struct count *c = rp_count_by(offsetof(struct fnd, subsystem), &n);
	const int label_w = 260, bar_w = 420, row_h = 22;
	size_t max = n ? c[0].n : 1;

	fprintf(out, "<svg class=\"chart\" role=\"img\" aria-label=\"findings per subsystem\" "
		"width=\"%d\" height=\"%zu\" viewBox=\"0 0 %d %zu\">\n",
		label_w + bar_w + 60, n * row_h + 4, label_w + bar_w + 60, n * row_h + 4);
	for (i = 0; i < n; i++) {
		long w = (long)(bar_w * c[i].n / max);
		size_t y = i * row_h + 2;

		fprintf(out, "<text x=\"%d\" y=\"%zu\" text-anchor=\"end\">", label_w - 8, y + 15);
		rp_html_esc(out, c[i].name);
		fprintf(out, "</text><rect x=\"%d\" y=\"%zu\" width=\"%ld\" height=\"%d\" rx=\"2\">"
			"<title>", label_w, y + 2, w < 2 ? 2 : w, row_h - 6);
		rp_html_esc(out, c[i].name);
		fprintf(out, ": %zu</title></rect><text x=\"%ld\" y=\"%zu\">%zu</text>\n",
			c[i].n, label_w + (w < 2 ? 2 : w) + 6, y + 15, c[i].n);
	}
	fputs("</svg>\n", out);
	free(c);
}

static const char rp_css[] =
	"body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:1.5em;"
	"color:#1d1d1f;background:#fff;max-width:1200px}\n"
	"h1{font-size:1.5em;margin-bottom:.2em}h2{font-size:1.2em;margin-top:1.6em}\n"
	".meta{color:#555;margin-top:0}\n"
	".tables{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start}\n"
	"table.t{border-collapse:collapse;min-width:14em}\n"
	"table.t caption{text-align:left;font-weight:600;padding-bottom:.3em}\n"
	"table.t th,table.t td{border:1px solid #ccc;padding:.2em .6em;text-align:left}\n"
	"table.t th{background:#f0f0f3}td.n{text-align:right;font-variant-numeric:tabular-nums}\n"
	"svg.chart text{font-size:13px;fill:#1d1d1f}svg.chart rect{fill:#c0392b}\n"
	"details.f{border:1px solid #ddd;border-radius:4px;margin:.4em 0;padding:.3em .6em}\n"
	"details.f[open]{background:#fafafa}\n"
	"details.f summary{cursor:pointer}\n"
	".chk{display:inline-block;background:#c0392b;color:#fff;border-radius:3px;"
	"padding:0 .4em;font-size:.85em;margin-right:.4em}\n"
	".chk.note{background:#2c6fbb}\n"
	".where{font-family:ui-monospace,monospace;font-size:.9em;color:#333}\n"
	".info{color:#555;font-size:.9em;margin:.4em 0}\n"
	"ol.path{margin:.3em 0 .3em 1.2em;padding:0}ol.path li{margin:.3em 0}\n"
	".loc{font-family:ui-monospace,monospace;font-size:.85em;color:#555}\n"
	"pre.src{margin:.15em 0;padding:.2em .5em;background:#f3f3f6;border-left:3px solid "
	"#c0392b;overflow-x:auto;tab-size:8}\n"
	"pre.src.na{color:#888;border-left-color:#aaa;font-style:italic}\n"
	".ln{color:#888;user-select:none}\n"
	"code{font-family:ui-monospace,monospace}\n"
	"button{margin-right:.5em}\n";

static void rp_html(const char *path)
{
	FILE *out = fopen(path, "w");
	struct rp_buf v = { 0, 0, 0 };
	size_t i, k;

	if (!out) {
		rp_err("cannot write %s: %s", path, strerror(errno));
		return;
	}
	rp_versions(&v);
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
	      "<title>refpair report</title>\n<style>\n", out);
	fputs(rp_css, out);
	fputs("</style>\n</head>\n<body>\n<h1>refpair report</h1>\n<p class=\"meta\">", out);
	fprintf(out, "%zu finding%s from %zu unit%s; ", nfnds, nfnds == 1 ? "" : "s", nunits,
		nunits == 1 ? "" : "s");
	rp_html_esc(out, v.s);
	fputs("</p>\n", out);
	rp_buf_free(&v);
	fputs("<h2>Findings per subsystem</h2>\n", out);
	rp_html_chart(out);
	fputs("<h2>Summary</h2>\n<div class=\"tables\">\n", out);
	for (k = 0; k < 3; k++)
		rp_html_table(out, rp_tables[k].title, rp_tables[k].off);
	fputs("</div>\n<h2>Findings</h2>\n<p><button type=\"button\" onclick=\"rpAll(true)\">"
	      "expand all</button><button type=\"button\" onclick=\"rpAll(false)\">collapse all"
	      "</button></p>\n", out);
	for (i = 0; i < nfnds; i++) {
		const struct fnd *f = &fnds[i];

		bool at_warning, dup = false;

		for (k = 0; k < i && !dup; k++)
			dup = !strcmp(fnds[k].fingerprint, f->fingerprint);
		/* The anchor is the fingerprint (report.html#fFINGERPRINT).  */
		fputs("<details class=\"f\" id=\"f", out);
		rp_html_esc(out, f->fingerprint);
		if (dup)
			fprintf(out, "-%zu", i);
		fprintf(out, "\"><summary><span class=\"chk%s\">",
			strcmp(f->severity, "note") ? "" : " note");
		rp_html_esc(out, f->check);
		fputs("</span><span class=\"where\">", out);
		rp_html_esc(out, f->file);
		fprintf(out, ":%ld:%ld</span> ", f->line, f->column);
		rp_html_esc(out, f->message);
		fputs("</summary>\n<div class=\"info\">in <code>", out);
		rp_html_esc(out, *f->function ? f->function : "?");
		fputs("</code>; family <code>", out);
		rp_html_esc(out, *f->family ? f->family : "-");
		fputs("</code>, API <code>", out);
		rp_html_esc(out, *f->api ? f->api : "-");
		fputs("</code>, object <code>", out);
		rp_html_esc(out, *f->object ? f->object : "-");
		fputs("</code>; fingerprint <code>", out);
		rp_html_esc(out, f->fingerprint);
		fputs("</code></div>\n<ol class=\"path\">\n", out);
		/* The path, then the warning's own line if no event is on it.  */
		at_warning = false;
		for (k = 0; k < f->nevents; k++) {
			rp_html_step(out, f, f->events[k].file, f->events[k].line,
				     f->events[k].column, NULL, f->events[k].text);
			if (f->events[k].line == f->line && !strcmp(f->events[k].file, f->file))
				at_warning = true;
		}
		if (!at_warning)
			rp_html_step(out, f, f->file, f->line, f->column, f->severity, f->message);
		fputs("</ol>\n", out);
		if (f->fix_text) {
			fputs("<div class=\"info\">fix-it: replace with <code>", out);
			rp_html_esc(out, f->fix_text);
			fputs("</code></div>\n", out);
		}
		fputs("</details>\n", out);
	}
	if (!nfnds)
		fputs("<p>No findings.</p>\n", out);
	fputs("<script>\nfunction rpAll(open) {\n"
	      "  document.querySelectorAll('details.f').forEach(function (d) { d.open = open; });\n"
	      "}\n</script>\n</body>\n</html>\n", out);
	if (fclose(out) != 0)
		rp_err("cannot write %s: %s", path, strerror(errno));
}

/* ---- --dump-json ---- */

static void rp_dump(FILE *out, const struct rp_jval *v, struct rp_buf *path)
{
	size_t len = path->len, i;
	struct rp_buf b = { 0, 0, 0 };

	switch (v->type) {
	case RP_J_NULL: fprintf(out, "%s = null\n", path->s); return;
	case RP_J_BOOL: fprintf(out, "%s = %s\n", path->s, v->b ? "true" : "false"); return;
	case RP_J_NUM: fprintf(out, "%s = %s\n", path->s, v->s); return;
	case RP_J_STR:
		rp_json_str(&b, v->s);
		fprintf(out, "%s = %s\n", path->s, b.s);
		rp_buf_free(&b);
		return;
	case RP_J_ARR:
	case RP_J_OBJ:
		break;
	}
	if (v->n == 0)
		fprintf(out, "%s = %s\n", path->s, v->type == RP_J_ARR ? "[]" : "{}");
	for (i = 0; i < v->n; i++) {
		if (v->type == RP_J_ARR) {
			rp_buf_printf(path, "[%zu]", i);
		} else {
			const char *k = v->keys[i];
			bool plain = *k != 0;
			const char *p;

			for (p = k; *p; p++)
				if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
				      (*p >= '0' && *p <= '9') || *p == '_' || *p == '-' || *p == '$'))
					plain = false;
			if (plain) {
				rp_buf_printf(path, ".%s", k);
			} else {
				rp_buf_add(path, "[");
				rp_json_str(path, k);
				rp_buf_add(path, "]");
			}
		}
		rp_dump(out, v->items[i], path);
		path->len = len;
		path->s[len] = 0;
	}
}

static int rp_dump_json(const char *file)
{
	size_t len, errpos;
	char *text = rp_read_all(file, &len), err[200];
	struct rp_jval *v;
	struct rp_buf path = { 0, 0, 0 };

	if (!text) {
		rp_err("cannot read %s: %s", file, strerror(errno));
		return 2;
	}
	v = rp_json_parse(text, len, err, sizeof(err), &errpos);
	if (!v) {
		long line, col;

		rp_line_col(text, errpos, &line, &col);
		rp_err("%s:%ld:%ld: malformed JSON: %s", file, line, col, err);
		free(text);
		return 2;
	}
	rp_buf_add(&path, "");
	rp_dump(stdout, v, &path);
	rp_buf_free(&path);
	rp_json_free(v);
	free(text);
	return 0;
}

/* ---- Fix-its as a patch for git apply (or patch -p1) ---- */

/* One fix-it, as bytes of its file: replace [START, END) by TEXT.  */
struct pedit {
	size_t start, end;
	const char *text;
	const struct fnd *f;
};

/* A file the patch changes: its path relative to the build directory, the
   path to read it by, and its fix-its.  */
struct pfile {
	char *rel, *path;
	struct pedit *edits;
	size_t nedits, capedits;
};

/* Path FILE of finding F relative to its build directory (NULL when it is
   outside it), and in *PATH where to read it (--source-root first).  */
static char *rp_patch_path(const struct fnd *f, char **path)
{
	const char *file = f->file, *dir = f->directory;
	size_t n = strlen(dir);
	struct rp_buf b = { 0, 0, 0 };

	if (file[0] == '/') {
		while (n > 1 && dir[n - 1] == '/')
			n--;
		if (!n || strncmp(file, dir, n) || file[n] != '/')
			return NULL;
		file += n + 1;
	}
	while (file[0] == '.' && file[1] == '/')
		file += 2;
	if (!*file || !strncmp(file, "../", 3) || strstr(file, "/../"))
		return NULL;
	rp_buf_printf(&b, "%s/%s", source_root ? source_root : (*dir ? dir : "."), file);
	*path = b.s;
	return rp_xstrdup(file);
}

/* Byte offset of LINE, byte COLUMN (both from 1) in TEXT (LEN bytes), or
   (size_t)-1 when the file has no such place.  */
static size_t rp_offset(const char *text, size_t len, long line, long column)
{
	size_t pos = 0, eol;

	if (line < 1 || column < 1)
		return (size_t)-1;
	while (--line > 0) {
		const char *nl = memchr(text + pos, '\n', len - pos);

		if (!nl)
			return (size_t)-1;
		pos = (size_t)(nl - text) + 1;
	}
	eol = pos;
	while (eol < len && text[eol] != '\n')
		eol++;
	if ((size_t)(column - 1) > eol - pos)
		return (size_t)-1;
	return pos + (size_t)(column - 1);
}

static int rp_cmp_pedit(const void *a, const void *b)
{
	const struct pedit *x = a, *y = b;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	return x->end < y->end ? -1 : x->end > y->end;
}

static int rp_cmp_pfile(const void *a, const void *b)
{
	return strcmp(((const struct pfile *)a)->rel, ((const struct pfile *)b)->rel);
}

/* Print the line at S (N bytes, with its newline) after PREFIX, and
   "\ No newline at end of file" when it has none.  */
static void rp_patch_line(FILE *out, char prefix, const char *s, size_t n)
{
	fputc(prefix, out);
	fwrite(s, 1, n, out);
	if (!n || s[n - 1] != '\n')
		fputs("\n\\ No newline at end of file\n", out);
}

/* Start offsets of the lines of TEXT (LEN bytes) in *STARTS, with a last
   entry LEN; return the number of lines.  */
static size_t rp_line_starts(const char *text, size_t len, size_t **starts)
{
	size_t n = 0, cap = 0, pos = 0;
	size_t *s = NULL;

	while (pos < len) {
		const char *nl = memchr(text + pos, '\n', len - pos);

		RP_GROW(s, cap, n + 2);
		s[n++] = pos;
		pos = nl ? (size_t)(nl - text) + 1 : len;
	}
	RP_GROW(s, cap, n + 1);
	s[n] = len;
	*starts = s;
	return n;
}

/* The line (from 0) of byte POS.  */
static size_t rp_line_of(const size_t *starts, size_t nlines, size_t pos)
{
	size_t lo = 0, hi = nlines;

	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (starts[mid] <= pos)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* Write the unified diff of file P, whose text is TEXT (LEN bytes):
   3 lines of context, the changed lines of each group of fix-its.  */
#define RP_CONTEXT 3
static void rp_patch_file(FILE *out, struct pfile *p, const char *text, size_t len)
{
	size_t *starts, nlines = rp_line_starts(text, len, &starts);
	/* Groups of edits that change lines A..B (from 0, inclusive) into NEW.  */
	struct pgroup { size_t a, b; struct rp_buf new; } *g = NULL;
	size_t ng = 0, capg = 0, i, j, k;
	long delta = 0;

	for (i = 0; i < p->nedits; i = j) {
		struct pedit *e = &p->edits[i];
		size_t a = rp_line_of(starts, nlines, e->start), b, pos;
		struct pgroup *cur;

		b = e->end > e->start ? rp_line_of(starts, nlines, e->end - 1) : a;
		/* Later edits that start on a line this group changes join it.  */
		for (j = i + 1; j < p->nedits && rp_line_of(starts, nlines, p->edits[j].start) <= b; j++) {
			size_t bj = p->edits[j].end > p->edits[j].start
				? rp_line_of(starts, nlines, p->edits[j].end - 1) : b;

			if (bj > b)
				b = bj;
		}
		RP_GROW(g, capg, ng + 1);
		cur = &g[ng++];
		memset(&cur->new, 0, sizeof(cur->new));
		cur->a = a;
		cur->b = b;
		rp_buf_add(&cur->new, "");
		pos = starts[a];
		for (k = i; k < j; k++) {
			rp_buf_addn(&cur->new, text + pos, p->edits[k].start - pos);
			rp_buf_add(&cur->new, p->edits[k].text);
			pos = p->edits[k].end;
		}
		rp_buf_addn(&cur->new, text + pos, starts[b + 1] - pos);
	}
	fprintf(out, "--- a/%s\n+++ b/%s\n", p->rel, p->rel);
	for (i = 0; i < ng; i = j) {
		size_t from = g[i].a > RP_CONTEXT ? g[i].a - RP_CONTEXT : 0, to, line;
		size_t oldn, newn = 0;

		/* Groups whose context touches join the hunk.  */
		for (j = i + 1; j < ng && g[j].a <= g[j - 1].b + 1 + 2 * RP_CONTEXT; j++)
			;
		to = g[j - 1].b + RP_CONTEXT < nlines - 1 ? g[j - 1].b + RP_CONTEXT : nlines - 1;
		oldn = to - from + 1;
		for (k = i; k < j; k++) {
			const char *s = g[k].new.s;

			newn -= g[k].b - g[k].a + 1;
			for (; *s; newn++) {
				const char *nl = strchr(s, '\n');

				s = nl ? nl + 1 : s + strlen(s);
			}
		}
		newn += oldn;
		fprintf(out, "@@ -%zu,%zu +%ld,%zu @@\n", from + 1, oldn,
			(long)from + 1 + delta - (newn == 0), newn);
		delta += (long)newn - (long)oldn;
		line = from;
		for (k = i; k < j; k++) {
			const char *s = g[k].new.s;

			for (; line < g[k].a; line++)
				rp_patch_line(out, ' ', text + starts[line], starts[line + 1] - starts[line]);
			for (; line <= g[k].b; line++)
				rp_patch_line(out, '-', text + starts[line], starts[line + 1] - starts[line]);
			while (*s) {
				const char *nl = strchr(s, '\n');
				size_t n = nl ? (size_t)(nl - s) + 1 : strlen(s);

				rp_patch_line(out, '+', s, n);
				s += n;
			}
		}
		for (; line <= to; line++)
			rp_patch_line(out, ' ', text + starts[line], starts[line + 1] - starts[line]);
	}
	for (i = 0; i < ng; i++)
		rp_buf_free(&g[i].new);
	free(g);
	free(starts);
}

/* --patch: every fix-it of the findings as one unified diff, paths
   relative to the build directory with a/ and b/ (git apply, patch -p1,
   run at the top of the source tree).  A fix-it the file no longer
   matches, or one that overlaps another, is left out with an error.  */
static void rp_patch(FILE *out)
{
	struct pfile *files = NULL;
	size_t nfiles = 0, capfiles = 0, i, j;

	for (i = 0; i < nfnds; i++) {
		const struct fnd *f = &fnds[i];
		char *path = NULL, *rel;
		struct pfile *p = NULL;

		if (!f->fix_text)
			continue;
		if (!f->fix_byte_column || !f->fix_end_byte_column) {
			rp_err("%s:%ld:%ld: the fix-it has no byte columns (written by an older "
			       "refpair?); compile again to patch it", f->file, f->line, f->column);
			continue;
		}
		rel = rp_patch_path(f, &path);
		if (!rel) {
			rp_err("%s:%ld:%ld: the fix-it's file is outside the build directory %s",
			       f->file, f->line, f->column, f->directory);
			continue;
		}
		for (j = 0; j < nfiles; j++)
			if (!strcmp(files[j].rel, rel))
				p = &files[j];
		if (p) {
			free(rel);
			free(path);
		} else {
			RP_GROW(files, capfiles, nfiles + 1);
			p = &files[nfiles++];
			memset(p, 0, sizeof(*p));
			p->rel = rel;
			p->path = path;
		}
		RP_GROW(p->edits, p->capedits, p->nedits + 1);
		p->edits[p->nedits].f = f;
		p->edits[p->nedits++].text = f->fix_text;
	}
	if (nfiles)
		qsort(files, nfiles, sizeof(*files), rp_cmp_pfile);
	for (i = 0; i < nfiles; i++) {
		struct pfile *p = &files[i];
		size_t len, n = 0;
		char *text = rp_read_all(p->path, &len);

		if (!text) {
			rp_err("cannot read %s for its fix-its: %s", p->path, strerror(errno));
			continue;
		}
		for (j = 0; j < p->nedits; j++) {
			struct pedit *e = &p->edits[j];
			const struct fnd *f = e->f;

			e->start = rp_offset(text, len, f->fix_line, f->fix_byte_column);
			e->end = rp_offset(text, len, f->fix_end_line, f->fix_end_byte_column);
			if (e->start == (size_t)-1 || e->end == (size_t)-1 || e->end < e->start ||
			    e->end >= len) {
				rp_err("%s:%ld:%ld: the fix-it's range is not in %s (edited since the "
				       "build?)", f->file, f->line, f->column, p->path);
				continue;
			}
			/* END is the range's last byte: take the whole of its character.  */
			e->end++;
			while (e->end < len && ((unsigned char)text[e->end] & 0xc0) == 0x80)
				e->end++;
			p->edits[n++] = *e;
		}
		p->nedits = n;
		if (n)
			qsort(p->edits, n, sizeof(*p->edits), rp_cmp_pedit);
		/* The same fix-it twice (a header's, seen by two units) once; an
		   overlapping one is an error.  */
		for (j = n = 0; j < p->nedits; j++) {
			struct pedit *e = &p->edits[j];

			if (n && p->edits[n - 1].start == e->start && p->edits[n - 1].end == e->end &&
			    !strcmp(p->edits[n - 1].text, e->text))
				continue;
			if (n && e->start < p->edits[n - 1].end) {
				rp_err("%s:%ld:%ld: the fix-it overlaps another one; left out",
				       e->f->file, e->f->line, e->f->column);
				continue;
			}
			p->edits[n++] = *e;
		}
		p->nedits = n;
		if (n)
			rp_patch_file(out, p, text, len);
		free(text);
	}
	for (i = 0; i < nfiles; i++) {
		free(files[i].rel);
		free(files[i].path);
		free(files[i].edits);
	}
	free(files);
}

/* ---- Arguments ---- */

static void rp_usage(FILE *out)
{
	fprintf(out,
		"usage: %s [OPTIONS] DIR|FILE...\n"
		"Report the findings written by -fplugin-arg-refpair-findings=DIR.\n"
		"  --summary            print only the tables by check, family and subsystem\n"
		"  --patch              print the fix-its as a patch for git apply (or patch -p1)\n"
		"                       at the top of the source tree\n"
		"  --format=FMT         standard output as text (default), sarif, jsonl or tsv\n"
		"  -o FILE              write that output to FILE\n"
		"  --html FILE          also write a self-contained HTML page\n"
		"  --source-root DIR    read source lines for the page from DIR\n"
		"  --baseline OLD       only findings whose fingerprint is not in OLD (a findings\n"
		"                       directory, JSON Lines file or --write-baseline file);\n"
		"                       exit 1 if there are any; also lists OLD's findings of\n"
		"                       the units read that are gone (fixed)\n"
		"  --write-baseline F   write the fingerprints of the findings read to F\n"
		"  --dump-json FILE     print each value of a JSON file as PATH = VALUE\n"
		"  --version, --help\n"
		"Exit status: 0; 1 if --baseline leaves findings; 2 on bad arguments or input,\n"
		"or with --baseline when no findings file was read.\n",
		progname);
}

/* The value of option ARGV[*I] (--opt=V or --opt V); NULL after an error.  */
static const char *rp_optval(int argc, char **argv, int *i, const char *opt)
{
	size_t n = strlen(opt);

	if (argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (*i + 1 >= argc) {
		rp_err("option %s needs a value", opt);
		return NULL;
	}
	return argv[++*i];
}

/* Whether ARGV[I] is option OPT, alone or as OPT=VALUE.  */
static bool rp_isopt(const char *arg, const char *opt)
{
	size_t n = strlen(opt);

	return !strncmp(arg, opt, n) && (arg[n] == 0 || arg[n] == '=');
}

int main(int argc, char **argv)
{
	const char *html = NULL, *format = "text", *outpath = NULL, *baseline = NULL;
	const char *write_base = NULL, *dump = NULL;
	const char **inputs = rp_xmalloc((size_t)argc * sizeof(*inputs));
	size_t ninputs = 0, total, i, n;
	bool summary = false, opts_done = false, patch = false;
	FILE *out = stdout;
	int ret = 0;

	for (int a = 1; a < argc; a++) {
		const char *arg = argv[a];

		if (opts_done || arg[0] != '-' || !strcmp(arg, "-")) {
			inputs[ninputs++] = arg;
		} else if (!strcmp(arg, "--")) {
			opts_done = true;
		} else if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
			rp_usage(stdout);
			return 0;
		} else if (!strcmp(arg, "--version")) {
			printf("refpair-report %s\n", REFPAIR_VERSION);
			return 0;
		} else if (!strcmp(arg, "--summary")) {
			summary = true;
		} else if (!strcmp(arg, "--patch")) {
			patch = true;
		} else if (rp_isopt(arg, "--format")) {
			format = rp_optval(argc, argv, &a, "--format");
		} else if (!strcmp(arg, "-o")) {
			outpath = rp_optval(argc, argv, &a, "-o");
		} else if (rp_isopt(arg, "--html")) {
			html = rp_optval(argc, argv, &a, "--html");
		} else if (rp_isopt(arg, "--source-root")) {
			source_root = rp_optval(argc, argv, &a, "--source-root");
		} else if (rp_isopt(arg, "--baseline")) {
			baseline = rp_optval(argc, argv, &a, "--baseline");
		} else if (rp_isopt(arg, "--write-baseline")) {
			write_base = rp_optval(argc, argv, &a, "--write-baseline");
		} else if (rp_isopt(arg, "--dump-json")) {
			dump = rp_optval(argc, argv, &a, "--dump-json");
		} else {
			rp_err("unknown option %s; --help lists them", arg);
		}
	}
	if (errors)
		return 2;
	if (dump)
		return rp_dump_json(dump);
	if (!format || (strcmp(format, "text") && strcmp(format, "sarif") && strcmp(format, "jsonl") &&
			strcmp(format, "tsv"))) {
		rp_err("bad --format=%s; expected text, sarif, jsonl or tsv", format ? format : "");
		return 2;
	}
	if (summary && strcmp(format, "text")) {
		rp_err("--summary goes with --format=text only");
		return 2;
	}
	if (patch && (summary || strcmp(format, "text"))) {
		rp_err("--patch goes with neither --summary nor --format");
		return 2;
	}
	if (ninputs == 0) {
		rp_err("no findings directory or file given; --help shows the usage");
		return 2;
	}
	for (i = 0; i < ninputs; i++)
		rp_read_input(inputs[i], rp_add_finding, &nunits);
	if (baseline)
		rp_read_baseline(baseline);
	if (baseline && !errors && nunits == 0) {
		/* An empty directory means the build wrote nothing (no findings
		   option, or nothing compiled again): passing it would hide
		   that.  */
		struct rp_buf names = { 0, 0, 0 };

		for (i = 0; i < ninputs; i++)
			rp_buf_printf(&names, "%s%s", i ? ", " : "", inputs[i]);
		rp_err("no findings file (*.jsonl) in %s: nothing was analysed, which is "
		       "not the same as no findings; build with "
		       "-fplugin-arg-refpair-findings=DIR, and make sure the objects were "
		       "compiled again", names.s);
		rp_buf_free(&names);
	}
	if (errors)
		return 2;
	rp_sort_dedup();
	total = nfnds;
	if (write_base)
		rp_write_baseline(write_base);
	if (baseline) {
		if (nbase)
			qsort(base, nbase, sizeof(*base), rp_cmp_base);
		/* Those reported now go last, kept for rp_print_fixed.  */
		for (i = n = 0; i < nfnds; i++)
			if (!rp_in_baseline(fnds[i].fingerprint)) {
				struct fnd t = fnds[n];

				fnds[n++] = fnds[i];
				fnds[i] = t;
			}
		nfnds = n;
	}
	if (outpath) {
		out = fopen(outpath, "w");
		if (!out) {
			rp_err("cannot write %s: %s", outpath, strerror(errno));
			return 2;
		}
	}
	if (patch)
		rp_patch(out);
	else if (!strcmp(format, "sarif"))
		rp_sarif(out);
	else if (!strcmp(format, "jsonl"))
		rp_jsonl(out);
	else if (!strcmp(format, "tsv"))
		rp_tsv(out);
	else if (baseline) {
		size_t fixed;

		for (i = 0; i < nfnds; i++)
			rp_text_finding(out, &fnds[i]);
		fixed = rp_print_fixed(out, total);
		fprintf(out, "refpair-report: %zu new finding%s not in the baseline %s (%zu "
			"finding%s from %zu unit%s%s, %zu in the baseline, %zu fixed)\n", nfnds,
			nfnds == 1 ? "" : "s", baseline, total, total == 1 ? "" : "s", nunits,
			nunits == 1 ? "" : "s", rp_suppressed_words(), total - nfnds, fixed);
	} else
		rp_text(out, summary);
	if (out != stdout && fclose(out) != 0)
		rp_err("cannot write %s: %s", outpath, strerror(errno));
	else if (out == stdout && fflush(stdout) != 0)
		rp_err("cannot write the standard output: %s", strerror(errno));
	if (html)
		rp_html(html);
	if (errors)
		ret = 2;
	else if (baseline && nfnds)
		ret = 1;
	return ret;
}
