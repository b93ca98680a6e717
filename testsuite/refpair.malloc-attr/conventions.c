/* Userspace conventions that differ from the kernel's:
   - main()'s returns end the process, as exit() does: not leaks;
   - a function may return NULL for success (an error message or NULL, an
     existing entry or NULL): a NULL written in the return is an error only
     after a failure (the acquire's, or the one the last branch tested);
   - a descriptor stored where it outlives the function (out[0] = fd) is
     handed over;
   - iconv_open() fails with (iconv_t)-1, not NULL (glibc still gives it
     a deallocator): the branch that compares with it is the failure;
   - what a function with GCC's malloc attribute returns is never a local
     variable's address: "if (host != buf) free(host)" frees it;
   - what a function declared returns_nonnull returns is never NULL
     (gnulib's xstrdup() exits instead): it is taken, not "taken if it
     succeeds", and a NULL test of it is never true.  */
#include "libc.h"

typedef void *iconv_t;
extern int iconv_close(iconv_t cd);
extern iconv_t iconv_open(const char *to, const char *from)
	__attribute__((__malloc__(iconv_close, 1)));

int parse(FILE *f);
int use_fd(int fd);
char *convert(const char *s, iconv_t cd);
void *lookup(void *table, void *entry);

int main(int argc, char **argv)
{
	FILE *f = fopen(argv[1], "r");

	if (!f)
		return 1;
	if (parse(f) < 0)
		return 2; /* { dg-bogus "refpair" "the process ends" } */
	fclose(f);
	return 0;
}

/* NULL for success: the entry was inserted (and is the table's).  */
void *remember(void *table, const char *name)
{
	char *ent = strdup(name);
	void *old;

	if (!ent)
		return NULL;
	old = lookup(table, ent);
	if (old != ent) {
		free(ent);
		return old;
	}
	return NULL; /* { dg-bogus "refpair" "not an error return" } */
}

/* NULL after a failure the last branch tested: an error return.  */
char *dup_checked(const char *s)
{
	char *p = strdup(s); /* { dg-message "taken here" } */

	if (!p)
		return NULL;
	if (parse(NULL) < 0) /* { dg-message "error branch taken here" } */
		return NULL; /* { dg-warning "reference to 'p' taken by 'strdup' is not released on this error path" } */
	/* { dg-message "returns here without 'free'" "" { target *-*-* } .-1 } */
	return p;
}

/* The descriptor goes to the caller through OUT.  */
int open_into(const char *path, int out[1])
{
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return -1;
	out[0] = fd;
	if (use_fd(fd) < 0)
		return -1; /* { dg-bogus "refpair" "handed over" } */
	return 0;
}

/* Kept in a local only: still a leak.  */
int open_local(const char *path)
{
	int fd = open(path, O_RDONLY); /* { dg-message "taken here" } */

	if (fd < 0)
		return -1;
	if (use_fd(fd) < 0) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 'fd' taken by 'open' is not released on this error path" } */
	/* { dg-message "returns here without 'close'" "" { target *-*-* } .-1 } */
	close(fd);
	return 0;
}

char *str_convert(const char *s, const char *to, const char *from)
{
	iconv_t cd = iconv_open(to, from);
	char *r;

	if (cd == (iconv_t)-1)
		return NULL; /* { dg-bogus "refpair" "the failed acquire" } */
	r = convert(s, cd);
	iconv_close(cd);
	return r;
}

char *str_convert_leaky(const char *s, const char *to, const char *from)
{
	iconv_t cd = iconv_open(to, from); /* { dg-message "taken here" } */
	char *r;

	if (cd == (iconv_t)-1)
		return NULL;
	r = convert(s, cd);
	if (!r) /* { dg-message "error branch taken here" } */
		return NULL; /* { dg-warning "reference to 'cd' taken by 'iconv_open' is not released on this error path" } */
	/* { dg-message "returns here without 'iconv_close'" "" { target *-*-* } .-1 } */
	iconv_close(cd);
	return r;
}

extern char *canon(const char *h) __attribute__((__malloc__, __malloc__(free, 1)));
void show(const char *s);

/* host is the canonical name (allocated) or the local buffer; the error
   return after the conditional free holds nothing.  */
int print_host(const char *src, int lookup)
{
	char buf[64];
	char *host = NULL;

	show(src);
	if (lookup)
		host = canon(buf);
	if (!host)
		host = buf;
	show(host);
	if (buf != host)
		free(host);
	if (parse(NULL) < 0)
		return -1; /* { dg-bogus "refpair" } */
	return 0;
}

int print_host_leaky(const char *src, int lookup)
{
	char buf[64];
	char *host = NULL;

	show(src);
	if (lookup)
		host = canon(buf); /* { dg-message "taken here" } */
	if (!host)
		host = buf;
	if (parse(NULL) < 0) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 'host' taken by 'canon' is not released on this error path" } */
	/* { dg-message "returns here without 'free'" "" { target *-*-* } .-1 } */
	if (host != buf)
		free(host);
	return 0;
}

extern char *xstrdup(const char *s)
	__attribute__((__malloc__, __malloc__(free, 1), __returns_nonnull__));

/* The NULL branch cannot be taken: nothing to report there.  */
char *copy_name(const char *s)
{
	char *p = xstrdup(s); /* { dg-message "taken here" } */
	/* { dg-bogus "if 'xstrdup' succeeds" "always taken" { target *-*-* } .-1 } */

	if (!p)
		return NULL; /* { dg-bogus "refpair" "xstrdup never returns NULL" } */
	if (parse(NULL) < 0) /* { dg-message "error branch taken here" } */
		return NULL; /* { dg-warning "reference to 'p' taken by 'xstrdup' is not released on this error path" } */
	/* { dg-message "returns here without 'free'" "" { target *-*-* } .-1 } */
	return p;
}
