/* A helper of the same file that initialises its caller's kobject
   (kobject_init_and_add()) and returns its failure without putting it
   leaves the caller's object initialised: the caller's kfree() on that
   failure is a kfree-kobject, as if it had called kobject_init_and_add()
   itself (the helper's summary says "init").  A helper that puts it on
   its own failure, and a caller that puts it, are silent.  */
#include <linux/kobject.h>
#include <linux/slab.h>

struct thing {
	struct kobject kobj;
	int id;
};

extern const struct kobj_type thing_ktype;

static int thing_register(struct thing *t, struct kobject *parent)
{
	return kobject_init_and_add(&t->kobj, &thing_ktype, parent, "thing%d", t->id);
}

int thing_create(struct kobject *parent)
{
	struct thing *t = kzalloc(sizeof(*t), GFP_KERNEL);
	int ret;

	if (!t)
		return -12;
	ret = thing_register(t, parent); /* { dg-message "initialised here" } */
	if (ret) {
		kfree(t); /* { dg-warning "'t' freed with 'kfree' after 'thing_register' initialised" } */
		return ret;
	}
	return 0;
}

int thing_create_put(struct kobject *parent)
{
	struct thing *t = kzalloc(sizeof(*t), GFP_KERNEL);
	int ret;

	if (!t)
		return -12;
	ret = thing_register(t, parent);
	if (ret) {
		kobject_put(&t->kobj); /* { dg-bogus "refpair" "the release frees it" } */
		return ret;
	}
	return 0;
}

static int thing_register_or_put(struct thing *t, struct kobject *parent)
{
	int ret = kobject_init_and_add(&t->kobj, &thing_ktype, parent, "thing%d", t->id);

	if (ret)
		kobject_put(&t->kobj);
	return ret;
}

int thing_create_helper_puts(struct kobject *parent)
{
	struct thing *t = kzalloc(sizeof(*t), GFP_KERNEL);
	int ret;

	if (!t)
		return -12;
	ret = thing_register_or_put(t, parent);
	if (ret) {
		kfree(t); /* { dg-bogus "kfree-kobject" "the helper gave it back on its failure" } */
		return ret;
	}
	return 0;
}
