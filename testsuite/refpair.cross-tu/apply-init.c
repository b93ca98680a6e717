/* A caller of the core's registration helper, checked with the merged
   summaries: the helper initialised the kobject even when it failed, so
   kfree() on its failure is the kfree-kobject bug, and kobject_put() is
   the fix.  */
#include <linux/kobject.h>
#include <linux/slab.h>

struct dss_node {
	struct kobject kobj;
	int id;
};

int dss_node_register(struct dss_node *n, struct kobject *parent);

int dss_node_create(struct kobject *parent)
{
	struct dss_node *n = kzalloc(sizeof(*n), GFP_KERNEL);
	int ret;

	if (!n)
		return -12;
	ret = dss_node_register(n, parent); /* { dg-message "initialised here" } */
	if (ret) {
		kfree(n); /* { dg-warning "'n' freed with 'kfree' after 'dss_node_register' initialised" } */
		return ret;
	}
	return 0;
}

int dss_node_create_put(struct kobject *parent)
{
	struct dss_node *n = kzalloc(sizeof(*n), GFP_KERNEL);
	int ret;

	if (!n)
		return -12;
	ret = dss_node_register(n, parent);
	if (ret) {
		kobject_put(&n->kobj); /* { dg-bogus "refpair" } */
		return ret;
	}
	return 0;
}
