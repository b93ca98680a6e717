/* Precedence: refpair's own attributes win over GCC's malloc attribute,
   which wins over a database line (annotations/mem.api: kstrdup is an
   alloc, which owes nothing on error paths).  */
#include "libc.h"

struct obj;
void obj_close(struct obj *o);
void obj_put(struct obj *o) __attribute__((refpair_release(1)));
struct obj *obj_open(void) __attribute__((malloc(obj_close), refpair_acquire(obj_put)));
int obj_use(struct obj *o);

void kfree(const void *p);
char *kstrdup(const char *s, unsigned gfp) __attribute__((malloc(kfree)));
int use(void *p);

int refpair_wins(void)
{
	struct obj *o = obj_open(); /* { dg-message "taken here" } */

	if (!o)
		return -ENOMEM;
	if (obj_use(o) < 0) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'o' taken by 'obj_open' is not released" } */
	/* { dg-message "returns here without 'obj_put'" "" { target *-*-* } .-1 } */
	obj_put(o);
	return 0;
}

int gcc_wins(const char *s)
{
	char *p = kstrdup(s, 0); /* { dg-message "taken here" } */

	if (!p)
		return -ENOMEM;
	if (use(p) < 0) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'p' taken by 'kstrdup' is not released" } */
	/* { dg-message "returns here without 'kfree'" "" { target *-*-* } .-1 } */
	kfree(p);
	return 0;
}
