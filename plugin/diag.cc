/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * diag.cc: the only file that emits GCC diagnostics for refpair's findings
 * and input errors.  Wording lives with each check (checks/ *.c); this file
 * turns their reports into warnings (or notes, with severity=note), adds the
 * [refpair-CHECK] tag, the notes along the path, and, when the user asks for
 * a path format, a numbered diagnostic path as -fanalyzer prints.  With
 * findings=DIR it also keeps each finding it emits and writes them at the
 * end of the unit as JSON Lines (the format and the writing are plain C, in
 * core/json.c; only the GCC side is here).
 */
#include "gcc-compat.h"
#include "plugin-version.h"
#include "refpair.h"
#include "engine/engine.h"
#include "core/json.h"

#include <string.h>
#include <unistd.h>

/* rp_diag_fn for database errors: MSG already names the file and line.  */
void rp_error_callback(void *, const char *msg)
{
	error("%s", msg);
}

/* ---- findings=DIR: the unit's findings as JSON Lines (core/json.c) ----
   Each finding GCC reports is copied here with the names the check's
   message quotes, and written at the end of the unit.  */

static struct rp_finding *rp_findings;
static int rp_nfindings, rp_capfindings;

/* The column of X in characters (Unicode code points, 1-based), as SARIF
   counts them: libcpp's column counts bytes, GCC's printed one display
   cells (a tab counts up to the next multiple of 8).  0 when the source
   line cannot be read.  */
static unsigned rp_char_column(expanded_location x)
{
	rp_char_span line = x.file && x.line > 0 && x.column > 0
		? rp_source_line(x.file, x.line) : rp_char_span(NULL, 0);
	size_t n = (size_t)x.column - 1, i;
	unsigned chars = 1;
	const char *p;

	if (!line)
		return 0;
	p = line.get_buffer();
	for (i = 0; i < n; i++)
		/* A byte past the end of the line counts as one character.  */
		if (i >= line.length() || ((unsigned char)p[i] & 0xc0) != 0x80)
			chars++;
	return chars;
}

/* File, line and column of LOC as GCC prints them, and the column in
   characters (rp_char_column) if CHARS.  */
static void rp_expand(rp_loc loc, const char **file, unsigned *line, unsigned *column,
		      unsigned *chars = NULL)
{
	expanded_location x = expand_location(loc);

	*file = x.file ? x.file : "";
	*line = x.line > 0 ? x.line : 0;
	*column = x.file && x.column > 0 ? rp_converted_column(x) : 0;
	if (chars)
		*chars = rp_char_column(x);
}

/* The normalised source text of the statement at LOC: its line, and the
   next ones while it does not end (at most 4 more).  */
static char *rp_statement_at(rp_loc loc)
{
	expanded_location x = expand_location(loc);
	struct rp_buf raw = { 0, 0, 0 }, norm = { 0, 0, 0 };
	char *ret;
	int i;

	rp_buf_add(&norm, "");
	for (i = 0; x.file && x.line > 0 && i < 5; i++) {
		rp_char_span line = rp_source_line(x.file, x.line + i);

		if (!line)
			break;
		rp_buf_addn(&raw, line.get_buffer(), line.length());
		rp_buf_add(&raw, "\n");
		norm.len = 0;
		rp_normalize_source(raw.s, raw.len, &norm);
		if (rp_statement_complete(norm.s))
			break;
	}
	ret = xstrdup(norm.s);
	rp_buf_free(&raw);
	rp_buf_free(&norm);
	return ret;
}

/* One bug, one finding: the note that lists the other exits a report
   stands for (rp_report_merge_exits), "also leaves without releasing it at
   lines 40, 52 and 61", or NULL when it has none.  Exits in another file
   than the warning's are named FILE:LINE.  */
static char *rp_also_text(const struct rp_report *r)
{
	expanded_location w = expand_location(r->loc), prev = w;
	struct rp_buf b = { 0, 0, 0 };
	const char **files = XNEWVEC(const char *, r->nalso + 1);
	int *lines = XNEWVEC(int, r->nalso + 1);
	int i, n = 0;

	for (i = 0; i < r->nalso; i++) {
		expanded_location x = expand_location(r->also[i]);

		if (!x.file || x.line <= 0)
			continue;
		if (prev.file && x.line == prev.line && !strcmp(x.file, prev.file))
			continue;
		files[n] = w.file && !strcmp(x.file, w.file) ? NULL : x.file;
		lines[n++] = x.line;
		prev = x;
	}
	if (n) {
		rp_buf_printf(&b, "also leaves without releasing it at line%s ", n > 1 ? "s" : "");
		for (i = 0; i < n; i++) {
			if (i)
				rp_buf_add(&b, i == n - 1 ? " and " : ", ");
			if (files[i])
				rp_buf_printf(&b, "%s:", files[i]);
			rp_buf_printf(&b, "%d", lines[i]);
		}
	}
	XDELETEVEC(files);
	XDELETEVEC(lines);
	return b.s;
}

