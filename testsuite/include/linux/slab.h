/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Allocation, static inline wrappers as in the kernel (written for the tests). */
#ifndef TEST_LINUX_SLAB_H
#define TEST_LINUX_SLAB_H
#include <linux/kernel.h>

void *__kmalloc(size_t size, gfp_t flags);
void kfree(const void *objp);
void kvfree(const void *addr);
static inline void *kmalloc(size_t size, gfp_t flags) { return __kmalloc(size, flags); }
static inline void *kzalloc(size_t size, gfp_t flags) { return kmalloc(size, flags | 0x100u); }
static inline void *kmalloc_array(size_t n, size_t size, gfp_t flags)
{
	return kmalloc(n * size, flags);
}
static inline void *kcalloc(size_t n, size_t size, gfp_t flags)
{
	return kmalloc(n * size, flags | 0x100u);
}

/* As Linux 6.12's slab.h defines it.  */
#include <linux/err.h>
#include <linux/cleanup.h>
DEFINE_FREE(kfree, void *, if (!IS_ERR_OR_NULL(_T)) kfree(_T))
#endif
