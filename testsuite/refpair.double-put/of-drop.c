/* of_get_next_child(np, prev) drops prev: putting prev first and then
   iterating drops it twice.  */
#include <linux/of.h>

int check(struct device_node *n);

int put_then_next(struct device_node *np)
{
	struct device_node *child = of_get_next_child(np, NULL);

	while (child) {
		if (check(child)) {
			of_node_put(child); /* { dg-message "first 'of_node_put' here" } */
			child = of_get_next_child(np, child); /* { dg-warning "'of_get_next_child' releases 'child', which was already released on this path" } */
			continue;
		}
		child = of_get_next_child(np, child);
	}
	return 0;
}
