/* A function that gives back its caller's reference and takes it again
   restores it only where the retake succeeds: where it failed, a later
   release gives back a reference no one holds (a reset path that frees
   the irqs, fails to request one again, then frees them all).  -O2 as in
   the kernel.  */
/* { dg-options "-O2" } */
#include <linux/pm_runtime.h>

int reinit(struct device *dev);

int reset(struct device *dev)
{
	int ret;

	pm_runtime_put_sync(dev);
	ret = pm_runtime_resume_and_get(dev); /* { dg-message "'pm_runtime_resume_and_get' fails here and takes nothing" } */
	if (ret < 0)
		goto err;
	ret = reinit(dev);
	if (ret)
		goto err;
	return 0;
err:
	pm_runtime_put(dev); /* { dg-warning "'pm_runtime_put' of 'dev', but 'pm_runtime_resume_and_get' did not take the reference on this path \\\[refpair-put-without-get\\\]" } */
	return ret;
}

/* Restored: the put on the later failure gives back the caller's.  */
int reset_ok(struct device *dev)
{
	int ret;

	pm_runtime_put_sync(dev);
	ret = pm_runtime_resume_and_get(dev);
	if (ret < 0)
		return ret;
	ret = reinit(dev);
	if (ret)
		pm_runtime_put(dev); /* { dg-bogus "refpair" "the caller's, restored" } */
	return ret;
}

/* The same through a helper: its callers see the retake as an acquire
   ("acquire arg1 ret==0"), and a failed one leaves them nothing to give
   back.  */
static int repower(struct device *dev)
{
	pm_runtime_put_sync(dev);
	return pm_runtime_resume_and_get(dev); /* { dg-message "'repower' takes it here, through 'pm_runtime_resume_and_get'" } */
}

int reset_through_helper(struct device *dev)
{
	int ret = repower(dev); /* { dg-message "'repower' fails here and takes nothing" } */

	if (ret < 0) {
		pm_runtime_put(dev); /* { dg-warning "'pm_runtime_put' of 'dev', but 'repower' did not take the reference on this path" } */
		return ret;
	}
	return 0;
}
