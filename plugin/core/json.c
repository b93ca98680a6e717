/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * json.c: refpair's findings files, and the JSON reader of its tools.
 *
 * With -fplugin-arg-refpair-findings=DIR every translation unit writes one
 * file DIR/NAME.jsonl (JSON Lines: one JSON object per line, UTF-8), where
 * NAME is the main input's path made a file name plus a hash of the
 * working directory, the input and the output, so that two units never
 * share a file and rebuilding a unit replaces its file.  A unit without
 * findings writes an empty file.  Each file is written to a temporary file
 * in DIR and renamed, so parallel builds never interleave.
 *
 * One line per finding, with these members (strings unless said):
 *
 *   check        the check's name, as in [refpair-leak]: "leak"
 *   family       the API family of the pairing: "pm" ("" if none: the
 *                free-while-linked check is about plain memory)
 *   api          the API call the finding is about: the acquire for leak
 *                and unchecked, the initialising call for kfree-kobject,
 *                the release otherwise ("" if none)
 *   object       the object, as the message names it: "&pdev->dev" ("" if
 *                the message names none)
 *   function     the function it was found in
 *   file, line, column  where the warning is (line and column numbers, as
 *                in GCC's own output; file as GCC names it)
 *   char_column  the same column counted in characters (Unicode code
 *                points; a tab is one), as SARIF counts them; absent when
 *                the source line could not be read.  GCC's column counts
 *                display cells (a tab up to the next multiple of 8)
 *   severity     "warning", or "note" with severity=note
 *   message      the warning's text without the [refpair-CHECK] tag
 *   events       the path: an array of {file, line, column, char_column,
 *                text}, the notes (or numbered events) GCC prints under
 *                the warning
 *   fixit        only when there is one: {line, column, end_line,
 *                end_column, byte_column, end_byte_column, char_column,
 *                end_char_column, text}: replace
 *                that range (in FILE, inclusive) by TEXT; the columns as
 *                GCC prints them (display columns, where a tab may count
 *                for several), the same two in bytes, for
 *                refpair-report --patch, and in characters (char_column,
 *                end_char_column), for SARIF
 *   statement    the source text of the warning's statement (its line, and
 *                the next ones until it ends), without comments, and with
 *                white space only where it separates two words
 *   fingerprint  16 hex digits: a hash of function, check, api, object,
 *                the base name of FILE and statement (for a leak, the
 *                acquire's statement instead: one finding per acquire,
 *                whichever exit comes first), plus an occurrence
 *                number when several findings of the unit share all of
 *                those; no line numbers, so unrelated edits that shift
 *                lines keep it
 *   suppressed   only when true: the function's refpair_ignore attribute
 *                (__refpair_ignore) names the check, so GCC did not
 *                report it; refpair-report counts it, and shows it nowhere
 *   unit         the main input file of the translation unit
 *   directory    the compiler's working directory (FILE and UNIT may be
 *                relative to it)
 *   gcc          GCC's version: "12.2.0"
 *   refpair      refpair's version
 *   database     16 hex digits identifying the loaded database: a hash of
 *                its .api files' base names and contents
 *
 * Plain C11, no GCC headers.
 */
#include "json.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- Writing ---- */

/* Length of the valid UTF-8 sequence at S (N bytes left), or 0.  */
static size_t rp_utf8_len(const unsigned char *s, size_t n)
{
	unsigned char c = s[0];
	size_t len, i;
	unsigned lo = 0x80, hi = 0xbf;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		len = 2;
	else if (c >= 0xe0 && c <= 0xef)
		len = 3;
	else if (c >= 0xf0 && c <= 0xf4)
		len = 4;
	else
		return 0;
	if (n < len)
		return 0;
	/* Overlong forms, surrogates and values past U+10FFFF.  */
	if (c == 0xe0)
		lo = 0xa0;
	else if (c == 0xed)
		hi = 0x9f;
	else if (c == 0xf0)
		lo = 0x90;
	else if (c == 0xf4)
		hi = 0x8f;
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (i = 2; i < len; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	return len;
}

void rp_json_strn(struct rp_buf *b, const char *s, size_t len)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0;

	rp_buf_add(b, "\"");
	while (i < len) {
		unsigned char c = p[i];
		size_t n;

		switch (c) {
		case '"': rp_buf_add(b, "\\\""); i++; continue;
		case '\\': rp_buf_add(b, "\\\\"); i++; continue;
		case '\n': rp_buf_add(b, "\\n"); i++; continue;
		case '\t': rp_buf_add(b, "\\t"); i++; continue;
		case '\r': rp_buf_add(b, "\\r"); i++; continue;
		default: break;
		}
		if (c < 0x20 || c == 0x7f) {
			rp_buf_printf(b, "\\u%04x", c);
			i++;
			continue;
		}
		n = rp_utf8_len(p + i, len - i);
		if (n == 0) {
			rp_buf_add(b, "\\ufffd");
			i++;
			continue;
		}
		rp_buf_addn(b, s + i, n);
		i += n;
	}
	rp_buf_add(b, "\"");
}

