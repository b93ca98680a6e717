/* families=-pm turns the runtime PM family off, other families stay.  */
/* { dg-options "-fplugin-arg-refpair-families=-pm" } */
#include <linux/pm_runtime.h>
#include <linux/of.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0)
		return ret; /* { dg-bogus "refpair" } */
	pm_runtime_put(dev);
	return 0;
}

int g(struct device_node *np)
{
	struct device_node *child = of_get_child_by_name(np, "port"); /* { dg-message "taken here" } */

	if (!child)
		return -ENODEV;
	if (!of_device_is_available(child)) /* { dg-message "error branch" } */
		return -ENODEV; /* { dg-warning "reference to 'child' taken by 'of_get_child_by_name' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	of_node_put(child);
	return 0;
}
