/* A loop that allocates a new object each turn and, when adding it fails,
   puts it (its release frees it): the next turn's stores go to the new
   allocation, not to the one the put freed, even where one term names
   both (the result of the allocation, or a PHI of two allocations, as
   Linux 6.12's alloc_hooks() statement expression makes of kzalloc()).
   A use after the put in the same turn is still one.  */
#include <linux/kobject.h>
#include <linux/slab.h>

struct inst {
	int hw_id;
	int num;
	struct kobject kobj;
};

static void inst_release(struct kobject *kobj)
{
	kfree(container_of(kobj, struct inst, kobj));
}

static const struct kobj_type inst_ktype = {
	.release = inst_release,
};

int profiling_enabled(void);
int hw_id_of(int i);

/* alloc_hooks(): one result from two calls.  */
#define alloc_both(size)                                  \
	({                                                \
		void *_res;                               \
		if (profiling_enabled())                  \
			_res = kzalloc(size, GFP_KERNEL); \
		else                                      \
			_res = kzalloc(size, GFP_KERNEL); \
		_res;                                     \
	})

int add_instances(struct kobject *parent, int count)
{
	int i, res;

	for (i = 0; i < count; i++) {
		struct inst *in = alloc_both(sizeof(*in));

		if (!in)
			return -ENOMEM;
		in->hw_id = hw_id_of(i); /* { dg-bogus "refpair" "a new object" } */
		in->num = i; /* { dg-bogus "refpair" "a new object" } */
		kobject_init(&in->kobj, &inst_ktype);
		res = kobject_add(&in->kobj, parent, "%d", i);
		if (res)
			kobject_put(&in->kobj);
	}
	return 0;
}

int add_instances_plain(struct kobject *parent, int count)
{
	int i, res;

	for (i = 0; i < count; i++) {
		struct inst *in = kzalloc(sizeof(*in), GFP_KERNEL);

		if (!in)
			return -ENOMEM;
		in->hw_id = hw_id_of(i); /* { dg-bogus "refpair" "a new object" } */
		kobject_init(&in->kobj, &inst_ktype);
		res = kobject_add(&in->kobj, parent, "%d", i);
		if (res)
			kobject_put(&in->kobj);
	}
	return 0;
}

int add_instances_buggy(struct kobject *parent, int count)
{
	int i, res;

	for (i = 0; i < count; i++) {
		struct inst *in = alloc_both(sizeof(*in));

		if (!in)
			return -ENOMEM;
		kobject_init(&in->kobj, &inst_ktype);
		res = kobject_add(&in->kobj, parent, "%d", i);
		if (res) {
			kobject_put(&in->kobj); /* { dg-message "last reference dropped here" } */
			in->num = -1; /* { dg-warning "use of '.*' after 'kobject_put' released it" } */
		}
	}
	return 0;
}
