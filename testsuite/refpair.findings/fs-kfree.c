/* refpair.findings: kfree() of an initialised kobject, with a fix-it;
   compiled as fs/fs-kfree.c.  */
#include <linux/kobject.h>
#include <linux/slab.h>

static struct kobject *top;
extern struct kobject *parent_kobj;

static void top_release(struct kobject *kobj)
{
	kfree(kobj);
}

static const struct kobj_type top_ktype = {
	.release = top_release,
};

int top_setup(void)
{
	int err;

	top = kzalloc(sizeof(struct kobject), GFP_KERNEL);
	if (!top)
		return -ENOMEM;
	err = kobject_init_and_add(top, &top_ktype, parent_kobj, "top");
	if (err)
		goto fail;
	return 0;
fail:
	kfree(top);
	return err;
}