/* A new finding of CHECK in function FNDECL at LOC, with TEXT; the caller
   fills in family, API, object and events.  */
static struct rp_finding *rp_finding_new(const char *check, tree fndecl, rp_loc loc,
					 const char *text)
{
	struct rp_finding *f;

	if (rp_nfindings == rp_capfindings) {
		rp_capfindings = rp_capfindings ? 2 * rp_capfindings : 16;
		rp_findings = XRESIZEVEC(struct rp_finding, rp_findings, rp_capfindings);
	}
	f = &rp_findings[rp_nfindings++];
	memset(f, 0, sizeof(*f));
	f->check = check;
	f->severity = rp_opts.notes ? "note" : "warning";
	f->function = fndecl && DECL_NAME(fndecl)
		? IDENTIFIER_POINTER(DECL_NAME(fndecl)) : "";
	rp_expand(loc, &f->file, &f->line, &f->column, &f->char_column);
	f->file = xstrdup(f->file);
	f->message = xstrdup(text);
	f->statement = rp_statement_at(loc);
	f->family = f->api = f->object = "";
	return f;
}

/* Record report R, found in FNDECL, for findings=DIR; ALSO is its
   rp_also_text or NULL.  */
static struct rp_finding *rp_findings_add_report(const struct rp_report *r, tree fndecl,
						 const char *also)
{
	const char *check = rp_check_names[r->check];
	struct rp_finding *f = rp_finding_new(check, fndecl, r->loc, r->text);
	struct rp_fevent *ev = XNEWVEC(struct rp_fevent, r->nnotes + 1);
	int i;

	/* The check says what its finding is about (rp_report_names).  */
	f->api = xstrdup(r->api ? r->api : "");
	f->object = xstrdup(r->object ? r->object : "");
	f->family = xstrdup(r->family ? r->family : "");
	for (i = 0; i < r->nnotes; i++) {
		rp_expand(r->notes[i].loc, &ev[i].file, &ev[i].line, &ev[i].column,
			  &ev[i].char_column);
		ev[i].file = xstrdup(ev[i].file);
		ev[i].text = xstrdup(r->notes[i].text);
	}
	f->nevents = r->nnotes;
	if (also) {
		rp_expand(r->also[0], &ev[i].file, &ev[i].line, &ev[i].column,
			  &ev[i].char_column);
		ev[i].file = xstrdup(ev[i].file);
		ev[i].text = xstrdup(also);
		f->nevents++;
	}
	f->events = ev;
	if (r->anchor)
		f->anchor = rp_statement_at(r->anchor);
	if (r->fix_text && r->fix_start && r->fix_end) {
		const char *file;

		f->fix_text = xstrdup(r->fix_text);
		rp_expand(r->fix_start, &file, &f->fix_line, &f->fix_column, &f->fix_char_column);
		rp_expand(r->fix_end, &file, &f->fix_end_line, &f->fix_end_column,
			  &f->fix_end_char_column);
		/* libcpp's own columns count bytes.  */
		f->fix_byte_column = expand_location(r->fix_start).column;
		f->fix_end_byte_column = expand_location(r->fix_end).column;
	}
	return f;
}

/* The identity of the database this unit reads: its files' names and
   contents.  */
static const char *rp_database_identity(void)
{
	static char id[17];
	const char **files;
	size_t n = 0, i, count;
	const struct rp_apidb *db;

	if (id[0])
		return id;
	db = rp_unit_db();
	count = db ? rp_apidb_count(db) : 0;
	files = XNEWVEC(const char *, count ? count : 1);
	for (i = 0; i < count; i++) {
		const struct rp_api *e = rp_apidb_at(db, i);

		if (e->file && (n == 0 || strcmp(files[n - 1], e->file)))
			files[n++] = e->file;
	}
	rp_db_identity(files, n, id);
	XDELETEVEC(files);
	return id;
}

