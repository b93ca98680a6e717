/* Seed 003 (EDAC, reverted 2021): after kobject_init_and_add() fails the
   kobject must still be put; the revert removed the kobject_put() from
   the error label.  Minimised re-creation of edac_device_sysfs.c.  */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/device.h>

struct bus_type {
	struct device *dev_root;
};
struct edac_device_ctl_info {
	struct module *owner;
	const char *name;
	struct kobject kobj;
};
extern struct bus_type *edac_subsys;
extern const struct kobj_type ktype_device_ctrl;

/* The reverted form: the error label only drops the module reference.  */
int edac_device_register_sysfs_main_kobj_buggy(struct edac_device_ctl_info *edac_dev)
{
	int err;

	edac_dev->owner = THIS_MODULE;
	if (!try_module_get(edac_dev->owner)) {
		err = -ENODEV;
		goto err_out;
	}

	err = kobject_init_and_add(&edac_dev->kobj, &ktype_device_ctrl, /* { dg-message "taken here; 'kobject_init_and_add' keeps it even when it fails" } */
				   &edac_subsys->dev_root->kobj, "%s", edac_dev->name);
	if (err) /* { dg-message "error branch taken here, where 'err' is non-zero" } */
		goto err_kobj_reg; /* { dg-warning "reference to '&edac_dev->kobj' taken by 'kobject_init_and_add' is not released on this error path" } */
	return 0;

	/* Error exit stack */
err_kobj_reg:
	module_put(edac_dev->owner);

err_out:
	return err; /* { dg-message "returns here" } */
}

/* The correct form: kobject_put() on the error label.  */
int edac_device_register_sysfs_main_kobj(struct edac_device_ctl_info *edac_dev)
{
	int err;

	edac_dev->owner = THIS_MODULE;
	if (!try_module_get(edac_dev->owner)) {
		err = -ENODEV;
		goto err_out;
	}

	err = kobject_init_and_add(&edac_dev->kobj, &ktype_device_ctrl,
				   &edac_subsys->dev_root->kobj, "%s", edac_dev->name);
	if (err)
		goto err_kobj_reg;
	return 0;

err_kobj_reg:
	kobject_put(&edac_dev->kobj);
	module_put(edac_dev->owner);
err_out:
	return err; /* { dg-bogus "refpair" } */
}

/* Dropping the module reference is needed too.  */
int edac_forgets_module_put(struct edac_device_ctl_info *edac_dev)
{
	int err;

	if (!try_module_get(edac_dev->owner)) /* { dg-message "taken here if 'try_module_get' succeeds|taken here" } */
		return -ENODEV; /* { dg-bogus "refpair" "nothing is held when try_module_get fails" } */
	err = kobject_init_and_add(&edac_dev->kobj, &ktype_device_ctrl, NULL, "x");
	if (err) { /* { dg-message "error branch taken here" } */
		kobject_put(&edac_dev->kobj);
		return err; /* { dg-warning "reference to 'edac_dev->owner' taken by 'try_module_get' is not released" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	return 0;
}
