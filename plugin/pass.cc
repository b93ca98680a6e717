/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * pass.cc: the GIMPLE pass.  It runs right after GCC's "ssa" pass, where
 * static inline API wrappers such as pm_runtime_get_sync() are still calls
 * at every -O level (early inlining comes later) and the conditions on call
 * results are plain SSA.  It reads the IL and never changes it: the object
 * code with and without the plugin is identical (testsuite/refpair.codegen).
 */
#include "gcc-compat.h"
#include "refpair.h"

#include <time.h>

namespace {

const pass_data rp_pass_data = {
	GIMPLE_PASS,
	"refpair",		/* name, for -fdump-tree-all */
	OPTGROUP_NONE,
	TV_NONE,
	PROP_cfg | PROP_ssa,	/* properties_required */
	0,			/* properties_provided */
	0,			/* properties_destroyed */
	0,			/* todo_flags_start */
	0,			/* todo_flags_finish: nothing to update, we change nothing */
};

class rp_pass : public gimple_opt_pass {
public:
	rp_pass(gcc::context *ctx) : gimple_opt_pass(rp_pass_data, ctx) {}
	/* Called once per function; never clone (one instance).  */
	unsigned int execute(function *fun) final override;
};

unsigned int rp_pass::execute(function *fun)
{
	clock_t t0 = rp_opts.stats ? clock() : 0;

	rp_analyze_function(fun);
	if (rp_opts.stats)
		rp_stats.seconds += (double)(clock() - t0) / CLOCKS_PER_SEC;
	return 0;
}

} /* namespace */

/* Insert the pass after the first instance of "ssa".  */
void rp_register_pass(const char *plugin_name)
{
	struct register_pass_info info;

	info.pass = new rp_pass(g);
	info.reference_pass_name = "ssa";
	info.ref_pass_instance_number = 1;
	info.pos_op = PASS_POS_INSERT_AFTER;
	register_callback(plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}
