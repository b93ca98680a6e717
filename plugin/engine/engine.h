/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * engine.h: the pairing engine.  It explores the paths of one function's
 * pairing IR with an abstract state, memoised on (block, state) so that
 * the work is bounded, and calls the checks' hooks at the events that
 * matter to them.  Checks word their findings as reports; the C++ layer
 * (diag.cc) turns reports into GCC diagnostics.
 *
 * The abstract state (see state.h for the layout):
 *  - for each tracked resource (an API family and the object it acts on,
 *    e.g. pm on "&pdev->dev"), its status: not held, held (with a count),
 *    held if the acquire's condition turns out true, failed, released,
 *    escaped (someone else owns it now) or freed;
 *  - for each value the conditions test, the classes it can still be in
 *    (negative/zero/positive; for pointers ERR_PTR/NULL/valid);
 *  - for each PHI, which value it stands for on this path;
 *  - for each fresh allocation, whether it has escaped;
 *  - the first failure edge taken while something is held, and the first
 *    goto or return edge after the last branch (where a leak "leaves").
 * Classes and bindings of values that are dead are forgotten, so paths that
 * only differ in them merge.
 *
 * Plain C, no GCC headers.
 */
#ifndef REFPAIR_ENGINE_H
#define REFPAIR_ENGINE_H

#include "../core/ir.h"
#include "../checks/checks.h"

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

/* A resource: the references FAMILY's functions take on object OBJ.  */
struct rp_slot {
	const char *family;
	int obj;		/* the object value (never a PHI unless unresolvable) */
	bool init;		/* some acquire of it initialises the object */
	bool lock;		/* a lock family */
	bool acquired;		/* some acquire of this function takes it (else
				   only released: the caller's) */
	bool caller;		/* an argument or global, or reached from one:
				   its state at the returns makes the summary */
	signed char frees;	/* whether its last release frees the container:
				   1 yes, 0 no, -1 unknown (see rp_event) */
	int init_site;		/* an init acquire of it, or -1 */
};

/* A resource's state on one path.  */
struct rp_rstate {
	unsigned char status;	/* enum rp_status */
	unsigned char count;	/* HELD: how many times (saturates at 3) */
	short site;		/* HELD, COND, FAILED: the acquire; RELEASED: the
				   release; -1 */
	short via;		/* held through this fresh allocation, or -1 */
	unsigned char flags;	/* RP_RF_* */
	unsigned char pad;
};

enum {
	RP_RF_UNCHECKED = 1,	/* a must-check acquire whose result no test saw */
};

/* One finding.  TEXT and the notes are final wording (names quoted).  */
struct rp_note {
	rp_loc loc;
	char *text;
};

struct rp_report {
	int check;		/* RP_CHECK_* */
	rp_loc loc;		/* where the warning goes */
	rp_loc fix_start, fix_end;	/* a fix-it: replace this range ... */
	char *fix_text;			/* ... by this text (NULL: none) */
	char *key;		/* dedup key with (check, loc), e.g. family|object */
	int node, block, event;	/* where it was found */
	int site;		/* the acquire it is about, or -1 (set by the check) */
	int slot;		/* the resource it is about, or -1 (set by the check) */
	bool dropped;		/* withdrawn in on_finish: not emitted */
	char *text;
	/* What the finding is about, for findings=DIR (diag.cc): the API
	   its message names (the acquire of a leak, the release of a double
	   put, the free of a kfree-kobject...), the object, and the API's
	   family; "" where the check has none.  Set by rp_report_names().  */
	char *api, *object, *family;
	struct rp_note *notes;
	int nnotes;
	size_t capnotes;
};

struct rp_engine;

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
	int id;
	void (*on_release)(const struct rp_hook *h);
	void (*on_free)(const struct rp_hook *h);
	void (*on_return)(const struct rp_hook *h);
	void (*on_use)(const struct rp_hook *h);	/* USE events */
	/* After the exploration, with every path seen (a fix-it that must
	   hold on all of them).  */
	void (*on_finish)(struct rp_engine *eng);
};

/* ---- Running ---- */
struct rp_engine *rp_engine_new(const struct rp_func *f, unsigned checks,
				unsigned long max_states);
void rp_engine_run(struct rp_engine *eng);
void rp_engine_free(struct rp_engine *eng);

/* Results: reports, and whether the budget ran out.  */
int rp_engine_nreports(const struct rp_engine *eng);
const struct rp_report *rp_engine_report(const struct rp_engine *eng, int i);
bool rp_engine_exhausted(const struct rp_engine *eng);
unsigned long rp_engine_nstates(const struct rp_engine *eng);
int rp_engine_nslots(const struct rp_engine *eng);
bool rp_engine_has_work(const struct rp_engine *eng);
/* For dumps: the state's make-up, and which parts vary most between the
   states of the block that has most of them (why a budget ran out).  */
void rp_engine_dump_stats(const struct rp_engine *eng, struct rp_buf *b);

/* What a resource's states were at the function's returns, as classes of
   the returned value (RP_C_ALL for void functions): the input of
   summaries (summary.c).  */
struct rp_exitrec {
	unsigned char held;	/* held (acquired here, not given back) */
	unsigned char lent;	/* given back for the caller, or NULL */
	unsigned char returned;	/* handed back as the return value */
	unsigned char other;	/* anything else: untouched, released, ... */
	unsigned char unsure;	/* held if some untested condition holds */
};

const struct rp_exitrec *rp_engine_exits(const struct rp_engine *eng, int slot);
/* The caller's objects the function frees: the Ith one's value, its first
   freeing event, and under which results it was freed ("lent") or not
   ("other") at the returns.  */
int rp_engine_nfrees(const struct rp_engine *eng);
const struct rp_exitrec *rp_engine_free_exits(const struct rp_engine *eng, int i, int *obj,
					      int *event);
int rp_engine_nexits(const struct rp_engine *eng);
const struct rp_func *rp_engine_func(const struct rp_engine *eng);

/* summary.c: the function's effects on its caller's objects as database
   records (names point into F and the database), at most MAX into OUT;
   the number written.  Nothing when the budget ran out.  */
int rp_summarize(const struct rp_engine *eng, struct rp_api *out, int max);

/* summary.c: whether resource SLOT is held at the returns exactly when
   the result says so (always, ret==0...), on an object of the caller's:
   the function is an acquire wrapper, summarized as "acquire".  */
bool rp_slot_acquired_for_caller(const struct rp_engine *eng, int slot);

/* summary.c: resource SLOT's object as the caller names it (an argument or
   a global, then steps); false if it is not reachable that way.  */
bool rp_slot_objref(const struct rp_engine *eng, int slot, struct rp_objref *o);

/* checks/annotation.c: whether the body ENG explored contradicts the
   annotation A of its function; if so, what the body does, into BUF.  */
bool rp_annotation_conflict(const struct rp_engine *eng, const struct rp_api *a,
			    char *buf, size_t size);

/* ---- For checks: the state at a hook ---- */
const struct rp_slot *rp_slot_info(const struct rp_engine *eng, int slot);
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

/* The path of report R: the edges from the entry to the block where it was
   found (*N of them) and that block; for dumps.  Valid until the next call.  */
const int *rp_report_path(struct rp_engine *eng, const struct rp_report *r, int *n);
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

#ifdef __cplusplus
}
#endif

#endif /* REFPAIR_ENGINE_H */
