/* A driver's remove callback (role teardown): the leak check reports what
   it still holds at any return, so a lookup kept past its return is the
   leak check's finding, once, not also a lost reference.  */
/* { dg-options "-fplugin-arg-refpair-checks=+lost-reference" } */
#include <linux/platform_device.h>
#include <linux/of.h>

void hw_stop(struct device *dev);

static void qux_remove(struct platform_device *pdev)
{
	struct device_node *np = of_find_node_by_name(NULL, "qux"); /* { dg-message "taken here" } */

	if (np)
		hw_stop(&pdev->dev);
} /* { dg-warning "not released before this remove or disconnect callback returns \\\[refpair-leak\\\]" } */
/* { dg-bogus "refpair-lost-reference" "reported once, by the leak check" { target *-*-* } .-1 } */
/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-2 } */

/* Not a callback: the lookup is lost at the return.  */
void qux_probe_helper(struct platform_device *pdev)
{
	struct device_node *np = of_find_node_by_name(NULL, "qux"); /* { dg-message "taken here" } */

	if (np)
		hw_stop(&pdev->dev);
} /* { dg-warning "is lost here: nothing holds it after this return \\\[refpair-lost-reference\\\]" } */
/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */

static struct platform_driver qux_driver = {
	.remove = qux_remove,
	.name = "qux",
};

void *keep = &qux_driver;
