/* A core helper that frees what it is given: its summary is "free arg1"
   (kind free, which summary files must be able to say).  */
#include <linux/kobject.h>
#include <linux/slab.h>

struct dss_obj {
	struct kobject kobj;
	char *name;
};

void dss_obj_free(struct dss_obj *o)
{
	kfree(o->name);
	kfree(o);
}
