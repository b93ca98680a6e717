/* The release that this function stores into a device it initialises
   ("dev->lirc_dev.release = fn") runs at the device's last put, and what
   it gives back near its argument is given back there: a release that
   puts the device it is embedded beside ("put_device(&rcdev->dev)" on
   container_of(ld, struct rc_dev, lirc_dev)) balances the get_device()
   this function took on it.  A release that does not leaves the get
   owed.
   -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/device.h>

struct rc_dev {
	int type;
	struct device dev;
	int minor;
	struct device lirc_dev;
};

int cdev_device_add(struct device *d);

/* Gives back the reference on the rc device beside it.  */
static void lirc_release_device(struct device *ld)
{
	struct rc_dev *rcdev = container_of(ld, struct rc_dev, lirc_dev);

	put_device(&rcdev->dev);
}

/* Gives back nothing.  */
static void lirc_release_nothing(struct device *ld)
{
	struct rc_dev *rcdev = container_of(ld, struct rc_dev, lirc_dev);

	rcdev->minor = -1;
}

/* Correct: the last put of lirc_dev runs lirc_release_device().  */
int lirc_register(struct rc_dev *dev)
{
	int err;

	device_initialize(&dev->lirc_dev);
	dev->lirc_dev.release = lirc_release_device;
	get_device(&dev->dev);
	err = cdev_device_add(&dev->lirc_dev);
	if (err)
		goto out_put_device;
	return 0;
out_put_device:
	put_device(&dev->lirc_dev);
	return err;				/* { dg-bogus "not released" } */
}

/* Buggy: the release gives back nothing.  */
int lirc_register_nothing(struct rc_dev *dev)
{
	int err;

	device_initialize(&dev->lirc_dev);
	dev->lirc_dev.release = lirc_release_nothing;
	get_device(&dev->dev);			/* { dg-message "taken here" } */
	err = cdev_device_add(&dev->lirc_dev);
	if (err)				/* { dg-message "error branch taken here" } */
		goto out_put_device;
	return 0;
out_put_device:
	put_device(&dev->lirc_dev);
	return err;				/* { dg-warning "reference to '&dev->dev' taken by 'get_device' is not released on this error path" } */
					/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
}
