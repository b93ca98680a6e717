/* An acquire whose object is *argN takes nothing when argN is a literal
   NULL: of_parse_phandle_with_args(..., NULL) and
   fwnode_property_get_reference_args(..., NULL) only count (drivers/iio/
   inkern.c).  With a real out-argument the node is taken.  */
#include <linux/of.h>
#include <linux/err.h>

int setup(void);

int count_phandles(struct device_node *np)
{
	int n = 0;

	while (of_parse_phandle_with_args(np, "io-channels", "#io-channel-cells", n, NULL) == 0)
		n++;
	if (setup() < 0)
		return -EINVAL; /* { dg-bogus "refpair" "NULL out-argument: nothing taken" } */
	return n;
}

int first_phandle(struct device_node *np)
{
	struct of_phandle_args args;
	int ret = of_parse_phandle_with_args(np, "io-channels", "#io-channel-cells", 0, &args); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	if (setup() < 0) /* { dg-message "error branch taken here" } */
		return -EINVAL; /* { dg-warning "reference to 'args' taken by 'of_parse_phandle_with_args' is not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	of_node_put(args.np);
	return 0;
}
