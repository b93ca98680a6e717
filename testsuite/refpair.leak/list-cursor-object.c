/* "dev = get_device(&priv->dev); break;" out of a list walk: the reference
   is on the entry the cursor pointed at, and dev stands for it after the
   loop, when the cursor itself is no longer used.  A test of dev then
   tests the object of the reference: where dev is NULL, nothing was taken.
   Minimised re-creation of drm_privacy_screen_get_by_name() (Linux 6.12).  */
#include <linux/kernel.h>
#include <linux/device.h>
#include <linux/list.h>

struct screen {
	struct device dev;	/* at offset 0: &priv->dev is priv */
	int id;
	struct list_head list;
};
static struct list_head screens;
int strcmp(const char *a, const char *b);
const char *dev_name(const struct device *dev);
int screen_use(struct device *dev);

struct screen *screen_get_by_name(const char *name)
{
	struct screen *priv;
	struct device *dev = NULL;

	list_for_each_entry(priv, &screens, list) {
		if (strcmp(dev_name(&priv->dev), name) == 0) {
			dev = get_device(&priv->dev);
			break;
		}
	}
	return dev ? container_of(dev, struct screen, dev) : NULL; /* { dg-bogus "refpair" } */
}

int screen_use_by_name(const char *name)
{
	struct screen *priv;
	struct device *dev = NULL;
	int ret;

	list_for_each_entry(priv, &screens, list) {
		if (strcmp(dev_name(&priv->dev), name) == 0) {
			dev = get_device(&priv->dev);
			break;
		}
	}
	if (!dev)
		return -ENODEV; /* { dg-bogus "refpair" } */
	ret = screen_use(dev);
	put_device(dev);
	return ret;
}

/* The error path after the lookup keeps the reference.  */
int screen_use_leaks(const char *name)
{
	struct screen *priv;
	struct device *dev = NULL;
	int ret;

	list_for_each_entry(priv, &screens, list) {
		if (strcmp(dev_name(&priv->dev), name) == 0) {
			dev = get_device(&priv->dev); /* { dg-message "taken here" } */
			break;
		}
	}
	if (!dev)
		return -ENODEV;
	ret = screen_use(dev);
	if (ret) /* { dg-message "error branch taken here, where 'ret' is non-zero" } */
		return ret; /* { dg-warning "reference to '&priv->dev' taken by 'get_device' is not released on this error path" } */
	/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
	put_device(dev);
	return 0;
}
