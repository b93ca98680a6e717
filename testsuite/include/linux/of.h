/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Device tree nodes (written for the tests). */
#ifndef TEST_LINUX_OF_H
#define TEST_LINUX_OF_H
#include <linux/kernel.h>
#include <linux/kobject.h>

struct device_node {
	const char *name;
	struct kobject kobj;
	struct device_node *parent;
};
struct device_node *of_node_get(struct device_node *node);
struct device_node *of_find_node_by_phandle(unsigned int handle);
void of_node_put(struct device_node *node);
#include <linux/cleanup.h>
DEFINE_FREE(device_node, struct device_node *, if (_T) of_node_put(_T))
struct device_node *of_find_node_by_name(struct device_node *from, const char *name);
struct device_node *of_find_compatible_node(struct device_node *from,
					    const char *type, const char *compat);
struct device_node *of_get_parent(const struct device_node *node);
struct device_node *of_get_next_child(const struct device_node *node,
				      struct device_node *prev);
struct device_node *of_get_next_available_child(const struct device_node *node,
						struct device_node *prev);
struct device_node *of_get_child_by_name(const struct device_node *node,
					 const char *name);
struct device_node *__of_parse_phandle(const struct device_node *np,
				       const char *name, int index);
static inline struct device_node *of_parse_phandle(const struct device_node *np,
						   const char *phandle_name, int index)
{
	return __of_parse_phandle(np, phandle_name, index);
}
struct of_phandle_args {
	struct device_node *np;
	int args_count;
	u32 args[16];
};
int of_parse_phandle_with_args(const struct device_node *np, const char *list_name,
			       const char *cells_name, int index,
			       struct of_phandle_args *out_args);
int of_property_read_u32(const struct device_node *np, const char *name, u32 *out);
bool of_device_is_available(const struct device_node *device);

#define for_each_child_of_node(parent, child) \
	for (child = of_get_next_child(parent, NULL); child != NULL; \
	     child = of_get_next_child(parent, child))
#define for_each_available_child_of_node(parent, child) \
	for (child = of_get_next_available_child(parent, NULL); child != NULL; \
	     child = of_get_next_available_child(parent, child))
#endif
