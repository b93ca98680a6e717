/* The core's registration helper: it initialises its caller's kobject and
   returns the failure of kobject_init_and_add() without the put, so its
   summary says "init" and the caller owes kobject_put() (apply-init.c).  */
#include <linux/kobject.h>

struct dss_node {
	struct kobject kobj;
	int id;
};

extern const struct kobj_type dss_node_ktype;

int dss_node_register(struct dss_node *n, struct kobject *parent)
{
	return kobject_init_and_add(&n->kobj, &dss_node_ktype, parent, "node%d", n->id);
}
