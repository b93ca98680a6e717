/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ir.h: the pairing IR, a small picture of one C function that holds only
 * what pairing needs.  lower/ builds it from GIMPLE; the engine explores
 * its paths.
 *
 *  - Values are hash-consed terms, so that one object has one number
 *    whatever its spelling: "&pdev->dev" is ADDR(PARAM 0, 16) wherever it
 *    is computed, container_of() of it is PARAM 0 again, two loads of
 *    "connector->dev->dev" are one LOAD term, and two calls of an inline
 *    accessor with the same arguments are one ACCESSOR term.
 *  - Blocks hold events (annotated calls, stores, definitions, the return);
 *    edges carry the conditions that hold on them, as "value V is in these
 *    classes" (see RP_C_* in apidb.h), and the PHI moves into their
 *    destination.
 *
 * Plain C: no GCC types.  Locations are GCC location_t values carried
 * opaquely.
 */
#ifndef REFPAIR_IR_H
#define REFPAIR_IR_H

#include "apidb.h"
#include "util.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint32_t rp_loc;	/* a GCC location_t; 0 is unknown */

/* What kind of C value a term has, as far as classes go.  */
enum rp_vtype {
	RP_T_OTHER,	/* enums, structs, floats: classes are not tracked */
	RP_T_INT,	/* signed integer */
	RP_T_UINT,	/* unsigned integer (no NEG class) */
	RP_T_BOOL,	/* _Bool (ZERO or POS) */
	RP_T_PTR,	/* pointer: NEG is an ERR_PTR, ZERO NULL, POS valid */
};

enum rp_vkind {
	RP_V_OPAQUE,	/* a value we cannot describe (ID: a unique number) */
	RP_V_CONST,	/* an integer or pointer constant (OFF: the value) */
	RP_V_CLASS,	/* known only by its classes (OFF: RP_C_* mask), e.g. ERR_PTR() */
	RP_V_PARAM,	/* the incoming value of parameter ID (0-based) */
	RP_V_GLOBAL,	/* the address of global or static variable ID */
	RP_V_LOCAL,	/* the address of local variable ID, kept in memory */
	RP_V_CALL,	/* the result of call ID (not an accessor) */
	RP_V_ACCESSOR,	/* the result of side-effect-free function ID on ARGS */
	RP_V_LOAD,	/* the pointer or integer read at BASE + OFF */
	RP_V_ADDR,	/* BASE + OFF bytes (a field's address, container_of) */
	RP_V_PHI,	/* a PHI result (ID); which value it is depends on the path */
	RP_V_OP,	/* BASE (operator ID) OFF: arithmetic with a constant, kept
			   as a term so that "flags & F" tested twice is one value */
	RP_V_MAP,	/* a function of BASE known by its classes: for each class
			   of BASE, the classes of the result (OFF, see
			   rp_map_classes); PTR_ERR(), MIN(x, 0), -x */
};

/* The ACCESSOR id of an array element at a variable index: ARGS are the
   array's address and the index ("p->uni_pgdir[n]").  No DECL_UID is this
   large.  */
#define RP_ELEM_FN 0xfffffff0u
/* The ACCESSOR id of a pointer plus a variable offset ("locks + hash"):
   ARGS are the pointer and the offset value.  */
#define RP_PTRADD_FN 0xfffffff1u
/* The OP id of adding constant OFF ("i + 1"; "i - 1" is "i + -1"): the
   engine derives its classes from its base's (rp_op_classes).  Other OP
   ids are GCC's tree codes, kept only as identity.  */
#define RP_OP_ADD 0xfffffff2u
/* The ACCESSOR id of a bit-field read as GCC folds a test of it
   ("BIT_FIELD_REF <*chip, 8, 0> & 1" for "if (chip->runtime_pm)"): ARGS
   are the address read and the constant position << 16 | width, in bits.  */
#define RP_BITS_FN 0xfffffff3u
/* The ACCESSOR id of the sum of two integers that are not constants
   ("base + vector" indexing an array): ARGS are the two addends, in the
   order of their value numbers, so that the sum computed again with its
   operands swapped is the same term.  */
#define RP_SUM_FN 0xfffffff4u

struct rp_value {
	enum rp_vkind kind;
	enum rp_vtype type;
	int base;		/* LOAD, ADDR, MAP: the base value; else -1 */
	long long off;		/* LOAD, ADDR: byte offset; CONST, CLASS: see above */
	unsigned id;		/* kind-specific identity, see above */
	int nargs, args;	/* ACCESSOR: ARGS is an index into rp_func.argpool */
	const char *name;	/* how to print it ("&pdev->dev"); may be NULL */
	unsigned char ok;	/* CALL of a fallible function (database kind
				   fallible): the RP_C_* classes of its result
				   for which it succeeded; else 0 */
	bool fresh;		/* CALL: the result of a function with GCC's
				   malloc attribute, which no pointer valid
				   before the call equals */
	bool nonnull;		/* CALL: the result of a function declared
				   returns_nonnull (gnulib's xmalloc(),
				   xstrdup()); OPAQUE, ACCESSOR: pointer
				   arithmetic with a computed offset (an
				   ACCESSOR of RP_PTRADD_FN): never NULL */
};

