/* Cleanup variables as userspace writes them (systemd's _cleanup_free_,
   _cleanup_fclose_, _cleanup_closedir_): GCC calls the cleanup function on
   the variable's address at every exit of its scope, and its summary says
   it releases what the variable holds (issue 14's __free() support).  */
#include "libc.h"

static inline void freep(void *p)
{
	free(*(void **)p);
}

static inline void fclosep(FILE **f)
{
	if (*f)
		fclose(*f);
}

static inline void closedirp(DIR **d)
{
	if (*d)
		closedir(*d);
}

#define _cleanup_(x) __attribute__((__cleanup__(x)))
#define _cleanup_free_ _cleanup_(freep)
#define _cleanup_fclose_ _cleanup_(fclosep)
#define _cleanup_closedir_ _cleanup_(closedirp)

int parse(FILE *f);
int use(void *p);
int use_dir(DIR *d);

int all_cleaned(const char *path)
{
	_cleanup_free_ char *p = strdup(path);
	_cleanup_fclose_ FILE *f = NULL;
	_cleanup_closedir_ DIR *d = NULL;

	if (!p)
		return -ENOMEM;
	f = fopen(p, "r");
	if (!f)
		return -errno;
	d = opendir(p);
	if (!d)
		return -errno; /* { dg-bogus "refpair" } */
	if (parse(f) < 0 || use_dir(d) < 0)
		return -EIO; /* { dg-bogus "refpair" } */
	return 0;
}

int one_not_cleaned(const char *path)
{
	_cleanup_free_ char *p = strdup(path);
	FILE *f;

	if (!p)
		return -ENOMEM;
	f = fopen(p, "r"); /* { dg-message "taken here" } */
	if (!f)
		return -errno;
	if (parse(f) < 0) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'f' taken by 'fopen' is not released" } */
	/* { dg-message "returns here without 'fclose'" "" { target *-*-* } .-1 } */
	fclose(f);
	return 0;
}

/* Freed by hand, then again by the cleanup.  */
int freed_twice(const char *path)
{
	_cleanup_free_ char *p = strdup(path); /* { dg-warning "double 'freep' of 'p'" } */
	/* { dg-message "released again at the end of the scope, by the cleanup of the variable declared here" "" { target *-*-* } .-1 } */

	if (!p)
		return -ENOMEM;
	if (use(p) < 0) {
		free(p); /* { dg-message "first 'free' here" } */
		return -EIO;
		/* { dg-message "'freep' releases it here, through 'free'" "" { target *-*-* } 9 } */
	}
	return 0;
}

/* Handed over by clearing the variable (systemd's TAKE_PTR).  */
char *taken(const char *path)
{
	_cleanup_free_ char *p = strdup(path);
	char *q;

	if (!p)
		return NULL;
	if (use(p) < 0)
		return NULL; /* { dg-bogus "refpair" } */
	q = p;
	p = NULL;
	return q;
}
