/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * json.h: refpair's findings as JSON Lines, in plain C11: a small escaping
 * writer, the finding record and its fingerprint, the per-unit file (named
 * and written atomically), and a small strict parser for the tools that
 * read the files back (refpair-report).  The format is described at the top
 * of json.c and in README.md ("Findings for pipelines").
 */
#ifndef REFPAIR_JSON_H
#define REFPAIR_JSON_H

#include "util.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Writing ---- */

/* S (LEN bytes) as a JSON string, quotes included, appended to B.  Bytes
   that are not valid UTF-8 become U+FFFD, so the output is always valid.  */
void rp_json_strn(struct rp_buf *b, const char *s, size_t len);
/* The same for a NUL-terminated S; NULL is written as "".  */
void rp_json_str(struct rp_buf *b, const char *s);

/* 64-bit FNV-1a of N bytes at P, continuing from H (start with
   RP_FNV64_INIT).  */
#define RP_FNV64_INIT 0xcbf29ce484222325ull
uint64_t rp_fnv64(const void *p, size_t n, uint64_t h);

/* One event of a finding's path: where, and what happens there.  */
struct rp_fevent {
	const char *file;
	unsigned line, column;
	unsigned char_column;	/* in characters, for SARIF; 0: unknown */
	const char *text;
};

/* One finding, as the plugin reports it.  Strings are borrowed.  */
struct rp_finding {
	const char *check;	/* "leak" */
	const char *severity;	/* "warning" or "note" */
	const char *family;	/* "pm", or "" when the check has none */
	const char *api;	/* "pm_runtime_get_sync", or "" */
	const char *object;	/* "&pdev->dev", or "" */
	const char *function;	/* the function it was found in */
	const char *file;	/* the warning's location */
	unsigned line, column;
	unsigned char_column;	/* in characters (code points), for SARIF; 0: unknown */
	const char *message;	/* the warning's text, without [refpair-CHECK] */
	const char *statement;	/* the statement's source text, normalised */
	/* The normalised statement the fingerprint hashes instead of
	   STATEMENT, or NULL: a leak's acquire (not written).  */
	const char *anchor;
	const struct rp_fevent *events;
	int nevents;
	const char *fix_text;	/* a fix-it: replace FIX_* by this, or NULL */
	unsigned fix_line, fix_column, fix_end_line, fix_end_column;
	/* The same columns in bytes (a tab is one), for patches; 0: unknown.  */
	unsigned fix_byte_column, fix_end_byte_column;
	/* And in characters, for SARIF; 0: unknown.  */
	unsigned fix_char_column, fix_end_char_column;
	char fingerprint[17];	/* set by rp_finding_fingerprint */
	bool suppressed;	/* refpair_ignore names its check: not reported */
};

/* What every finding of a unit shares.  */
struct rp_fmeta {
	const char *unit;	/* the main input file */
	const char *directory;	/* the compiler's working directory */
	const char *gcc;	/* GCC's version, "12.2.0" */
	const char *refpair;	/* REFPAIR_VERSION */
	const char *database;	/* rp_db_identity() of the loaded database */
};

/* TEXT (LEN bytes of C source) with comments removed and white space
   kept only where it separates two words (as one space), appended to OUT;
   literals are kept as they are.  */
void rp_normalize_source(const char *text, size_t len, struct rp_buf *out);

/* Whether normalised statement text S is complete: it ends with ';', '{',
   '}' or ':' (or is empty).  */
bool rp_statement_complete(const char *s);

/* Set F->fingerprint: 16 hex digits of a hash of F's function, check, API,
   object, file base name and statement (its anchor, if it has one), and
   OCCURRENCE (how many earlier
   findings of the unit had all of those equal; 0 for the first).  Line
   numbers are not part of it.  Return the hash without OCCURRENCE, which
   callers compare to count occurrences.  */
uint64_t rp_finding_fingerprint(struct rp_finding *f, unsigned occurrence);

/* F as one JSON line (with the newline), appended to B.  */
void rp_finding_write(struct rp_buf *b, const struct rp_finding *f,
		      const struct rp_fmeta *m);

/* Identity of a database: 16 hex digits of a hash of the base names and
   contents of the NFILES files FILES (in any order: they are sorted), into
   OUT.  Unreadable files count by name only.  */
void rp_db_identity(const char *const *files, size_t nfiles, char out[17]);

/* PATH without its leading "/", "./" and "../" steps.  */
const char *rp_path_skip_dots(const char *path);

/* The first part of a unit's findings file name: INPUT's path made one
   file name (at most its last 100 characters), appended to OUT.  */
void rp_unit_name(const char *input, struct rp_buf *out);

/* The name of a unit's findings file: the main input's path made one file
   name, a hash of (CWD, INPUT, OUTPUT) so that two units never share it,
   and ".jsonl", into OUT.  OUTPUT is what the compiler writes (its
   auxiliary base name), NULL if unknown.  */
void rp_findings_name(const char *input, const char *cwd, const char *output,
		      struct rp_buf *out);

/* Write LEN bytes of DATA as DIR/NAME atomically: DIR (and its parents) is
   created if missing, DATA written to a temporary file in DIR, which is
   then renamed.  Return 0, or -1 with a message in ERR.  */
int rp_write_atomic(const char *dir, const char *name, const char *data, size_t len,
		    char *err, size_t errsize);

/* ---- Reading ---- */

enum rp_jtype { RP_J_NULL, RP_J_BOOL, RP_J_NUM, RP_J_STR, RP_J_ARR, RP_J_OBJ };

/* A parsed JSON value.  Strings are NUL-terminated UTF-8 (a "\u0000" ends
   them early); numbers keep their text in S as well.  */
struct rp_jval {
	enum rp_jtype type;
	bool b;
	double num;
	char *s;
	size_t n;		/* ARR, OBJ: number of items */
	struct rp_jval **items;	/* ARR, OBJ: the values */
	char **keys;		/* OBJ: the keys */
};

/* Parse one JSON value from LEN bytes of TEXT, which may be followed only
   by white space.  Return it, or NULL with a message in ERR and the byte
   offset of the error in *ERRPOS.  */
struct rp_jval *rp_json_parse(const char *text, size_t len, char *err, size_t errsize,
			      size_t *errpos);
void rp_json_free(struct rp_jval *v);

/* Member KEY of object V (the last if repeated), or NULL.  */
const struct rp_jval *rp_json_get(const struct rp_jval *v, const char *key);
/* Member KEY as a string (NULL unless a string), as a number (-1 unless a
   non-negative integer).  */
const char *rp_json_get_str(const struct rp_jval *v, const char *key);
long rp_json_get_uint(const struct rp_jval *v, const char *key);

#ifdef __cplusplus
}
#endif

#endif /* REFPAIR_JSON_H */
