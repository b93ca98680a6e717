/* A failure the function tolerates: "if (ret < 0 && ret != -EACCES)
   return ret;" goes on when ret is -EACCES (runtime PM disabled).  GCC
   evaluates the condition as "(ret < 0) & (ret != -13)", one branch; the
   path that goes on with a negative ret has the failed acquire.  */
#include <linux/kernel.h>
#include <linux/pm_runtime.h>

int do_io(struct device *dev);

/* pm_runtime_resume_and_get() gave its count back when it failed: the
   put at the end gives back what -EACCES did not take.  */
int tolerated_resume_and_get(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev); /* { dg-message "'pm_runtime_resume_and_get' fails here and takes nothing" } */

	if (ret < 0 && ret != -EACCES)
		return ret;
	ret = do_io(dev);
	pm_runtime_put(dev); /* { dg-warning "'pm_runtime_put' of 'dev', but 'pm_runtime_resume_and_get' did not take the reference on this path \\\[refpair-put-without-get\\\]" } */
	return ret;
}

/* The same with "||": "ret == -EACCES || ret >= 0" goes on.  */
int tolerated_or(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev); /* { dg-message "'pm_runtime_resume_and_get' fails here and takes nothing" } */

	if (ret == -EACCES || ret >= 0) {
		do_io(dev);
		pm_runtime_put(dev); /* { dg-warning "did not take the reference on this path \\\[refpair-put-without-get\\\]" } */
		return 0;
	}
	return ret;
}

/* pm_runtime_get_sync() keeps its count even when it fails: the put is
   right on every path.  */
int tolerated_get_sync(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0 && ret != -EACCES) {
		pm_runtime_put_noidle(dev);
		return ret;
	}
	ret = do_io(dev);
	pm_runtime_put(dev); /* { dg-bogus "refpair" } */
	return ret;
}

/* -EACCES handled apart, without the put.  */
int tolerated_apart(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev);

	if (ret < 0 && ret != -EACCES)
		return ret;
	if (ret == -EACCES)
		return do_io(dev);
	ret = do_io(dev);
	pm_runtime_put(dev); /* { dg-bogus "refpair" } */
	return ret;
}

/* Not a conjunction: "flags & 3" is arithmetic, and any set bit goes on.  */
int flags_and(struct device *dev, unsigned int flags)
{
	int ret = pm_runtime_resume_and_get(dev);

	if (ret < 0)
		return ret;
	if ((flags & 3) != 0)
		do_io(dev);
	pm_runtime_put(dev); /* { dg-bogus "refpair" } */
	return 0;
}
