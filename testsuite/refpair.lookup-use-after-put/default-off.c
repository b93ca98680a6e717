/* lookup-use-after-put is off by default: the same return after the put,
   no warning (use-after-put itself reports only initialised objects whose
   release frees them).  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/of.h>

struct device_node *find_codec(void)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");

	if (!np)
		return NULL;
	of_node_put(np);
	return np; /* { dg-bogus "refpair" } */
}