void rp_json_str(struct rp_buf *b, const char *s)
{
	if (!s)
		s = "";
	rp_json_strn(b, s, strlen(s));
}

uint64_t rp_fnv64(const void *p, size_t n, uint64_t h)
{
	const unsigned char *s = (const unsigned char *)p;
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= s[i];
		h *= 0x100000001b3ull;
	}
	return h;
}

/* Add NUL-terminated S and its NUL to hash H.  */
static uint64_t rp_fnv64_str(const char *s, uint64_t h)
{
	if (!s)
		s = "";
	return rp_fnv64(s, strlen(s) + 1, h);
}

static bool rp_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static bool rp_is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_' || (unsigned char)c >= 0x80;
}

void rp_normalize_source(const char *text, size_t len, struct rp_buf *out)
{
	size_t i = 0, start = out->len;
	bool space = false;

	rp_buf_add(out, "");
	while (i < len) {
		char c = text[i];

		if (c == '/' && i + 1 < len && text[i + 1] == '/') {
			while (i < len && text[i] != '\n')
				i++;
			space = true;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '*') {
			i += 2;
			while (i < len && !(text[i] == '*' && i + 1 < len && text[i + 1] == '/'))
				i++;
			i = i + 2 < len ? i + 2 : len;
			space = true;
			continue;
		}
		if (rp_is_space(c)) {
			space = true;
			i++;
			continue;
		}
		/* A space only where it separates two words ("return ret"):
		   "ret ;" and "ret;" are the same statement.  */
		if (space && out->len > start && rp_is_word(out->s[out->len - 1]) && rp_is_word(c))
			rp_buf_add(out, " ");
		space = false;
		if (c == '"' || c == '\'') {
			/* A literal, copied as it is.  */
			size_t j = i + 1;

			while (j < len && text[j] != c && text[j] != '\n')
				j += text[j] == '\\' && j + 1 < len ? 2 : 1;
			if (j < len && text[j] == c)
				j++;
			rp_buf_addn(out, text + i, j - i);
			i = j;
			continue;
		}
		rp_buf_addn(out, &c, 1);
		i++;
	}
}

bool rp_statement_complete(const char *s)
{
	size_t n = strlen(s);

	return n == 0 || strchr(";{}:", s[n - 1]) != NULL;
}

