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

/*
 * The vocabulary of the format (kinds, WHEN conditions, test classes and
 * keys) is the table core/apivocab.def; the enums and flags below and the
 * tables rp_vocab_* are expanded from it.
 */

/* Which forms a kind's OBJECT may take; what follows its OBJECT.  */
enum {
	RP_OBJ_RET = 1,		/* ret */
	RP_OBJ_ARG = 2,		/* argN, *argN (with steps) */
	RP_OBJ_GLOBAL = 4	/* global, global:NAME */
};
enum rp_field { RP_FIELD_NONE, RP_FIELD_WHEN, RP_FIELD_CLASSES };

/* What a function does to its object: RP_ACQUIRE, RP_RELEASE, ...  */
enum rp_kind {
#define RP_KIND(id, name, objects, field, effect, desc) RP_##id,
#include "apivocab.def"
	RP_KIND_COUNT
};

/* The kinds as a set: bit RP_x, as apivocab.def's KINDS write them.  */
#define RP_KMASK(kind) (1u << RP_##kind)
#define RP_KMASK_ALL ((1u << RP_KIND_COUNT) - 1)

/*
 * Value classes.  The engine knows each value only as a set of these three
 * classes.  For integers they are the sign; for pointers, NEG stands for an
 * ERR_PTR (which is a small negative number), ZERO for NULL and POS for a
 * valid pointer.  A test's CLASSES name them err, null and valid.
 */
enum {
	RP_C_NEG = 1,
	RP_C_ZERO = 2,
	RP_C_POS = 4,
	RP_C_ALL = 7
};

/* The words of a test's CLASSES: RP_CLASS_NEG ("err"), ...  */
enum rp_class {
#define RP_CLASS(id, name, desc) RP_CLASS_##id,
#include "apivocab.def"
	RP_CLASS_COUNT
};

/* When an acquire takes effect, as a condition on the call's return value:
   RP_WHEN_ALWAYS, RP_WHEN_ZERO (ret==0), ...  */
enum rp_when {
	RP_WHEN_NONE,		/* not an acquire */
#define RP_WHEN(id, name, spaced, classes, self, desc) RP_WHEN_##id,
#include "apivocab.def"
	RP_WHEN_COUNT
};

/* The keys: RP_KEY_RELEASE, RP_KEY_MUST_CHECK, ...  */
enum rp_api_key {
#define RP_KEY(id, name, form, kinds, member, desc) RP_KEY_##id,
#include "apivocab.def"
	RP_KEY_COUNT
};

/* The form of a key's value: none, argN, a C identifier, any text.  */
enum rp_key_form { RP_FORM_FLAG, RP_FORM_ARGN, RP_FORM_NUM, RP_FORM_NAME, RP_FORM_TEXT };

/* Flags of a record: RP_API_MUST_CHECK, ... for each FLAG key (must-check),
   then those that no key sets.  */
enum {
#define RP_FLAG_KEY_FLAG(id) RP_API_##id = 1u << RP_KEY_##id,
#define RP_FLAG_KEY_ARGN(id)
#define RP_FLAG_KEY_NUM(id)
#define RP_FLAG_KEY_NAME(id)
#define RP_FLAG_KEY_TEXT(id)
#define RP_KEY(id, name, form, kinds, member, desc) RP_FLAG_KEY_##form(id)
#include "apivocab.def"
#undef RP_FLAG_KEY_FLAG
#undef RP_FLAG_KEY_ARGN
#undef RP_FLAG_KEY_NUM
#undef RP_FLAG_KEY_NAME
#undef RP_FLAG_KEY_TEXT
	RP_API_ATTRIBUTE = 1u << RP_KEY_COUNT,	/* came from an attribute, not a file */
};

/* The columns of apivocab.def, by word (see there).  */
struct rp_vocab_kind {
	const char *name;
	unsigned char objects;	/* RP_OBJ_* */
	unsigned char field;	/* enum rp_field */
	bool effect;
	const char *desc;
};
struct rp_vocab_when {
	const char *name;
	const char *spaced;	/* or "" */
	unsigned char classes;	/* RP_C_* */
	bool self;
	const char *desc;
};
struct rp_vocab_class {
	const char *name;
	unsigned char classes;	/* RP_C_* */
	const char *desc;
};
struct rp_vocab_key {
	const char *name;
	unsigned char form;	/* enum rp_key_form */
	unsigned kinds;		/* RP_KMASK() */
	const char *desc;
};
extern const struct rp_vocab_kind rp_vocab_kinds[RP_KIND_COUNT];
extern const struct rp_vocab_when rp_vocab_whens[RP_WHEN_COUNT];	/* [0]: "-" */
extern const struct rp_vocab_class rp_vocab_classes[RP_CLASS_COUNT];
extern const struct rp_vocab_key rp_vocab_keys[RP_KEY_COUNT];

