/* drmm_add_action_or_reset(drm, action, data) (a macro for
   __drmm_add_action_or_reset(), annotations/ownership.api) hands data over
   either way: it calls action(drm, data) itself when it cannot add it, and
   otherwise when the drm_device goes.  A reference taken on data for the
   action is the action's to give back; one taken and not handed over is
   still owed.  */
#include <linux/device.h>

struct drm_device;
int __drmm_add_action_or_reset(struct drm_device *dev,
			       void (*action)(struct drm_device *, void *),
			       void *data, const char *name);
#define drmm_add_action_or_reset(dev, action, data) \
	__drmm_add_action_or_reset(dev, action, data, #action)

struct dsi {
	struct device dev;
	int port;
};
int dsi_setup(struct dsi *dsi);

static void dsi_release_action(struct drm_device *drm, void *ptr)
{
	struct dsi *dsi = ptr;

	put_device(&dsi->dev);
}

int dsi_bind(struct drm_device *drm, struct dsi *dsi)
{
	int ret;

	get_device(&dsi->dev);
	ret = drmm_add_action_or_reset(drm, dsi_release_action, dsi);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the action put it" } */
	ret = dsi_setup(dsi);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the action puts it" } */
	return 0;
}

int dsi_bind_no_action(struct drm_device *drm, struct dsi *dsi)
{
	int ret;

	get_device(&dsi->dev); /* { dg-message "taken here" } */
	ret = dsi_setup(dsi);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to '&dsi->dev' taken by 'get_device' is not released on this error path" } */
	/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
	return 0;
}
