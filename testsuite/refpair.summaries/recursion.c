/* Recursion gives no summary: a function that calls itself, directly or
   through another, is unknown at its call sites, never a guess made by
   treating the recursive call as doing nothing.  */
#include <linux/device.h>

int setup(struct device *dev);

/* Puts DEV n + 1 times.  Read with its recursive call as a no-op, it
   would seem to put it once.  */
static void drop_n(struct device *dev, int n)
{
	put_device(dev);
	if (n > 0)
		drop_n(dev, n - 1);
}

/* drop_n(dev, 1) puts twice.  A summary guessed by reading the recursive
   call as a no-op ("puts dev once") would report the put below as a
   double put, for the wrong reason; refpair claims nothing about drop_n.  */
int take_one(struct device *dev)
{
	get_device(dev);
	if (setup(dev) < 0) {
		drop_n(dev, 1);
		put_device(dev); /* { dg-bogus "refpair" "drop_n is unknown: nothing claimed" } */
		return -1;
	}
	return 0;
}

/* The same through two functions.  */
static void drop_b(struct device *dev, int n);

static void drop_a(struct device *dev, int n)
{
	put_device(dev);
	if (n > 0)
		drop_b(dev, n - 1);
}

static void drop_b(struct device *dev, int n)
{
	drop_a(dev, n);
}

int take_two_mutual(struct device *dev)
{
	get_device(dev);
	if (setup(dev) < 0) {
		drop_a(dev, 0);
		drop_b(dev, 0);
		put_device(dev); /* { dg-bogus "refpair" } */
		return -1;
	}
	return 0;
}

/* A caller of an unknown function is unknown too: wrap () calls drop_n(),
   so it gets no summary either.  */
static void wrap(struct device *dev)
{
	drop_n(dev, 0);
}

int take_wrap(struct device *dev)
{
	get_device(dev);
	if (setup(dev) < 0) {
		put_device(dev);
		wrap(dev); /* { dg-bogus "refpair" } */
		return -1;
	}
	return 0;
}