enum rp_ekind {
	RP_E_CALL,	/* a call of an annotated function */
	RP_E_DEF,	/* VAL gets a new value (a call result, a store to a
			   location that LOAD terms read) */
	RP_E_STORE,	/* VAL is stored into memory based on DST */
	RP_E_RETURN,	/* the function returns VAL (-1: nothing) */
	RP_E_USE,	/* the memory VAL points into is read, written or passed on */
	RP_E_COPY,	/* SLOT (a PHI term: an SSA name loaded from a location
			   that a later store rewrites) takes the value VAL (the
			   location's LOAD term) has here, as a PHI move does */
};

struct rp_event {
	enum rp_ekind kind;
	rp_loc loc;
	const struct rp_api *api;	/* CALL: what the callee does */
	const char *callee;		/* CALL: the callee's name, or the API
					   its record shows instead (shown=) */
	int obj;			/* CALL: the value api->obj designates */
	int ret;			/* CALL: the call's result value, or -1 */
	int drop;			/* CALL: the value drops= releases, or -1 */
	int call;			/* CALL: the first event of the same call
					   (one per line of the callee's record:
					   clk_prepare_enable() has two), else
					   this event */
	int val;			/* DEF, STORE, RETURN: the value */
	int dst;			/* STORE: the base of the destination */
	int slot;			/* STORE: the LOAD term of the stored-to
					   location if one exists, else -1;
					   COPY: the term that takes the value */
	bool scope_end;			/* CALL: a cleanup-attribute call, which
					   GCC makes when its variable's scope
					   ends (guard(mutex), __free()) */
	signed char release_frees;	/* CALL of an init acquire: whether the
					   object's release frees its container
					   (1), does not (0), or is unknown (-1) */
	rp_loc end_loc;			/* CALL: the end of the call's source
					   range (for fix-it hints), or 0 */
	rp_loc name_end_loc;		/* CALL: the last character of the
					   callee's name as written, or 0 */
	const char *objname;		/* CALL: the object as this call spells
					   it ("&chdev->dev"), or NULL */
	unsigned callee_roles;		/* CALL: the callee's callback roles
					   (RP_ROLE_*, lower/roles.cc), a
					   function of the unit called directly */
	int role_obj;			/* CALL with callee_roles: the value of
					   its first argument (the device) */
	int link;			/* CALL of an acquire with links=: the
					   list head its object is on when the
					   call returns 0, or -1 */
	long long extent;		/* CALL of a release with each=: the
					   array's size in bytes (a constant
					   count times its element's size), or
					   0 if unknown */
	bool flag_guarded;		/* CALL of a release, not an unlock,
					   that a test of a state flag guards
					   ("if (p->has_ref) put(dev)"): a
					   reference held here goes with what
					   the flag records, as at an if-held
					   release; where none is held, it is
					   the caller's, as at any release
					   (lower/flags.cc) */
	bool per_turn;			/* CALL of a release, not an unlock, in a
					   loop: its object is the same every
					   turn while another argument names
					   something new each turn ("event_free(
					   gpu, i)" putting gpu->dev): a
					   reference recorded per item, not this
					   function's, unless the loop takes one
					   (engine/elements.c,
					   rp_setup_turn_releases) */
	int once;			/* CALL of an acquire, not a lock, where a
					   flag is clear, or STORE of a non-zero
					   constant into that flag there ("if
					   (!s->resumed) { get(dev); s->resumed =
					   true; }"): the flag's key, the same for
					   both, else 0 (lower/flags.cc) */
	int records;			/* STORE of a non-zero constant into a
					   flag that the unit tests before
					   releasing an object of the same
					   structure (lower/flags.cc): that
					   object's LOAD term, or -1 */
	int walk;			/* CALL of a release: the head of the list
					   whose every element a loop releases
					   here, every return coming after it
					   (lower/listwalk.cc), or -1 */
	unsigned field_key;		/* CALL of a lock's acquire or release:
					   the structure type and offset of the
					   member the lock is ("&pd->driver->lock":
					   struct driver's lock), a number equal
					   for equal members of one unit; 0 if
					   the lock is not reached through a
					   member (lower/call.cc, rp_field_key) */
};

/* A condition on an edge: value VAL is in classes MASK.  */
struct rp_cond {
	int val;
	unsigned char mask;
};

/* A relation between two integer values on an edge ("j < i", a loop that
   counts up to where another stopped): it holds for their classes too
   (rp_rel_narrow).  */
