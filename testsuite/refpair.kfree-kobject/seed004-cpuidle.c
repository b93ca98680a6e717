/* Seed 004 (cpuidle, reverted 2021): kfree() after a failed
   kobject_init_and_add() is wrong even though this release frees nothing;
   6.1's kobject_put() then kfree() is right exactly because it frees
   nothing (it only completes a completion).  */
/* { dg-options "-fplugin-arg-refpair-checks=kfree-kobject,double-put" } */
#include <linux/kobject.h>
#include <linux/slab.h>

struct completion {
	int done;
};
void complete(struct completion *c);

struct cpuidle_state_kobj {
	struct kobject kobj;
	struct completion kobj_unregister;
};

static void cpuidle_state_sysfs_release(struct kobject *kobj)
{
	struct cpuidle_state_kobj *state_obj =
		container_of(kobj, struct cpuidle_state_kobj, kobj);

	complete(&state_obj->kobj_unregister);
}

static const struct kobj_type ktype_state_cpuidle = {
	.release = cpuidle_state_sysfs_release,
};

int add_state_buggy(struct kobject *parent)
{
	struct cpuidle_state_kobj *kobj = kzalloc(sizeof(*kobj), GFP_KERNEL);
	int ret;

	if (!kobj)
		return -ENOMEM;
	ret = kobject_init_and_add(&kobj->kobj, &ktype_state_cpuidle, parent, "state"); /* { dg-message "initialised here" } */
	if (ret) {
		kfree(kobj); /* { dg-warning "'kobj' freed with 'kfree' after 'kobject_init_and_add' initialised '&kobj->kobj'; release it with 'kobject_put' instead" } */
		return ret;
	}
	return 0;
}

int add_state(struct kobject *parent)
{
	struct cpuidle_state_kobj *kobj = kzalloc(sizeof(*kobj), GFP_KERNEL);
	int ret;

	if (!kobj)
		return -ENOMEM;
	ret = kobject_init_and_add(&kobj->kobj, &ktype_state_cpuidle, parent, "state");
	if (ret) {
		kobject_put(&kobj->kobj);
		kfree(kobj); /* { dg-bogus "refpair" "the release does not free kobj" } */
		return ret;
	}
	return 0;
}
