/* no-werror: -Werror (a kernel built with CONFIG_WERROR) leaves refpair's
   findings warnings, as -Wno-error=NAME does for GCC's own; the build
   does not fail on them.  */
/* { dg-options "-Werror -Wunused-variable -fplugin-arg-refpair-no-werror" } */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret < 0) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}

/* GCC's own warnings are still errors.  */
int g(void)
{
	int unused; /* { dg-error "unused variable" } */
	return 0;
}
/* { dg-message "all warnings being treated as errors" "" { target *-*-* } 0 } */
