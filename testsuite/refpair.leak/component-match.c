/* component_match_add_release() keeps compare_data (a node reference)
   until the match's release callback puts it (sound/soc/codecs/wcd938x.c:
   wcd938x_add_slave_components()).  */
#include <linux/of.h>
#include <linux/device.h>

struct component_match;
void component_match_add_release(struct device *parent, struct component_match **matchptr,
				 void (*release)(struct device *, void *),
				 int (*compare)(struct device *, void *), void *compare_data);
void release_of(struct device *dev, void *data);
int compare_of(struct device *dev, void *data);
int more(struct device *dev);

int add_components(struct device *dev, struct component_match **matchptr,
		   struct device_node *np)
{
	struct device_node *rx = of_parse_phandle(np, "qcom,rx-device", 0);

	if (!rx)
		return -ENODEV;
	of_node_get(rx);
	component_match_add_release(dev, matchptr, release_of, compare_of, rx);
	of_node_put(rx);
	if (more(dev))
		return -EINVAL; /* { dg-bogus "refpair" "the match owns the second reference" } */
	return 0;
}

int forgets_one(struct device *dev, struct device_node *np)
{
	struct device_node *rx = of_parse_phandle(np, "qcom,rx-device", 0); /* { dg-message "taken here" } */

	if (!rx)
		return -ENODEV;
	if (more(dev)) /* { dg-message "error branch taken here" } */
		return -EINVAL; /* { dg-warning "reference to 'rx' taken by 'of_parse_phandle' is not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	of_node_put(rx);
	return 0;
}
