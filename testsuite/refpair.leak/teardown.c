/* A driver's remove callback (role teardown in annotations/pm_ops.api:
   the function a static platform_driver stores in .remove or .remove_new)
   gives back what it takes before it returns, on every path: nothing of the
   driver runs after it.  pm_runtime_get_sync() in remove without a put is
   the classic.  The same function not stored as a remove callback keeps
   the error-path rule; a remove that puts, and one that takes nothing, are
   silent.  */
#include <linux/platform_device.h>
#include <linux/pci.h>
#include <linux/pm_runtime.h>
#include <linux/mutex.h>
#include <linux/of.h>

void hw_stop(struct device *dev);

static void foo_remove(struct platform_device *pdev)
{
	pm_runtime_get_sync(&pdev->dev); /* { dg-message "taken here" } */
	hw_stop(&pdev->dev);
	pm_runtime_disable(&pdev->dev);
} /* { dg-warning "reference to '&pdev->dev' taken by 'pm_runtime_get_sync' is not released before this remove or disconnect callback returns" } */
/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */

static void foo_remove_balanced(struct platform_device *pdev)
{
	pm_runtime_get_sync(&pdev->dev);
	hw_stop(&pdev->dev);
	pm_runtime_disable(&pdev->dev);
	pm_runtime_put_noidle(&pdev->dev);
} /* { dg-bogus "refpair" } */

/* Not stored as a remove callback: keeping the count on success is fine.  */
void foo_power_up(struct platform_device *pdev)
{
	pm_runtime_get_sync(&pdev->dev);
	hw_stop(&pdev->dev);
} /* { dg-bogus "refpair" } */

static struct platform_driver foo_driver = {
	.remove_new = foo_remove,
	.name = "foo",
};

static struct platform_driver foo_driver_balanced = {
	.remove = foo_remove_balanced,
	.name = "foo2",
};

/* A PCI driver's remove takes back the runtime PM count its probe dropped:
   the PCI core drops it after remove (local_pci_probe()'s contract).  Not
   a teardown leak.  */
static void bar_remove(struct pci_dev *pdev)
{
	pm_runtime_get_noresume(&pdev->dev);
	hw_stop(&pdev->dev);
} /* { dg-bogus "refpair" "the PCI core's contract" } */

static struct pci_driver bar_driver = {
	.name = "bar",
	.remove = bar_remove,
};

/* A USB driver's disconnect: a lock taken and kept on the early return.
   The structure is the test's own, with the kernel's tag and member.  */
struct usb_interface { struct device dev; };
struct usb_driver {
	const char *name;
	void (*disconnect)(struct usb_interface *intf);
};
struct baz { struct mutex lock; int gone; };
struct baz *baz_of(struct usb_interface *intf);

static void baz_disconnect(struct usb_interface *intf)
{
	struct baz *b = baz_of(intf);

	mutex_lock(&b->lock); /* { dg-message "taken here" } */
	if (b->gone)
		return; /* { dg-warning "lock '&b->lock' taken by 'mutex_lock' is not released before this remove or disconnect callback returns" } */
	/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	b->gone = 1;
	mutex_unlock(&b->lock);
}

static struct usb_driver baz_driver = {
	.name = "baz",
	.disconnect = baz_disconnect,
};

/* With lost-reference on too (refpair.lost-reference/teardown.c), a lookup
   kept past a remove's return is one finding, this check's.  */
static void qux_remove(struct platform_device *pdev)
{
	struct device_node *np = of_find_node_by_name(NULL, "qux"); /* { dg-message "taken here" } */

	if (np)
		hw_stop(&pdev->dev);
} /* { dg-warning "reference to 'np' taken by 'of_find_node_by_name' is not released before this remove or disconnect callback returns" } */
/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */

static struct platform_driver qux_driver = {
	.remove = qux_remove,
	.name = "qux",
};

void *keep[] = { &foo_driver, &foo_driver_balanced, &bar_driver, &baz_driver, &qux_driver };
