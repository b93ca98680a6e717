/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mutexes (written for the tests). */
#ifndef TEST_LINUX_MUTEX_H
#define TEST_LINUX_MUTEX_H
struct mutex {
	int owner;
};
void mutex_lock(struct mutex *lock);
int mutex_lock_interruptible(struct mutex *lock);
int mutex_trylock(struct mutex *lock);
void mutex_unlock(struct mutex *lock);
#endif
