/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Spinlocks, shaped like the kernel's: static inline wrappers over the
   _raw_ functions, and spin_lock_irqsave() a macro (written for the tests). */
#ifndef TEST_LINUX_SPINLOCK_H
#define TEST_LINUX_SPINLOCK_H
typedef struct raw_spinlock {
	int slock;
} raw_spinlock_t;
typedef struct spinlock {
	struct raw_spinlock rlock;
} spinlock_t;
void _raw_spin_lock(raw_spinlock_t *lock);
void _raw_spin_unlock(raw_spinlock_t *lock);
int _raw_spin_trylock(raw_spinlock_t *lock);
void _raw_spin_lock_irq(raw_spinlock_t *lock);
void _raw_spin_unlock_irq(raw_spinlock_t *lock);
unsigned long _raw_spin_lock_irqsave(raw_spinlock_t *lock);
void _raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags);

static inline raw_spinlock_t *spinlock_check(spinlock_t *lock)
{
	return &lock->rlock;
}
static inline void spin_lock(spinlock_t *lock)
{
	_raw_spin_lock(&lock->rlock);
}
static inline void spin_unlock(spinlock_t *lock)
{
	_raw_spin_unlock(&lock->rlock);
}
static inline int spin_trylock(spinlock_t *lock)
{
	return _raw_spin_trylock(&lock->rlock);
}
static inline void spin_lock_irq(spinlock_t *lock)
{
	_raw_spin_lock_irq(&lock->rlock);
}
static inline void spin_unlock_irq(spinlock_t *lock)
{
	_raw_spin_unlock_irq(&lock->rlock);
}
#define spin_lock_irqsave(lock, flags) \
	do { flags = _raw_spin_lock_irqsave(spinlock_check(lock)); } while (0)
static inline void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags)
{
	_raw_spin_unlock_irqrestore(&lock->rlock, flags);
}

/* The guards, as Linux 6.12's spinlock.h defines them.  */
#include <linux/cleanup.h>
DEFINE_LOCK_GUARD_1(spinlock, spinlock_t,
		    spin_lock(_T->lock),
		    spin_unlock(_T->lock))
DEFINE_LOCK_GUARD_1_COND(spinlock, _try, spin_trylock(_T->lock))

DEFINE_LOCK_GUARD_1(spinlock_irq, spinlock_t,
		    spin_lock_irq(_T->lock),
		    spin_unlock_irq(_T->lock))

DEFINE_LOCK_GUARD_1(spinlock_irqsave, spinlock_t,
		    spin_lock_irqsave(_T->lock, _T->flags),
		    spin_unlock_irqrestore(_T->lock, _T->flags),
		    unsigned long flags)

void rcu_read_lock(void);
void rcu_read_unlock(void);
#endif
