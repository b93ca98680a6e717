/* A function that gives the count back on every failure but one value it
   names ("if (ret < 0 && ret != -EINPROGRESS) pm_runtime_put_noidle(dev);
   return ret;") keeps it for that value on purpose: a resume already under
   way is no failure to its callers, who put in either case.  Returning
   the value it names with no such put on the other failures is a leak.
   -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/pm_runtime.h>

#define EINPROGRESS 115

struct phy {
	struct device dev;
};

int phy_get(struct phy *phy)
{
	int ret;

	if (!phy)
		return 0;
	ret = pm_runtime_get(&phy->dev);
	if (ret < 0 && ret != -EINPROGRESS)
		pm_runtime_put_noidle(&phy->dev);
	return ret; /* { dg-bogus "refpair" "kept for -EINPROGRESS" } */
}

int phy_get_no_put(struct phy *phy)
{
	int ret;

	ret = pm_runtime_get_sync(&phy->dev); /* { dg-message "taken here" } */
	if (ret == -EINPROGRESS) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to '&phy->dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	if (ret < 0)
		return ret; /* { dg-message "also leaves without releasing it" } */
	return 0;
}
