/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * refpair.cc: plugin_init.  refpair is a GCC plugin that checks, at compile
 * time, that references taken by "get" functions are given back by their
 * "put" on every error path of a C function (and, in later checks, that
 * they are not given back twice or freed the wrong way).
 *
 * Load it with -fplugin=/path/to/refpair.so; the keys it takes are listed
 * by "gcc -fplugin=/path/to/refpair.so -fplugin-arg-refpair-help
 * -fsyntax-only -x c /dev/null" and by "-v --help" (see options.cc).  The
 * API knowledge comes from the annotations/ database and from refpair_*
 * attributes (attribs.cc); the analysis runs in one GIMPLE pass right after
 * "ssa" (pass.cc) and never changes the code GCC generates.
 *
 * Layout: this C++ layer (options, attributes, pass, lowering, diagnostics)
 * is the only code that includes GCC headers; core/, engine/ and checks/
 * are plain C11 and unit-tested without GCC.
 */
#include "gcc-compat.h"
#include "plugin-version.h"
#include "refpair.h"
#include "core/util.h"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* The two symbols GCC looks up; everything else is hidden (Makefile).  */
int plugin_is_GPL_compatible __attribute__((visibility("default")));

/* The C front end's preprocessor (c-family/c-common.h, which cannot be
   included after the diagnostic headers).  */
extern cpp_reader *parse_in;

#ifndef REFPAIR_VERSION
#define REFPAIR_VERSION "0"
#endif
#ifndef REFPAIR_SRC_DB
#define REFPAIR_SRC_DB ""
#endif
#ifndef REFPAIR_BUILD_DIR
#define REFPAIR_BUILD_DIR ""
#endif

struct rp_apidb *rp_db;
struct rp_stats rp_stats;

/* PLUGIN_FINISH_UNIT with stats=FILE: one line for this unit, appended in
   one write so that parallel compilations do not interleave.  */
static void rp_finish_unit(void *, void *)
{
	char line[4096];
	int n, fd, i;

	n = snprintf(line, sizeof(line),
		     "refpair-stats file=%.512s functions=%lu analysed=%lu budget=%lu states=%lu "
		     "largest_blocks=%lu largest_states=%lu seconds=%.4f\n",
		     main_input_filename ? main_input_filename : "?", rp_stats.functions,
		     rp_stats.analysed, rp_stats.budget, rp_stats.states,
		     rp_stats.largest_blocks, rp_stats.largest_states, rp_stats.seconds);
	/* At most 4 * ~400 more characters: LINE has room for all.  */
	for (i = 0; i < RP_STATS_TOP && rp_stats.top[i].blocks; i++)
		n += snprintf(line + n, sizeof(line) - n,
			      "refpair-function file=%.256s function=%s blocks=%lu states=%lu "
			      "seconds=%.6f\n",
			      main_input_filename ? main_input_filename : "?", rp_stats.top[i].name,
			      rp_stats.top[i].blocks, rp_stats.top[i].states, rp_stats.top[i].seconds);
	fd = open(rp_opts.stats, O_WRONLY | O_CREAT | O_APPEND, 0644);
	if (fd < 0 || write(fd, line, n) != n)
		error("cannot write %<-fplugin-arg-refpair-stats%> file %qs", rp_opts.stats);
	if (fd >= 0)
		close(fd);
}

/* -fplugin-arg-refpair-help: the keys and checks on standard output, as
   --help prints GCC's own options; the compilation goes on (a plugin only
   runs inside cc1, which the driver starts only for an input file).  */
static void rp_print_help(void)
{
	printf("%s\n", rp_help_text());
	fflush(stdout);
}

static struct plugin_info rp_plugin_info = {
	REFPAIR_VERSION,
	NULL,			/* help: filled in by plugin_init */
};

/* The bundled database: "refpair-annotations" next to refpair.so.  The
   plugin in the build tree it was made in (REFPAIR_BUILD_DIR) has none
   there and reads the source tree's (REFPAIR_SRC_DB); an installed or
   copied one never does: a database missing there is an error, not the
   build tree's database of another version.  Return NULL when there is
   none, with *WANTED the directory looked for.  */
