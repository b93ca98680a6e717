/* When the budget runs out, refpair says so once, naming the function,
   and reports nothing it is unsure of.  */
/* { dg-options "-fplugin-arg-refpair-max-states=3" } */
#include <linux/pm_runtime.h>

int step(int);

int f(struct device *dev, int n) /* { dg-message "'f' is too complex for refpair; not all paths were analyzed" } */
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0)
		goto out;
	if (step(1))
		ret = 1;
	if (step(2))
		ret = 2;
	if (step(3))
		ret = 3;
	if (step(n))
		return -EIO; /* { dg-bogus "refpair-leak" } */
out:
	pm_runtime_put(dev);
	return ret;
}
