/* References stored into a fresh allocation belong to it: when the last
   reference to the allocation, or to the device embedded in it, is
   released, its release callback gives back what it holds (Linux's
   device_link_add(): link->supplier = get_device(supplier), and on a
   failed device_register() put_device(&link->link_dev) runs
   device_link_release_fn(), which puts it).  A kfree() of the allocation
   gives back nothing it holds: the stored reference leaks.  -O2 as in the
   kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/device.h>
#include <linux/slab.h>

struct link {
	struct device link_dev;
	struct device *supplier;
	int flags;
};
int setup(struct link *l);
void link_release(struct device *dev);

/* The device's release callback owns link->supplier.  */
struct link *link_add(struct device *supplier)
{
	struct link *link = kzalloc(sizeof(*link), GFP_KERNEL);

	if (!link)
		return NULL;
	link->supplier = get_device(supplier);
	device_initialize(&link->link_dev);
	if (device_add(&link->link_dev)) {
		put_device(&link->link_dev);
		return NULL; /* { dg-bogus "refpair" "the release callback puts link->supplier" } */
	}
	return link;
}

/* kfree() runs no callback: the stored reference is lost.  */
struct link *link_add_kfree(struct device *supplier)
{
	struct link *link = kzalloc(sizeof(*link), GFP_KERNEL);

	if (!link)
		return NULL;
	link->supplier = get_device(supplier); /* { dg-message "taken here" } */
	if (setup(link) < 0) { /* { dg-message "error branch" } */
		kfree(link);
		return NULL; /* { dg-warning "reference to 'supplier' taken by 'get_device' is not released" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	return link;
}

/* A reference the function keeps in a local is not the allocation's:
   putting the allocation does not give it back.  */
int link_local(struct device *supplier)
{
	struct link *link = kzalloc(sizeof(*link), GFP_KERNEL);
	struct device *s;

	if (!link)
		return -ENOMEM;
	s = get_device(supplier); /* { dg-message "taken here" } */
	device_initialize(&link->link_dev);
	if (device_add(&link->link_dev)) { /* { dg-message "error branch" } */
		put_device(&link->link_dev);
		return -EIO; /* { dg-warning "reference to 'supplier' taken by 'get_device' is not released" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	link->supplier = s;
	return 0;
}
