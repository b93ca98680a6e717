/* A helper that takes the usage count for its caller and returns with it
   on every path, errors included (drivers/iio/adc/sun4i-gpadc-iio.c:
   sun4i_prepare_for_irq()), is an acquire wrapper: its summary says
   "acquire arg1 always", its callers are checked, and its own error
   returns are not leaks.  A function no one in the unit calls (a probe,
   called through a pointer) has no caller to check, and still warns.  */
#include <linux/pm_runtime.h>

int hw_write(struct device *dev, int reg);

static int prepare_for_irq(struct device *dev, int reg)
{
	int ret;

	pm_runtime_get_sync(dev); /* { dg-message "'prepare_for_irq' takes it here, through 'pm_runtime_get_sync'" } */
	ret = hw_write(dev, reg);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the caller puts it" } */
	ret = hw_write(dev, reg + 1);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the caller puts it" } */
	return 0;
}

int read_ok(struct device *dev, int reg)
{
	int ret = prepare_for_irq(dev, reg);

	if (ret)
		goto err;
	ret = hw_write(dev, reg + 2);
err:
	pm_runtime_put(dev); /* { dg-bogus "refpair" } */
	return ret;
}

int read_leaks(struct device *dev, int reg)
{
	int ret = prepare_for_irq(dev, reg); /* { dg-message "taken here" } */

	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'dev' taken by 'prepare_for_irq' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	ret = hw_write(dev, reg + 2);
	pm_runtime_put(dev);
	return ret;
}

/* Called by no one here: its error returns are leaks.  */
static int probe(struct device *dev)
{
	int ret;

	pm_runtime_get_sync(dev); /* { dg-message "taken here" } */
	ret = hw_write(dev, 0);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	return 0;
}

int (*probe_fn)(struct device *) = probe;