/* The part of PATH after its last '/'.  */
static const char *rp_basename(const char *path)
{
	const char *slash;

	if (!path)
		return "";
	slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

uint64_t rp_finding_fingerprint(struct rp_finding *f, unsigned occurrence)
{
	uint64_t h = rp_fnv64_str("refpair-fingerprint-1", RP_FNV64_INIT), base;

	h = rp_fnv64_str(f->function, h);
	h = rp_fnv64_str(f->check, h);
	h = rp_fnv64_str(f->api, h);
	h = rp_fnv64_str(f->object, h);
	h = rp_fnv64_str(rp_basename(f->file), h);
	h = rp_fnv64_str(f->anchor ? f->anchor : f->statement, h);
	base = h;
	if (occurrence) {
		char num[16];

		snprintf(num, sizeof(num), "#%u", occurrence);
		h = rp_fnv64_str(num, h);
	}
	snprintf(f->fingerprint, sizeof(f->fingerprint), "%016llx", (unsigned long long)h);
	return base;
}

/* ,"KEY":"VALUE" (FIRST: without the comma).  */
static void rp_member_str(struct rp_buf *b, const char *key, const char *value, bool first)
{
	rp_buf_printf(b, "%s\"%s\":", first ? "" : ",", key);
	rp_json_str(b, value);
}

static void rp_member_uint(struct rp_buf *b, const char *key, unsigned value)
{
	rp_buf_printf(b, ",\"%s\":%u", key, value);
}

void rp_finding_write(struct rp_buf *b, const struct rp_finding *f, const struct rp_fmeta *m)
{
	int i;

	rp_buf_add(b, "{");
	rp_member_str(b, "check", f->check, true);
	rp_member_str(b, "family", f->family, false);
	rp_member_str(b, "api", f->api, false);
	rp_member_str(b, "object", f->object, false);
	rp_member_str(b, "function", f->function, false);
	rp_member_str(b, "file", f->file, false);
	rp_member_uint(b, "line", f->line);
	rp_member_uint(b, "column", f->column);
	if (f->char_column)
		rp_member_uint(b, "char_column", f->char_column);
	rp_member_str(b, "severity", f->severity, false);
	rp_member_str(b, "message", f->message, false);
	rp_buf_add(b, ",\"events\":[");
	for (i = 0; i < f->nevents; i++) {
		const struct rp_fevent *e = &f->events[i];

		rp_buf_add(b, i ? ",{" : "{");
		rp_member_str(b, "file", e->file, true);
		rp_member_uint(b, "line", e->line);
		rp_member_uint(b, "column", e->column);
		if (e->char_column)
			rp_member_uint(b, "char_column", e->char_column);
		rp_member_str(b, "text", e->text, false);
		rp_buf_add(b, "}");
	}
	rp_buf_add(b, "]");
	if (f->fix_text) {
		rp_buf_add(b, ",\"fixit\":{");
		rp_buf_printf(b, "\"line\":%u", f->fix_line);
		rp_member_uint(b, "column", f->fix_column);
		rp_member_uint(b, "end_line", f->fix_end_line);
		rp_member_uint(b, "end_column", f->fix_end_column);
		if (f->fix_byte_column && f->fix_end_byte_column) {
			rp_member_uint(b, "byte_column", f->fix_byte_column);
			rp_member_uint(b, "end_byte_column", f->fix_end_byte_column);
		}
		if (f->fix_char_column && f->fix_end_char_column) {
			rp_member_uint(b, "char_column", f->fix_char_column);
			rp_member_uint(b, "end_char_column", f->fix_end_char_column);
		}
		rp_member_str(b, "text", f->fix_text, false);
		rp_buf_add(b, "}");
	}
	rp_member_str(b, "statement", f->statement, false);
	rp_member_str(b, "fingerprint", f->fingerprint, false);
	if (f->suppressed)
		rp_buf_add(b, ",\"suppressed\":true");
	rp_member_str(b, "unit", m->unit, false);
	rp_member_str(b, "directory", m->directory, false);
	rp_member_str(b, "gcc", m->gcc, false);
	rp_member_str(b, "refpair", m->refpair, false);
	rp_member_str(b, "database", m->database, false);
	rp_buf_add(b, "}\n");
}

static int rp_cmp_base(const void *a, const void *b)
{
	const char *x = *(const char *const *)a, *y = *(const char *const *)b;
	int c = strcmp(rp_basename(x), rp_basename(y));

	return c ? c : strcmp(x, y);
}

void rp_db_identity(const char *const *files, size_t nfiles, char out[17])
{
	const char **sorted = rp_xmalloc((nfiles ? nfiles : 1) * sizeof(*sorted));
	uint64_t h = rp_fnv64_str("refpair-database-1", RP_FNV64_INIT);
	size_t i;

	if (nfiles) {
		memcpy(sorted, files, nfiles * sizeof(*sorted));
		qsort(sorted, nfiles, sizeof(*sorted), rp_cmp_base);
	}
	for (i = 0; i < nfiles; i++) {
		FILE *fp;
		char chunk[4096];
		size_t n;

		if (i > 0 && !strcmp(sorted[i], sorted[i - 1]))
			continue;
		h = rp_fnv64_str(rp_basename(sorted[i]), h);
		fp = fopen(sorted[i], "rb");
		if (!fp)
			continue;
		while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
			h = rp_fnv64(chunk, n, h);
		fclose(fp);
		h = rp_fnv64("", 1, h);
	}
	free(sorted);
	snprintf(out, 17, "%016llx", (unsigned long long)h);
}

const char *rp_path_skip_dots(const char *s)
{
	for (;;) {
		if (*s == '/')
			s++;
		else if (!strncmp(s, "./", 2))
			s += 2;
		else if (!strncmp(s, "../", 3))
			s += 3;
		else
			break;
	}
	return s;
}

void rp_unit_name(const char *input, struct rp_buf *out)
{
	const char *s = input ? input : "unit";
	size_t start, len;

	/* Leading "/", "./" and "../" say nothing about the file.  */
	s = rp_path_skip_dots(s);
	len = strlen(s);
	if (len > 100)
		s += len - 100;
	start = out->len;
	rp_buf_add(out, "");
	for (; *s; s++) {
		char c = *s;

		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '.' || c == '-' || c == '+'))
			c = '_';
		if (out->len == start && c == '.')
			c = '_';	/* names starting with '.' are temporary */
		rp_buf_addn(out, &c, 1);
	}
}

