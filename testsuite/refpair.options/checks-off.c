/* checks=-leak turns the leak check off.  */
/* { dg-options "-fplugin-arg-refpair-checks=-leak" } */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0)
		return ret; /* { dg-bogus "refpair" } */
	pm_runtime_put(dev);
	return 0;
}
