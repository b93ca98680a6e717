/* An allocator with several deallocators: each one gives its result back,
   and a leak names the first.  A deallocator of another allocator does
   not (GCC's -Wmismatched-dealloc, off here, reports that call).  */
/* { dg-options "-Wno-mismatched-dealloc" } */
#include "libc.h"

struct buf;
void buf_free(struct buf *b);
void buf_release(int flags, struct buf *b);
void pool_put(struct buf *b);
struct buf *buf_new(void) __attribute__((malloc(buf_free), malloc(buf_release, 2)));
struct buf *pool_get(void) __attribute__((malloc(pool_put)));
int buf_use(struct buf *b);

int by_free(void)
{
	struct buf *b = buf_new();

	if (!b)
		return -1;
	if (buf_use(b) < 0) {
		buf_free(b);
		return -1; /* { dg-bogus "refpair" } */
	}
	buf_free(b);
	return 0;
}

int by_release(void)
{
	struct buf *b = buf_new();

	if (!b)
		return -1;
	if (buf_use(b) < 0) {
		buf_release(0, b);
		return -1; /* { dg-bogus "refpair" } */
	}
	buf_release(1, b);
	return 0;
}

int by_both(void)
{
	struct buf *b = buf_new();

	if (!b)
		return -1;
	if (buf_use(b) < 0)
		buf_release(0, b); /* { dg-message "first 'buf_release' here" } */
	buf_free(b); /* { dg-warning "double 'buf_free' of 'b'" } */
	return 0;
}

int by_other(void)
{
	struct buf *b = buf_new(); /* { dg-message "taken here" } */

	if (!b)
		return -1;
	if (buf_use(b) < 0) { /* { dg-message "error branch taken here" } */
		pool_put(b);
		return -1; /* { dg-warning "reference to 'b' taken by 'buf_new' is not released" } */
		/* { dg-message "returns here without 'buf_\[a-z\]*'" "" { target *-*-* } .-1 } */
	}
	buf_free(b);
	return 0;
}

int pool(void)
{
	struct buf *b = pool_get(); /* { dg-message "taken here" } */

	if (!b)
		return -1;
	if (buf_use(b) < 0) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 'b' taken by 'pool_get' is not released" } */
	/* { dg-message "returns here without 'pool_put'" "" { target *-*-* } .-1 } */
	pool_put(b);
	return 0;
}
