/* __refpair_ignore("CHECK", ...) on a function silences a reviewed false
   positive of those checks there ("all": every check); other checks and
   other functions still report.  */
#include <refpair.h>
#include <linux/kernel.h>

struct foo;
void foo_put(struct foo *f) __releases_ref(1);
struct foo *foo_get(const char *name) __acquires_ref(foo_put);
int foo_probe(struct foo *f);

/* Reviewed: the caller puts it (say).  */
int ignored(void) __refpair_ignore("leak");
int ignored(void)
{
	struct foo *f = foo_get("x");

	if (!f)
		return -ENOMEM;
	if (foo_probe(f))
		return -EIO;
	foo_put(f);
	return 0;
}

/* On the definition, with "all".  */
__refpair_ignore("all") int ignored_all(void)
{
	struct foo *f = foo_get("x");

	if (!f)
		return -ENOMEM;
	if (foo_probe(f))
		return -EIO;
	foo_put(f);
	return 0;
}

/* Another check named: the leak is still reported.  */
__refpair_ignore("double-put", "unchecked") int other_check(void)
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
