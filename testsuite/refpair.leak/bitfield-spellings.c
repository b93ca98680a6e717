/* One bool bit-field tested twice, once as "if (dev->power.irq_safe)"
   (GCC reads the byte that holds it and masks it) and once as "parent &&
   !dev->power.irq_safe" (GCC loads the bit-field itself and negates it):
   both spellings read one value, so the put guarded by the second test
   pairs with the get the first one guarded.  Minimised re-creation of
   rpm_resume() (drivers/base/power/runtime.c, Linux 6.12).  A write to
   another bit-field of the same byte leaves the value alone; a write to
   the bit tested makes it a new one.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/pm_runtime.h>

struct pm_info {
	unsigned int lock;
	_Bool can_wakeup:1;
	_Bool async_suspend:1;
	_Bool irq_safe:1;
	_Bool no_callbacks:1;
	int runtime_status;
};
struct xdev {
	struct device *parent;
	struct pm_info power;
};
int do_callback(struct xdev *dev);
void unlock(struct xdev *dev);

int xresume(struct xdev *dev)
{
	struct device *parent = NULL;
	int retval = 0;

	if (dev->parent) {
		parent = dev->parent;
		if (dev->power.irq_safe)
			goto skip_parent;
		pm_runtime_get_noresume(parent);
		retval = do_callback(dev);
		if (retval)
			goto out;
	}
skip_parent:
	retval = do_callback(dev);
	dev->power.async_suspend = 1;
out:
	if (parent && !dev->power.irq_safe) {
		unlock(dev);
		pm_runtime_put(parent);
	}
	return retval; /* { dg-bogus "refpair" } */
}

/* The function sets the bit between the two tests.  */
int xresume_sets(struct xdev *dev, _Bool safe)
{
	struct device *parent = NULL;
	int retval;

	if (dev->parent) {
		parent = dev->parent;
		if (dev->power.irq_safe)
			goto skip_parent;
		pm_runtime_get_noresume(parent); /* { dg-message "taken here" } */
	}
skip_parent:
	dev->power.irq_safe = safe;
	retval = do_callback(dev);
	if (retval) { /* { dg-message "error branch taken here, where 'retval' is non-zero" } */
		if (parent && !dev->power.irq_safe)
			pm_runtime_put(parent);
		return retval; /* { dg-warning "reference to 'parent' taken by 'pm_runtime_get_noresume' is not released on this error path" } */
		/* { dg-message "returns here without 'pm_runtime_put_noidle'" "" { target *-*-* } .-1 } */
	}
	return 0;
}
