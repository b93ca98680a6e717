/* A helper that returns a reference it acquired is an acquire of its
   result; one that gives it back on every path returns nothing held.  */
#include <linux/of.h>

int check(struct device_node *np);

static struct device_node *find_port(struct device_node *np)
{
	struct device_node *port = of_get_child_by_name(np, "port"); /* { dg-message "'find_port' takes it here, through 'of_get_child_by_name'" } */

	if (!port)
		return NULL;
	if (check(port)) {
		of_node_put(port);
		return NULL;
	}
	return port;
}

int use_port(struct device_node *np)
{
	struct device_node *port = find_port(np); /* { dg-message "taken here" } */

	if (!port)
		return -19; /* { dg-bogus "refpair" "NULL: nothing held" } */
	if (check(np)) /* { dg-message "error branch taken here" } */
		return -22; /* { dg-warning "reference to 'port' taken by 'find_port' is not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	of_node_put(port);
	return 0;
}

int use_port_ok(struct device_node *np)
{
	struct device_node *port = find_port(np);

	if (!port)
		return -19;
	if (check(np)) {
		of_node_put(port);
		return -22; /* { dg-bogus "refpair" } */
	}
	of_node_put(port);
	return 0;
}
