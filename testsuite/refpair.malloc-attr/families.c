/* families= in userspace code: a family of the userspace database (fd)
   and one that only GCC's malloc attribute makes, named after its
   deallocator (fclose, which no database has), turn off as the kernel's
   do; a name no database has is not an error here, since the unit's
   headers may make it (refpair.options/unknown-family.c: it is in kernel
   code).  */
/* { dg-options "-fplugin-arg-refpair-families=-fclose,-fd,-no_such_dealloc" } */
#include "libc.h"

int parse(FILE *f);
int use_fd(int fd);

int load(const char *path)
{
	FILE *f = fopen(path, "r");

	if (!f)
		return -1;
	if (parse(f) < 0)
		return -EINVAL; /* { dg-bogus "refpair" "fclose is off" } */
	fclose(f);
	return 0;
}

int load_fd(const char *path)
{
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return -1;
	if (use_fd(fd) < 0)
		return -EIO; /* { dg-bogus "refpair" "fd is off" } */
	close(fd);
	return 0;
}

/* Still on: another family of the malloc attribute.  */
int list(const char *path)
{
	DIR *d = opendir(path); /* { dg-message "taken here" } */

	if (!d)
		return -1;
	if (parse(0) < 0) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'd' taken by 'opendir' is not released on this error path" } */
	/* { dg-message "returns here without 'closedir'" "" { target *-*-* } .-1 } */
	closedir(d);
	return 0;
}
