/* A reference stored into an object that dies on the error path (issue
   16, class 5): "link->supplier = get_device(s)" puts the duty into link;
   when the last put of link's device runs a release that this function
   stored itself ("link->dev.release = fn") and that does not give back
   link->supplier, the reference is lost with link.  A release that gives
   it back, a release this unit does not know, and a device set up by a
   function whose release is not stored here keep today's rule: the
   release owns what the object holds (container-release.c).  -O2 as in
   the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/device.h>
#include <linux/of.h>
#include <linux/slab.h>

struct link {
	int flags;
	struct device dev;
	struct device *supplier;
	struct device_node *np;
};

void link_release_elsewhere(struct device *dev);

/* Gives back the supplier and the node it holds.  */
static void link_release_all(struct device *dev)
{
	struct link *l = container_of(dev, struct link, dev);

	put_device(l->supplier);
	of_node_put(l->np);
	kfree(l);
}

/* Frees the link only.  */
static void link_release_free(struct device *dev)
{
	kfree(container_of(dev, struct link, dev));
}

/* Buggy: the release frees the link and loses its supplier.  */
struct link *link_add_lost(struct device *supplier)
{
	struct link *link = kzalloc(sizeof(*link), GFP_KERNEL);

	if (!link)
		return NULL;
	link->supplier = get_device(supplier);	/* { dg-message "taken here" } */
	device_initialize(&link->dev);
	link->dev.release = link_release_free;
	if (device_add(&link->dev)) {		/* { dg-message "error branch taken here" } */
		put_device(&link->dev);		/* { dg-message "'put_device' here runs 'link_release_free', which does not give it back" } */
		return NULL;			/* { dg-warning "reference to 'supplier' taken by 'get_device' is not released on this error path" } */
					/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
	}
	return link;
}

/* Buggy: the same with a node.  */
struct link *link_add_node_lost(struct device_node *parent)
{
	struct link *link = kzalloc(sizeof(*link), GFP_KERNEL);

	if (!link)
		return NULL;
	device_initialize(&link->dev);
	link->dev.release = link_release_free;
	link->np = of_get_child_by_name(parent, "link"); /* { dg-message "taken here" } */
	if (device_add(&link->dev)) {		/* { dg-message "error branch taken here" } */
		put_device(&link->dev);		/* { dg-message "'put_device' here runs 'link_release_free', which does not give it back" } */
		return NULL;			/* { dg-warning "reference to 'of_get_child_by_name\\(parent, &...\\)' taken by 'of_get_child_by_name' is not released on this error path" } */
					/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	}
	return link;
}

/* Correct: the release gives back both.  */
struct link *link_add_all(struct device *supplier, struct device_node *parent)
{
	struct link *link = kzalloc(sizeof(*link), GFP_KERNEL);

	if (!link)
		return NULL;
	link->supplier = get_device(supplier);
	link->np = of_get_child_by_name(parent, "link");
	device_initialize(&link->dev);
	link->dev.release = link_release_all;
	if (device_add(&link->dev)) {
		put_device(&link->dev);
		return NULL;			/* { dg-bogus "not released" } */
	}
	return link;
}

/* Correct as far as this unit knows: the release is another unit's.  */
struct link *link_add_elsewhere(struct device *supplier)
{
	struct link *link = kzalloc(sizeof(*link), GFP_KERNEL);

	if (!link)
		return NULL;
	link->supplier = get_device(supplier);
	device_initialize(&link->dev);
	link->dev.release = link_release_elsewhere;
	if (device_add(&link->dev)) {
		put_device(&link->dev);
		return NULL;			/* { dg-bogus "not released" } */
	}
	return link;
}

/* Correct: the lost release gives back nothing, but the function gives
   back the supplier itself before the put.  */
struct link *link_add_put_first(struct device *supplier)
{
	struct link *link = kzalloc(sizeof(*link), GFP_KERNEL);

	if (!link)
		return NULL;
	link->supplier = get_device(supplier);
	device_initialize(&link->dev);
	link->dev.release = link_release_free;
	if (device_add(&link->dev)) {
		put_device(link->supplier);
		put_device(&link->dev);
		return NULL;			/* { dg-bogus "not released" } */
	}
	return link;
}
