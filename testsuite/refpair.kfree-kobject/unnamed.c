/* device_initialize() and kobject_init() give the object no name: until
   dev_set_name(), kobject_add() (even a failed one) or device_add() names
   it, its release has nothing more to free than kfree() does, and freeing
   it directly leaks nothing (iio_device_alloc() before its dev_set_name()).
   Once it is named, only the release frees the name (keys unnamed and kind
   names, annotations/device.api, kobject.api).  */
#include <linux/device.h>
#include <linux/kobject.h>
#include <linux/slab.h>

struct foo {
	int id;
	struct device dev;
	struct kobject kobj;
};

int foo_get_id(struct foo *f);
extern const struct kobj_type foo_ktype;

struct foo *foo_alloc(struct device *parent)
{
	struct foo *f = kzalloc(sizeof(*f), GFP_KERNEL);

	if (!f)
		return NULL;
	f->dev.parent = parent;
	device_initialize(&f->dev);
	f->id = foo_get_id(f);
	if (f->id < 0) {
		kfree(f); /* { dg-bogus "refpair" "not named yet" } */
		return NULL;
	}
	return f;
}

struct foo *foo_alloc_named(struct device *parent)
{
	struct foo *f = kzalloc(sizeof(*f), GFP_KERNEL);

	if (!f)
		return NULL;
	f->dev.parent = parent;
	device_initialize(&f->dev); /* { dg-message "'&f->dev' initialised here" } */
	dev_set_name(&f->dev, "foo");
	f->id = foo_get_id(f);
	if (f->id < 0) {
		kfree(f); /* { dg-warning "'f' freed with 'kfree' after 'device_initialize' initialised '&f->dev'; release it with 'put_device' instead" } */
		return NULL;
	}
	return f;
}

int foo_kobj(struct foo *f, struct kobject *parent)
{
	int ret;

	kobject_init(&f->kobj, &foo_ktype); /* { dg-message "'&f->kobj' initialised here" } */
	if (foo_get_id(f) < 0) {
		kfree(f); /* { dg-bogus "refpair" "not named yet" } */
		return -5;
	}
	ret = kobject_add(&f->kobj, parent, "foo%d", f->id);
	if (ret) {
		kfree(f); /* { dg-warning "'f' freed with 'kfree' after 'kobject_init' initialised '&f->kobj'; release it with 'kobject_put' instead" } */
		return ret;
	}
	return 0;
}
