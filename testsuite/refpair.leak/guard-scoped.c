/* Linux 6.12's lock guards (cleanup.h): guard(mutex)(&lock) and
   scoped_guard(mutex, &lock) { ... } take the lock in an inline
   class_mutex_constructor() and release it in class_mutex_destructor(),
   which GCC calls at every exit of the guard's scope (the cleanup
   attribute), returns included.  A return inside the scope holds
   nothing; the lock must never be reported, and a finding must name the
   API the user reaches (mutex_lock), never the class helpers.  -O2 as
   in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/of.h>

struct priv {
	struct mutex lock;
	struct mutex other;
	spinlock_t slock;
	int state;
};
int hw_op(struct priv *p);

/* Reduced from Linux 6.12's fw_devlink_... in drivers/base/core.c.  */
int scoped_return(struct priv *p)
{
	int ret;

	scoped_guard(mutex, &p->lock) {
		ret = hw_op(p);
		if (ret < 0)
			return ret; /* { dg-bogus "refpair" "the guard unlocks on return" } */
		p->state = ret;
	}
	return 0; /* { dg-bogus "refpair" } */
}

int scoped_break_out(struct priv *p)
{
	int ret = 0;

	scoped_guard(mutex, &p->lock)
		ret = hw_op(p);
	if (ret < 0)
		return ret; /* { dg-bogus "refpair" "the scope has ended: unlocked" } */
	return 0;
}

int guard_return(struct priv *p)
{
	guard(mutex)(&p->lock);
	if (hw_op(p) < 0)
		return -EIO; /* { dg-bogus "refpair" "the guard unlocks on return" } */
	p->state = 1;
	return 0;
}

int spin_guard_return(struct priv *p)
{
	scoped_guard(spinlock, &p->slock) {
		if (hw_op(p) < 0)
			return -EIO; /* { dg-bogus "refpair" "the guard unlocks on return" } */
	}
	guard(spinlock)(&p->slock);
	if (hw_op(p) < 0)
		return -EBUSY; /* { dg-bogus "refpair" "the guard unlocks on return" } */
	return 0;
}

/* A guard does not hide what the user's own code leaks.  */
int guard_and_plain_lock(struct priv *p)
{
	guard(mutex)(&p->lock);
	mutex_lock(&p->other); /* { dg-message "taken here" } */
	if (hw_op(p) < 0) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "lock '&p->other' taken by 'mutex_lock' is not released" } */
	/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	mutex_unlock(&p->other);
	return 0;
}

int scoped_node_leak(struct priv *p, struct device_node *parent)
{
	struct device_node *np = of_get_child_by_name(parent, "x"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	scoped_guard(mutex, &p->lock) {
		if (hw_op(p) < 0) /* { dg-message "error branch" } */
			return -EIO; /* { dg-warning "taken by 'of_get_child_by_name\[^\n\]*' is not released" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	of_node_put(np);
	return 0;
}

