/* SPDX-License-Identifier: GPL-3.0-or-later */
/* kobjects (written for the tests). */
#ifndef TEST_LINUX_KOBJECT_H
#define TEST_LINUX_KOBJECT_H
#include <linux/kernel.h>
#include <linux/list.h>

struct kobject;
struct kset;
struct kobj_type {
	void (*release)(struct kobject *kobj);
};
/* The kernel's first members, in its order (include/linux/kobject.h):
   kobject_add() links a kobject whose kset is set into kset->list through
   its entry.  */
struct kobject {
	const char *name;
	struct list_head entry;
	struct kobject *parent;
	struct kset *kset;
	const struct kobj_type *ktype;
	int refcount;
};
struct kset {
	struct list_head list;
	int list_lock;
	struct kobject kobj;
};
void kobject_init(struct kobject *kobj, const struct kobj_type *ktype);
int kobject_add(struct kobject *kobj, struct kobject *parent, const char *fmt, ...);
int kobject_init_and_add(struct kobject *kobj, const struct kobj_type *ktype,
			 struct kobject *parent, const char *fmt, ...);
struct kobject *kobject_create_and_add(const char *name, struct kobject *parent);
struct kobject *kobject_get(struct kobject *kobj);
void kobject_put(struct kobject *kobj);
void kobject_del(struct kobject *kobj);
struct kset *kset_create_and_add(const char *name, const void *uevent_ops,
				 struct kobject *parent_kobj);
void kset_unregister(struct kset *kset);
#endif