static const char *rp_default_db(const char *so_path, const char **wanted)
{
	static char *dir;
	const char *slash = strrchr(so_path, '/');
	char *so_dir = slash ? xstrndup(so_path, slash - so_path) : xstrdup(".");
	struct stat st;
	bool in_build_dir = false;

	dir = concat(so_dir, "/refpair-annotations", NULL);
	*wanted = dir;
	if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
		return dir;
	if (*REFPAIR_SRC_DB && *REFPAIR_BUILD_DIR) {
		char *a = realpath(so_dir, NULL), *b = realpath(REFPAIR_BUILD_DIR, NULL);

		in_build_dir = a && b && !strcmp(a, b);
		free(a);
		free(b);
	}
	free(so_dir);
	if (in_build_dir && stat(REFPAIR_SRC_DB, &st) == 0)
		return REFPAIR_SRC_DB;
	return NULL;
}

/* The bundled userspace database and db=, without the kernel one: what a
   userspace unit reads (rp_unit_db); NULL when every unit reads rp_db.  */
static struct rp_apidb *rp_user_db;

static void rp_quiet_callback(void *, const char *)
{
}

/* The bundled kernel database's directory while it waits to be read:
   with default-db=auto, the kernel database is read only when a unit
   turns out to be kernel code (rp_kernel_db), so that a userspace build
   does not parse it once per unit.  */
static const char *rp_kernel_dir;

/* Read the bundled databases and every db= path.  Return false on error.
   The kernel one (the .api files of DIR) goes into rp_db; the userspace one
   (those of DIR/userspace) into rp_user_db with default-db=auto, or into
   rp_db too with default-db=always; db= into both.  With default-db=auto,
   rp_db is read later, by rp_kernel_db.  */
static bool rp_load_databases(const char *so_path)
{
	int i, errors = 0;

	if (!rp_opts.no_default_db) {
		const char *wanted;
		const char *dir = rp_default_db(so_path, &wanted);
		char *udir;
		struct stat st;

		if (!dir) {
			error("cannot find refpair%'s bundled kernel database: %qs is "
			      "missing; reinstall refpair, or use "
			      "%<-fplugin-arg-refpair-db=%> with "
			      "%<-fplugin-arg-refpair-no-default-db%>", wanted);
			return false;
		}
		udir = concat(dir, "/userspace", NULL);
		if (rp_opts.default_db_always) {
			rp_db = rp_apidb_new();
			errors += rp_apidb_load_path(rp_db, dir, rp_error_callback, NULL);
		} else {
			rp_user_db = rp_apidb_new();
			rp_kernel_dir = dir;
		}
		if (stat(udir, &st) == 0)
			errors += rp_apidb_load_path(rp_user_db ? rp_user_db : rp_db, udir,
						     rp_error_callback, NULL);
		free(udir);
	} else {
		rp_db = rp_apidb_new();
	}
	for (i = 0; i < rp_opts.ndb; i++)
		errors += rp_apidb_load_path(rp_user_db ? rp_user_db : rp_db, rp_opts.db[i],
					     rp_error_callback, NULL);
	return errors == 0;
}

/* The kernel database (rp_db): the bundled kernel .api files and db=,
   read on first use.  A bad line in the bundled files is reported then;
   db='s errors were reported at load.  */
struct rp_apidb *rp_kernel_db(void)
{
	if (!rp_db) {
		clock_t t0 = clock();
		int i;

		rp_db = rp_apidb_new();
		if (rp_kernel_dir)
			rp_apidb_load_path(rp_db, rp_kernel_dir, rp_error_callback, NULL);
		for (i = 0; i < rp_opts.ndb; i++)
			rp_apidb_load_path(rp_db, rp_opts.db[i], rp_quiet_callback, NULL);
		rp_stats.seconds += (double)(clock() - t0) / CLOCKS_PER_SEC;
	}
	return rp_db;
}

