/* Helpers that release by walking a list of the caller's (issue 15),
   re-created from Linux 6.12's drivers/platform/x86/think-lmi.c,
   tlmi_sysfs_init() and tlmi_release_attr().  Each object gets
   "x->kobj.kset = kset" and then kobject_init_and_add(): when that
   succeeds, kobject_add() has linked the kobject into kset->list (through
   kobj->entry); when it fails, kobject_add_internal() has not.  The error
   label calls a helper that kobject_put()s every kobject on the kset's
   list (list_for_each_entry_safe): what was linked is released there;
   the object whose own kobject_init_and_add() failed is not on the list
   and still leaks.  */
#include <linux/kobject.h>
#include <linux/list.h>
#include <linux/slab.h>

struct setting {
	int index;
	struct kobject kobj;
};

struct priv {
	struct kset *attribute_kset;
	struct kset *authentication_kset;
	struct setting *a, *b, *c;
	struct setting *setting[4];
};

static struct priv priv;

static void setting_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct setting, kobj));
}

static const struct kobj_type setting_ktype = {
	.release = setting_release,
};

int create_file(struct kset *kset, const char *name);

/* Puts every kobject of both ksets, then the ksets.  */
static void release_attr(void)
{
	struct kobject *pos, *n;

	list_for_each_entry_safe(pos, n, &priv.attribute_kset->list, entry)
		kobject_put(pos);
	kset_unregister(priv.attribute_kset);

	list_for_each_entry_safe(pos, n, &priv.authentication_kset->list, entry)
		kobject_put(pos);
	kset_unregister(priv.authentication_kset);
}

int sysfs_init(struct kobject *parent)
{
	int ret;

	priv.attribute_kset = kset_create_and_add("attributes", NULL, parent);
	if (!priv.attribute_kset) {
		ret = -ENOMEM;
		goto fail_class_created;
	}
	priv.authentication_kset = kset_create_and_add("authentication", NULL, parent);
	if (!priv.authentication_kset) {
		kset_unregister(priv.attribute_kset);
		ret = -ENOMEM;
		goto fail_class_created;
	}

	priv.a->kobj.kset = priv.attribute_kset;
	ret = kobject_init_and_add(&priv.a->kobj, &setting_ktype, NULL, "%s", "a"); /* { dg-message "taken here" } */
	if (ret) /* { dg-message "error branch taken here" } */
		goto fail_create_attr; /* { dg-warning "reference to '&priv.a->kobj' taken by 'kobject_init_and_add' is not released on this error path" "its own failure: not linked" } */

	ret = create_file(priv.attribute_kset, "pending_reboot");
	if (ret)
		goto fail_create_attr; /* { dg-bogus "refpair" "a is on the attribute kset's list" } */

	priv.b->kobj.kset = priv.authentication_kset;
	ret = kobject_init_and_add(&priv.b->kobj, &setting_ktype, NULL, "%s", "b"); /* { dg-message "taken here" } */
	if (ret) /* { dg-message "error branch taken here" } */
		goto fail_create_attr; /* { dg-warning "reference to '&priv.b->kobj' taken by 'kobject_init_and_add' is not released on this error path" "its own failure: not linked" } */
	/* { dg-bogus "'&priv.a->kobj'" "a is linked" { target *-*-* } .-1 } */

	ret = create_file(priv.authentication_kset, "admin");
	if (ret)
		goto fail_create_attr; /* { dg-bogus "refpair" "a and b are on the ksets' lists" } */
	return 0;

fail_create_attr:
	release_attr();
fail_class_created:
	return ret; /* { dg-message "returns here without 'kobject_put'" } */
}

/* Both ksets, or an error.  */
static int create_ksets(struct kobject *parent)
{
	priv.attribute_kset = kset_create_and_add("attributes", NULL, parent);
	if (!priv.attribute_kset)
		return -ENOMEM;
	priv.authentication_kset = kset_create_and_add("authentication", NULL, parent);
	if (!priv.authentication_kset) {
		kset_unregister(priv.attribute_kset);
		return -ENOMEM;
	}
	return 0;
}

/* The same through a loop over an array of settings.  */
int sysfs_init_loop(struct kobject *parent)
{
	int i, ret;

	ret = create_ksets(parent);
	if (ret)
		return ret;
	for (i = 0; i < 4; i++) {
		if (!priv.setting[i])
			continue;
		priv.setting[i]->kobj.kset = priv.attribute_kset;
		ret = kobject_init_and_add(&priv.setting[i]->kobj, &setting_ktype, NULL, "%d", i); /* { dg-message "taken here" } */
		if (ret) /* { dg-message "error branch taken here" } */
			goto fail_create_attr; /* { dg-warning "reference to '&priv.setting\\\[i\\\]->kobj' taken by 'kobject_init_and_add' is not released on this error path" "its own failure: not linked" } */
	}
	ret = create_file(priv.attribute_kset, "pending_reboot");
	if (ret)
		goto fail_create_attr; /* { dg-bogus "refpair" "every setting is on the attribute kset's list" } */
	return 0;

fail_create_attr:
	release_attr();
	return ret; /* { dg-message "returns here without 'kobject_put'" } */
}

