/* POSIX error paths: -1, -errno (also through a variable and a goto),
   NULL from a pointer function.  exit() and abort() do not return: no
   leak.  */
#include "libc.h"

int parse(FILE *f);

int minus_one(const char *path)
{
	FILE *f = fopen(path, "r"); /* { dg-message "taken here" } */

	if (!f)
		return -1;
	if (parse(f)) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 'f' taken by 'fopen' is not released" } */
	/* { dg-message "returns here without 'fclose'" "" { target *-*-* } .-1 } */
	return fclose(f);
}

int minus_errno(const char *path)
{
	FILE *f = fopen(path, "r"); /* { dg-message "taken here" } */

	if (!f)
		return -errno; /* { dg-bogus "refpair" } */
	if (parse(f) < 0) /* { dg-message "error branch taken here" } */
		return -errno; /* { dg-warning "reference to 'f' taken by 'fopen' is not released" } */
	/* { dg-message "returns here without 'fclose'" "" { target *-*-* } .-1 } */
	fclose(f);
	return 0;
}

long goto_fail(const char *path)
{
	long ret;
	FILE *f = fopen(path, "r"); /* { dg-message "taken here" } */

	if (!f)
		return -1;
	if (parse(f) < 0) { /* { dg-message "error branch taken here" } */
		ret = -errno;
		goto fail; /* { dg-warning "reference to 'f' taken by 'fopen' is not released" } */
	}
	fclose(f);
	return 0;
fail:
	return ret; /* { dg-message "returns here without 'fclose'" } */
}

int goto_fail_ok(const char *path)
{
	int ret;
	FILE *f = fopen(path, "r");

	if (!f)
		return -errno;
	if (parse(f) < 0) {
		ret = -errno;
		goto fail;
	}
	ret = 0;
fail:
	fclose(f);
	return ret; /* { dg-bogus "refpair" } */
}

char *null_ret(const char *s)
{
	char *p = strdup(s); /* { dg-message "taken here" } */
	char *q;

	if (!p)
		return NULL;
	q = strdup(p);
	if (!q) /* { dg-message "error branch taken here" } */
		return NULL; /* { dg-warning "reference to 'p' taken by 'strdup' is not released" } */
	/* { dg-message "returns here without 'free'" "" { target *-*-* } .-1 } */
	free(p);
	return q;
}

/* exit() and abort() end the process: what it holds goes with it.  */
int dies(const char *path)
{
	FILE *f = fopen(path, "r");

	if (!f)
		exit(1);
	if (parse(f) < 0)
		exit(2); /* { dg-bogus "refpair" } */
	if (parse(f) > 9)
		abort(); /* { dg-bogus "refpair" } */
	fclose(f);
	return 0;
}

/* A success that keeps the FILE (returned through a pointer) is no
   error path; neither is errno read without a minus.  */
int success_keeps(const char *path, FILE **out)
{
	FILE *f = fopen(path, "r");

	if (!f)
		return errno;
	*out = f;
	return 0; /* { dg-bogus "refpair" } */
}
