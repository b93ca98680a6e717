/* The "error branch taken here" note names the test of the call that
   failed, not a debug macro's own test inside the error block, when the
   function then returns a constant (edac_device_create_block's shape:
   "if (err) { edac_dbg(1, ...); err = -ENODEV; goto err_out; }").  */
#include <linux/kobject.h>
#include <linux/slab.h>

extern int debug_level;
int printk(const char *fmt, ...);
#define dbg(level, fmt, ...)					\
	do {							\
		if (level <= debug_level)			\
			printk(fmt, ##__VA_ARGS__);		\
	} while (0)

struct block {
	struct kobject kobj;
	const char *name;
};

struct instance {
	struct kobject kobj;
};

extern const struct kobj_type ktype_block;

int create_block(struct instance *inst, struct block *block, struct kobject *parent)
{
	int err;
	struct kobject *main_kobj;

	main_kobj = kobject_get(&inst->kobj);
	if (!main_kobj) {
		err = -19;
		goto err_out;
	}
	err = kobject_init_and_add(&block->kobj, &ktype_block, parent, "%s", block->name); /* { dg-message "taken here" } */
	if (err) { /* { dg-message "error branch taken here, where 'err' is non-zero" } */
		dbg(1, "failed to register '%s'\n", block->name); /* { dg-bogus "error branch" } */
		kobject_put(main_kobj);
		err = -19;
		goto err_out; /* { dg-warning "reference to '&block->kobj' taken by 'kobject_init_and_add' is not released on this error path" } */
	}
	return 0;

err_out:
	return err; /* { dg-message "returns here" } */
}

/* The fixed form: kobject_put() on the failure.  */
int create_block_fixed(struct instance *inst, struct block *block, struct kobject *parent)
{
	int err;
	struct kobject *main_kobj;

	main_kobj = kobject_get(&inst->kobj);
	if (!main_kobj) {
		err = -19;
		goto err_out;
	}
	err = kobject_init_and_add(&block->kobj, &ktype_block, parent, "%s", block->name);
	if (err) {
		dbg(1, "failed to register '%s'\n", block->name);
		kobject_put(&block->kobj);
		kobject_put(main_kobj);
		err = -19;
		goto err_out;
	}
	return 0;

err_out:
	return err; /* { dg-bogus "refpair" } */
}
