/* A database acquire that fails with NULL ("nonnull": of_get_parent())
   returns NULL or the object, never an ERR_PTR: where the function tests
   it with IS_ERR_OR_NULL() and returns, nothing was taken.  Minimised
   re-creation of fwnode_graph_get_next_endpoint() (drivers/base/property.c,
   Linux 6.12), where the result is tested through a variable that stands
   for it or for the caller's node.  */
#include <linux/kernel.h>
#include <linux/err.h>
#include <linux/of.h>

struct device_node *next_endpoint_of(const struct device_node *parent,
				     struct device_node *prev);

struct device_node *next_endpoint(const struct device_node *node, struct device_node *prev)
{
	struct device_node *ep, *port_parent = NULL;
	const struct device_node *parent;

	if (prev) {
		port_parent = of_get_parent(prev);
		parent = port_parent;
	} else {
		parent = node;
	}
	if (IS_ERR_OR_NULL(parent))
		return NULL; /* { dg-bogus "refpair" } */
	ep = next_endpoint_of(parent, prev);
	of_node_put(port_parent);
	return ep;
}

/* A test that does not reject NULL: the node may be held there.  */
struct device_node *next_endpoint_wrong(struct device_node *prev, int flags)
{
	struct device_node *ep, *port_parent;

	port_parent = of_get_parent(prev); /* { dg-message "taken here" } */
	if (IS_ERR(port_parent))
		return NULL;
	if (flags) /* { dg-message "error branch taken here" } */
		return NULL; /* { dg-warning "reference to 'port_parent' taken by 'of_get_parent' is not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	ep = next_endpoint_of(port_parent, prev);
	of_node_put(port_parent);
	return ep;
}
