/* SPDX-License-Identifier: GPL-3.0-or-later */
/* RCU read-side critical sections (written for the tests). */
#ifndef TEST_LINUX_RCUPDATE_H
#define TEST_LINUX_RCUPDATE_H
void __rcu_read_lock(void);
void __rcu_read_unlock(void);
static inline void rcu_read_lock(void) { __rcu_read_lock(); }
static inline void rcu_read_unlock(void) { __rcu_read_unlock(); }

/* The guard, as Linux 6.12's rcupdate.h defines it.  */
#include <linux/cleanup.h>
DEFINE_LOCK_GUARD_0(rcu, rcu_read_lock(), rcu_read_unlock())
#endif
