/* Helpers that take and drop a lock in a structure are lock functions at
   their call sites.  */
#include <linux/mutex.h>

struct foo {
	int state;
	struct mutex lock;
};

int work(struct foo *f);

static void foo_lock(struct foo *f)
{
	mutex_lock(&f->lock); /* { dg-message "'foo_lock' takes it here, through 'mutex_lock'" } */
}

static void foo_unlock(struct foo *f)
{
	mutex_unlock(&f->lock); /* { dg-message "'foo_unlock' releases it here, through 'mutex_unlock'" } */
}

int foo_update(struct foo *f)
{
	foo_lock(f); /* { dg-message "taken here" } */
	if (work(f)) /* { dg-message "error branch taken here" } */
		return -5; /* { dg-warning "lock '&f->lock' taken by 'foo_lock' is not released on this error path" } */
	/* { dg-message "returns here without .mutex_unlock." "" { target *-*-* } .-1 } */
	foo_unlock(f);
	return 0;
}

int foo_update_ok(struct foo *f)
{
	int r;

	foo_lock(f);
	r = work(f);
	foo_unlock(f);
	return r; /* { dg-bogus "refpair" } */
}

/* Unlocking twice: the helper's unlock after the lock was dropped.  */
int foo_update_twice(struct foo *f)
{
	foo_lock(f);
	if (work(f)) {
		mutex_unlock(&f->lock); /* { dg-message "first 'mutex_unlock' here" } */
		foo_unlock(f); /* { dg-warning "double 'foo_unlock' of '&f->lock'; the lock is not held here" } */
		return -5;
	}
	foo_unlock(f);
	return 0;
}
