/* Each pair of libc.h, as GCC's malloc attribute declares it: a leak on
   an error path names the allocator and its deallocator, and the correct
   code is silent.  */
#include "libc.h"

int use(void *p);
int use_file(FILE *f);
int use_dir(DIR *d);

int leak_fdopen(int fd)
{
	FILE *f = fdopen(fd, "r"); /* { dg-message "taken here" } */

	if (!f)
		return -1;
	if (use_file(f)) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 'f' taken by 'fdopen' is not released" } */
	/* { dg-message "returns here without 'fclose'" "" { target *-*-* } .-1 } */
	return fclose(f);
}

int leak_popen(const char *cmd)
{
	FILE *f = popen(cmd, "r"); /* { dg-message "taken here" } */

	if (!f)
		return -1;
	if (use_file(f) < 0) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 'f' taken by 'popen' is not released" } */
	/* { dg-message "returns here without 'pclose'" "" { target *-*-* } .-1 } */
	return pclose(f);
}

int ok_popen(const char *cmd)
{
	FILE *f = popen(cmd, "r");

	if (!f)
		return -1;
	if (use_file(f) < 0) {
		pclose(f);
		return -1; /* { dg-bogus "refpair" } */
	}
	return pclose(f);
}

int leak_opendir(const char *name)
{
	DIR *d = opendir(name); /* { dg-message "taken here" } */

	if (!d)
		return -errno;
	if (use_dir(d) < 0) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'd' taken by 'opendir' is not released" } */
	/* { dg-message "returns here without 'closedir'" "" { target *-*-* } .-1 } */
	closedir(d);
	return 0;
}

int ok_fdopendir(int fd)
{
	DIR *d = fdopendir(fd);

	if (!d)
		return -errno;
	if (use_dir(d) < 0) {
		closedir(d);
		return -EIO; /* { dg-bogus "refpair" } */
	}
	closedir(d);
	return 0;
}

/* free() is the built-in: glibc names __builtin_free.  */
int leak_malloc(size_t n)
{
	char *p = malloc(n); /* { dg-message "taken here" } */

	if (!p)
		return -ENOMEM;
	if (use(p) < 0) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'p' taken by 'malloc' is not released" } */
	/* { dg-message "returns here without 'free'" "" { target *-*-* } .-1 } */
	free(p);
	return 0;
}

int leak_calloc(size_t n)
{
	int *p = calloc(n, sizeof(*p)); /* { dg-message "taken here" } */

	if (!p)
		return -ENOMEM;
	if (use(p)) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 'p' taken by 'calloc' is not released" } */
	/* { dg-message "returns here without 'free'" "" { target *-*-* } .-1 } */
	free(p);
	return 0;
}

char *leak_strdup(const char *s)
{
	char *p = strdup(s); /* { dg-message "taken here" } */

	if (!p)
		return NULL;
	if (use(p) < 0) /* { dg-message "error branch taken here" } */
		return NULL; /* { dg-warning "reference to 'p' taken by 'strdup' is not released" } */
	/* { dg-message "returns here without 'free'" "" { target *-*-* } .-1 } */
	return p;
}

int ok_malloc(size_t n)
{
	char *p = malloc(n);
	int ret = 0;

	if (!p)
		return -ENOMEM;
	if (use(p) < 0)
		ret = -EIO;
	free(p);
	return ret; /* { dg-bogus "refpair" } */
}

/* A second fclose() of the same FILE is a double put.  */
int double_fclose(const char *path)
{
	FILE *f = fopen(path, "r");

	if (!f)
		return -1;
	if (use_file(f) < 0)
		fclose(f); /* { dg-message "first 'fclose' here" } */
	fclose(f); /* { dg-warning "double 'fclose' of 'f' \\\[refpair-double-put\\\]" } */
	return 0;
}

int double_free(size_t n)
{
	char *p = malloc(n);

	if (!p)
		return -1;
	if (use(p) < 0)
		free(p); /* { dg-message "first 'free' here" } */
	free(p); /* { dg-warning "double 'free' of 'p'" } */
	return 0;
}
