/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kobjects (written for the tests). */
#ifndef TEST_LINUX_KOBJECT_H
#define TEST_LINUX_KOBJECT_H
#include <linux/kernel.h>

struct kobject;
struct kobj_type {
	void (*release)(struct kobject *kobj);
};
struct kobject {
	const char *name;
	struct kobject *parent;
	const struct kobj_type *ktype;
	int refcount;
};
void kobject_init(struct kobject *kobj, const struct kobj_type *ktype);
int kobject_add(struct kobject *kobj, struct kobject *parent, const char *fmt, ...);
int kobject_init_and_add(struct kobject *kobj, const struct kobj_type *ktype,
			 struct kobject *parent, const char *fmt, ...);
struct kobject *kobject_create_and_add(const char *name, struct kobject *parent);
struct kobject *kobject_get(struct kobject *kobj);
void kobject_put(struct kobject *kobj);
void kobject_del(struct kobject *kobj);
#endif