/* Which value a record is about: the return value or an argument.  */
#define RP_MAX_PATH 4
#define RP_MAX_ACC_ARGS 4

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
	/* Summaries of one unit only (no .api spelling): the object is the
	   result of side-effect-free function ACC_FN (a DECL_UID) on
	   ACC_NARGS arguments, "pci_irq_vector(pdev, 6)".  Argument ACC_POS
	   is what the reference above reaches; argument K is constant
	   ACC_K[K] of type ACC_KTYPE[K], or any value at all where bit K of
	   ACC_ANY is set ("free_irq(pci_irq_vector(pdev, i))" in a loop
	   gives back every vector of pdev).  ACC_FN 0: none.  */
	unsigned acc_fn;
	unsigned char acc_nargs, acc_pos, acc_any, acc_type;
	unsigned char acc_ktype[RP_MAX_ACC_ARGS];
	long long acc_k[RP_MAX_ACC_ARGS];
	/* With ACC_FN: these steps from the accessor's value to the object
	   ("->vector" of "p->msix[i].vector", an element of an array that
	   ACC_FN RP_ELEM_FN or RP_PTRADD_FN indexes).  */
	unsigned char npost;
	struct rp_step post[RP_MAX_PATH];
	/* With ACC_FN: argument N (>= 1) bounds the loop that gives the
	   elements back ("for (i = 0; i < n; i++)"); 0: none.  */
	signed char count_arg;
};

