/* The "error branch taken here" note says nothing of a value whose test
   leaves all its classes possible: a comparison with a constant other than
   0 ("if (*len < 8)", nvmem_add_cells_from_dt's shape) is not "where '*len'
   is anything".  A test the classes express keeps its words.  */
#include <linux/of.h>

int parse(struct device_node *np, const int *len)
{
	struct device_node *child = of_get_child_by_name(np, "cells"); /* { dg-message "taken here" } */

	if (!child)
		return -19;
	if (*len < 8) /* { dg-message "error branch taken here" } */
		return -22; /* { dg-warning "reference to 'child' taken by 'of_get_child_by_name' is not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	/* { dg-bogus "is anything" "a test against 8 says nothing in classes" { target *-*-* } .-3 } */
	of_node_put(child);
	return 0;
}

int parse_signed(struct device_node *np, int len)
{
	struct device_node *child = of_get_child_by_name(np, "cells"); /* { dg-message "taken here" } */

	if (len < 0) /* { dg-message "error branch taken here, where 'len' is negative" } */
		return -22; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	of_node_put(child);
	return 0;
}
