/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * apidb.h: the API database.  One record per function that acquires,
 * releases, frees, allocates, takes ownership of or tests an object, read
 * from the annotations/ *.api files (see annotations/README.md for the line
 * format) and from refpair_* attributes.  Call sites are matched by the
 * callee's name.
 *
 * Plain C: the parser and lookup are unit-tested without GCC.
 */
#ifndef REFPAIR_APIDB_H
#define REFPAIR_APIDB_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What a function does to its object.  Keep rp_kind_names in sync.  */
enum rp_kind {
	RP_ACQUIRE,	/* the object gains a reference (or a lock) */
	RP_RELEASE,	/* the object's reference (or lock) is given back */
	RP_FREE,	/* the object's memory is freed directly (kfree) */
	RP_ALLOC,	/* returns freshly allocated memory (kmalloc) */
	RP_TRANSFER,	/* takes over the caller's reference to the object */
	RP_TEST,	/* returns true iff the object is in some classes (IS_ERR) */
	RP_ERRCODE,	/* returns the error code an ERR_PTR holds (PTR_ERR) */
	RP_ERRPTR,	/* returns an ERR_PTR (ERR_PTR) */
	RP_ALIAS,	/* returns its object unchanged (ERR_CAST) */
	RP_HELD,	/* returns true iff the family's reference on the object is
			   held (pci_is_enabled) */
	RP_KIND_COUNT
};

/*
 * Value classes.  The engine knows each value only as a set of these three
 * classes.  For integers they are the sign; for pointers, NEG stands for an
 * ERR_PTR (which is a small negative number), ZERO for NULL and POS for a
 * valid pointer.
 */
enum {
	RP_C_NEG = 1,
	RP_C_ZERO = 2,
	RP_C_POS = 4,
	RP_C_ALL = 7
};

/* When an acquire takes effect, as a condition on the call's return value.  */
enum rp_when {
	RP_WHEN_NONE,		/* not an acquire */
	RP_WHEN_ALWAYS,		/* even when the call fails (pm_runtime_get_sync) */
	RP_WHEN_ZERO,		/* ret == 0 */
	RP_WHEN_NONNEG,		/* ret >= 0 */
	RP_WHEN_NONZERO,	/* ret != 0, "true" (try_module_get) */
	RP_WHEN_POS,		/* ret > 0 (pm_runtime_get_if_in_use) */
	RP_WHEN_NONNULL,	/* ret != NULL */
	RP_WHEN_VALID,		/* ret neither NULL nor an ERR_PTR */
	RP_WHEN_COUNT
};

/* Flags of a record.  */
enum {
	RP_API_MUST_CHECK = 1,	/* must-check: the result must be tested */
	RP_API_OR_ZERO = 2,	/* errcode: 0 for a valid pointer (PTR_ERR_OR_ZERO) */
	RP_API_ATTRIBUTE = 4,	/* came from an attribute, not a file */
	RP_API_LOCK = 8,	/* lock: the family is a lock, not a reference */
	RP_API_INIT = 16,	/* init: initialises the object (count 1); its
				   memory must go through RELEASE, never a free */
	RP_API_UNREGISTER = 32,	/* unregister: also drops the reference a
				   registration holds, not only this caller's */
	RP_API_SUMMARY = 64,	/* summary: computed from the function's body
				   (here, or by summaries-out in another build) */
	RP_API_NULL_ON_FAILURE = 128,	/* null-on-failure: a failed acquire
					   leaves OBJECT NULL, which its
					   release ignores */
};

/* Which value a record is about: the return value or an argument.  */
#define RP_MAX_PATH 4

/* A step from an object to one reached from it: the pointer stored at
   byte offset OFF (LOAD), or the address OFF bytes further (a field).  */
struct rp_step {
	unsigned char load;
	int off;
};

struct rp_objref {
	short arg;		/* 0: the return value; N >= 1: argument N;
				   -1: the family's one global object (RCU);
				   -2: global variable GVAR_UID (summaries) */
	unsigned char deref;	/* 1: the pointer stored where argument N points */
	unsigned char npath;	/* then these steps: "arg1->48" is window->pdev */
	struct rp_step path[RP_MAX_PATH];
	unsigned gvar_uid;	/* arg -2: the variable's DECL_UID */
	const char *gname;	/* arg -1: "global:NAME", a named global object
				   (a summary's static variable, "FILE:VAR");
				   NULL: the family's one object */
};

