/* The macros of annotations/refpair.h make a project's own API known:
   acquire of the return value, conditional acquire of an argument,
   release, direct free, hand-over.  */
#include <refpair.h>
#include <linux/kernel.h>

struct foo;
void foo_put(struct foo *f) __releases_ref(1);
struct foo *foo_get(const char *name) __acquires_ref(foo_put);
void foo_stop(struct foo *f) __releases_ref(1) __ref_family("foo_stop");
int foo_start(struct foo *f) __cond_acquires_ref_arg(1, foo_stop, "ret==0");
int foo_adopt(struct foo *f) __takes_ref(1);
int foo_probe(struct foo *f);

#if !__has_attribute(refpair_acquire) || !defined(__REFPAIR__)
#error "the plugin defines __REFPAIR__ and registers its attributes"
#endif

int leak_ret(void)
{
	struct foo *f = foo_get("x"); /* { dg-message "taken here" } */

	if (!f)
		return -ENOMEM;
	if (foo_probe(f)) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'f' taken by 'foo_get' is not released on this error path" } */
	/* { dg-message "returns here without 'foo_put'" "" { target *-*-* } .-1 } */
	foo_put(f);
	return 0;
}

int balanced(void)
{
	struct foo *f = foo_get("x");

	if (!f)
		return -ENOMEM;
	if (foo_probe(f)) {
		foo_put(f);
		return -EIO; /* { dg-bogus "refpair" } */
	}
	foo_put(f);
	return 0;
}

int cond_arg(struct foo *f)
{
	int ret = foo_start(f); /* { dg-message "taken here" } */

	if (ret)
		return ret; /* { dg-bogus "refpair" "nothing is held when foo_start fails" } */
	if (foo_probe(f)) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'f' taken by 'foo_start' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	foo_stop(f);
	return 0;
}

int handed_over(void)
{
	struct foo *f = foo_get("y");
	int ret;

	if (!f)
		return -ENOMEM;
	ret = foo_adopt(f);
	if (ret)
		return ret; /* { dg-bogus "refpair" "foo_adopt took the reference" } */
	return 0;
}
