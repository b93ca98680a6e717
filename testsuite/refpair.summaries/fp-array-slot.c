/* False-positive shape 2: ownership stored into an array slot in an
   earlier loop iteration and released by a helper on the error path
   (6.1's drivers/cpuidle/sysfs.c, seed 004: cpuidle_add_state_sysfs() and
   cpuidle_free_state_kobj()).  The kobject of iteration i is stored into
   device->kobjs[i], memory the caller reaches: it is the device's, and
   the unwinding loop gives it back.  Only the failing iteration's own
   kobject must be put on the spot.  */
#include <linux/kobject.h>
#include <linux/slab.h>

struct state_kobj {
	int state;
	struct kobject kobj;
};

struct cpuidle_device {
	int cpu;
	struct state_kobj *kobjs[10];
};

static void state_release(struct kobject *kobj)
{
}

static const struct kobj_type ktype_state = {
	.release = state_release,
};

static void free_state_kobj(struct cpuidle_device *device, int i)
{
	struct state_kobj *kobj = device->kobjs[i];

	kobject_put(&kobj->kobj);
	kfree(kobj);
	device->kobjs[i] = NULL;
}

int add_state_sysfs(struct cpuidle_device *device, int count)
{
	struct state_kobj *kobj;
	int i, ret;

	for (i = 0; i < count; i++) {
		kobj = kzalloc(sizeof(*kobj), GFP_KERNEL);
		if (!kobj) {
			ret = -ENOMEM;
			goto error_state; /* { dg-bogus "refpair" "earlier kobjects are the device's" } */
		}
		ret = kobject_init_and_add(&kobj->kobj, &ktype_state, NULL, "state%d", i);
		if (ret) {
			kobject_put(&kobj->kobj);
			kfree(kobj);
			goto error_state; /* { dg-bogus "refpair" } */
		}
		device->kobjs[i] = kobj;
	}
	return 0;

error_state:
	for (i = i - 1; i >= 0; i--)
		free_state_kobj(device, i);
	return ret;
}

/* The failing iteration's kobject must still be put.  */
int add_state_sysfs_leak(struct cpuidle_device *device, int count)
{
	struct state_kobj *kobj;
	int i, ret;

	for (i = 0; i < count; i++) {
		kobj = kzalloc(sizeof(*kobj), GFP_KERNEL);
		if (!kobj) {
			ret = -ENOMEM;
			goto error_state;
		}
		ret = kobject_init_and_add(&kobj->kobj, &ktype_state, NULL, "state%d", i); /* { dg-message "taken here" } */
		if (ret) /* { dg-message "error branch taken here" } */
			goto error_state;
		device->kobjs[i] = kobj;
	}
	return 0;

error_state:
	for (i = i - 1; i >= 0; i--)
		free_state_kobj(device, i);
	return ret; /* { dg-warning "reference to '&kobj->kobj' taken by 'kobject_init_and_add' is not released on this error path" } */
	/* { dg-message "returns here without 'kobject_put'" "" { target *-*-* } .-1 } */
}