/* Whether this unit is userspace code: it includes a C library's headers
   (glibc's, uClibc's and bionic's define these; musl defines none) and
   does not define __KERNEL__ (kbuild passes -D__KERNEL__, and kernel code
   is built with -nostdinc).  Preprocessed input (a .i file, distcc's
   remote half) has no macros left: it counts as kernel code, as before.  */
static bool rp_userspace_unit(void)
{
	static const char *const libc[] = { "__GLIBC__", "__UCLIBC__", "__BIONIC__" };
	size_t i;

	if (!parse_in || cpp_get_options(parse_in)->preprocessed ||
	    cpp_defined(parse_in, (const unsigned char *)"__KERNEL__", 10))
		return false;
	for (i = 0; i < ARRAY_SIZE(libc); i++)
		if (cpp_defined(parse_in, (const unsigned char *)libc[i], strlen(libc[i])))
			return true;
	return false;
}

/* The database calls of this unit are looked up in: rp_db, or for
   userspace code with default-db=auto, the db= files only, so that no
   kernel API name matches a userspace function.  */
static int rp_userspace = -1;

struct rp_apidb *rp_unit_db(void)
{
	if (rp_userspace < 0) {
		rp_userspace = rp_userspace_unit();
		rp_check_attr_families(rp_userspace);
	}
	if (!rp_user_db)
		return rp_db;
	return rp_userspace ? rp_user_db : rp_kernel_db();
}

bool rp_unit_userspace(void)
{
	rp_unit_db();
	return rp_userspace > 0;
}

static void rp_unit_kind_known(void *, void *)
{
	rp_unit_db();
}

/* Define __REFPAIR__ for the translation unit, as sparse defines
   __CHECKER__, so that headers can test for the plugin.  This runs when
   the front end registers its pragmas, which -E does too (distcc and
   ccache preprocess with -E; PLUGIN_START_UNIT comes only when compiling).
   Not for input that is already preprocessed (a .i file: -save-temps, the
   remote half of distcc): no directive is left to test it, and libcpp
   would read the definition as a line marker and fail.  */
static void rp_define_macro(void *, void *)
{
	if (parse_in && !cpp_get_options(parse_in)->preprocessed)
		cpp_define(parse_in, "__REFPAIR__=1");
}

__attribute__((visibility("default"))) int plugin_init(struct plugin_name_args *info,
						     struct plugin_gcc_version *version)
{
	rp_open_quote = open_quote;
	rp_close_quote = close_quote;

	if (!plugin_default_version_check(version, &gcc_version)) {
		error("%qs was built for GCC %s and cannot run in GCC %s; rebuild it "
		      "with this compiler (%<make CC=...%>)", info->full_name,
		      gcc_version.basever, version->basever);
		return 1;
	}
	rp_plugin_info.help = rp_help_text();
	register_callback(info->base_name, PLUGIN_INFO, NULL, &rp_plugin_info);

	if (!rp_parse_options(info)) {
		if (rp_opts.help)
			rp_print_help();
		return 1;
	}
	if (rp_opts.help)
		rp_print_help();
	/* Attributes are registered even with "disable", so that annotated
	   code compiles the same way.  */
	register_callback(info->base_name, PLUGIN_ATTRIBUTES,
			  rp_register_attributes, NULL);
	register_callback(info->base_name, PLUGIN_PRAGMAS, rp_define_macro, NULL);
	if (rp_opts.disable)
		return 0;
	{
		clock_t t0 = clock();

		if (!rp_load_databases(info->full_name) || !rp_validate_families(rp_user_db ? rp_user_db : rp_db))
			return 1;
		rp_stats.seconds += (double)(clock() - t0) / CLOCKS_PER_SEC;
	}
	/* A unit with no call to look up still has its families= checked.  */
	register_callback(info->base_name, PLUGIN_FINISH_UNIT, rp_unit_kind_known, NULL);
	if (rp_opts.stats)
		register_callback(info->base_name, PLUGIN_FINISH_UNIT, rp_finish_unit, NULL);
	if (rp_opts.summaries_out)
		register_callback(info->base_name, PLUGIN_FINISH_UNIT, rp_summaries_write, NULL);
	rp_register_pass(info->base_name);
	return 0;
}
