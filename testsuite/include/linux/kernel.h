/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Minimal kernel-like basics for refpair's tests (written for the tests,
   not taken from Linux): types, errno values, likely/unlikely, WARN_ON as
   the statement expression the kernel uses, container_of.  */
#ifndef TEST_LINUX_KERNEL_H
#define TEST_LINUX_KERNEL_H

/* C23 (GCC 15's default) has bool, true and false as keywords.  */
#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 202311L
typedef _Bool bool;
#define true 1
#define false 0
#endif
#define NULL ((void *)0)
typedef unsigned long size_t;
typedef unsigned int gfp_t;
typedef unsigned short u16;
typedef unsigned int u32;
#define GFP_KERNEL 0xcc0u

#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EIO 5
#define ENXIO 6
#define ENOMEM 12
#define EACCES 13
#define EBUSY 16
#define ENODEV 19
#define EINVAL 22
#define ETIMEDOUT 110
#define EPROBE_DEFER 517

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

void __warn_printk(const char *fmt, ...);
#define WARN_ON(condition) ({						\
	int __ret_warn_on = !!(condition);				\
	if (unlikely(__ret_warn_on))					\
		__warn_printk("WARNING\n");				\
	unlikely(__ret_warn_on);					\
})

#define offsetof(TYPE, MEMBER) __builtin_offsetof(TYPE, MEMBER)
#define container_of(ptr, type, member) ({				\
	void *__mptr = (void *)(ptr);					\
	((type *)(__mptr - offsetof(type, member))); })

int printk(const char *fmt, ...);
#define pr_err(...) printk(__VA_ARGS__)

#endif
