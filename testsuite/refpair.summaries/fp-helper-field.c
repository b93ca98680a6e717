/* False-positive shape 1: the error path cleans up through a helper of the
   same file that releases what a structure field or a global holds
   (6.1's drivers/mtd/ubi/kapi.c: ubi_open_volume() fails through
   ubi_close_volume(desc), which puts desc->vol->dev).  The helper's
   summary says so; no rule hides anything.  */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/slab.h>

struct vol {
	int id;
	struct device dev;
};

struct desc {
	struct vol *vol;
	int mode;
};

int check_mode(int mode);

static void close_desc(struct desc *desc)
{
	struct vol *vol = desc->vol;

	put_device(&vol->dev);
	kfree(desc);
}

struct desc *open_desc(struct vol *vol, int mode)
{
	struct desc *desc = kmalloc(sizeof(*desc), GFP_KERNEL);

	if (!desc)
		return ERR_PTR(-ENOMEM);
	get_device(&vol->dev);
	desc->vol = vol;
	desc->mode = mode;
	if (check_mode(mode) < 0) {
		close_desc(desc);
		return ERR_PTR(-EINVAL); /* { dg-bogus "refpair" "close_desc puts desc->vol->dev" } */
	}
	return desc;
}

/* Freeing the descriptor alone forgets the reference.  */
struct desc *open_desc_leak(struct vol *vol, int mode)
{
	struct desc *desc = kmalloc(sizeof(*desc), GFP_KERNEL);

	if (!desc)
		return ERR_PTR(-ENOMEM);
	get_device(&vol->dev); /* { dg-message "taken here" } */
	desc->vol = vol;
	desc->mode = mode;
	if (check_mode(mode) < 0) { /* { dg-message "error branch taken here" } */
		kfree(desc);
		return ERR_PTR(-EINVAL); /* { dg-warning "reference to '&vol->dev' taken by 'get_device' is not released on this error path" } */
		/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
	}
	return desc;
}

/* A global's object, released by the helper.  */
static struct vol *the_vol;

static void put_the_vol(void)
{
	put_device(&the_vol->dev);
}

int use_the_vol(int mode)
{
	get_device(&the_vol->dev);
	if (check_mode(mode) < 0) {
		put_the_vol();
		return -22; /* { dg-bogus "refpair" "put_the_vol puts the_vol->dev" } */
	}
	put_the_vol();
	return 0;
}
