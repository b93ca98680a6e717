/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mutexes (written for the tests). */
#ifndef TEST_LINUX_MUTEX_H
#define TEST_LINUX_MUTEX_H
#include <linux/kernel.h>
struct mutex {
	int owner;
};
void mutex_lock(struct mutex *lock);
int mutex_lock_interruptible(struct mutex *lock);
int mutex_trylock(struct mutex *lock);
void mutex_unlock(struct mutex *lock);
bool mutex_is_locked(struct mutex *lock);

/* The guards, as Linux 6.12's mutex.h defines them.  */
#include <linux/cleanup.h>
DEFINE_GUARD(mutex, struct mutex *, mutex_lock(_T), mutex_unlock(_T))
DEFINE_GUARD_COND(mutex, _try, mutex_trylock(_T))
DEFINE_GUARD_COND(mutex, _intr, mutex_lock_interruptible(_T) == 0)
#endif