enum rp_rel { RP_REL_LT, RP_REL_LE, RP_REL_GT, RP_REL_GE, RP_REL_EQ, RP_REL_NE };

struct rp_relcond {
	int a, b;
	unsigned char rel;	/* enum rp_rel: "A rel B" holds on the edge */
};

/* A PHI move on an edge: DST (a PHI value) takes SRC.  */
struct rp_move {
	int dst, src;
};

struct rp_edge {
	int src, dst;		/* block indexes */
	int cond_first, ncond;	/* conditions, in rp_func.conds */
	int move_first, nmove;	/* PHI moves, in rp_func.moves */
	int rel_first, nrel;	/* relations, in rp_func.rels */
	bool branch;		/* the source block has more than one successor */
	bool warns;		/* a branch into a block that reports a broken
				   assumption (rp_stmt_warns: WARN_ON fired) */
	bool warned;		/* not warns, but tests what a warns edge tests,
				   the same way: the branch taken when the
				   warning fired ("if (WARN_ON(x)) return;") */
	rp_loc loc;		/* the branch statement (if, switch) */
	rp_loc goto_loc;	/* a goto or return statement this edge stands for */
};

struct rp_block {
	int ev_first, nev;	/* events, in rp_func.events */
	int succ_first, nsucc;	/* edges, in rp_func.edges */
	unsigned gcc_index;	/* the GCC basic block's index, for dumps */
};

/* A release callback stored into an object (lower/relcb.cc): what the
   last put of the object at OBJ runs, and its summary.  */
struct rp_relcb {
	int obj;			/* the object's address ("&c->dev") */
	const struct rp_api *effects;	/* the callback's summary, NEFFECTS
					   records; NEFFECTS -1: unknown */
	int neffects;
	const char *name;		/* the callback, for notes */
};

struct rp_func {
	const char *name;
	rp_loc loc, end_loc;
	enum rp_vtype ret_type;
	bool returns_void;
	bool returns_enum;	/* the return type is an enum (a status) */
	bool is_main;		/* the program's main(): its returns end the
				   process, as exit() does */
	bool userspace;		/* in a userspace unit (rp_unit_userspace) */
	unsigned roles;		/* RP_ROLE_*: the callback roles the unit's
				   static objects give it (kind callback) */
	bool result_unread;	/* static, off a probe's path, and no caller
				   reads its result (rp_function_result_unread):
				   what its failures keep is its callers' */
	bool while_bound;	/* run only while the driver is bound
				   (rp_function_while_bound): the remove
				   gives back its until-remove references */
	bool called_in_unit;	/* called directly by a function of its unit */
	bool summarized_for_callers;	/* called directly in this unit, with
					   summaries on: its callers see what
					   it does to their objects */
	const struct rp_api *annotation;	/* what the function's own refpair_*
						   attribute says it does, or NULL
						   (the annotation check) */

	struct rp_value *values;
	size_t nvalues, capvalues;
	int *argpool;
	size_t nargpool, capargpool;
	unsigned *vhash;	/* open addressing over values, index + 1 */
	size_t nvhash;

	struct rp_block *blocks;
	size_t nblocks, capblocks;
	struct rp_edge *edges;
	size_t nedges, capedges;
	struct rp_relcb *relcbs;	/* release callbacks stored here */
	size_t nrelcbs, caprelcbs;
	struct rp_event *events;
	size_t nevents, capevents;
	int ncopies;		/* how many events are RP_E_COPY */
	struct rp_cond *conds;
	size_t nconds, capconds;
	struct rp_move *moves;
	size_t nmoves, capmoves;
	struct rp_relcond *rels;
	size_t nrels, caprels;

	struct rp_arena arena;	/* names */
};

struct rp_func *rp_func_new(const char *name);
void rp_func_free(struct rp_func *f);

/* ---- Values (hash-consed: equal terms get equal numbers) ---- */
int rp_val_opaque(struct rp_func *f, enum rp_vtype t);
int rp_val_const(struct rp_func *f, enum rp_vtype t, long long c);
int rp_val_class(struct rp_func *f, enum rp_vtype t, unsigned mask);
int rp_val_param(struct rp_func *f, enum rp_vtype t, unsigned index);
int rp_val_global(struct rp_func *f, unsigned uid);
int rp_val_local(struct rp_func *f, unsigned uid);
int rp_val_call(struct rp_func *f, enum rp_vtype t, unsigned id);
int rp_val_accessor(struct rp_func *f, enum rp_vtype t, unsigned fn,
		    const int *args, int nargs);