void rp_findings_name(const char *input, const char *cwd, const char *output,
		      struct rp_buf *out)
{
	uint64_t h = RP_FNV64_INIT;
	size_t start = out->len;

	h = rp_fnv64_str(cwd, h);
	h = rp_fnv64_str(input, h);
	h = rp_fnv64_str(output, h);
	rp_unit_name(input, out);
	rp_buf_printf(out, "%s%08llx.jsonl", out->len > start ? "." : "",
		      (unsigned long long)(h >> 32 ^ (h & 0xffffffffu)));
}

/* mkdir -p DIR.  Return 0 or -1 (errno set).  */
static int rp_mkdirs(const char *dir)
{
	char *p = rp_xstrdup(dir), *s;
	struct stat st;
	int ret = 0;

	for (s = p + 1; ; s++) {
		if (*s == '/' || *s == 0) {
			char c = *s;

			*s = 0;
			if (mkdir(p, 0777) != 0 && errno != EEXIST) {
				ret = -1;
				break;
			}
			*s = c;
			if (!c)
				break;
		}
	}
	free(p);
	if (ret == 0 && stat(dir, &st) != 0)
		ret = -1;
	else if (ret == 0 && !S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		ret = -1;
	}
	return ret;
}

int rp_write_atomic(const char *dir, const char *name, const char *data, size_t len,
		    char *err, size_t errsize)
{
	struct rp_buf tmp = { 0, 0, 0 }, dst = { 0, 0, 0 };
	mode_t mask;
	size_t done = 0;
	int fd, ret = -1;

	errno = 0;
	if (rp_mkdirs(dir) != 0) {
		snprintf(err, errsize, "cannot create directory %s: %s", dir, strerror(errno));
		return -1;
	}
	rp_buf_printf(&tmp, "%s/.%s.XXXXXX", dir, name);
	rp_buf_printf(&dst, "%s/%s", dir, name);
	fd = mkstemp(tmp.s);
	if (fd < 0) {
		snprintf(err, errsize, "cannot create a file in %s: %s", dir, strerror(errno));
		goto out;
	}
	/* mkstemp makes it 0600; a findings file is as readable as an object.  */
	mask = umask(0);
	umask(mask);
	(void)fchmod(fd, 0666 & ~mask);
	while (done < len) {
		ssize_t n = write(fd, data + done, len - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			snprintf(err, errsize, "cannot write %s: %s", tmp.s, strerror(errno));
			close(fd);
			unlink(tmp.s);
			goto out;
		}
		done += (size_t)n;
	}
	if (close(fd) != 0) {
		snprintf(err, errsize, "cannot write %s: %s", tmp.s, strerror(errno));
		unlink(tmp.s);
		goto out;
	}
	if (rename(tmp.s, dst.s) != 0) {
		snprintf(err, errsize, "cannot rename %s to %s: %s", tmp.s, dst.s, strerror(errno));
		unlink(tmp.s);
		goto out;
	}
	ret = 0;
out:
	rp_buf_free(&tmp);
	rp_buf_free(&dst);
	return ret;
}

