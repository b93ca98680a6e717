/* A helper that stores what it takes where its caller's argument points,
   on the paths its result tells ("out->np = np; return imap;" after
   of_irq_parse_imap_parent()'s lookup, "c->np = np; return 0;"), hands the
   reference to its caller: its summary acquires "arg2->0" (the first member)
   or "arg1->8", written by the call, and the caller owes the put where it
   reads the location again.  A caller that puts it is silent; one that
   leaves on an error path without the put leaks it.  A lookup stored
   first and tested after ("c->np = of_find_node_by_name(...); if (!c->np)
   return -ENODEV;") holds nothing where it found nothing: the helper's
   failure is not an acquire.  */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/of.h>
#include <linux/slab.h>

struct cfg {
	int n;
	struct device_node *np;
};

static const int *parse_parent(const int *imap, struct of_phandle_args *out)
{
	struct device_node *np = of_find_node_by_name(NULL, "intc"); /* { dg-message "'parse_parent' takes it here, through 'of_find_node_by_name'" } */
	u32 cells;

	if (!np)
		return NULL;
	if (of_property_read_u32(np, "#cells", &cells)) {
		of_node_put(np);
		return NULL;
	}
	out->np = np;
	out->args_count = cells;
	return imap + 1 + cells;
}

static int parse_cfg(struct cfg *c, const char *name)
{
	struct device_node *np = of_find_node_by_name(NULL, name); /* { dg-message "'parse_cfg' takes it here, through 'of_find_node_by_name'" } */

	if (!np)
		return -19;
	c->np = np;
	return 0;
}

int parent_put(const int *imap, struct of_phandle_args *out)
{
	const int *p = parse_parent(imap, out);

	if (!p)
		return -22;
	if (!of_device_is_available(out->np)) {
		of_node_put(out->np);
		return -19; /* { dg-bogus "refpair" "put before" } */
	}
	return 0;
}

int parent_leak(const int *imap)
{
	struct of_phandle_args args;
	const int *p = parse_parent(imap, &args); /* { dg-message "taken here if 'parse_parent' succeeds" } */

	if (!p)
		return -22;
	if (!of_device_is_available(args.np)) /* { dg-message "error branch taken here" } */
		return -19; /* { dg-warning "reference to 'args.np' taken by 'parse_parent' is not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	of_node_put(args.np);
	return 0;
}

int cfg_put(const char *name)
{
	struct cfg c;

	if (parse_cfg(&c, name))
		return -22; /* { dg-bogus "refpair" "nothing taken" } */
	if (c.n) {
		of_node_put(c.np);
		return -5; /* { dg-bogus "refpair" "put before" } */
	}
	of_node_put(c.np);
	return 0;
}

int cfg_leak(const char *name)
{
	struct cfg c;

	if (parse_cfg(&c, name)) /* { dg-message "taken here" } */
		return -22;
	if (c.n) /* { dg-message "error branch taken here" } */
		return -5; /* { dg-warning "reference to 'c.np' taken by 'parse_cfg' is not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	of_node_put(c.np);
	return 0;
}

static int parse_cfg_first(struct cfg *c, const char *name)
{
	c->np = of_find_node_by_name(NULL, name);
	if (!c->np)
		return -19;
	return c->n & 0xff;
}

int cfg_first_put(const char *name)
{
	struct cfg c;
	int ret = parse_cfg_first(&c, name);

	if (ret < 0)
		return ret; /* { dg-bogus "refpair" "nothing taken where the lookup found nothing" } */
	of_node_put(c.np);
	return ret;
}

/* A failed call of such a helper leaves the location as it was: a teardown
   that gives back what is there, if anything, is no put without a get.  */
static int get_node(struct cfg *c, const char *name)
{
	if (!name)
		return -22;
	c->np = of_find_node_by_name(NULL, name);
	if (!c->np)
		return -19;
	return 0;
}

static void put_node(struct cfg *c)
{
	if (c->np)
		of_node_put(c->np);
}

int node_user(struct cfg *c, const char *name)
{
	int ret = get_node(c, name);

	if (ret)
		goto fail;
	ret = of_property_read_u32(c->np, "n", (u32 *)&c->n);
	if (ret)
		goto fail;
	return 0;
fail:
	put_node(c); /* { dg-bogus "refpair" "what the location holds, if anything" } */
	return ret;
}

/* A helper that stores its reference in a fresh allocation of its caller
   ("dec_init(d, parent)" keeps get_device(parent) in d): the reference
   goes with the allocation, as the caller's own store would.  The last
   put of the allocation's device runs its release, which gives back what
   it holds; a kfree() gives back nothing.  */
struct dec {
	struct device dev;
	struct device *parent_ref;
	int id;
};
int dec_setup(struct dec *d);

static int dec_init(struct dec *d, struct device *parent)
{
	if (!parent)
		return -22;
	d->parent_ref = get_device(parent); /* { dg-message "'dec_init' takes it here, through 'get_device'" } */
	return 0;
}

struct dec *dec_alloc(struct device *parent)
{
	struct dec *d = kzalloc(sizeof(*d), GFP_KERNEL);

	if (!d)
		return NULL;
	if (dec_init(d, parent)) {
		kfree(d);
		return NULL;
	}
	device_initialize(&d->dev);
	if (dec_setup(d)) {
		put_device(&d->dev);
		return NULL; /* { dg-bogus "refpair" "the release of d gives it back" } */
	}
	return d;
}

struct dec *dec_alloc_kfree(struct device *parent)
{
	struct dec *d = kzalloc(sizeof(*d), GFP_KERNEL);

	if (!d)
		return NULL;
	if (dec_init(d, parent)) { /* { dg-message "taken here" } */
		kfree(d);
		return NULL;
	}
	if (dec_setup(d)) { /* { dg-message "error branch taken here" } */
		kfree(d);
		return NULL; /* { dg-warning "reference to 'd->parent_ref' taken by 'dec_init' is not released on this error path" } */
		/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
	}
	return d;
}
