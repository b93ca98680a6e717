/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * diag.cc: the only file that emits GCC diagnostics for refpair's findings
 * and input errors.  Wording lives with each check (checks/ *.c); this file
 * turns their reports into warnings (or notes, with severity=note), adds the
 * [refpair-CHECK] tag, the notes along the path, and, when the user asks for
 * a path format, a numbered diagnostic path as -fanalyzer prints.
 */
#include "gcc-compat.h"
#include "refpair.h"
#include "engine/engine.h"

/* rp_diag_fn for database errors: MSG already names the file and line.  */
void rp_error_callback(void *, const char *msg)
{
	error("%s", msg);
}

/* Whether the user asked for diagnostic paths: then findings carry a
   numbered path (as -fanalyzer's do) instead of separate notes.  */
static bool rp_want_path(void)
{
	return global_options_set.x_flag_diagnostics_path_format &&
	       flag_diagnostics_path_format != DPF_NONE;
}

/* Emit report R, found in function FNDECL.  */
void rp_emit_report(const struct rp_report *r, tree fndecl)
{
	auto_diagnostic_group d;
	const char *check = rp_check_names[r->check];
	rich_location rich(line_table, r->loc);
	/* A printer of its own: the global one may still carry the previous
	   diagnostic's prefix.  */
	pretty_printer pp;
	simple_diagnostic_path path(&pp);
	bool with_path = rp_want_path();
	int i;

	if (r->fix_text && r->fix_start && r->fix_end)
		rich.add_fixit_replace(source_range::from_locations(r->fix_start, r->fix_end),
				       r->fix_text);
	if (with_path) {
		for (i = 0; i < r->nnotes; i++)
			path.add_event(r->notes[i].loc, fndecl, 0, "%s", r->notes[i].text);
		rich.set_path(&path);
	}
	if (rp_opts.notes)
		inform(&rich, "%s [refpair-%s]", r->text, check);
	else if (!warning_at(&rich, 0, "%s [refpair-%s]", r->text, check))
		return;
	if (with_path)
		return;
	for (i = 0; i < r->nnotes; i++)
		inform(r->notes[i].loc, "%s", r->notes[i].text);
}

/* Say once per function that the budget ran out.  */
void rp_emit_budget_note(tree fndecl, unsigned long max_states)
{
	inform(DECL_SOURCE_LOCATION(fndecl),
	       "%qD is too complex for refpair; not all paths were analyzed "
	       "(%<-fplugin-arg-refpair-max-states=%lu%>)", fndecl, max_states);
}
