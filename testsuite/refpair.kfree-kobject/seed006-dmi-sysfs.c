/* Seed 006 (firmware/dmi-sysfs): 6.1 kfree()s entry->child after a failed
   kobject_init_and_add() (kfree-kobject, with a fix-it); the patch proposed
   in 2020 put it and then kfree()d it, a double free because this release
   frees the container; putting it only is right.  */
/* { dg-options "-fplugin-arg-refpair-checks=kfree-kobject,double-put -fdiagnostics-parseable-fixits" } */
/* The fix-it replaces the call: kfree(entry->child) -> kobject_put(entry->child).  */
/* { dg-message "dmi-sysfs.c\":\\{\[0-9\]+:\[0-9\]+-\[0-9\]+:\[0-9\]+\\}:\"kobject_put\\(entry->child\\)\"" "" { target *-*-* } 0 } */
#include <linux/kobject.h>
#include <linux/slab.h>

struct dmi_sysfs_entry {
	struct kobject kobj;
	struct kobject *child;
};

static void dmi_entry_free(struct kobject *kobj)
{
	kfree(kobj);
}

static const struct kobj_type dmi_system_event_log_ktype = {
	.release = dmi_entry_free,
};

int dmi_system_event_log_61(struct dmi_sysfs_entry *entry)
{
	int ret;

	entry->child = kzalloc(sizeof(*entry->child), GFP_KERNEL);
	if (!entry->child)
		return -ENOMEM;
	ret = kobject_init_and_add(entry->child, &dmi_system_event_log_ktype, /* { dg-message "initialised here" } */
				   &entry->kobj, "system_event_log");
	if (ret)
		goto out_free;
	return 0;

out_free:
	kfree(entry->child); /* { dg-warning "'entry->child' freed with 'kfree' after 'kobject_init_and_add' initialised 'entry->child'; release it with 'kobject_put' instead" } */
	return ret;
}

int dmi_system_event_log_patched(struct dmi_sysfs_entry *entry)
{
	int ret;

	entry->child = kzalloc(sizeof(*entry->child), GFP_KERNEL);
	if (!entry->child)
		return -ENOMEM;
	ret = kobject_init_and_add(entry->child, &dmi_system_event_log_ktype, /* { dg-message "initialised here with a release that frees it" } */
				   &entry->kobj, "system_event_log");
	if (ret) {
		kobject_put(entry->child); /* { dg-message "first 'kobject_put' here" } */
		goto out_free;
	}
	return 0;

out_free:
	kfree(entry->child); /* { dg-warning "'kfree' frees 'entry->child' a second time: releasing 'entry->child' already freed it \\\[refpair-double-put\\\]" } */
	return ret;
}

int dmi_system_event_log_fixed(struct dmi_sysfs_entry *entry)
{
	int ret;

	entry->child = kzalloc(sizeof(*entry->child), GFP_KERNEL);
	if (!entry->child)
		return -ENOMEM;
	ret = kobject_init_and_add(entry->child, &dmi_system_event_log_ktype,
				   &entry->kobj, "system_event_log");
	if (ret) {
		kobject_put(entry->child);
		return ret; /* { dg-bogus "refpair" } */
	}
	return 0;
}
