/* checks=leak selects only the leak check, which still reports.  */
/* { dg-options "-fplugin-arg-refpair-checks=leak" } */
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
