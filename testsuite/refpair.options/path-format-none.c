/* -fdiagnostics-path-format=none: the warning alone, no path notes (issue
   17: "must print no path").  */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-bogus "taken here" } */

	if (ret < 0) /* { dg-bogus "error branch" } */
		return ret; /* { dg-warning "not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-bogus "returns here" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}
