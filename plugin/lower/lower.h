/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/lower.h: what the files of lower/ share; nothing outside lower/
 * includes it (pass.cc calls rp_lower_function(), declared in refpair.h).
 *
 * lower/ turns GIMPLE, right after "ssa", into the pairing IR (core/ir.h):
 *   function.cc  a function's blocks, statement events and edges: the entry
 *   value.cc     the value term of each operand: SSA names, addresses, loads
 *   accessor.cc  side-effect-free accessors, evaluated on their arguments
 *   cond.cc      conditions on values, for the edges of branches and switches
 *   call.cc      a call's events, one per effect of the callee
 *   callee.cc    what a call is: attribute, database, summary, families
 *   ktype.cc     whether a kobj_type's release frees its container
 *   flags.cc     flags that record a held reference ("irq->requested = 1")
 *   roles.cc     the roles of callbacks stored in the unit's static objects
 *   listwalk.cc  the list an acquire links its object into; loops that
 *                release every element of a list
 *   names.cc     C spellings of expressions and paths, for messages
 *
 * Functions without a call to an annotated acquire or release are skipped
 * (pass.cc) after one scan of their calls.  For the others:
 *  - every SSA name gets a value term: copies, casts and __builtin_expect
 *    are looked through; "&x->f" and container_of() fold into ADDR terms;
 *    loads become LOAD terms, or the stored value when one store to that
 *    place dominates the load; calls of side-effect-free inline accessors
 *    become ACCESSOR terms keyed by their arguments;
 *  - conditions become "value V is in classes M" on each edge: comparisons
 *    with constants, "!", "!!", WARN_ON()'s statement expression, IS_ERR()
 *    and the database's other tests, switch cases;
 *  - annotated calls, stores of pointers and integers, redefinitions and
 *    returns become events; PHIs become moves on edges.
 * Nothing here changes the IL.
 */
#ifndef REFPAIR_LOWER_LOWER_H
#define REFPAIR_LOWER_LOWER_H

#include "gcc-compat.h"
#include "refpair.h"
#include "core/ir.h"
#include "core/util.h"

/* roles.cc: the RP_ROLE_* roles that the unit's static objects give
   function FNDECL (a dev_pm_ops whose .resume it is).  */
unsigned rp_function_roles(tree fndecl);
/* roles.cc: whether the unit runs FNDECL only while its driver is bound
   (a callback of RP_ROLES_WHILE_BOUND, or what only such callbacks call
   and no probe does).  */
bool rp_function_while_bound(tree fndecl);
/* roles.cc: whether FNDECL is static, off a probe's path, and no call of
   it reads its result.  */
bool rp_function_result_unread(tree fndecl);

/* A condition an SSA name stands for: "name is true" iff VAL is in T,
   "name is false" iff VAL is in F.  VAL -1: nothing known.  A comparison
   with a constant other than 0 ("ret != -EACCES") also says so of its
   truth value, the term "ret == -13" (VAL2, in T2 or F2; -1 if none), so
   that a path that tests it again knows the answer.  */
struct rp_pred {
	int val;
	unsigned char t, f;
	int val2;
	unsigned char t2, f2;
};
#define RP_PRED_NONE { -1, RP_C_ALL, RP_C_ALL, -1, RP_C_ALL, RP_C_ALL }

/* One store statement and the address value it stores to.  */
struct rp_store_rec {
	int addr;
	gimple *stmt;
};

/* The state of lowering one function.  */
struct rp_lower {
	function *fun;
	struct rp_func *f;
	int *ssa_val;		/* SSA version -> value, -2 not yet computed */
	unsigned nssa;
	int *bb_block;		/* GCC bb index -> IR block, -1 */
	unsigned char *bb_warns;	/* GCC bb index -> reports a broken
					   assumption (rp_stmt_warns) */
	/* Stores, by the address value they store to: count and statement.  */
	int *store_count;
	size_t capstores;
	gimple **store_stmt;
	size_t capstmts;
	/* Every store, in statement order: its address value and statement.  */
	struct rp_store_rec *stores;
	size_t nstores, capstorerecs;
	/* Local variables whose address is passed to a call, by value.  */
	unsigned char *escaped;
	size_t capescaped;
	bool made_doms;
	/* Stores to a bit-field or through a BIT_FIELD_REF, in statement
	   order.  */
	gimple **bf_stores;
	int nbf_stores;
	size_t capbf;
	bool uses;		/* record RP_E_USE events */
	int depth;		/* recursion guard */
};

