/* A function whose body does not do what its refpair_* attribute says:
   every caller is checked against the attribute, so the mistake spreads.
   Only what the body shows for certain is reported.  */
#include <refpair.h>
#include <linux/pm_runtime.h>
#include <linux/device.h>
#include <linux/err.h>

void foo_put(struct device *dev) __releases_ref(1) __ref_family("pm");

/* Says: holds the count only when it returns 0.  Does: holds it whatever
   it returns, as pm_runtime_get_sync() does.  */
int foo_get(struct device *dev) __cond_acquires_ref_arg(1, foo_put, "ret==0");
int foo_get(struct device *dev) /* { dg-warning "'foo_get' is annotated to acquire 'arg1 ret==0', but its body holds it whatever it returns \\\[refpair-annotation\\\]" } */
{
	return pm_runtime_get_sync(dev);
}

/* Says the same, and does it.  */
int foo_get_ok(struct device *dev) __cond_acquires_ref_arg(1, foo_put, "ret==0");
int foo_get_ok(struct device *dev) /* { dg-bogus "refpair" } */
{
	int r = pm_runtime_get_sync(dev);

	if (r < 0) {
		pm_runtime_put_noidle(dev);
		return r;
	}
	return 0;
}

/* Says: releases argument 1.  Does: takes it.  */
void bar_put(struct device *dev) __releases_ref(1);
void bar_put(struct device *dev) /* { dg-warning "'bar_put' is annotated to release 'arg1', but its body holds it whatever it returns" } */
{
	get_device(dev);
}

/* Says: acquires argument 1.  Does: gives it back on every path.  */
void baz_get(struct device *dev) __acquires_ref_arg(1, put_device);
void baz_get(struct device *dev) /* { dg-warning "'baz_get' is annotated to acquire 'arg1', but its body gives it back on every path" } */
{
	put_device(dev);
}

/* The refcount primitives themselves: the body calls nothing refpair
   knows on the object, so it says nothing either way.  */
struct obj {
	int count;
	struct device *dev;
};
void obj_put(struct obj *o) __releases_ref(1);
void obj_put(struct obj *o) /* { dg-bogus "refpair" } */
{
	if (--o->count == 0)
		put_device(o->dev);
}

/* A returned reference under other results than the attribute says:
   NULL or an ERR_PTR is not "not NULL".  */
struct device *find_dev(const char *name) __acquires_ref(put_device);
struct device *lookup(const char *name);
struct device *find_dev(const char *name) /* { dg-warning "'find_dev' is annotated to acquire 'ret nonnull', but its body returns a reference only when the result is a valid pointer" } */
{
	struct device *d = lookup(name);

	if (IS_ERR_OR_NULL(d))
		return ERR_PTR(-ENODEV);
	return get_device(d);
}
