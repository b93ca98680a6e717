/* Without severity=note, -Werror turns findings into errors.  */
/* { dg-options "-Werror" } */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret < 0) /* { dg-message "error branch" } */
		return ret; /* { dg-error "not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}
/* { dg-message "all warnings being treated as errors" "" { target *-*-* } 0 } */
