/* "disable" skips the translation unit: the leak below is not reported,
   and annotated code still compiles.  */
/* { dg-options "-fplugin-arg-refpair-disable" } */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0)
		return ret; /* { dg-bogus "refpair" } */
	pm_runtime_put(dev);
	return 0;
}

void g(void *p) __attribute__((refpair_release(1)));
