/* Linux 6.12's conditional guards: DEFINE_GUARD_COND(mutex, _intr, ...)
   and _try make a constructor that gives NULL when the lock was not
   taken, and the destructor unlocks only a non-NULL one.
   scoped_cond_guard() runs its _fail statement when the constructor gave
   NULL; scoped_guard(mutex_try, ...) skips its body then.  Neither leaks
   nor unlocks what it did not lock.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct priv {
	struct mutex lock;
	struct mutex other;
	spinlock_t slock;
	int state;
};
int hw_op(struct priv *p);

int cond_intr(struct priv *p)
{
	scoped_cond_guard(mutex_intr, return -EINTR, &p->lock) { /* { dg-bogus "refpair" } */
		if (hw_op(p) < 0)
			return -EIO; /* { dg-bogus "refpair" "the guard unlocks on return" } */
		p->state = 1;
	}
	return 0; /* { dg-bogus "refpair" } */
}

int scoped_try(struct priv *p)
{
	scoped_guard(mutex_try, &p->lock) {
		if (hw_op(p) < 0)
			return -EIO; /* { dg-bogus "refpair" "the guard unlocks on return" } */
		return 0;
	}
	return -EBUSY; /* { dg-bogus "refpair" "nothing was taken" } */
}

int spin_try(struct priv *p)
{
	scoped_guard(spinlock_try, &p->slock) {
		if (hw_op(p) < 0)
			return -EIO; /* { dg-bogus "refpair" "the guard unlocks on return" } */
		return 0;
	}
	return -EBUSY; /* { dg-bogus "refpair" "nothing was taken" } */
}

/* guard(mutex_intr) without a test of the result: the destructor unlocks
   only when the lock was taken, so nothing leaks or is unlocked twice.  */
int intr_guard(struct priv *p)
{
	guard(mutex_intr)(&p->lock);
	if (hw_op(p) < 0)
		return -EIO; /* { dg-bogus "refpair" } */
	return 0; /* { dg-bogus "refpair" } */
}

/* A real leak inside a conditional scope is still found.  */
int cond_intr_leak(struct priv *p)
{
	scoped_cond_guard(mutex_intr, return -EINTR, &p->lock) {
		mutex_lock(&p->other); /* { dg-message "taken here" } */
		if (hw_op(p) < 0) /* { dg-message "error branch" } */
			return -EIO; /* { dg-warning "lock '&p->other' taken by 'mutex_lock' is not released" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
		mutex_unlock(&p->other);
	}
	return 0;
}
