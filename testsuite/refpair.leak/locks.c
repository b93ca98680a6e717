/* Locks are acquire/release pairs too: returning an error with a lock held
   is a leak; a failed interruptible lock or trylock holds nothing.  */
#include <linux/kernel.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct priv {
	struct mutex lock;
	spinlock_t slock;
	int state;
};
int hw_op(struct priv *p);

int mutex_leak(struct priv *p)
{
	mutex_lock(&p->lock); /* { dg-message "taken here" } */
	if (hw_op(p) < 0) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "lock '&p->lock' taken by 'mutex_lock' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	mutex_unlock(&p->lock);
	return 0;
}

int mutex_ok(struct priv *p)
{
	int ret;

	mutex_lock(&p->lock);
	ret = hw_op(p);
	if (ret < 0)
		goto out;
	p->state = ret;
out:
	mutex_unlock(&p->lock);
	return ret; /* { dg-bogus "refpair" } */
}

int interruptible(struct priv *p)
{
	int ret = mutex_lock_interruptible(&p->lock);

	if (ret)
		return ret; /* { dg-bogus "refpair" "nothing is held when it fails" } */
	ret = hw_op(p);
	mutex_unlock(&p->lock);
	return ret;
}

int trylock(struct priv *p)
{
	if (!mutex_trylock(&p->lock))
		return -EBUSY; /* { dg-bogus "refpair" } */
	hw_op(p);
	mutex_unlock(&p->lock);
	return 0;
}

/* spin_lock_irqsave() is a macro around _raw_spin_lock_irqsave(
   spinlock_check(lock)); spin_unlock_irqrestore(lock, flags) pairs with it.  */
int irqsave_ok(struct priv *p)
{
	unsigned long flags;
	int ret;

	spin_lock_irqsave(&p->slock, flags);
	ret = hw_op(p);
	spin_unlock_irqrestore(&p->slock, flags);
	return ret; /* { dg-bogus "refpair" } */
}

int irqsave_leak(struct priv *p)
{
	unsigned long flags;

	spin_lock_irqsave(&p->slock, flags); /* { dg-message "taken here" } */
	if (hw_op(p)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "lock '.*p->slock.*' taken by '_raw_spin_lock_irqsave' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	spin_unlock_irqrestore(&p->slock, flags);
	return 0;
}

int rcu_leak(struct priv *p)
{
	rcu_read_lock(); /* { dg-message "taken here" } */
	if (hw_op(p)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "lock 'rcu' taken by 'rcu_read_lock' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	rcu_read_unlock();
	return 0;
}
