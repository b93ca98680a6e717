/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * engine.h: the pairing engine, as its driver (plugin/pass.cc, the unit
 * tests) sees it: make an engine for one function's pairing IR with the
 * enabled checks, run it, read its reports, and turn what it saw at the
 * returns into summaries (effects.c).  The checks see the engine through
 * check.h; the engine's own files share internal.h.
 *
 * The engine explores the paths of the function with an abstract state,
 * memoised on (block, state) so that the work is bounded, and calls the
 * checks' hooks at the events that matter to them.  Checks word their
 * findings as reports; the C++ layer (diag.cc) turns reports into GCC
 * diagnostics.
 *
 * The abstract state (see internal.h for the layout):
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

#ifdef __cplusplus
extern "C" {
#endif

struct rp_engine;
struct rp_check_ops;

/* What a check needs from the engine and from the lowering beyond the
   states at its hooks (rp_check_ops.needs), as GCC's analyzer's state
   machines declare what they track.  */
enum rp_need {
	/* The results of acquires that name a "better" API stay live to the
	   returns (whether a return is on the result's failure path decides
	   a fix-it that replaces the call), and rp_engine_nbetter counts
	   them.  */
	RP_NEED_BETTER_RESULTS = 1u << 0,
	/* Frees matter on their own: a function that only frees memory (no
	   acquire or release) is worth exploring, and where memory is freed
	   the pointers stored into memory stay known to the returns
	   (rp_state_binding), so that a check can see what still points to
	   what was freed.  */
	RP_NEED_FREES = 1u << 1,
	/* The references that lookups return matter after their put: uses
	   of memory are recorded in functions that call a lookup, and a
	   lookup's slot stays known (released) up to the last use or return
	   of a pointer after it.  */
	RP_NEED_LOOKUP_USES = 1u << 2,
};

/* The union of the needs of the NCHECKS CHECKS.  */
unsigned rp_checks_needs(const struct rp_check_ops *const *checks, int nchecks);

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
	int lookup_site;	/* a lookup that returns it (an acquire whose
				   object is its pointer result), or -1 */
	bool elems;		/* the elements of an array that loops walk, as
				   one (elements.c) */
};

/* One finding.  TEXT and the notes are final wording (names quoted).  */
struct rp_note {
	rp_loc loc;
	char *text;
};

struct rp_report {
	int check;		/* the id of the check that made it (rp_check_ops) */
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
	/* One bug, one finding: the other exits where the same acquire is
	   still held, merged into this report (rp_report_merge_exits), in
	   source order; their lines make the "also leaves" note.  */
	rp_loc *also;
	int nalso;
	/* The location whose statement identifies the finding in its
	   fingerprint, when not LOC (0): a leak's acquire, so that adding or
	   moving an exit keeps it.  */
	rp_loc anchor;
};

/* ---- Running ---- */
/* An engine for F that runs the hooks of the NCHECKS CHECKS (in that
   order; the array must outlive the engine) and gives them what their
   needs ask for; at most MAX_STATES states.  */
struct rp_engine *rp_engine_new(const struct rp_func *f, const struct rp_check_ops *const *checks,
				int nchecks, unsigned long max_states);
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
   summaries (effects.c).  */
struct rp_exitrec {
	unsigned char held;	/* held (acquired here, not given back) */
	unsigned char lent;	/* given back for the caller, or NULL */
	unsigned char returned;	/* handed back as the return value */
	unsigned char other;	/* anything else: released, escaped, ... */
	unsigned char none;	/* untouched: the caller's reference, if it
				   has one, is still its own */
	unsigned char maybe;	/* untouched, but given to an "if-held"
				   release: the caller's, if held, is given
				   back */
	unsigned char unsure;	/* held if some untested condition holds */
	unsigned char restored;	/* of HELD: held because a retake restored the
				   reference given back for the caller */
	unsigned char stored;	/* escaped into one location of the caller's
				   (STORED_LOC), which now holds it */
	int stored_loc;		/* that location's LOAD term, + 1; 0: none */
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

/* effects.c: the function's effects on its caller's objects as database
   records (names point into F and the database), at most MAX into OUT;
   the number written.  Nothing when the budget ran out.  */
int rp_summarize(const struct rp_engine *eng, struct rp_api *out, int max);

/* effects.c: whether resource SLOT is held at the returns exactly when
   the result says so (always, ret==0...), on an object of the caller's:
   the function is an acquire wrapper, summarized as "acquire".  */
bool rp_slot_acquired_for_caller(const struct rp_engine *eng, int slot);

/* effects.c: resource SLOT's object as the caller names it (an argument or
   a global, then steps); false if it is not reachable that way.  */
bool rp_slot_objref(const struct rp_engine *eng, int slot, struct rp_objref *o);

/* The path of report R: the edges from the entry to the block where it was
   found (*N of them) and that block; for dumps.  Valid until the next call.  */
const int *rp_report_path(struct rp_engine *eng, const struct rp_report *r, int *n);

/* Slot SLOT's resource.  */
const struct rp_slot *rp_slot_info(const struct rp_engine *eng, int slot);

#ifdef __cplusplus
}
#endif

#endif /* REFPAIR_ENGINE_H */
