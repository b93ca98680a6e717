/* A kobject's last put runs the .release of the kobj_type that
   kobject_init_and_add() gave it, and what that release gives back
   through a pointer the object holds ("kobject_put(&in->ctl->kobj)") is
   given back there when this function stored the pointer: a child that
   pins its controller (kobject_get(&c->kobj) after "in->ctl = c") gives
   the pin back with its own last put.  Where the child holds another
   controller, or a release that puts nothing, the pin is still owed.
   -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/kobject.h>

struct ctl {
	int nr;
	struct kobject kobj;
};

struct inst {
	struct ctl *ctl;
	int idx;
	struct kobject kobj;
};

int inst_add_files(struct kobject *kobj);

/* Gives back the pin on the controller the instance holds.  */
static void inst_release(struct kobject *kobj)
{
	struct inst *in = container_of(kobj, struct inst, kobj);

	kobject_put(&in->ctl->kobj);
}

/* Gives back nothing.  */
static void inst_release_nothing(struct kobject *kobj)
{
	struct inst *in = container_of(kobj, struct inst, kobj);

	in->idx = -1;
}

static const struct kobj_type inst_ktype = {
	.release = inst_release,
};

static const struct kobj_type inst_ktype_nothing = {
	.release = inst_release_nothing,
};

/* Correct: the instance's last put gives back the pin.  */
int inst_create(struct ctl *c, struct inst *in)
{
	int err;

	in->ctl = c;
	if (!kobject_get(&c->kobj))
		return -ENODEV;
	err = kobject_init_and_add(&in->kobj, &inst_ktype, &c->kobj, "inst%d", in->idx);
	if (err)
		goto out_put; /* { dg-bogus "not released" "the release gives the pin back" } */
	err = inst_add_files(&in->kobj);
	if (err)
		goto out_put; /* { dg-bogus "not released" "the release gives the pin back" } */
	return 0;
out_put:
	kobject_put(&in->kobj);
	return err; /* { dg-bogus "not released" "the release gives the pin back" } */
}

/* Buggy: the instance holds another controller.  */
int inst_create_other(struct ctl *c, struct ctl *other, struct inst *in)
{
	int err;

	in->ctl = other;
	if (!kobject_get(&c->kobj)) /* { dg-message "taken here" } */
		return -ENODEV;
	err = kobject_init_and_add(&in->kobj, &inst_ktype, &c->kobj, "inst%d", in->idx);
	if (err) /* { dg-message "error branch taken here" } */
		goto out_put;
	return 0;
out_put:
	kobject_put(&in->kobj);
	return err; /* { dg-warning "reference to '&c->kobj' taken by 'kobject_get' is not released on this error path" } */
	/* { dg-message "returns here without 'kobject_put'" "" { target *-*-* } .-1 } */
}

/* Buggy: the release gives back nothing.  */
int inst_create_nothing(struct ctl *c, struct inst *in)
{
	int err;

	in->ctl = c;
	if (!kobject_get(&c->kobj)) /* { dg-message "taken here" } */
		return -ENODEV;
	err = kobject_init_and_add(&in->kobj, &inst_ktype_nothing, &c->kobj, "inst%d", in->idx);
	if (err) /* { dg-message "error branch taken here" } */
		goto out_put;
	return 0;
out_put:
	kobject_put(&in->kobj);
	return err; /* { dg-warning "reference to '&c->kobj' taken by 'kobject_get' is not released on this error path" } */
	/* { dg-message "returns here without 'kobject_put'" "" { target *-*-* } .-1 } */
}