/* PLUGIN_FINISH_UNIT: write DIR/NAME.jsonl, NAME from the unit's input and
   output (see rp_findings_name).  */
static void rp_findings_write(void *, void *)
{
	struct rp_buf data = { 0, 0, 0 }, name = { 0, 0, 0 };
	struct rp_fmeta m;
	uint64_t *bases = XNEWVEC(uint64_t, rp_nfindings ? rp_nfindings : 1);
	char cwd[4096], err[1024];
	int i, j;

	if (!getcwd(cwd, sizeof(cwd)))
		strcpy(cwd, ".");
	m.unit = main_input_filename ? main_input_filename : "";
	m.directory = cwd;
	/* The version this plugin was built for, which is the one it runs in
	   (plugin_init checks); GCC 11's version_string is a symbol GCC 12's
	   cc1 lacks, and would stop the plugin from loading to say so.  */
	m.gcc = gcc_version.basever;
	m.refpair = REFPAIR_VERSION;
	m.database = rp_database_identity();
	rp_buf_add(&data, "");
	for (i = 0; i < rp_nfindings; i++) {
		unsigned occurrence = 0;

		bases[i] = rp_finding_fingerprint(&rp_findings[i], 0);
		for (j = 0; j < i; j++)
			occurrence += bases[j] == bases[i];
		if (occurrence)
			rp_finding_fingerprint(&rp_findings[i], occurrence);
		rp_finding_write(&data, &rp_findings[i], &m);
	}
	rp_findings_name(main_input_filename, cwd, aux_base_name, &name);
	if (rp_write_atomic(rp_opts.findings, name.s, data.s, data.len, err, sizeof(err)))
		error("cannot write the findings of %<-fplugin-arg-refpair-findings=%s%>: %s",
		      rp_opts.findings, err);
	XDELETEVEC(bases);
	rp_buf_free(&data);
	rp_buf_free(&name);
}

/* With findings=DIR: write the unit's findings at its end.  */
void rp_findings_start(const char *plugin_name)
{
	register_callback(plugin_name, PLUGIN_FINISH_UNIT, rp_findings_write, NULL);
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
	rp_diagnostic_path path(&pp);
	/* With -fdiagnostics-path-format, findings carry a numbered path (as
	   -fanalyzer's do) instead of separate notes.  */
	bool with_path = rp_path_requested();
	char *also = rp_also_text(r);
	int i;

	/* A finding the function's refpair_ignore names was reviewed: not
	   reported, but recorded as suppressed in the findings file.  */
	if (rp_ignored(fndecl, check)) {
		if (rp_opts.findings)
			rp_findings_add_report(r, fndecl, also)->suppressed = true;
		free(also);
		return;
	}
	if (r->fix_text && r->fix_start && r->fix_end)
		rich.add_fixit_replace(source_range::from_locations(r->fix_start, r->fix_end),
				       r->fix_text);
	if (with_path) {
		for (i = 0; i < r->nnotes; i++)
			path.add_event(r->notes[i].loc, fndecl, 0, "%s", r->notes[i].text);
		if (also)
			path.add_event(r->also[0], fndecl, 0, "%s", also);
		rich.set_path(&path);
	}
	if (rp_opts.notes)
		inform(&rich, "%s [refpair-%s]", r->text, check);
	else {
		/* no-werror: this check's findings stay warnings.  */
		bool werror = rp_werror_requested();
		bool shown;

		if (rp_opts.no_werror & (1u << r->check))
			rp_set_werror_requested(false);
		shown = warning_at(&rich, 0, "%s [refpair-%s]", r->text, check);
		rp_set_werror_requested(werror);
		if (!shown) {
			free(also);
			return;
		}
	}
	if (rp_opts.findings)
		rp_findings_add_report(r, fndecl, also);
	if (!with_path && !rp_path_suppressed()) {
		for (i = 0; i < r->nnotes; i++)
			inform(r->notes[i].loc, "%s", r->notes[i].text);
		if (also)
			inform(r->also[0], "%s", also);
	}
	free(also);
}

/* Say once per function that the budget ran out.  */
void rp_emit_budget_note(tree fndecl, unsigned long max_states)
{
	inform(DECL_SOURCE_LOCATION(fndecl),
	       "%qD is too complex for refpair; not all paths were analyzed "
	       "(%<-fplugin-arg-refpair-max-states=%lu%>)", fndecl, max_states);
}
