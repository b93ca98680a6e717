/* Seed 001's shape: omapfb's dispc_runtime_get() wraps
   pm_runtime_resume_and_get() on a static global's device and returns 0
   only when it holds the usage count; dispc_runtime_put() gives it back.
   Callers that return an error after a successful get without the put
   leak, as with the API itself.  */
#include <linux/platform_device.h>
#include <linux/pm_runtime.h>

static struct {
	struct platform_device *pdev;
	int ctx;
} dispc;

int program(int ch);

static int dispc_runtime_get(void)
{
	int r;

	r = pm_runtime_resume_and_get(&dispc.pdev->dev); /* { dg-message "'dispc_runtime_get' takes it here, through 'pm_runtime_resume_and_get'" } */
	if (r < 0)
		return r;
	return 0;
}

static void dispc_runtime_put(void)
{
	pm_runtime_put_sync(&dispc.pdev->dev);
}

/* Balanced: silent.  */
int dispc_enable(int ch)
{
	int r;

	r = dispc_runtime_get();
	if (r)
		return r; /* { dg-bogus "refpair" "the get failed: nothing to put" } */
	r = program(ch);
	dispc_runtime_put();
	return r;
}

/* The error return after a successful get leaks.  */
int dispc_enable_leak(int ch)
{
	int r;

	r = dispc_runtime_get(); /* { dg-message "taken here" } */
	if (r)
		return r;
	r = program(ch);
	if (r) /* { dg-message "error branch taken here" } */
		return r; /* { dg-warning "reference to '&dispc.pdev->dev' taken by 'dispc_runtime_get' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	dispc_runtime_put();
	return 0;
}

/* A wrapper of pm_runtime_get_sync() that returns its result keeps the
   count even when it fails, like the API: "if (r < 0) return r;" leaks.  */
static int foo_get(struct device *dev)
{
	return pm_runtime_get_sync(dev); /* { dg-message "'foo_get' takes it here, through 'pm_runtime_get_sync'" } */
}

int foo_resume(struct device *dev)
{
	int r = foo_get(dev); /* { dg-message "taken here; 'foo_get' keeps it even when it fails" } */

	if (r < 0) /* { dg-message "error branch taken here" } */
		return r; /* { dg-warning "reference to 'dev' taken by 'foo_get' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	r = program(0);
	pm_runtime_put(dev);
	return r;
}

/* The fixed wrapper drops the count on failure: its callers may return.  */
static int foo_get_fixed(struct device *dev)
{
	int r = pm_runtime_get_sync(dev);

	if (r < 0) {
		pm_runtime_put_noidle(dev);
		return r;
	}
	return 0;
}

int foo_resume_fixed(struct device *dev)
{
	int r = foo_get_fixed(dev);

	if (r < 0)
		return r; /* { dg-bogus "refpair" } */
	r = program(0);
	pm_runtime_put(dev);
	return r;
}
