/* After the put that drops the only reference to an object this function
   initialised, when the release frees it, the object is gone.  */
#include <linux/kobject.h>
#include <linux/slab.h>

struct foo {
	int state;
	struct kobject kobj;
};
void log_foo(struct foo *f);

static void foo_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct foo, kobj));
}

static const struct kobj_type foo_ktype = {
	.release = foo_release,
};

int add_foo_buggy(struct kobject *parent)
{
	struct foo *f = kzalloc(sizeof(*f), GFP_KERNEL);
	int ret;

	if (!f)
		return -ENOMEM;
	ret = kobject_init_and_add(&f->kobj, &foo_ktype, parent, "foo");
	if (ret) {
		kobject_put(&f->kobj); /* { dg-message "last reference dropped here" } */
		f->state = 0; /* { dg-warning "use of 'f' after 'kobject_put' released it; its release frees it \\\[refpair-use-after-put\\\]" } */
		return ret;
	}
	return 0;
}

int add_foo_log_after(struct kobject *parent)
{
	struct foo *f = kzalloc(sizeof(*f), GFP_KERNEL);
	int ret;

	if (!f)
		return -ENOMEM;
	ret = kobject_init_and_add(&f->kobj, &foo_ktype, parent, "foo");
	if (ret) {
		kobject_put(&f->kobj); /* { dg-message "last reference dropped here" } */
		log_foo(f); /* { dg-warning "use of 'f' after 'kobject_put' released it" } */
		return ret;
	}
	return 0;
}

int add_foo(struct kobject *parent)
{
	struct foo *f = kzalloc(sizeof(*f), GFP_KERNEL);
	int ret;

	if (!f)
		return -ENOMEM;
	ret = kobject_init_and_add(&f->kobj, &foo_ktype, parent, "foo");
	if (ret) {
		f->state = 0;
		kobject_put(&f->kobj);
		return ret; /* { dg-bogus "refpair" } */
	}
	f->state = 1; /* { dg-bogus "refpair" } */
	return 0;
}
