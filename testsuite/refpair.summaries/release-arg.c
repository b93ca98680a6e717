/* A helper of the same file that releases its argument on every path is a
   release at its call sites.  */
#include <linux/device.h>

int setup(struct device *dev);

static void drop_dev(struct device *dev)
{
	if (!dev)
		return;
	put_device(dev); /* { dg-message "'drop_dev' releases it here, through 'put_device'" } */
}

/* The error path gives the reference back through the helper.  */
int open_helper(struct device *dev)
{
	get_device(dev);
	if (setup(dev) < 0) {
		drop_dev(dev); /* { dg-bogus "refpair" } */
		return -1;
	}
	return 0;
}

/* Putting it and then calling the helper puts it twice.  */
int open_twice(struct device *dev)
{
	get_device(dev);
	if (setup(dev) < 0) {
		put_device(dev); /* { dg-message "first 'put_device' here" } */
		drop_dev(dev); /* { dg-warning "double 'drop_dev' of 'dev' \\\[refpair-double-put\\\]" } */
		return -1;
	}
	return 0;
}

/* Forgetting the helper still leaks.  */
int open_leak(struct device *dev)
{
	get_device(dev); /* { dg-message "taken here" } */
	if (setup(dev) < 0) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 'dev' taken by 'get_device' is not released on this error path" } */
	/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
	return 0;
}

/* A helper that releases on some paths only is unknown: no summary, so a
   put after it is not called a double put.  */
static void maybe_drop(struct device *dev, int last)
{
	if (last)
		put_device(dev);
}

int open_maybe(struct device *dev, int last)
{
	get_device(dev);
	if (setup(dev) < 0) {
		maybe_drop(dev, last);
		put_device(dev); /* { dg-bogus "refpair" } */
		return -1;
	}
	return 0;
}

/* Defined after its caller: GCC runs the pass callees first (in the
   call graph's order, not the file's), so the summary is there in time.  */
static void drop_late(struct device *dev);

int open_late(struct device *dev)
{
	get_device(dev);
	if (setup(dev) < 0) {
		put_device(dev); /* { dg-message "first 'put_device' here" } */
		drop_late(dev); /* { dg-warning "double 'drop_late' of 'dev'" } */
		return -1;
	}
	return 0;
}

static void drop_late(struct device *dev)
{
	put_device(dev); /* { dg-message "'drop_late' releases it here, through 'put_device'" } */
}