/* An accessor's body being evaluated (lower/accessor.cc).  */
struct rp_env;

/* LOC as reported: where the user wrote it, not inside a macro's body
   (for_each_child_of_node() puts its calls in of.h).  */
static inline location_t rp_locus(location_t loc)
{
	loc = linemap_resolve_location(line_table, loc, LRK_MACRO_EXPANSION_POINT, NULL);
	return LOCATION_LOCUS(loc);
}

/* value.cc */
enum rp_vtype rp_type_of(tree type);
int rp_value_of(struct rp_lower *L, tree t);
int rp_addr_of(struct rp_lower *L, tree ref);
/* roles.cc: the tag of structure type T ("dev_pm_ops"), or NULL.  */
const char *rp_struct_tag(tree t);
/* relcb.cc: STMT stores a release callback ("c->dev.release = fn").  */
void rp_lower_release_store(struct rp_lower *L, gimple *stmt);
/* An init acquire names kobj_type KTYPE for the kobject at value OBJ: its
   .release is the object's release callback.  */
void rp_lower_ktype_release(struct rp_lower *L, int obj, tree ktype);
int rp_addr_of_env(struct rp_lower *L, tree ref, struct rp_env *env);
int rp_load_term(struct rp_lower *L, gimple *stmt);
/* A store to a bit-field: events on the terms of its bits.  */
void rp_lower_bits_store(struct rp_lower *L, int block, gimple *stmt);

/* accessor.cc */
bool rp_is_accessor(tree fndecl, int depth);
int rp_env_value(struct rp_lower *L, struct rp_env *env, tree t);
int rp_eval_inline(struct rp_lower *L, tree fndecl, const int *args, int nargs, int depth);
bool rp_eval_setter(struct rp_lower *L, tree fndecl, const int *args, int nargs, int depth,
		    int *addr, int *val);

/* cond.cc */
int rp_minus(struct rp_lower *L, int v, long long k);
rp_pred rp_compare(struct rp_lower *L, tree op0, enum tree_code code, tree op1);

/* A condition that is a disjunction of conjunctions of "value VAL is in
   classes MASK" (struct rp_cond): "a & b", "a | b" of truth values, which
   GCC makes of "ret < 0 && ret != -EACCES" when both sides are cheap.  */
#define RP_DNF_MAX 4
struct rp_conj {
	int n;
	struct rp_cond lit[RP_DNF_MAX];
};
struct rp_dnf {
	int n;
	struct rp_conj c[RP_DNF_MAX];
};
bool rp_cond_dnf(struct rp_lower *L, tree op0, enum tree_code code, tree op1,
		 struct rp_dnf *t, struct rp_dnf *f);
unsigned rp_range_classes(tree lo, tree hi);

/* call.cc */
void rp_lower_call(struct rp_lower *L, int block, gcall *stmt);

/* flags.cc */
void rp_lower_flag_store(struct rp_lower *L, struct rp_event *ev, gimple *stmt);
int rp_once_acquire(gimple *stmt);
/* Whether STMT's block is entered only where a structure's flag was tested.  */
bool rp_flag_guarded(gimple *stmt);

/* ktype.cc */
int rp_ktype_release_frees(tree ktype);
/* The .release of static kobj_type KTYPE, or NULL_TREE.  */
tree rp_ktype_release_fn(tree ktype);

/* listwalk.cc */
int rp_list_link_head(struct rp_lower *L, tree type, int obj, const char *path);
int rp_list_walk_head(struct rp_lower *L, gcall *stmt, tree arg);

/* names.cc */
bool rp_expr_name(struct rp_buf *b, tree t, int depth);
void rp_name(struct rp_lower *L, int v, tree t);
bool rp_path_name(struct rp_buf *b, tree t, const struct rp_objref *o, bool object_base);

#endif /* REFPAIR_LOWER_LOWER_H */
