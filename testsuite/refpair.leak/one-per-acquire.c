/* One bug, one finding: an acquire that several error exits leave without
   its release is one warning, at the first of them, with a note listing the
   others; two acquires left at the same exits are two warnings.  */
#include <linux/pm_runtime.h>
#include <linux/of.h>

int step(int);

int many_exits(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret < 0) /* { dg-message "error branch taken here, where 'ret' is negative" } */
		return ret; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	if (step(1))
		return -5; /* { dg-message "also leaves without releasing it at lines 17, 20 and 22" "other exits" } */
	/* { dg-bogus "not released" "merged" { target *-*-* } .-1 } */
	if (step(2))
		return -12; /* { dg-bogus "not released" } */
	if (step(3))
		return -22; /* { dg-bogus "not released" } */
	pm_runtime_put(dev);
	return 0;
}

int one_exit(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret < 0) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	/* { dg-bogus "also leaves" "a single exit has no such note" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}

int two_acquires(struct device *dev, struct device_node *np)
{
	struct device_node *child = of_get_child_by_name(np, "port"); /* { dg-message "taken here" } */
	int ret;

	if (!child)
		return -19;
	ret = pm_runtime_resume_and_get(dev); /* { dg-message "taken here if 'pm_runtime_resume_and_get' succeeds" } */
	if (ret < 0) /* { dg-message "error branch taken here, where 'ret' is negative" } */
		goto out; /* { dg-warning "reference to 'child' taken by 'of_get_child_by_name'" } */
	if (step(1)) /* { dg-message "error branch taken here, where 'step\\(1\\)' is non-zero" } */
		return -5; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_resume_and_get'" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	/* { dg-bogus "reference to 'child'" "child's exits are one finding" { target *-*-* } .-2 } */
	/* { dg-message "also leaves without releasing it at lines 50 and 55" "child's other exits" { target *-*-* } .-3 } */
	if (step(2))
		return -12; /* { dg-message "also leaves without releasing it at line 55" "dev's other exit" } */
	/* { dg-bogus "not released" "merged" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	of_node_put(child);
	return 0;
out:
	return ret; /* { dg-message "returns here without 'of_node_put'" } */
}
