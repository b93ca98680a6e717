/* A struct device after device_initialize() (or device_register(), even
   when it fails) goes through put_device(), never kfree().  */
#include <linux/device.h>
#include <linux/slab.h>

struct foo {
	int id;
	struct device dev;
};

int register_foo_buggy(struct device *parent)
{
	struct foo *f = kzalloc(sizeof(*f), GFP_KERNEL);
	int ret;

	if (!f)
		return -ENOMEM;
	f->dev.parent = parent;
	ret = device_register(&f->dev); /* { dg-message "'&f->dev' initialised here, and needs its release even though the call can fail" } */
	if (ret) {
		kfree(f); /* { dg-warning "'f' freed with 'kfree' after 'device_register' initialised '&f->dev'; release it with 'put_device' instead \\\[refpair-kfree-kobject\\\]" } */
		return ret;
	}
	return 0;
}

int register_foo(struct device *parent)
{
	struct foo *f = kzalloc(sizeof(*f), GFP_KERNEL);
	int ret;

	if (!f)
		return -ENOMEM;
	f->dev.parent = parent;
	ret = device_register(&f->dev);
	if (ret) {
		put_device(&f->dev);
		return ret; /* { dg-bogus "refpair" } */
	}
	return 0;
}

/* Freeing before any initialisation is fine.  */
int early_free(struct device *parent, int fail)
{
	struct foo *f = kzalloc(sizeof(*f), GFP_KERNEL);

	if (!f)
		return -ENOMEM;
	if (fail) {
		kfree(f); /* { dg-bogus "refpair" } */
		return -EINVAL;
	}
	device_initialize(&f->dev);
	put_device(&f->dev);
	return 0;
}
