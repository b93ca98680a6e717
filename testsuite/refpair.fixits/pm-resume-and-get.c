/* pm_runtime_get_sync() whose failure returns without the put: the
   kernel's own fix is pm_runtime_resume_and_get(), which drops the count
   itself when it fails.  The call is renamed only where that is exactly
   right (the database's "better" key): the result is only tested for
   being negative and no failure path puts it.  */
#include <linux/pm_runtime.h>

int fixable(struct device *dev)
{
	int ret;

	ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */
	if (ret < 0) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}

int fixable_goto(struct device *dev, int x)
{
	int ret;

	ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */
	if (ret < 0) /* { dg-message "error branch taken here" } */
		goto out; /* { dg-warning "not released on this error path" } */
	ret = x;
	pm_runtime_put(dev);
out:
	return ret; /* { dg-message "returns here without 'pm_runtime_put'" } */
}
