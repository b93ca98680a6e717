/* "a && b" and "a || b" of cheap tests are one branch on "a & b" or
   "a | b" in GIMPLE; each side of it is the disjunction it stands for, so
   the error path is seen whichever test fails.  GCC folds them so when it
   optimises, as kernel builds do.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/pm_runtime.h>

int do_io(struct device *dev);

/* The classic leak, with a tolerated -EACCES: get_sync keeps its count on
   failure, and the error return does not give it back.  */
int tolerated_leak(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here; 'pm_runtime_get_sync' keeps it even when it fails" } */

	if (ret < 0 && ret != -EACCES) /* { dg-message "error branch taken here, where 'ret' is negative" } */
		return ret; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_get_sync' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	ret = do_io(dev);
	pm_runtime_put(dev);
	return ret;
}

/* "!a && !b" false: a or b succeeded, and the put is there.  */
int both_failed(struct device *dev, struct device *other)
{
	int a = pm_runtime_resume_and_get(dev);
	int b = pm_runtime_resume_and_get(other);

	if (a < 0 && b < 0)
		return a;
	if (a >= 0)
		pm_runtime_put(dev); /* { dg-bogus "refpair" } */
	if (b >= 0)
		pm_runtime_put(other); /* { dg-bogus "refpair" } */
	return 0;
}

/* "a < 0 || b < 0" true with a taken: the error return leaks a's count.  */
int either_failed(struct device *dev, struct device *other)
{
	int a = pm_runtime_resume_and_get(dev); /* { dg-message "taken here" } */
	int b = pm_runtime_resume_and_get(other); /* { dg-message "taken here" } */

	if (a < 0 || b < 0) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_resume_and_get' is not released on this error path" } */
	/* { dg-warning "reference to 'other' taken by 'pm_runtime_resume_and_get' is not released on this error path" "" { target *-*-* } .-1 } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-2 } */
	pm_runtime_put(other);
	pm_runtime_put(dev);
	return 0;
}

/* The same, with the failed one not put: correct.  */
int either_failed_correct(struct device *dev, struct device *other)
{
	int a = pm_runtime_resume_and_get(dev);
	int b = pm_runtime_resume_and_get(other);

	if (a < 0 || b < 0) {
		if (a >= 0)
			pm_runtime_put(dev); /* { dg-bogus "refpair" } */
		if (b >= 0)
			pm_runtime_put(other); /* { dg-bogus "refpair" } */
		return -EIO; /* { dg-bogus "refpair" } */
	}
	pm_runtime_put(other);
	pm_runtime_put(dev);
	return 0;
}

/* A tolerated -EACCES from pm_runtime_resume_and_get(): the path that goes
   on with it took nothing, and the put is guarded by the same equality.  */
int tolerated_guarded_put(struct device *dev)
{
	int rpm = pm_runtime_resume_and_get(dev);
	int ret;

	if (rpm < 0 && rpm != -EACCES)
		return rpm;
	ret = do_io(dev);
	if (rpm != -EACCES)
		pm_runtime_put(dev); /* { dg-bogus "refpair" } */
	return ret;
}

/* The same without the second test: the put gives back what -EACCES did
   not take.  */
int tolerated_put(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev); /* { dg-message "fails here and takes nothing" } */

	if (ret < 0 && ret != -EACCES)
		return ret;
	ret = do_io(dev);
	pm_runtime_put(dev); /* { dg-warning "did not take the reference on this path \\\[refpair-put-without-get\\\]" } */
	return ret;
}