/* ---- Reading ---- */

/* Deeper nesting than this is an error, not a stack overflow.  */
#define RP_JSON_MAX_DEPTH 200

struct rp_jparser {
	const char *s;
	size_t len, pos;
	char *err;
	size_t errsize;
	bool failed;
};

static void rp_jerror(struct rp_jparser *p, const char *msg)
{
	if (p->failed)
		return;
	p->failed = true;
	if (p->pos >= p->len)
		snprintf(p->err, p->errsize, "%s (at the end of the input)", msg);
	else if ((unsigned char)p->s[p->pos] >= 0x20 && (unsigned char)p->s[p->pos] < 0x7f)
		snprintf(p->err, p->errsize, "%s (found '%c')", msg, p->s[p->pos]);
	else
		snprintf(p->err, p->errsize, "%s (found byte 0x%02x)", msg,
			 (unsigned char)p->s[p->pos]);
}

static void rp_jskip(struct rp_jparser *p)
{
	while (p->pos < p->len && (p->s[p->pos] == ' ' || p->s[p->pos] == '\t' ||
				   p->s[p->pos] == '\n' || p->s[p->pos] == '\r'))
		p->pos++;
}

static struct rp_jval *rp_jnew(enum rp_jtype t)
{
	struct rp_jval *v = rp_xcalloc(1, sizeof(*v));

	v->type = t;
	return v;
}

/* Four hex digits at P->pos, or -1.  */
static long rp_jhex4(struct rp_jparser *p)
{
	long v = 0;
	int i;

	if (p->len - p->pos < 4)
		return -1;
	for (i = 0; i < 4; i++) {
		char c = p->s[p->pos + i];

		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= c - '0';
		else if (c >= 'a' && c <= 'f')
			v |= c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			v |= c - 'A' + 10;
		else
			return -1;
	}
	p->pos += 4;
	return v;
}

static void rp_jutf8(struct rp_buf *b, unsigned long cp)
{
	char u[4];
	size_t n;

	if (cp < 0x80) {
		u[0] = (char)cp;
		n = 1;
	} else if (cp < 0x800) {
		u[0] = (char)(0xc0 | cp >> 6);
		u[1] = (char)(0x80 | (cp & 0x3f));
		n = 2;
	} else if (cp < 0x10000) {
		u[0] = (char)(0xe0 | cp >> 12);
		u[1] = (char)(0x80 | (cp >> 6 & 0x3f));
		u[2] = (char)(0x80 | (cp & 0x3f));
		n = 3;
	} else {
		u[0] = (char)(0xf0 | cp >> 18);
		u[1] = (char)(0x80 | (cp >> 12 & 0x3f));
		u[2] = (char)(0x80 | (cp >> 6 & 0x3f));
		u[3] = (char)(0x80 | (cp & 0x3f));
		n = 4;
	}
	rp_buf_addn(b, u, n);
}

