/* severity=note reports findings as notes, which -Werror leaves alone.  */
/* { dg-options "-fplugin-arg-refpair-severity=note -Werror" } */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret < 0) /* { dg-message "error branch" } */
		return ret; /* { dg-message "note: reference to 'dev' taken by 'pm_runtime_get_sync' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}
