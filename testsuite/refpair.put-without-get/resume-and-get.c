/* A put after pm_runtime_resume_and_get() failed gives back a reference
   that was never taken.  */
#include <linux/pm_runtime.h>

int do_io(struct device *dev);

int put_on_failure(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev); /* { dg-message "'pm_runtime_resume_and_get' fails here and takes nothing" } */

	if (ret < 0) {
		pm_runtime_put_noidle(dev); /* { dg-warning "'pm_runtime_put_noidle' of 'dev', but 'pm_runtime_resume_and_get' did not take the reference on this path \\\[refpair-put-without-get\\\]" } */
		return ret;
	}
	ret = do_io(dev);
	pm_runtime_put(dev);
	return ret;
}

int correct(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev);

	if (ret < 0)
		return ret;
	ret = do_io(dev);
	pm_runtime_put(dev); /* { dg-bogus "refpair" } */
	return ret;
}

/* get_sync's put_noidle on failure is right.  */
int get_sync_idiom(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0) {
		pm_runtime_put_noidle(dev); /* { dg-bogus "refpair" } */
		return ret;
	}
	pm_runtime_put(dev);
	return 0;
}
