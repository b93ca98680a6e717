/* Scope-based cleanup mixed with a release by hand (Linux 6.12's
   cleanup.h).  guard(mutex)(&p->lock) declares a variable with the
   cleanup attribute, initialised by class_mutex_constructor(&p->lock);
   GCC calls class_mutex_destructor() on it at every exit of its scope.
   Unlocking the same lock by hand as well unlocks it twice.  A finding
   names what the user's code reaches (mutex_unlock, of_node_put) and the
   object as the source spells it (&p->lock), never the class_*, __free_*
   helpers or the guard's compiler-made variable, and says which release
   happens at the end of the scope.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/of.h>

struct priv {
	struct mutex lock;
	spinlock_t slock;
	int state;
};
int hw_op(struct priv *p);
int use_node(struct device_node *np);

/* The scope's release first, the manual unlock after the scope.  */
int scoped_then_unlock(struct priv *p)
{
	scoped_guard(mutex, &p->lock) { /* { dg-message "first released at the end of the scope" } */
	/* { dg-bogus "class_" "" { target *-*-* } .-1 } */
		if (hw_op(p) < 0)
			return -EIO;
	}
	mutex_unlock(&p->lock); /* { dg-warning "double 'mutex_unlock' of '&p->lock'; the lock is not held here" } */
	return 0;
}

/* __free(device_node) puts what the variable holds at the end of the
   scope; a put by hand before it is a double put.  The variable is the
   user's own: it names the object.  */
int free_then_put(struct device_node *parent)
{
	struct device_node *np __free(device_node) = of_get_child_by_name(parent, "x"); /* { dg-warning "double 'of_node_put' of 'np' \\\[refpair-double-put\\\]" } */
	/* { dg-message "released again at the end of the scope" "" { target *-*-* } .-1 } */
	/* { dg-bogus "__free_" "" { target *-*-* } .-2 } */

	if (!np)
		return -ENODEV;
	if (use_node(np) < 0) {
		of_node_put(np); /* { dg-message "first 'of_node_put' here" } */
		return -EIO;
	}
	return 0;
}

/* Spinlock guards: the guard's variable is a struct whose first member
   is the lock.  */
int spin_guard_then_unlock(struct priv *p)
{
	guard(spinlock)(&p->slock); /* { dg-warning "double 'spin_unlock' of '&p->slock'; the lock is not held here" } */
	/* { dg-message "released again at the end of the scope" "" { target *-*-* } .-1 } */
	/* { dg-bogus "class_|__UNIQUE_ID" "" { target *-*-* } .-2 } */
	if (hw_op(p) < 0) {
		spin_unlock(&p->slock); /* { dg-message "first 'spin_unlock' here" } */
		return -EIO;
	}
	return 0;
}

int spin_irq_guard_then_unlock(struct priv *p)
{
	guard(spinlock_irq)(&p->slock); /* { dg-warning "double 'spin_unlock_irq' of '&p->slock'" } */
	/* { dg-message "released again at the end of the scope" "" { target *-*-* } .-1 } */
	if (hw_op(p) < 0) {
		spin_unlock_irq(&p->slock); /* { dg-message "first 'spin_unlock_irq' here" } */
		return -EIO;
	}
	return 0;
}

int spin_irqsave_scoped_then_unlock(struct priv *p, unsigned long flags)
{
	scoped_guard(spinlock_irqsave, &p->slock) { /* { dg-message "first released at the end of the scope" } */
		if (hw_op(p) < 0)
			return -EIO;
		p->state = 1;
	}
	spin_unlock_irqrestore(&p->slock, flags); /* { dg-warning "double 'spin_unlock_irqrestore' of '&p->slock'" } */
	return 0;
}

/* Unlocking a guard's lock by hand is a double unlock at the scope's end,
   named as the user wrote it: mutex_unlock of '&p->lock'.  */
int guard_unlocked_by_hand(struct priv *p)
{
	guard(mutex)(&p->lock); /* { dg-warning "double 'mutex_unlock' of '&p->lock'; the lock is not held here \\\[refpair-double-put\\\]" } */
	/* { dg-message "released again at the end of the scope" "" { target *-*-* } .-1 } */
	if (hw_op(p) < 0) {
		mutex_unlock(&p->lock); /* { dg-message "first 'mutex_unlock' here" } */
		return -EIO;
	}
	return 0;
}