/* A string at P->pos (at its opening quote).  Return it (malloc'd).  */
static char *rp_jstring(struct rp_jparser *p)
{
	struct rp_buf b = { 0, 0, 0 };

	p->pos++;
	rp_buf_add(&b, "");
	for (;;) {
		unsigned char c;

		if (p->pos >= p->len) {
			rp_jerror(p, "unterminated string");
			break;
		}
		c = (unsigned char)p->s[p->pos];
		if (c == '"') {
			p->pos++;
			return b.s;
		}
		if (c < 0x20) {
			rp_jerror(p, "control character in a string");
			break;
		}
		if (c != '\\') {
			size_t start = p->pos;

			while (p->pos < p->len && p->s[p->pos] != '"' && p->s[p->pos] != '\\' &&
			       (unsigned char)p->s[p->pos] >= 0x20)
				p->pos++;
			rp_buf_addn(&b, p->s + start, p->pos - start);
			continue;
		}
		p->pos++;
		if (p->pos >= p->len) {
			rp_jerror(p, "unterminated string");
			break;
		}
		c = (unsigned char)p->s[p->pos++];
		switch (c) {
		case '"': rp_buf_add(&b, "\""); break;
		case '\\': rp_buf_add(&b, "\\"); break;
		case '/': rp_buf_add(&b, "/"); break;
		case 'b': rp_buf_add(&b, "\b"); break;
		case 'f': rp_buf_add(&b, "\f"); break;
		case 'n': rp_buf_add(&b, "\n"); break;
		case 'r': rp_buf_add(&b, "\r"); break;
		case 't': rp_buf_add(&b, "\t"); break;
		case 'u': {
			long cp = rp_jhex4(p), lo;

			if (cp < 0) {
				rp_jerror(p, "bad \\u escape");
				goto fail;
			}
			if (cp >= 0xd800 && cp <= 0xdbff && p->len - p->pos >= 6 &&
			    p->s[p->pos] == '\\' && p->s[p->pos + 1] == 'u') {
				size_t save = p->pos;

				p->pos += 2;
				lo = rp_jhex4(p);
				if (lo >= 0xdc00 && lo <= 0xdfff)
					cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
				else
					p->pos = save;
			}
			if (cp >= 0xd800 && cp <= 0xdfff)
				cp = 0xfffd;	/* an unpaired surrogate */
			rp_jutf8(&b, (unsigned long)cp);
			break;
		}
		default:
			p->pos--;
			rp_jerror(p, "bad escape in a string");
			goto fail;
		}
	}
fail:
	rp_buf_free(&b);
	return NULL;
}

static bool rp_jdigit(struct rp_jparser *p)
{
	return p->pos < p->len && p->s[p->pos] >= '0' && p->s[p->pos] <= '9';
}

static struct rp_jval *rp_jnumber(struct rp_jparser *p)
{
	size_t start = p->pos;
	struct rp_jval *v;

	if (p->s[p->pos] == '-')
		p->pos++;
	if (!rp_jdigit(p)) {
		rp_jerror(p, "bad number");
		return NULL;
	}
	if (p->s[p->pos] == '0')
		p->pos++;
	else
		while (rp_jdigit(p))
			p->pos++;
	if (p->pos < p->len && p->s[p->pos] == '.') {
		p->pos++;
		if (!rp_jdigit(p)) {
			rp_jerror(p, "bad number");
			return NULL;
		}
		while (rp_jdigit(p))
			p->pos++;
	}
	if (p->pos < p->len && (p->s[p->pos] == 'e' || p->s[p->pos] == 'E')) {
		p->pos++;
		if (p->pos < p->len && (p->s[p->pos] == '+' || p->s[p->pos] == '-'))
			p->pos++;
		if (!rp_jdigit(p)) {
			rp_jerror(p, "bad number");
			return NULL;
		}
		while (rp_jdigit(p))
			p->pos++;
	}
	v = rp_jnew(RP_J_NUM);
	v->s = rp_xmalloc(p->pos - start + 1);
	memcpy(v->s, p->s + start, p->pos - start);
	v->s[p->pos - start] = 0;
	v->num = strtod(v->s, NULL);
	return v;
}

static struct rp_jval *rp_jvalue(struct rp_jparser *p, int depth);

/* Append item V (and KEY, for objects) to container C.  */
static void rp_jappend(struct rp_jval *c, char *key, struct rp_jval *v, size_t *cap)
{
	if (c->n == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		c->items = rp_xrealloc(c->items, *cap * sizeof(*c->items));
		if (c->type == RP_J_OBJ)
			c->keys = rp_xrealloc(c->keys, *cap * sizeof(*c->keys));
	}
	if (c->type == RP_J_OBJ)
		c->keys[c->n] = key;
	c->items[c->n++] = v;
}

static struct rp_jval *rp_jcontainer(struct rp_jparser *p, int depth)
{
	bool obj = p->s[p->pos] == '{';
	char close = obj ? '}' : ']';
	struct rp_jval *c = rp_jnew(obj ? RP_J_OBJ : RP_J_ARR);
	size_t cap = 0;

