/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * check.h: the engine as the checks see it.  A check is a set of hooks
 * (struct rp_check_ops) the engine calls at the events that matter to it,
 * on every path; at a hook it reads the state there (a resource's status,
 * a value's classes, the path so far) and words what it finds as reports.
 * The engine knows no check by name: the driver hands it the enabled
 * checks' ops (checks/checks.h has the table), and each check says in
 * .needs what it needs beyond its hooks.
 *
 * Plain C, no GCC headers.
 */
#ifndef REFPAIR_CHECK_H
#define REFPAIR_CHECK_H

#include "engine.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Status of a resource on a path.  */
enum rp_status {
	RP_R_NONE,	/* not acquired on this path */
	RP_R_HELD,	/* held: this function owes a release */
	RP_R_COND,	/* held if the acquire's condition holds; not yet tested */
	RP_R_FAILED,	/* the acquire was tried and did not take effect */
	RP_R_RELEASED,	/* given back */
	RP_R_ESCAPED,	/* ownership left the function: stored, returned, handed over */
	RP_R_FREED,	/* its memory was freed directly while held */
	RP_R_LENT,	/* a reference the caller holds was given back here; taking
			   it again restores the caller's (ipmi drops the caller's
			   bmc_reg_mutex and retakes it) */
};

/* A resource's state on one path.  */
struct rp_rstate {
	unsigned char status;	/* enum rp_status */
	unsigned char count;	/* HELD: how many times (saturates at 3) */
	short site;		/* HELD, COND, FAILED: the acquire; RELEASED: the
				   release; -1 */
	short via;		/* held through this fresh allocation, or -1 */
	unsigned char flags;	/* RP_RF_* */
	unsigned char flags2;	/* RP_RF2_* */
	short more;		/* HELD: a retake that can fail ("if
				   (clk_prepare_enable(b))" with b the clock
				   already enabled), its result not yet
				   tested: where it succeeds, COUNT is one
				   more (rp_update_conds); -1 */
};

enum {
	RP_RF_UNCHECKED = 1,	/* a must-check acquire whose result no test saw */
	RP_RF_LINK_PENDING = 2,	/* its acquire links it into a list (links=) if
				   the call returns 0, not yet tested */
	RP_RF_LINKED = 4,	/* every reference held is on the acquire's
				   list (rp_event.link) */
	RP_RF_NULL_BASE = 8,	/* not held, and reached through a pointer
				   that is NULL on this path: nothing to give
				   back (for summaries) */
	RP_RF_IF_HELD = 16,	/* not held, and given to an "if-held" release:
				   the caller's, if held, is given back (for
				   summaries) */
	RP_RF_MANAGED = 32,	/* a "manage" call made the references taken
				   from then on managed (devres gives them
				   back): an acquire leaves it ESCAPED */
	RP_RF_RESTORES = 64,	/* LENT, and retaken by a call that can fail
				   (SITE): its result's test decides whether
				   the caller's reference is back (NONE) or
				   the retake failed (FAILED) */
	RP_RF_RESTORED = 128,	/* NONE because a retake that can fail
				   succeeded: for summaries, the function
				   holds it exactly as the retake says
				   (its callers see "acquire ... ret==0") */
};

enum {
	RP_RF2_NAMED = 1,	/* a call of kind names (dev_set_name) named the
				   object an unnamed init acquire set up */
};

/* What a hook is told: where on which path, and the state there.  */
struct rp_hook {
	struct rp_engine *eng;
	const struct rp_func *f;
	int node;		/* exploded node: its path leads to BLOCK */
	int block;
	int event;		/* the event, or -1 */
	int slot;		/* on_release/on_free: the resource, or -1 */
	struct rp_rstate before;/* on_release/on_free: its state before */
	bool is_drop;		/* on_release: a drops= release inside an acquire */
	const unsigned char *state;
};

/* The hooks a check implements (NULL for those it does not need).  */
struct rp_check_ops {
	int id;			/* what its reports carry (rp_report.check) */
	unsigned needs;		/* RP_NEED_*: what it needs beyond its hooks */
	void (*on_release)(const struct rp_hook *h);
	void (*on_free)(const struct rp_hook *h);
	void (*on_return)(const struct rp_hook *h);
	void (*on_use)(const struct rp_hook *h);	/* USE events */
	/* After the exploration, with every path seen (a fix-it that must
	   hold on all of them).  */
	void (*on_finish)(struct rp_engine *eng);
};

/* ---- For checks: the state at a hook ---- */
struct rp_rstate rp_state_res(const struct rp_hook *h, int slot);
/* The classes VAL can be in here (following PHI bindings).  */
unsigned rp_state_class(const struct rp_hook *h, int val);
/* The value VAL stands for here (a PHI's binding), or -1 if unknown.  */
int rp_state_root(const struct rp_hook *h, int val);
/* The first failure edge taken while something was held, or -1.  */
int rp_state_fail_edge(const struct rp_hook *h);
/* The pending exit edge (first goto/return edge after the last branch while
   something was held), or -1.  */
int rp_state_exit_edge(const struct rp_hook *h);
/* Whether value VAL (its root) was freed on this path (by one of the last
   RP_NFREED frees).  */
bool rp_state_freed(const struct rp_hook *h, int val);
/* The container of VAL's root here: the object it points into.  */
int rp_state_container(const struct rp_hook *h, int val);
/* Number of bindings, and the location (a LOAD term) and current value of
   binding I.  */
int rp_state_nbindings(const struct rp_hook *h);
int rp_state_binding(const struct rp_hook *h, int i, int *value);

/* The edges from the entry to the hook's block, in order; *N is set.  The
   array is owned by the engine and valid until the next call.  */
const int *rp_hook_path(const struct rp_hook *h, int *n);

/* Whether the function returns an error at return event H->event: a
   negative constant, an ERR_PTR, NULL from a pointer function, a value
   this path showed to be a call's failure, or anything after a failure
   edge.  *WHY_EDGE is set to the edge that made it an error path, or -1.  */
bool rp_exit_is_error(const struct rp_hook *h, int *why_edge);

/* Whether the reference in slot state ST is one only a local can hold:
   held, and the acquire's object is its own pointer result (a lookup), not
   an argument and not a pointer it stores somewhere.  */
bool rp_ref_local_only(const struct rp_func *f, const struct rp_rstate *st);

/* Where the path of return hook H leaves: the goto or return statement
   after its last branch (the exit edge), else the return.  *RET_LOC is set
   to the return statement's location.  */
rp_loc rp_exit_loc(const struct rp_hook *h, rp_loc *ret_loc);

/* A byte per event of the function, zero at the start, for a check to note
   what it saw across paths (leak.c's fix-it vetoes).  */
unsigned char *rp_engine_event_marks(struct rp_engine *eng);
/* How many calls of acquires with a "better" API (whose results stay live
   for the leak check's fix-it) the function has.  */
int rp_engine_nbetter(const struct rp_engine *eng);
/* Report I, to amend in on_finish.  */
struct rp_report *rp_engine_report_mut(struct rp_engine *eng, int i);

/* ---- Reports ---- */
/* A new report found at hook H, or NULL if (CHECK, LOC, KEY) was reported
   already.  */
struct rp_report *rp_report_new(const struct rp_hook *h, int check, rp_loc loc,
				const char *key);
/* A new report at hook H about the reference in slot SLOT, taken by call
   event SITE: one per object and exit (key "family|object"), with its
   site, slot and names set; NULL if this exit has it already (a loop's
   first and next of_get_next_child() are one object).  */
struct rp_report *rp_report_for_ref(const struct rp_hook *h, int check, rp_loc loc,
				    int slot, int site);
/* Whether report I is the first (by location, then order) of the
   reports of its check about its acquire site that are not dropped: one
   warning or fix-it per acquire.  */
bool rp_report_first_of_site(const struct rp_engine *eng, int i);
/* One warning per acquire: drop each report of CHECK that is not the
   first of its acquire site (on_finish).  */
void rp_report_keep_first_of_site(struct rp_engine *eng, int check);
/* One bug, one finding: of the reports of CHECK about one acquiring call
   (one acquire, or a helper whose summary takes several objects), keep
   the first by location, drop the others, list their locations in its
   ALSO and name the call's other objects in a note; its fingerprint's
   anchor becomes the call.  Called in on_finish, after the check has
   dropped what it withdraws.  */
void rp_report_merge_exits(struct rp_engine *eng, int check);
/* The same for a finding about the function as a whole (on_finish).  */
struct rp_report *rp_report_at(struct rp_engine *eng, int check, rp_loc loc, const char *key);

void rp_report_text(struct rp_report *r, const char *fmt, ...) RP_PRINTF(2, 3);
void rp_report_note(struct rp_report *r, rp_loc loc, const char *fmt, ...) RP_PRINTF(3, 4);
/* When call EV does what it does through a summary (a helper of this file
   that puts what it is given), a note on the call inside the helper.  */
void rp_report_via(struct rp_report *r, const struct rp_event *ev);
void rp_report_fixit(struct rp_report *r, rp_loc start, rp_loc end, const char *text);
/* The API, object and family report R is about (NULL: "").  */
void rp_report_names(struct rp_report *r, const char *api, const char *object,
		     const char *family);

/* "reference" or "lock", for wording.  */
const char *rp_noun(const struct rp_api *api);

/* Words for classes: "negative", "NULL", ... for a value of type T.  */
const char *rp_class_words(enum rp_vtype t, unsigned mask);
/* Whether classes MASK of a value of type T mean failure (a negative
   int, an ERR_PTR or NULL pointer).  */
bool rp_classes_fail(enum rp_vtype t, unsigned mask);
/* Whether classes MASK of a value of type T are all it can be
   ("anything"): a test that tells nothing in the classes' terms.  */
bool rp_classes_any(enum rp_vtype t, unsigned mask);

#ifdef __cplusplus
}
#endif

#endif /* REFPAIR_CHECK_H */
