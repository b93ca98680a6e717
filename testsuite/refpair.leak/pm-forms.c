/* pm_runtime_get_sync() keeps its reference even when it fails; 1 is a
   success value; pm_runtime_resume_and_get() keeps nothing on failure.  */
#include <linux/pm_runtime.h>

int do_io(struct device *dev);

/* "if (ret)" without a put: both failure (< 0) and 1 keep the count.  */
int if_ret_no_put(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret) /* { dg-message "error branch taken here, where 'ret' is non-zero" } */
		return ret; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	ret = do_io(dev);
	pm_runtime_put(dev);
	return ret;
}

/* put_noidle on failure is the kernel's idiom.  */
int put_noidle_on_failure(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0) {
		pm_runtime_put_noidle(dev);
		return ret; /* { dg-bogus "refpair" } */
	}
	ret = do_io(dev);
	pm_runtime_put(dev);
	return ret; /* { dg-bogus "refpair" } */
}

/* ret == 1 (already active) is a success: the function goes on and puts.  */
int one_is_success(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0)
		goto err;
	ret = do_io(dev);
err:
	pm_runtime_put_sync(dev);
	return ret; /* { dg-bogus "refpair" } */
}

/* A success path may keep the reference (probe; remove drops it).  */
int probe_keeps_reference(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0) {
		pm_runtime_put_noidle(dev);
		return ret;
	}
	return 0; /* { dg-bogus "refpair" } */
}

/* resume_and_get: nothing is owed when it fails...  */
int resume_and_get_fails(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev);

	if (ret < 0)
		return ret; /* { dg-bogus "refpair" } */
	ret = do_io(dev);
	pm_runtime_put(dev);
	return ret;
}

/* ...but a later error must put.  */
int resume_and_get_later_error(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev); /* { dg-message "taken here" } */

	if (ret)
		return ret; /* { dg-bogus "refpair" } */
	ret = do_io(dev);
	if (ret < 0) /* { dg-message "error branch taken here, where 'ret' is negative" } */
		return ret; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_resume_and_get' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}

/* unlikely() around the test.  */
int unlikely_form(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (unlikely(ret < 0)) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}

/* A void function that bails out after a failed get.  */
void void_function(struct device *dev)
{
	if (pm_runtime_get_sync(dev) < 0) /* { dg-message "taken here;" } */
		/* { dg-message "error branch taken here" "" { target *-*-* } .-1 } */
		return; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	do_io(dev);
	pm_runtime_put(dev);
}

/* The same value tested twice: the second test cannot go the other way.  */
int tested_twice(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0)
		pm_runtime_put_noidle(dev);
	if (ret < 0)
		return ret; /* { dg-bogus "refpair" } */
	pm_runtime_put(dev);
	return 0;
}
