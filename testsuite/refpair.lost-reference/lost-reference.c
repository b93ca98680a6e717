/* A reference that a lookup returned and that only a local holds is lost
   at any return, success included: once the local dies, no one can put
   it.  References the function stores, returns or gives back are not.
   The check is off by default; checks=+lost-reference turns it on.  */
/* { dg-options "-O2 -fplugin-arg-refpair-checks=+lost-reference" } */
#include <linux/kernel.h>
#include <linux/of.h>
#include <linux/pci.h>

struct priv {
	struct device_node *np;
	struct pci_dev *bridge;
};

/* The success return drops the node along with the local.  */
int read_value(u32 *v)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	return of_property_read_u32(np, "value", v); /* { dg-warning "reference to 'np' taken by 'of_find_node_by_name' is lost here: nothing holds it after this return \\\[refpair-lost-reference\\\]" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
}

/* A node kept after breaking out of an iterator, used only as an
   existence test.  */
int has_enabled_child(struct device_node *parent)
{
	struct device_node *child;

	for_each_child_of_node(parent, child) /* { dg-message "taken here" } */
		if (of_property_read_u32(child, "enabled", NULL) == 0)
			break;
	return child != NULL; /* { dg-warning "reference to 'child' taken by 'of_get_next_child' is lost here" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
}

/* A PCI lookup used once.  */
int bridge_present(void)
{
	struct pci_dev *pdev = pci_get_device(0x8086, 0x1234, NULL); /* { dg-message "taken here" } */

	return pdev != NULL; /* { dg-warning "reference to 'pdev' taken by 'pci_get_device' is lost here" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
}

/* Correct: put after use.  */
int read_value_put(u32 *v)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");
	int ret;

	if (!np)
		return -ENODEV;
	ret = of_property_read_u32(np, "value", v);
	of_node_put(np);
	return ret; /* { dg-bogus "refpair" } */
}

/* Correct: kept in the driver's structure, or returned.  */
int keep_node(struct priv *p)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");

	if (!np)
		return -ENODEV;
	p->np = np;
	return 0; /* { dg-bogus "refpair" } */
}

struct device_node *find_codec(void)
{
	return of_find_node_by_name(NULL, "codec"); /* { dg-bogus "refpair" } */
}

/* Correct: a reference on an object the caller passed in is the
   caller's business on a success path (it may be kept on purpose).  */
int keep_parent_ref(struct device_node *np)
{
	of_node_get(np);
	return 0; /* { dg-bogus "refpair" } */
}

/* One warning per acquire: the first return that loses it.  */
int two_exits(u32 *v, int which)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	if (which)
		return of_property_read_u32(np, "a", v); /* { dg-warning "is lost here" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	return of_property_read_u32(np, "b", v); /* { dg-bogus "lost" } */
}

/* An error path is the leak check's, not this one's.  */
int error_path(u32 *v)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	if (of_property_read_u32(np, "a", v)) /* { dg-message "error branch taken here" } */
		return -EINVAL; /* { dg-warning "not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	of_node_put(np);
	return 0;
}
