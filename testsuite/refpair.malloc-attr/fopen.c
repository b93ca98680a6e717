/* The README's example: fopen()'s malloc(fclose, 1) makes it an acquire
   that fclose() releases, so the error path that returns without it
   leaks.  */
#include "libc.h"

int parse(FILE *f);

int load(const char *path)
{
	FILE *f = fopen(path, "r"); /* { dg-message "taken here" } */

	if (!f)
		return -errno; /* { dg-bogus "refpair" "nothing is held when fopen fails" } */
	if (parse(f) < 0) /* { dg-message "error branch taken here, where 'parse\\(f\\)' is negative" } */
		return -EINVAL; /* { dg-warning "reference to 'f' taken by 'fopen' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here without 'fclose'" "" { target *-*-* } .-1 } */
	fclose(f);
	return 0;
}

int load_fixed(const char *path)
{
	FILE *f = fopen(path, "r");

	if (!f)
		return -errno;
	if (parse(f) < 0) {
		fclose(f);
		return -EINVAL; /* { dg-bogus "refpair" } */
	}
	fclose(f);
	return 0;
}
