/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gcc-compat.h: the GCC headers refpair's C++ layer uses, in the order GCC
 * requires, and every GCC-version conditional of the plugin.  No other file
 * tests GCC's version: a GCC API whose spelling differs between versions is
 * reached only through an rp_ wrapper here, chosen by BUILDING_GCC_MAJOR
 * (bversion.h), as the kernel's scripts/gcc-plugins/gcc-common.h does.
 *
 * Supported and tested (make check): GCC 11 and 12 on Debian 12, 13 and 14
 * from Debian 13, 15 and 16 from Debian unstable (make check-gcc GCC=N).
 * What differs:
 *   rp_last_stmt()          GCC 14 renames last_stmt() to last_nondebug_stmt()
 *   rp_source_line()        GCC 14 reads source lines through the diagnostic
 *                           context's file cache (location_get_source_line()
 *                           is gone); GCC 16 moves char_span and file_cache
 *                           into diagnostics::, in diagnostics/file-cache.h,
 *                           which diagnostic.h does not include
 *   rp_converted_column()   GCC 14 makes diagnostic_converted_column() a
 *                           member of diagnostic_context; GCC 15 moves it to
 *                           diagnostic_column_policy, GCC 16 to
 *                           diagnostics::column_policy
 *   rp_path_requested()     GCC 12 adds OPTION_SET_P()
 *   rp_diagnostic_path      GCC 15 moves simple_diagnostic_path to its own
 *                           header; GCC 16's constructor also takes a
 *                           tree_logical_location_manager
 * GCC 13 adds SARIF output and changes nothing we use; GCC 16 drops the
 * TODO_verify_* flags (we use none).
 */
#ifndef REFPAIR_GCC_COMPAT_H
#define REFPAIR_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "bversion.h"
#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "cfg.h"
#include "dominance.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "ssa.h"
#include "tree-ssa-operands.h"
#include "stringpool.h"
#include "attribs.h"
#include "diagnostic.h"
#if BUILDING_GCC_MAJOR >= 16
#include "diagnostics/file-cache.h"
#endif
#if BUILDING_GCC_MAJOR >= 15
#include "simple-diagnostic-path.h"
#else
#include "diagnostic-path.h"
#endif
#include "gcc-rich-location.h"
#include "intl.h"
#include "langhooks.h"
#include "opts.h"
#include "cgraph.h"
#include "print-tree.h"
#include "fold-const.h"
#include "tree-cfg.h"
#include "cfgloop.h"
#include "cpplib.h"

#if BUILDING_GCC_MAJOR < 11
#error "refpair needs GCC 11 or later"
#endif

/* The last statement of basic block BB, ignoring debug statements.  */
static inline gimple *rp_last_stmt(basic_block bb)
{
#if BUILDING_GCC_MAJOR >= 14
	return last_nondebug_stmt(bb);
#else
	return last_stmt(bb);
#endif
}

/* Line LINE of source file FILE, without its newline (not 0-terminated);
   a NULL span if it cannot be read.  Valid until the next call.  */
#if BUILDING_GCC_MAJOR >= 16
typedef diagnostics::char_span rp_char_span;
#else
typedef char_span rp_char_span;
#endif

static inline rp_char_span rp_source_line(const char *file, int line)
{
#if BUILDING_GCC_MAJOR >= 14
	return global_dc->get_file_cache().get_source_line(file, line);
#else
	return location_get_source_line(file, line);
#endif
}

/* The column GCC prints for X, with -fdiagnostics-column-unit and
   -fdiagnostics-column-origin applied.  */
static inline int rp_converted_column(expanded_location x)
{
#if BUILDING_GCC_MAJOR >= 16
	return diagnostics::column_policy(*global_dc).converted_column(x);
#elif BUILDING_GCC_MAJOR >= 15
	return diagnostic_column_policy(*global_dc).converted_column(x);
#elif BUILDING_GCC_MAJOR >= 14
	return global_dc->converted_column(x);
#else
	return diagnostic_converted_column(global_dc, x);
#endif
}

/* Whether the user asked for diagnostic paths: -fdiagnostics-path-format=
   given, and not "none".  */
static inline bool rp_path_requested(void)
{
#if BUILDING_GCC_MAJOR >= 12
	return OPTION_SET_P(flag_diagnostics_path_format) &&
	       flag_diagnostics_path_format != DPF_NONE;
#else
	return global_options_set.x_flag_diagnostics_path_format &&
	       flag_diagnostics_path_format != DPF_NONE;
#endif
}

/* Whether -Werror turns warnings into errors, and setting it: a finding of
   a check named in no-werror= is emitted with it off, as the kernel's own
   plugins do for a warning that must stay one.  */
static inline bool rp_werror_requested(void)
{
#if BUILDING_GCC_MAJOR >= 14
	return global_dc->warning_as_error_requested_p();
#else
	return global_dc->warning_as_error_requested;
#endif
}

static inline void rp_set_werror_requested(bool on)
{
#if BUILDING_GCC_MAJOR >= 14
	global_dc->set_warning_as_error_requested(on);
#else
	global_dc->warning_as_error_requested = on;
#endif
}

/* Whether the user asked for no paths: -fdiagnostics-path-format=none.  A
   finding then has no notes either (the findings file keeps them).  */
static inline bool rp_path_suppressed(void)
{
#if BUILDING_GCC_MAJOR >= 12
	return OPTION_SET_P(flag_diagnostics_path_format) &&
	       flag_diagnostics_path_format == DPF_NONE;
#else
	return global_options_set.x_flag_diagnostics_path_format &&
	       flag_diagnostics_path_format == DPF_NONE;
#endif
}

/* A diagnostic path of numbered events, as -fanalyzer prints them: build
   it on a pretty_printer of its own, add_event() each event and attach it
   with rich_location::set_path().  */
#if BUILDING_GCC_MAJOR >= 16
static inline const tree_logical_location_manager &rp_logical_locations(void)
{
	static tree_logical_location_manager mgr;

	return mgr;
}
#endif

class rp_diagnostic_path : public simple_diagnostic_path {
public:
#if BUILDING_GCC_MAJOR >= 16
	rp_diagnostic_path(pretty_printer *pp)
		: simple_diagnostic_path(rp_logical_locations(), pp) {}
#else
	rp_diagnostic_path(pretty_printer *pp) : simple_diagnostic_path(pp) {}
#endif
};

#endif /* REFPAIR_GCC_COMPAT_H */
