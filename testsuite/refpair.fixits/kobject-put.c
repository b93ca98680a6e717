/* kfree() of an object after kobject_init_and_add() (6.1's dmi-sysfs
   shape): the fix-it is kobject_put(&x->kobj) when the ktype's release
   frees the container, as it does here.  */
#include <linux/kobject.h>
#include <linux/slab.h>

struct entry {
	struct kobject kobj;
	int id;
};

static void entry_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct entry, kobj));
}

static const struct kobj_type entry_ktype = {
	.release = entry_release,
};

int entry_add(struct kobject *parent, int id)
{
	struct entry *e = kzalloc(sizeof(*e), GFP_KERNEL);
	int ret;

	if (!e)
		return -ENOMEM;
	e->id = id;
	ret = kobject_init_and_add(&e->kobj, &entry_ktype, parent, "%d", id); /* { dg-message "initialised here" } */
	if (ret) {
		kfree(e); /* { dg-warning "'e' freed with 'kfree' after 'kobject_init_and_add' initialised '&e->kobj'; release it with 'kobject_put' instead" } */
		return ret;
	}
	return 0;
}
