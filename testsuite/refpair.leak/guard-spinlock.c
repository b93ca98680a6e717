/* Linux 6.12's spinlock guards (spinlock.h, DEFINE_LOCK_GUARD_1):
   guard(spinlock_irq)(&l) declares a struct { spinlock_t *lock; } with
   the cleanup attribute, which class_spinlock_irq_constructor(&l) fills
   after taking the lock, and class_spinlock_irq_destructor() unlocks
   what it holds at every exit of the scope.  Correct code is silent; a
   plain spin_lock() next to a guard is still checked, and named as the
   user wrote it.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/spinlock.h>

struct priv {
	spinlock_t slock;
	spinlock_t other;
	int state;
};
int hw_op(struct priv *p);

int irq_guard_return(struct priv *p)
{
	guard(spinlock_irq)(&p->slock);
	if (hw_op(p) < 0)
		return -EIO; /* { dg-bogus "refpair" "the guard unlocks on return" } */
	p->state = 1;
	return 0; /* { dg-bogus "refpair" } */
}

int irqsave_scoped_return(struct priv *p)
{
	scoped_guard(spinlock_irqsave, &p->slock) {
		if (hw_op(p) < 0)
			return -EIO; /* { dg-bogus "refpair" "the guard unlocks on return" } */
		p->state = 1;
	}
	return 0; /* { dg-bogus "refpair" } */
}

int two_guards(struct priv *p)
{
	guard(spinlock)(&p->slock);
	scoped_guard(spinlock_irqsave, &p->other) {
		if (hw_op(p) < 0)
			return -EIO; /* { dg-bogus "refpair" "both guards unlock on return" } */
	}
	return 0;
}

/* The guard takes and gives back its lock; the plain spin_lock() of the
   other one leaks.  */
int guard_and_plain_lock(struct priv *p)
{
	guard(spinlock_irqsave)(&p->slock);
	spin_lock(&p->other); /* { dg-message "taken here" } */
	if (hw_op(p) < 0) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "lock '&p->other' taken by 'spin_lock' is not released" } */
	/* { dg-message "returns here without 'spin_unlock'" "" { target *-*-* } .-1 } */
	spin_unlock(&p->other);
	return 0;
}