	if (depth > RP_JSON_MAX_DEPTH) {
		rp_jerror(p, "nesting too deep");
		return c;
	}
	p->pos++;
	rp_jskip(p);
	if (p->pos < p->len && p->s[p->pos] == close) {
		p->pos++;
		return c;
	}
	for (;;) {
		char *key = NULL;
		struct rp_jval *v;

		rp_jskip(p);
		if (obj) {
			if (p->pos >= p->len || p->s[p->pos] != '"') {
				rp_jerror(p, "expected a string key");
				return c;
			}
			key = rp_jstring(p);
			if (!key)
				return c;
			rp_jskip(p);
			if (p->pos >= p->len || p->s[p->pos] != ':') {
				free(key);
				rp_jerror(p, "expected ':' after a key");
				return c;
			}
			p->pos++;
		}
		v = rp_jvalue(p, depth + 1);
		if (!v) {
			free(key);
			return c;
		}
		rp_jappend(c, key, v, &cap);
		if (p->failed)
			return c;
		rp_jskip(p);
		if (p->pos < p->len && p->s[p->pos] == ',') {
			p->pos++;
			continue;
		}
		if (p->pos < p->len && p->s[p->pos] == close) {
			p->pos++;
			return c;
		}
		rp_jerror(p, obj ? "expected ',' or '}'" : "expected ',' or ']'");
		return c;
	}
}

/* Whether the literal WORD is at P->pos; if so, skip it.  */
static bool rp_jword(struct rp_jparser *p, const char *word)
{
	size_t n = strlen(word);

	if (p->len - p->pos < n || memcmp(p->s + p->pos, word, n))
		return false;
	p->pos += n;
	return true;
}

static struct rp_jval *rp_jvalue(struct rp_jparser *p, int depth)
{
	struct rp_jval *v;
	char c;

	rp_jskip(p);
	if (p->pos >= p->len) {
		rp_jerror(p, "expected a value");
		return NULL;
	}
	c = p->s[p->pos];
	if (c == '{' || c == '[')
		return rp_jcontainer(p, depth);
	if (c == '"') {
		char *s = rp_jstring(p);

		if (!s)
			return NULL;
		v = rp_jnew(RP_J_STR);
		v->s = s;
		return v;
	}
	if (c == '-' || (c >= '0' && c <= '9'))
		return rp_jnumber(p);
	if (rp_jword(p, "true") || rp_jword(p, "false")) {
		v = rp_jnew(RP_J_BOOL);
		v->b = c == 't';
		return v;
	}
	if (rp_jword(p, "null"))
		return rp_jnew(RP_J_NULL);
	rp_jerror(p, "expected a value");
	return NULL;
}

struct rp_jval *rp_json_parse(const char *text, size_t len, char *err, size_t errsize,
			      size_t *errpos)
{
	struct rp_jparser p = { text, len, 0, err, errsize, false };
	struct rp_jval *v = rp_jvalue(&p, 0);

	if (!p.failed) {
		rp_jskip(&p);
		if (p.pos < p.len)
			rp_jerror(&p, "unexpected text after the value");
	}
	if (p.failed) {
		rp_json_free(v);
		*errpos = p.pos;
		return NULL;
	}
	return v;
}

void rp_json_free(struct rp_jval *v)
{
	size_t i;

	if (!v)
		return;
	for (i = 0; i < v->n; i++) {
		rp_json_free(v->items[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->items);
	free(v->keys);
	free(v->s);
	free(v);
}

const struct rp_jval *rp_json_get(const struct rp_jval *v, const char *key)
{
	size_t i;

	if (!v || v->type != RP_J_OBJ)
		return NULL;
	for (i = v->n; i-- > 0;)
		if (!strcmp(v->keys[i], key))
			return v->items[i];
	return NULL;
}

const char *rp_json_get_str(const struct rp_jval *v, const char *key)
{
	const struct rp_jval *m = rp_json_get(v, key);

	return m && m->type == RP_J_STR ? m->s : NULL;
}

long rp_json_get_uint(const struct rp_jval *v, const char *key)
{
	const struct rp_jval *m = rp_json_get(v, key);

	if (!m || m->type != RP_J_NUM || m->num < 0 || m->num > 2147483647.0 ||
	    m->num != (double)(long)m->num)
		return -1;
	return (long)m->num;
}
