/* A truth value that compares two values ("is_medion = ids == &table[2]"),
   tested before the lock and again before the unlock, is one value: the
   unlock pairs with the lock.  A variable given another comparison between
   the two tests is another value.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/mutex.h>

struct ids {
	int vendor;
};
extern struct ids table[4];
struct med {
	struct mutex open_lock;
	int open_type;
};
struct usbdev {
	struct ids *warm_ids[2];
	struct med *priv;
};
int power_ctrl_hw(struct usbdev *d, int onoff);

int power_ctrl(struct usbdev *d, int onoff)
{
	_Bool is_medion = d->warm_ids[0] == &table[2];
	int ret;

	if (is_medion && !onoff) {
		struct med *cxdev = d->priv;

		mutex_lock(&cxdev->open_lock);
		if (cxdev->open_type == 1) {
			ret = -EBUSY;
			goto ret_unlock;
		}
	}
	ret = power_ctrl_hw(d, onoff);
ret_unlock:
	if (is_medion && !onoff) {
		struct med *cxdev = d->priv;

		mutex_unlock(&cxdev->open_lock);
	}
	return ret; /* { dg-bogus "refpair" } */
}

/* The two values compared differ from one test to the next.  */
int power_ctrl_other(struct usbdev *d, struct ids *other)
{
	_Bool same = d->warm_ids[0] == other;
	int ret;

	if (same)
		mutex_lock(&d->priv->open_lock); /* { dg-message "taken here" } */
	ret = power_ctrl_hw(d, 1);
	same = d->warm_ids[1] == other;
	if (same)
		mutex_unlock(&d->priv->open_lock);
	if (ret) /* { dg-message "error branch taken here, where 'ret' is non-zero" } */
		return -EIO; /* { dg-warning "lock '&d->priv->open_lock' taken by 'mutex_lock' is not released on this error path" } */
	/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	return 0;
}