/* Puts every kobject of the kset it is given (a parameter), then the
   kset.  */
static void release_kset(struct kset *kset)
{
	struct kobject *pos, *n;

	list_for_each_entry_safe(pos, n, &kset->list, entry)
		kobject_put(pos);
	kset_unregister(kset);
}

/* (b): c is linked into the authentication kset's list, but the error
   path walks only the attribute kset's.  */
int sysfs_init_other_list(struct kobject *parent)
{
	int ret;

	ret = create_ksets(parent);
	if (ret)
		return ret;
	priv.a->kobj.kset = priv.attribute_kset;
	ret = kobject_init_and_add(&priv.a->kobj, &setting_ktype, NULL, "%s", "a"); /* { dg-message "taken here" } */
	if (ret) /* { dg-message "error branch taken here" } */
		goto fail; /* { dg-warning "'&priv.a->kobj'" } */
	priv.c->kobj.kset = priv.authentication_kset;
	ret = kobject_init_and_add(&priv.c->kobj, &setting_ktype, NULL, "%s", "c"); /* { dg-message "taken here" } */
	if (ret) /* { dg-message "error branch taken here" } */
		goto fail; /* { dg-warning "'&priv.c->kobj'" } */
	/* { dg-bogus "'&priv.a->kobj'" "a is linked" { target *-*-* } .-1 } */
	ret = create_file(priv.attribute_kset, "pending_reboot");
	if (ret)
		goto fail; /* { dg-message "also leaves without releasing it at line 167" "c is on the other kset's list: one finding with the exit above" } */
	/* { dg-bogus "'&priv.a->kobj'" "a is linked" { target *-*-* } .-1 } */
	return 0;

fail:
	release_kset(priv.attribute_kset);
	kset_unregister(priv.authentication_kset);
	return ret; /* { dg-message "returns here without 'kobject_put'" } */
}

void count_kobject(struct kobject *kobj);

/* (c): walks the list without releasing.  */
static void count_attr(void)
{
	struct kobject *pos, *n;

	list_for_each_entry_safe(pos, n, &priv.attribute_kset->list, entry)
		count_kobject(pos);
	kset_unregister(priv.attribute_kset);
}

int sysfs_init_no_release(struct kobject *parent)
{
	int ret;

	priv.attribute_kset = kset_create_and_add("attributes", NULL, parent);
	if (!priv.attribute_kset)
		return -ENOMEM;
	priv.a->kobj.kset = priv.attribute_kset;
	ret = kobject_init_and_add(&priv.a->kobj, &setting_ktype, NULL, "%s", "a"); /* { dg-message "taken here" } */
	if (ret) /* { dg-message "error branch taken here" } */
		goto fail; /* { dg-warning "'&priv.a->kobj'" } */
	ret = create_file(priv.attribute_kset, "pending_reboot");
	if (ret)
		goto fail; /* { dg-message "also leaves without releasing it at line 202" "the walk does not release: one finding with the exit above" } */
	return 0;

fail:
	count_attr();
	return ret; /* { dg-message "returns here without 'kobject_put'" } */
}

/* 6.1's list_entry_is_head() is the comparison itself,
   "&pos->member == (head)", not a call of list_is_head().  */
static void release_attr_61(void)
{
	struct kobject *pos, *n;

	for (pos = list_first_entry(&priv.attribute_kset->list, struct kobject, entry),
	    n = list_next_entry(pos, entry);
	     &pos->entry != &priv.attribute_kset->list;
	     pos = n, n = list_next_entry(n, entry))
		kobject_put(pos);
	kset_unregister(priv.attribute_kset);
}

int sysfs_init_61(struct kobject *parent)
{
	int ret = create_ksets(parent);

	if (ret)
		return ret;
	priv.c->kobj.kset = priv.attribute_kset;
	ret = kobject_init_and_add(&priv.c->kobj, &setting_ktype, NULL, "%s", "c"); /* { dg-message "taken here" } */
	if (!ret) /* { dg-message "error branch taken here" } */
		ret = create_file(priv.attribute_kset, "pending_reboot");
	if (ret) {
		release_attr_61();
		kset_unregister(priv.authentication_kset);
	}
	return ret; /* { dg-warning "reference to '&priv.c->kobj' taken by 'kobject_init_and_add' is not released on this error path" "its own failure only: on the create_file failure it is on the walked list" } */
	/* { dg-message "returns here without 'kobject_put'" "" { target *-*-* } .-1 } */
}
