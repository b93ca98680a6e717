/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gcc-compat.h: the GCC headers refpair's C++ layer uses, in the order GCC
 * requires, and every GCC-version conditional of the plugin.  No other file
 * tests GCC's version.
 *
 * Supported: GCC 11 and 12 (tested).  Known changes ahead, none tested
 * here: GCC 13 adds SARIF output and changes nothing we use; GCC 14 renames
 * last_stmt() to last_nondebug_stmt() and turns diagnostic_converted_column()
 * into diagnostic_context::converted_column() (both handled below); GCC 16
 * drops the TODO_verify_* flags (we use none).
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
#include "diagnostic-path.h"
#include "gcc-rich-location.h"
#include "intl.h"
#include "langhooks.h"
#include "cgraph.h"
#include "print-tree.h"
#include "fold-const.h"
#include "tree-cfg.h"
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

/* diagnostic_converted_column(DC, X): the column GCC prints for X, with
   -fdiagnostics-column-unit and -origin applied.  GCC 14 made it a member
   of the diagnostic context; the old name stays usable.  */
#if BUILDING_GCC_MAJOR >= 14
#define diagnostic_converted_column(DC, X) ((DC)->converted_column(X))
#endif

#endif /* REFPAIR_GCC_COMPAT_H */
