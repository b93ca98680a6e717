/* for_each_child_of_node(): of_get_next_child() drops the previous node,
   so a loop that runs to its end holds nothing; a break or return out of
   it holds the current node.  */
#include <linux/of.h>

int check_child(struct device_node *child);
int use_child(struct device_node *child);

int return_from_loop(struct device_node *np)
{
	struct device_node *child;

	for_each_child_of_node(np, child) { /* { dg-message "taken here" } */
		if (check_child(child)) /* { dg-message "error branch taken here" } */
			return -EINVAL; /* { dg-warning "reference to 'child' taken by 'of_get_next_child' is not released on this error path" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	return 0; /* { dg-bogus "refpair" } */
}

int put_before_return(struct device_node *np)
{
	struct device_node *child;

	for_each_child_of_node(np, child) {
		if (check_child(child)) {
			of_node_put(child);
			return -EINVAL; /* { dg-bogus "refpair" } */
		}
	}
	return 0;
}

/* break keeps the node; the function uses it and then puts it.  */
int break_then_put(struct device_node *np)
{
	struct device_node *child;
	int ret;

	for_each_child_of_node(np, child) {
		if (check_child(child))
			break;
	}
	if (!child)
		return -ENODEV; /* { dg-bogus "refpair" "the loop ran out: child is NULL" } */
	ret = use_child(child);
	of_node_put(child);
	return ret; /* { dg-bogus "refpair" } */
}

/* break, then an error before the put.  */
int break_then_error(struct device_node *np)
{
	struct device_node *child;

	for_each_child_of_node(np, child) { /* { dg-message "taken here" } */
		if (check_child(child))
			break;
	}
	if (!child)
		return -ENODEV;
	if (use_child(child) < 0) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'child' taken by 'of_get_next_child' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	of_node_put(child);
	return 0;
}

/* A node returned to the caller is the caller's to put.  */
struct device_node *find_child(struct device_node *np)
{
	struct device_node *child;

	for_each_child_of_node(np, child)
		if (check_child(child))
			return child; /* { dg-bogus "refpair" } */
	return NULL; /* { dg-bogus "refpair" } */
}
