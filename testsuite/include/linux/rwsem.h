/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Read-write semaphores (written for the tests). */
#ifndef TEST_LINUX_RWSEM_H
#define TEST_LINUX_RWSEM_H
struct rw_semaphore {
	long count;
};
void down_read(struct rw_semaphore *sem);
int down_read_interruptible(struct rw_semaphore *sem);
int down_read_trylock(struct rw_semaphore *sem);
void up_read(struct rw_semaphore *sem);
void down_write(struct rw_semaphore *sem);
int down_write_trylock(struct rw_semaphore *sem);
void up_write(struct rw_semaphore *sem);

/* The guards, as Linux 6.12's rwsem.h defines them.  */
#include <linux/cleanup.h>
DEFINE_GUARD(rwsem_read, struct rw_semaphore *, down_read(_T), up_read(_T))
DEFINE_GUARD_COND(rwsem_read, _try, down_read_trylock(_T))
DEFINE_GUARD_COND(rwsem_read, _intr, down_read_interruptible(_T) == 0)
DEFINE_GUARD(rwsem_write, struct rw_semaphore *, down_write(_T), up_write(_T))
DEFINE_GUARD_COND(rwsem_write, _try, down_write_trylock(_T))
#endif
