/* A helper that frees what it is given on every path is a free at its
   call sites: freeing a kobject's container through it after
   kobject_init_and_add() is the kfree-kobject bug, one call away.  */
#include <linux/kobject.h>
#include <linux/slab.h>

struct foo {
	char *name;
	struct kobject kobj;
};

static void foo_release(struct kobject *kobj)
{
	struct foo *f = container_of(kobj, struct foo, kobj);

	kfree(f->name);
	kfree(f);
}

static const struct kobj_type foo_ktype = {
	.release = foo_release,
};

static void foo_free(struct foo *f)
{
	kfree(f->name);
	kfree(f); /* { dg-message "'foo_free' frees it here, through 'kfree'" } */
}

int foo_add(struct foo *f)
{
	int ret = kobject_init_and_add(&f->kobj, &foo_ktype, NULL, "foo"); /* { dg-message "initialised here" } */

	if (ret) {
		foo_free(f); /* { dg-warning "'f' freed with 'foo_free' after 'kobject_init_and_add' initialised '&f->kobj'" } */
		return ret;
	}
	return 0;
}

int foo_add_ok(struct foo *f)
{
	int ret = kobject_init_and_add(&f->kobj, &foo_ktype, NULL, "foo");

	if (ret) {
		kobject_put(&f->kobj); /* { dg-bogus "refpair" } */
		return ret;
	}
	return 0;
}

/* Freeing on some paths only is no summary: the call is not taken for a
   free.  The kobject is put on no path, which the leak check sees.  */
static void foo_maybe_free(struct foo *f, int last)
{
	if (last)
		kfree(f);
}

int foo_add_maybe(struct foo *f, int last)
{
	int ret = kobject_init_and_add(&f->kobj, &foo_ktype, NULL, "foo"); /* { dg-message "taken here" } */

	if (ret) { /* { dg-message "error branch taken here" } */
		foo_maybe_free(f, last); /* { dg-bogus "freed with" } */
		return ret; /* { dg-warning "not released on this error path" } */
		/* { dg-message "returns here without 'kobject_put'" "" { target *-*-* } .-1 } */
	}
	return 0;
}