struct rp_api {
	const char *name;	/* function name */
	const char *family;	/* API family, e.g. "pm" or "kobject" */
	enum rp_kind kind;
	struct rp_objref obj;
	enum rp_when when;	/* acquire, alloc: when it takes effect */
	unsigned char test_true;/* test: RP_C_* classes for which it returns true */
	short returns_arg;	/* returns=argN: the call returns argument N */
	short drops_arg;	/* drops=argN: also releases argument N first */
	const char *release;	/* release=NAME: the function that gives it back */
	const char *better;	/* better=NAME: call this instead when the result
				   is only tested for failure (a fix-it) */
	unsigned flags;		/* RP_API_* */
	const char *file;	/* where the record was defined */
	unsigned line;
	unsigned load;		/* which load (file) defined it */
	const struct rp_api *also; /* the same function's record for another
				   object (lines of one file), or NULL */
	/* Summaries: the call in the body that does it, and where (a GCC
	   location), for the notes of reports at call sites.  */
	const char *via;
	unsigned via_loc;
	const char *objname;	/* summaries: the name of a global object */
};

/* Called with each error message (already prefixed with "FILE:LINE: ").  */
typedef void (*rp_diag_fn)(void *ctx, const char *msg);

struct rp_apidb;

struct rp_apidb *rp_apidb_new(void);
void rp_apidb_free(struct rp_apidb *db);

/* Load PATH: one .api file, or every *.api file of a directory in name
   order.  Return the number of errors reported through DIAG.  */
int rp_apidb_load_path(struct rp_apidb *db, const char *path,
		       rp_diag_fn diag, void *ctx);

/* Parse LEN bytes of TEXT as the .api file called NAME.  */
int rp_apidb_load_text(struct rp_apidb *db, const char *text, size_t len,
		       const char *name, rp_diag_fn diag, void *ctx);

/* Add a copy of E (strings are copied), replacing any record of the same
   name.  */
const struct rp_api *rp_apidb_add(struct rp_apidb *db, const struct rp_api *e);

/* Add a copy of E to the chain of records of E's function (a further
   object it acquires or releases).  */
const struct rp_api *rp_apidb_add_also(struct rp_apidb *db, const struct rp_api *e);

/* Whether A and B name the same object.  */
bool rp_objref_equal(const struct rp_objref *a, const struct rp_objref *b);

/* The (first) record for function NAME, or NULL; see its "also" chain.  */
const struct rp_api *rp_apidb_lookup(const struct rp_apidb *db, const char *name);

/* Number of records; the Ith record (in insertion order, 0-based).  */
size_t rp_apidb_count(const struct rp_apidb *db);
const struct rp_api *rp_apidb_at(const struct rp_apidb *db, size_t i);

/* Whether some record has family FAMILY.  */
bool rp_apidb_has_family(const struct rp_apidb *db, const char *family);

/* Text of a kind, of a when condition; parse a when condition.  */
const char *rp_kind_name(enum rp_kind k);
const char *rp_when_name(enum rp_when w);
bool rp_parse_when(const char *s, enum rp_when *w);

/* The RP_C_* classes of the return value for which acquire condition W
   holds (RP_C_ALL for RP_WHEN_ALWAYS).  */
unsigned rp_when_mask(enum rp_when w);

/* OBJECT as the .api format writes it ("*arg1", "arg1->48+16").  */
void rp_objref_format(const struct rp_objref *o, char *buf, size_t size);

/* E as a line of the .api format (without newline), appended to B.  Test
   records (CLASSES) are not written.  */
struct rp_buf;
void rp_api_format(const struct rp_api *e, struct rp_buf *b);

/* Whether S is a valid family name ([A-Za-z0-9_], not starting with '-').  */
bool rp_valid_family(const char *s);

#ifdef __cplusplus
}
#endif

#endif /* REFPAIR_APIDB_H */
