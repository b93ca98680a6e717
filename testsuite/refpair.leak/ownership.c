/* Ownership: returning the object, storing it into memory that outlives
   the function, or handing it to an API that takes it over ends this
   function's duty.  Passing it to an ordinary call does not.  */
#include <linux/of.h>
#include <linux/device.h>
#include <linux/list.h>
#include <linux/slab.h>
#include <linux/clk.h>

struct priv {
	struct device_node *np;
	struct list_head list;
};
struct holder {
	struct device_node *node;
	struct list_head entry;
};
extern struct device_node *global_node;
extern struct list_head holders;
int configure(struct device_node *np);
void release_node(void *data);

int stored_in_param(struct priv *p, struct device_node *parent)
{
	p->np = of_get_child_by_name(parent, "port");
	if (!p->np)
		return -ENODEV;
	if (configure(p->np))
		return -EIO; /* { dg-bogus "refpair" "the node lives in *p now" } */
	return 0;
}

int stored_in_global(struct device_node *parent)
{
	struct device_node *np = of_get_child_by_name(parent, "port");

	if (!np)
		return -ENODEV;
	global_node = np;
	if (configure(np))
		return -EIO; /* { dg-bogus "refpair" } */
	return 0;
}

int passed_to_ordinary_call(struct device_node *parent)
{
	struct device_node *np = of_get_child_by_name(parent, "port"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	if (configure(np)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'np' taken by 'of_get_child_by_name' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	of_node_put(np);
	return 0;
}

int handed_to_devm(struct device *dev, struct device_node *parent)
{
	struct device_node *np = of_get_child_by_name(parent, "port");
	int ret;

	if (!np)
		return -ENODEV;
	ret = devm_add_action_or_reset(dev, release_node, np);
	if (ret)
		return ret; /* { dg-bogus "refpair" } */
	if (configure(np))
		return -EIO; /* { dg-bogus "refpair" "devm releases it" } */
	return 0;
}

/* Stored into a fresh allocation that is freed on the error path: still
   this function's reference.  */
int stored_in_fresh_allocation(struct device_node *parent)
{
	struct holder *h;
	struct device_node *np = of_get_child_by_name(parent, "port"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	h = kzalloc(sizeof(*h), GFP_KERNEL);
	if (!h) {
		of_node_put(np);
		return -ENOMEM;
	}
	h->node = np;
	if (configure(np)) { /* { dg-message "error branch" } */
		kfree(h);
		return -EIO; /* { dg-warning "reference to 'np' taken by 'of_get_child_by_name' is not released" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	list_add(&h->entry, &holders);
	return 0;
}

/* ...until the allocation itself is published.  */
int fresh_allocation_published(struct device_node *parent)
{
	struct holder *h;
	struct device_node *np = of_get_child_by_name(parent, "port");

	if (!np)
		return -ENODEV;
	h = kzalloc(sizeof(*h), GFP_KERNEL);
	if (!h) {
		of_node_put(np);
		return -ENOMEM;
	}
	h->node = np;
	list_add(&h->entry, &holders);
	if (configure(np))
		return -EIO; /* { dg-bogus "refpair" "the holder is on a global list" } */
	return 0;
}

/* Handing over a structure hands over what it holds (inv_mpu6050's probe:
   the devm action disables st->vdd_supply).  */
struct state {
	struct clk *clk;
};
void disable_clk_action(void *data);

int handed_over_holder(struct device *dev, struct state *st)
{
	int ret = clk_prepare_enable(st->clk);

	if (ret)
		return ret;
	ret = devm_add_action_or_reset(dev, disable_clk_action, st);
	if (ret)
		return ret;
	if (configure(NULL))
		return -EIO; /* { dg-bogus "refpair" "the action owns st->clk" } */
	return 0;
}

/* Without the hand-over it is a leak.  */
int holder_not_handed_over(struct device *dev, struct state *st)
{
	int ret = clk_prepare_enable(st->clk); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	if (configure(NULL)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'st->clk' taken by 'clk_prepare_enable' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	clk_disable_unprepare(st->clk);
	return 0;
}

/* Storing a back-pointer to the device does not hand over the runtime PM
   reference taken on it afterwards.  */
#include <linux/pm_runtime.h>
struct drvdata {
	struct device *dev;
};
extern struct drvdata *the_drvdata;

int back_pointer_then_get(struct device *dev)
{
	int ret;

	the_drvdata->dev = dev;
	ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */
	if (ret < 0) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_get_sync' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}
