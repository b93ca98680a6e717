/* An entry in a later file replaces the bundled one: with override.api,
   a failed pm_runtime_get_sync() leaves nothing to release.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/override.api" } */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0)
		return ret; /* { dg-bogus "refpair" } */
	pm_runtime_put(dev);
	return 0;
}