struct rp_api {
	const char *name;	/* function name */
	const char *family;	/* API family, e.g. "pm" or "kobject" */
	enum rp_kind kind;
	struct rp_objref obj;
	enum rp_when when;	/* acquire, alloc, transfer (optional: NONE
				   is always): when it takes effect */
	unsigned char test_true;/* test: RP_C_* classes for which it returns true */
	short returns_arg;	/* returns=argN: the call returns argument N */
	short drops_arg;	/* drops=argN: also releases argument N first */
	short action_arg;	/* action=argN (transfer): argument N is a
				   callback called later with OBJECT; what its
				   summary gives back of its argument 1 is
				   managed from the call on; 0: none */
	short into_arg;		/* into=argN (transfer): OBJECT is stored in
				   memory argument N points into; 0: no
				   such place (handed over) */
	short each_arg;		/* each=argN: OBJECT is an array of argument
				   N's number of elements, and the family's
				   references on the pointers in them are
				   released too; 0: none */
	signed char ktype_arg;	/* ktype=argN: argument N is OBJECT's struct
				   kobj_type, whose .release decides whether
				   the last put frees OBJECT; 0: none */
	signed char params;	/* params=N: the line holds only for a declaration
				   with N parameters; 0: any */
	const char *links;	/* links=FIELD.FIELD: when the call returns 0,
				   OBJECT is on the list headed there (the
				   path of field names from OBJECT: kset.list
				   is &OBJECT->kset->list), or NULL */
	const char *release;	/* release=NAME: the function that gives it back */
	const char *member;	/* callback: member=NAME, the structure's member */
	const char *role;	/* callback, held: role=ROLE, a name rp_role_bit()
				   knows */
	const char *release_all; /* release-all=NAME: the one call that gives
				   back every count of a function that takes
				   several (clk_disable_unprepare), or NULL */
	const char *better;	/* better=NAME: call this instead when the result
				   is only tested for failure (a fix-it) */
	const char *shown;	/* shown=NAME: the API warnings name for a call
				   of this function, or NULL: its own name */
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
	const char *objname;	/* as=TEXT, or summaries: the name of a global
				   object */
	const char *inner;	/* summaries: how the helper's body names
				   OBJECT ("hi556->clk"), for a call site
				   that cannot name it itself, or NULL */
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

/* Roles of callbacks (kind callback, role=): a function stored in such a
   member of a static object of the unit.  */
enum {
	RP_ROLE_RESUME = 1,		/* "resume": a system-sleep resume, whose
					   failure the PM core only logs: the
					   device counts as resumed, and what it
					   took is the next suspend's to give back */
	RP_ROLE_RUNTIME_RESUME = 2,	/* "runtime-resume": a failed one leaves
					   the device suspended, and no suspend
					   follows */
	RP_ROLE_TEARDOWN = 4,		/* "teardown": a driver's remove or
					   disconnect: what it takes it must give
					   back before it returns, on every path */
	RP_ROLE_ENABLE = 8,		/* "enable": a step whose result its
					   framework ignores (it returns
					   nothing, or is not read) and after
					   which it always calls the matching
					   disable: what it leaves held on an
					   early return is the disable's */
	RP_ROLE_POWER_EVENT = 16,	/* "power-event": a power-up and
					   power-down handler whose failure its
					   framework only logs (an ASoC DAPM
					   widget's .event): the widget counts
					   as powered, and the power-down event
					   gives back what the power-up took */
	RP_ROLE_RELEASE = 32,		/* "release": what the last put of the
					   object runs (struct device's .release),
					   stored in its member where the object
					   is set up: what it gives back of the
					   object's fields the put gives back, and
					   only that (lower/relcb.cc) */
	RP_ROLE_PROBE = 64,		/* "probe": a driver's probe: if it fails
					   no remove follows, so what it takes it
					   gives back on its error paths */
	RP_ROLE_BOUND = 128,		/* "bound": a callback that runs only
					   while the driver is bound, between a
					   probe that succeeded and the remove (a
					   PCI error handler's .slot_reset) */
	RP_ROLE_RUNTIME_SUSPEND = 256,	/* "runtime-suspend": gives back what a
					   runtime resume took, the PM core's or
					   a direct call's */
};
/* The roles of callbacks that run only while the driver is bound: where
   such a function (or what only they call) fails, the driver's remove
   still runs.  */
#define RP_ROLES_WHILE_BOUND (RP_ROLE_RESUME | RP_ROLE_RUNTIME_RESUME | RP_ROLE_BOUND)
/* The RP_ROLE_* bit of role NAME, or 0.  */
unsigned rp_role_bit(const char *name);

/* Number of records; the Ith record (in insertion order, 0-based).  */
size_t rp_apidb_count(const struct rp_apidb *db);
const struct rp_api *rp_apidb_at(const struct rp_apidb *db, size_t i);

/* Whether API is a lookup: an acquire (not of a lock) whose object is the
   pointer it returns, so that the caller's local is the only handle on
   the new reference (of_find_node_by_name(), pci_get_device()).  */
bool rp_api_is_lookup(const struct rp_api *api);

/* Whether some record has family FAMILY.  */
bool rp_apidb_has_family(const struct rp_apidb *db, const char *family);

/* core/apivocab.c: the vocabulary.  Text of a kind, of a when condition;
   parse a when condition (also spelled with blanks: "ret == 0").  */
const char *rp_kind_name(enum rp_kind k);
const char *rp_when_name(enum rp_when w);
bool rp_parse_when(const char *s, enum rp_when *w);

/* The RP_C_* classes of the return value for which acquire condition W
   holds (RP_C_ALL for RP_WHEN_ALWAYS).  */
unsigned rp_when_mask(enum rp_when w);

/* The WHEN conditions a returned object can be conditioned on (always,
   nonnull, valid), as a set: bit RP_WHEN_x.  */
unsigned rp_when_self_mask(void);

/* The spellings of the words of one part of the vocabulary whose bits
   are set in MASK (bit I for word I; RP_WHEN_NONE is no word), as "a, b or
   c": LAST joins the last two ("or", "and").  With QUOTE, each is quoted
   with rp_open_quote and rp_close_quote.  In a static buffer: two results
   may be live at once.  */
enum rp_vocab { RP_VOCAB_KIND, RP_VOCAB_WHEN, RP_VOCAB_CLASS, RP_VOCAB_KEY };
const char *rp_vocab_words(enum rp_vocab v, unsigned mask, const char *last, bool quote);

/* The word of part V spelled S (its enum value), or -1.  */
int rp_vocab_lookup(enum rp_vocab v, const char *s);

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
