/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The most common OF node leak: returning from inside
 * for_each_child_of_node() without of_node_put() on the current child.
 */
#include <linux/of.h>

int parse_port(struct device_node *child);

int parse_ports(struct device_node *np)
{
	struct device_node *child;
	int ret;

	for_each_child_of_node(np, child) {
		ret = parse_port(child);
		if (ret)
			return ret;
	}
	return 0;
}

int parse_ports_fixed(struct device_node *np)
{
	struct device_node *child;
	int ret;

	for_each_child_of_node(np, child) {
		ret = parse_port(child);
		if (ret) {
			of_node_put(child);
			return ret;
		}
	}
	return 0;
}
