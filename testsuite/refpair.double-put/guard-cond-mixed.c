/* Linux 6.12's conditional guards (DEFINE_GUARD_COND, DEFINE_LOCK_GUARD_1_COND)
   mixed with an unlock by hand.  class_mutex_try_constructor(&m) and the
   like return &m when the lock was taken and NULL when not; the destructor
   unlocks a non-NULL guard at the end of the scope.  So an unlock by hand
   inside the scope where the lock was taken is a second unlock, and one
   where it was not taken (the _fail statement of scoped_cond_guard) is an
   unlock of a lock this function does not hold.  Warnings name the lock
   the user's code reaches (mutex_unlock, spin_unlock, up_read), never the
   class_* helpers.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/rwsem.h>

struct priv {
	struct mutex lock;
	spinlock_t slock;
	struct rw_semaphore sem;
	int state;
};
int hw_op(struct priv *p);

int intr_then_unlock(struct priv *p)
{
	scoped_cond_guard(mutex_intr, return -EINTR, &p->lock) { /* { dg-message "released again at the end of the scope" } */
	/* { dg-bogus "class_" "" { target *-*-* } .-1 } */
		if (hw_op(p) < 0) {
			mutex_unlock(&p->lock); /* { dg-message "first 'mutex_unlock' here" } */
			return -EIO;
		}
	}
	return 0;
}
/* { dg-warning "double 'mutex_unlock' of '&p->lock'; the lock is not held here" "" { target *-*-* } 26 } */

int try_then_unlock(struct priv *p)
{
	scoped_guard(mutex_try, &p->lock) { /* { dg-warning "double 'mutex_unlock' of '&p->lock'" } */
	/* { dg-message "released again at the end of the scope" "" { target *-*-* } .-1 } */
		p->state = 1;
		mutex_unlock(&p->lock); /* { dg-message "first 'mutex_unlock' here" } */
		return 0;
	}
	return -EBUSY;
}

int spin_try_then_unlock(struct priv *p)
{
	scoped_guard(spinlock_try, &p->slock) { /* { dg-warning "double 'spin_unlock' of '&p->slock'" } */
	/* { dg-message "released again at the end of the scope" "" { target *-*-* } .-1 } */
	/* { dg-bogus "class_" "" { target *-*-* } .-2 } */
		p->state = 1;
		spin_unlock(&p->slock); /* { dg-message "first 'spin_unlock' here" } */
		return 0;
	}
	return -EBUSY;
}

int rwsem_try_then_unlock(struct priv *p)
{
	scoped_guard(rwsem_read_try, &p->sem) { /* { dg-warning "double 'up_read' of '&p->sem'" } */
	/* { dg-message "released again at the end of the scope" "" { target *-*-* } .-1 } */
		p->state = 1;
		up_read(&p->sem); /* { dg-message "first 'up_read' here" } */
		return 0;
	}
	return -EBUSY;
}

/* The lock is released after the guard's scope: it was released at the
   end of the scope already.  */
int rwsem_write_try_after_scope(struct priv *p)
{
	scoped_guard(rwsem_write_try, &p->sem) { /* { dg-message "first released at the end of the scope" } */
		if (hw_op(p) < 0)
			return -EIO;
	}
	up_write(&p->sem); /* { dg-warning "'up_write' of '&p->sem'" } */
	return 0;
}

/* Correct code stays silent: each form used as cleanup.h means it.  */
int intr_ok(struct priv *p)
{
	scoped_cond_guard(mutex_intr, return -EINTR, &p->lock) {
		if (hw_op(p) < 0)
			return -EIO;
		p->state = 1;
	}
	return 0;
}

int rwsem_intr_ok(struct priv *p)
{
	scoped_cond_guard(rwsem_read_intr, return -EINTR, &p->sem) {
		if (hw_op(p) < 0)
			return -EIO;
	}
	return 0;
}

int try_ok(struct priv *p)
{
	scoped_guard(spinlock_try, &p->slock) {
		p->state = hw_op(p);
		return 0;
	}
	scoped_guard(mutex_try, &p->lock)
		return hw_op(p);
	return -EBUSY;
}

/* A trylock guard's failure path takes the lock the plain way and
   unlocks it by hand: two different acquisitions, both balanced.  */
int try_or_lock(struct priv *p)
{
	scoped_guard(mutex_try, &p->lock)
		return hw_op(p);
	mutex_lock(&p->lock);
	p->state = hw_op(p);
	mutex_unlock(&p->lock);
	return 0;
}
