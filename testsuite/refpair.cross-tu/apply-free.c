/* A caller of the core's free helper, checked with the merged summaries:
   freeing a kobject's container through it after kobject_init_and_add()
   is the kfree-kobject bug.  */
#include <linux/kobject.h>
#include <linux/slab.h>

struct dss_obj {
	struct kobject kobj;
	char *name;
};

void dss_obj_free(struct dss_obj *o);

static void dss_obj_release(struct kobject *kobj)
{
	dss_obj_free(container_of(kobj, struct dss_obj, kobj));
}

static const struct kobj_type dss_obj_ktype = {
	.release = dss_obj_release,
};

int dss_obj_add(struct dss_obj *o)
{
	int ret = kobject_init_and_add(&o->kobj, &dss_obj_ktype, NULL, "dss"); /* { dg-message "initialised here" } */

	if (ret) {
		dss_obj_free(o); /* { dg-warning "'o' freed with 'dss_obj_free' after 'kobject_init_and_add' initialised '&o->kobj'" } */
		return ret;
	}
	return 0;
}
