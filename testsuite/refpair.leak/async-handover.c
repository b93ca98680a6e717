/* A device handed to an asynchronous function (async_schedule_dev() and
   its kin; annotations/ownership.api) is that function's to put: the PM
   core's suspend loop takes a reference for each device it suspends
   asynchronously, through a helper that returns whether it did, and the
   async function drops it.  An error in the loop after such a hand-over
   leaks nothing.  A reference taken and not handed over still is.  */
/* { dg-options "-O2" } */

#include <linux/async.h>
#include <linux/device.h>

int is_async(struct device *dev);
int suspend_one(struct device *dev);

static void async_suspend(void *data, async_cookie_t cookie)
{
	struct device *dev = data;

	suspend_one(dev);
	put_device(dev);
}

static _Bool async_fn(struct device *dev, async_func_t func)
{
	if (is_async(dev)) {
		get_device(dev);
		if (async_schedule_dev_nocall(func, dev))
			return 1;
		put_device(dev);
	}
	return 0;
}

int suspend_all(struct device **devs, int n)
{
	int i, error;

	for (i = 0; i < n; i++) {
		if (async_fn(devs[i], async_suspend))
			continue;
		error = suspend_one(devs[i]);
		if (error)
			return error;		/* { dg-bogus "not released" } */
	}
	return 0;
}

/* The older form: async_schedule_dev() always runs the function.  */
static _Bool async_fn_always(struct device *dev, async_func_t func)
{
	if (is_async(dev)) {
		get_device(dev);
		async_schedule_dev(func, dev);
		return 1;
	}
	return 0;
}

int suspend_all_always(struct device **devs, int n)
{
	int i, error;

	for (i = 0; i < n; i++) {
		if (async_fn_always(devs[i], async_suspend))
			continue;
		error = suspend_one(devs[i]);
		if (error)
			return error;		/* { dg-bogus "not released" } */
	}
	return 0;
}

/* Taken, then only used: the error path owes the put.  */
int suspend_kept(struct device *dev)
{
	int error;

	get_device(dev);			/* { dg-message "taken here" } */
	error = suspend_one(dev);
	if (error)				/* { dg-message "error branch taken here" } */
		return error;			/* { dg-warning "reference to 'dev' taken by 'get_device' is not released on this error path" } */
					/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
	put_device(dev);
	return 0;
}