int rp_val_phi(struct rp_func *f, enum rp_vtype t, unsigned id);
int rp_val_op(struct rp_func *f, enum rp_vtype t, unsigned op, int base, long long c);
/* BASE + OFF, folded: ADDR(ADDR(x, a), b) is ADDR(x, a + b), ADDR(x, 0) is x.  */
int rp_val_addr(struct rp_func *f, int base, long long off);
/* Address value ADDR as a base and a byte offset (ADDR(x, off), else
   ADDR itself and 0).  */
void rp_val_split_addr(const struct rp_func *f, int addr, int *base, long long *off);
/* The value read at ADDR (an address value): LOAD(base, off).  */
int rp_val_load(struct rp_func *f, enum rp_vtype t, int addr);
/* The LOAD term of ADDR if it already exists, else -1.  */
int rp_val_find_load(struct rp_func *f, int addr);
/* A MAP value of BASE: MAP[i] (i = 0, 1, 2 for NEG, ZERO, POS) is the
   classes the result has when BASE is in class i.  Maps of maps fold.  */
int rp_val_map(struct rp_func *f, enum rp_vtype t, int base, const unsigned char map[3]);
/* The classes a MAP value V has when its base is in classes BASE_MASK, and
   the classes of the base for which V can be in classes MASK.  */
unsigned rp_map_classes(const struct rp_value *v, unsigned base_mask);
unsigned rp_map_preimage(const struct rp_value *v, unsigned mask);
/* The classes OP value V (RP_OP_ADD) has when its base is in classes
   BASE_MASK; RP_C_ALL for other OPs.  */
unsigned rp_op_classes(const struct rp_value *v, unsigned base_mask);

/* The existing LOAD (KIND RP_V_LOAD) or address (RP_V_ADDR) term at
   BASE + OFF, folded as rp_val_addr folds; -1 if the function has none.  */
int rp_val_lookup(const struct rp_func *f, enum rp_vkind kind, int base, long long off);
/* The OP term BASE (operator OP) C, or -1 (none is added).  */
int rp_val_lookup_op(const struct rp_func *f, unsigned op, int base, long long c);
/* The ACCESSOR term of function FN on ARGS, or -1 (none is added).  */
int rp_val_lookup_accessor(const struct rp_func *f, unsigned fn, const int *args, int nargs);

/* Set V's printed name unless it has one.  */
void rp_val_name(struct rp_func *f, int v, const char *name);
/* How call event EV spells its object (or its drops= argument if DROP).  */
const char *rp_event_obj_str(const struct rp_func *f, const struct rp_event *ev);

/* V's printed name, or a placeholder.  */
const char *rp_val_str(const struct rp_func *f, int v);
/* The object V points into: V with ADDR offsets stripped.  */
int rp_val_container(const struct rp_func *f, int v);
/* The classes a constant or CLASS value can be in; RP_C_ALL otherwise.  */
unsigned rp_val_const_mask(const struct rp_func *f, int v);
bool rp_val_is_const(const struct rp_func *f, int v);

/* The location (a LOAD term) whose value on entry PHI term V holds: V is
   set by one RP_E_COPY in the entry block, before any store there to a
   location ("dc = dev->dev_private; ... dev->dev_private = NULL;"), so
   the pointers read through V are the caller's.  -1 if V is not such a
   term.  */
int rp_copy_source(const struct rp_func *f, int v);

/* ---- Blocks, events, edges (built block by block, in order) ---- */
int rp_block_new(struct rp_func *f, unsigned gcc_index);
struct rp_event *rp_event_add(struct rp_func *f, int block, enum rp_ekind k,
			      rp_loc loc);
/* Add an edge and return its index; add its conditions and moves before
   the next edge.  */
int rp_edge_add(struct rp_func *f, int src, int dst);
void rp_edge_cond(struct rp_func *f, int edge, int val, unsigned mask);
void rp_edge_move(struct rp_func *f, int edge, int dst, int src);
void rp_edge_rel(struct rp_func *f, int edge, int a, enum rp_rel rel, int b);
/* Narrow the classes *MA of A and *MB of B to those for which "A REL B"
   can hold (NEG < ZERO < POS; within one class anything but "0 < 0").
   Return false if none can.  */
bool rp_rel_narrow(enum rp_rel rel, unsigned *ma, unsigned *mb);
/* Call after all blocks and edges are added: groups edges by source.  */
void rp_func_finish(struct rp_func *f);

/* The classes of value type T for which "x OP C" can be true (*T_MASK) and
   false (*F_MASK), OP one of "<", "<=", ">", ">=", "==", "!=".  Return false
   if the classes cannot tell (then both masks are RP_C_ALL).  */
bool rp_compare_masks(enum rp_vtype t, const char *op, long long c,
		      unsigned *t_mask, unsigned *f_mask);

/* Write a readable dump of F to B (for -fdump-tree-all and unit tests).  */
void rp_func_dump(const struct rp_func *f, struct rp_buf *b);

#ifdef __cplusplus
}
#endif

#endif /* REFPAIR_IR_H */
