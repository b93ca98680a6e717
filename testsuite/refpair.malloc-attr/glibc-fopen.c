/* The README's example with the system's own headers: glibc 2.34 and
   later declare fopen() with __attr_dealloc_fclose, GCC 11's
   malloc(fclose, 1).  Run only where <stdio.h> has it (malloc-attr.exp).  */
#include <stdio.h>
#include <errno.h>

int parse(FILE *f);

int load(const char *path)
{
	FILE *f = fopen(path, "r"); /* { dg-message "taken here" } */

	if (!f)
		return -errno; /* { dg-bogus "refpair" } */
	if (parse(f) < 0) /* { dg-message "error branch taken here, where 'parse\\(f\\)' is negative" } */
		return -EINVAL; /* { dg-warning "reference to 'f' taken by 'fopen' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here without 'fclose'" "" { target *-*-* } .-1 } */
	fclose(f);
	return 0;
}
