/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reference counters (written for the tests). */
#ifndef TEST_LINUX_KREF_H
#define TEST_LINUX_KREF_H
#include <linux/kernel.h>
struct kref {
	int refcount;
};
void kref_init(struct kref *kref);
void kref_get(struct kref *kref);
int kref_get_unless_zero(struct kref *kref);
int kref_put(struct kref *kref, void (*release)(struct kref *kref));
#endif
