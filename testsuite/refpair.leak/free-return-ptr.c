/* Linux 6.12's __free(): a variable declared with
   __free(device_node) is put by __free_device_node() at every exit of its
   scope; return_ptr(np) and no_free_ptr(np) hand the value out and set
   the variable to NULL, so that the cleanup puts nothing.  In GIMPLE:
   __ptr = &np; __val = *__ptr; *__ptr = 0B; return __val;  the value
   returned is the one loaded before the store of NULL.  */
#include <linux/kernel.h>
#include <linux/of.h>
#include <linux/slab.h>

int use_node(struct device_node *np);

/* Reduced from Linux 6.12's drivers/iio/adc (ad4130, ad7124).  */
struct device_node *get_x(struct device_node *parent)
{
	struct device_node *np __free(device_node) = of_get_child_by_name(parent, "x");

	if (!np)
		return NULL;
	if (use_node(np) < 0)
		return NULL; /* { dg-bogus "refpair" "the cleanup puts it" } */
	return_ptr(np); /* { dg-bogus "refpair" "the reference goes to the caller" } */
}

int store_x(struct device_node *parent, struct device_node **out)
{
	struct device_node *np __free(device_node) = of_get_child_by_name(parent, "x");

	if (!np)
		return -ENODEV;
	if (use_node(np) < 0)
		return -EIO; /* { dg-bogus "refpair" "the cleanup puts it" } */
	*out = no_free_ptr(np);
	return 0; /* { dg-bogus "refpair" } */
}

struct dev_priv {
	int id;
	int group;
};

/* Reduced from Linux 6.12's gpio_sim_config_make_device_group().  */
int *make_group(int id)
{
	struct dev_priv *dev __free(kfree) = kzalloc(sizeof(*dev), GFP_KERNEL);

	if (!dev)
		return NULL;
	dev->id = id;
	return &no_free_ptr(dev)->group; /* { dg-bogus "refpair" } */
}

/* Handed out of the cleanup's care, then dropped on an error path: a leak.  */
int handed_then_dropped(struct device_node *parent, struct device_node **out)
{
	struct device_node *np __free(device_node) = of_get_child_by_name(parent, "x"); /* { dg-message "taken here" } */
	struct device_node *child;

	if (!np)
		return -ENODEV;
	child = no_free_ptr(np);
	if (use_node(child) < 0) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "taken by 'of_get_child_by_name\[^\n\]*' is not released" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	*out = child;
	return 0;
}
