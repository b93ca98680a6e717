/* Indexes written as other integer constant expressions (an enumerator,
   sizeof, a conditional) and annotations of a variadic function's named
   parameters work like plain ones: the leak below is reported, and the
   releases through them are seen.  */
#include <linux/kernel.h>

enum { OBJ = 1, OTHER = 2 };
struct foo;
void foo_put(struct foo *f)
	__attribute__((refpair_release(sizeof(char)), refpair_family("foo")));
void foo_put2(int flags, struct foo *f)
	__attribute__((refpair_release(OBJ ? OTHER : OBJ), refpair_family("foo")));
int foo_get_args(struct foo *f, const char *fmt, ...)
	__attribute__((refpair_acquire(foo_put, OBJ, "ret==0"), refpair_family("foo")));
void foo_log_put(struct foo *f, ...) __attribute__((refpair_release(OBJ), refpair_family("foo")));
int use(struct foo *f);

int leak_variadic(struct foo *f)
{
	int ret = foo_get_args(f, "%d %s", 1, "x"); /* { dg-message "taken here" } */

	if (ret)
		return ret; /* { dg-bogus "refpair" "nothing is held when it fails" } */
	if (use(f)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'f' taken by 'foo_get_args' is not released on this error path" } */
	/* { dg-message "returns here without 'foo_put'" "" { target *-*-* } .-1 } */
	foo_put(f);
	return 0;
}

/* foo_put2 releases its second argument, foo_log_put (variadic) its
   first.  */
int balanced(struct foo *f, struct foo *g)
{
	if (foo_get_args(f, "a"))
		return -EINVAL;
	if (foo_get_args(g, "b")) {
		foo_put2(0, f);
		return -EINVAL; /* { dg-bogus "refpair" } */
	}
	if (use(f)) {
		foo_log_put(g, 1, 2, 3);
		foo_put2(0, f);
		return -EIO; /* { dg-bogus "refpair" } */
	}
	return 0;
}
