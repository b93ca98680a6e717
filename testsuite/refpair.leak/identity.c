/* One object has many names: "&x->kobj" and container_of() of it, a value
   stored once and read back, two calls of an inline accessor with the same
   arguments.  Puts through any of them match the get.  */
#include <linux/pm_runtime.h>
#include <linux/platform_device.h>
#include <linux/kobject.h>
#include <linux/slab.h>

struct foo {
	int id;
	struct kobject kobj;
};
struct priv {
	struct device *dev;
};
extern const struct kobj_type foo_ktype;
int do_io(struct device *dev);

static inline struct foo *to_foo(struct kobject *k)
{
	return container_of(k, struct foo, kobj);
}

int put_through_container_of(struct foo *f)
{
	struct kobject *k = &f->kobj;
	int ret;

	ret = kobject_init_and_add(k, &foo_ktype, NULL, "foo");
	if (ret) {
		kobject_put(&to_foo(k)->kobj);
		return ret; /* { dg-bogus "refpair" } */
	}
	return 0;
}

int accessor_twice(struct platform_device *pdev)
{
	struct priv *p = platform_get_drvdata(pdev);
	int ret = pm_runtime_get_sync(p->dev);

	if (ret < 0) {
		struct priv *again = platform_get_drvdata(pdev);

		pm_runtime_put_noidle(again->dev);
		return ret; /* { dg-bogus "refpair" } */
	}
	ret = do_io(p->dev);
	pm_runtime_put(((struct priv *)dev_get_drvdata(&pdev->dev))->dev);
	return ret; /* { dg-bogus "refpair" } */
}

int stored_once_reloaded(struct priv *p, struct device *dev)
{
	struct device *local[1];
	int ret;

	local[0] = dev;
	ret = pm_runtime_get_sync(local[0]);
	if (ret < 0) {
		pm_runtime_put_noidle(dev);
		return ret; /* { dg-bogus "refpair" } */
	}
	pm_runtime_put(local[0]);
	return 0;
}

int field_address_and_base(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0) {
		pm_runtime_put_noidle(&to_platform_device(dev)->dev);
		return ret; /* { dg-bogus "refpair" } */
	}
	pm_runtime_put(&pdev->dev);
	return 0;
}

/* A different object is not the same one.  */
int different_object(struct platform_device *a, struct platform_device *b)
{
	int ret = pm_runtime_get_sync(&a->dev); /* { dg-message "taken here" } */

	if (ret < 0) { /* { dg-message "error branch" } */
		pm_runtime_put_noidle(&b->dev);
		return ret; /* { dg-warning "reference to '&a->dev' taken by 'pm_runtime_get_sync' is not released" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	pm_runtime_put(&a->dev);
	return 0;
}

/* A reference on NULL is no reference: get_device(NULL) takes nothing and
   put_device(NULL) gives nothing back (6.1's device_add()).  */
int get_null_parent(struct device *dev, int (*step)(struct device *))
{
	struct device *parent = get_device(dev->parent);
	int error = step(dev);

	if (parent && step(parent))
		error = -EIO;
	if (error)
		goto out;
	return 0;
out:
	put_device(parent);
	return error; /* { dg-bogus "refpair" } */
}
