/* Seed 003's second hunk (edac_pci_sysfs.c, reverted 2021): after
   kobject_init_and_add() fails, the kobject must be put, not kfree()d.  */
/* { dg-options "-fplugin-arg-refpair-checks=kfree-kobject" } */
#include <linux/kobject.h>
#include <linux/slab.h>
#include <linux/module.h>

static struct kobject *edac_pci_top_main_kobj;
extern struct kobject *edac_kobj;

static void edac_pci_release_main_kobj(struct kobject *kobj)
{
	kfree(kobj);
}

static const struct kobj_type ktype_edac_pci_main_kobj = {
	.release = edac_pci_release_main_kobj,
};

int edac_pci_main_kobj_setup_buggy(void)
{
	int err = -ENODEV;

	if (!try_module_get(THIS_MODULE))
		goto decrement_count_fail;
	edac_pci_top_main_kobj = kzalloc(sizeof(struct kobject), GFP_KERNEL);
	if (!edac_pci_top_main_kobj)
		goto kzalloc_fail;
	err = kobject_init_and_add(edac_pci_top_main_kobj, /* { dg-message "'edac_pci_top_main_kobj' initialised here, and needs its release even though the call can fail" } */
				   &ktype_edac_pci_main_kobj, edac_kobj, "pci");
	if (err)
		goto kobject_init_and_add_fail;
	return 0;

kobject_init_and_add_fail:
	kfree(edac_pci_top_main_kobj); /* { dg-warning "'edac_pci_top_main_kobj' freed with 'kfree' after 'kobject_init_and_add' initialised 'edac_pci_top_main_kobj'; release it with 'kobject_put' instead \\\[refpair-kfree-kobject\\\]" } */
kzalloc_fail:
	module_put(THIS_MODULE);
decrement_count_fail:
	return err;
}

int edac_pci_main_kobj_setup(void)
{
	int err = -ENODEV;

	if (!try_module_get(THIS_MODULE))
		goto decrement_count_fail;
	edac_pci_top_main_kobj = kzalloc(sizeof(struct kobject), GFP_KERNEL);
	if (!edac_pci_top_main_kobj)
		goto kzalloc_fail;
	err = kobject_init_and_add(edac_pci_top_main_kobj,
				   &ktype_edac_pci_main_kobj, edac_kobj, "pci");
	if (err)
		goto kobject_init_and_add_fail;
	return 0;

kobject_init_and_add_fail:
	kobject_put(edac_pci_top_main_kobj);
kzalloc_fail:
	module_put(THIS_MODULE);
decrement_count_fail:
	return err; /* { dg-bogus "refpair" } */
}
