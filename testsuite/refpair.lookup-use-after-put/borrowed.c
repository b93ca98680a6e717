/* A pointer copied from an iterator's variable without a reference of its
   own is borrowed: the iterator's next step puts the node, so using or
   returning the copy after the loop uses a node the function no longer
   holds.  Breaking out with the iterator's reference, or taking one of
   its own for the copy, is correct.  */
/* { dg-options "-O2 -fplugin-arg-refpair-checks=+lookup-use-after-put" } */
#include <linux/kernel.h>
#include <linux/of.h>

int good(struct device_node *np);
int usable(struct device_node *np);

struct device_node *pick(struct device_node *parent)
{
	struct device_node *child, *fallback = NULL;

	for_each_child_of_node(parent, child) { /* { dg-message "taken here" } */
		/* { dg-message "given back here, by the loop's next 'of_get_next_child'" "" { target *-*-* } .-1 } */
		if (good(child))
			return child;
		fallback = child;
	}
	return fallback; /* { dg-warning "is returned after the next 'of_get_next_child' gave back the reference 'of_get_next_child' took" } */
}

/* Correct: the copy takes its own reference.  */
struct device_node *pick_ok(struct device_node *parent)
{
	struct device_node *child, *fallback = NULL;

	for_each_child_of_node(parent, child) {
		if (good(child))
			return child;
		if (usable(child)) {
			of_node_put(fallback);
			fallback = of_node_get(child);
		}
	}
	return fallback; /* { dg-bogus "refpair-lookup-use-after-put" } */
}

/* Kept after a break, put, then read.  */
int name_of_good(struct device_node *parent, const char **name)
{
	struct device_node *child, *found = NULL;

	for_each_child_of_node(parent, child) { /* { dg-message "taken here" } */
		if (good(child)) {
			found = child;
			break;
		}
	}
	if (!found)
		return -ENODEV;
	of_node_put(found); /* { dg-message "given back here" } */
	*name = found->name; /* { dg-warning "use of 'found' after 'of_node_put' gave back the reference 'of_get_next_child' took" } */
	return 0;
}

/* Correct: read, then put.  */
int name_of_good_ok(struct device_node *parent, const char **name)
{
	struct device_node *child, *found = NULL;

	for_each_child_of_node(parent, child) {
		if (good(child)) {
			found = child;
			break;
		}
	}
	if (!found)
		return -ENODEV;
	*name = found->name;
	of_node_put(found);
	return 0; /* { dg-bogus "refpair" } */
}
