/* lost-reference is off by default: the same lost node, no warning.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/of.h>

int read_value(u32 *v)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");

	if (!np)
		return -ENODEV;
	return of_property_read_u32(np, "value", v); /* { dg-bogus "refpair" } */
}
