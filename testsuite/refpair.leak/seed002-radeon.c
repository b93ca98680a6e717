/* Seed 002 (drm/radeon, reverted 2021): the detect functions return a
   status, not an error code; after a failed pm_runtime_get_sync() they
   returned connector_status_disconnected without the put.  Minimised
   re-creation: the failure edge of the acquire makes the path an error
   path whatever the function returns.  */
#include <linux/pm_runtime.h>

enum drm_connector_status {
	connector_status_connected = 1,
	connector_status_disconnected = 2,
	connector_status_unknown = 3,
};
struct drm_device {
	struct device *dev;
};
struct drm_connector {
	struct drm_device *dev;
	int status;
};
bool drm_kms_helper_is_poll_worker(void);
void *radeon_best_single_encoder(struct drm_connector *connector);
int radeon_ddc_probe(struct drm_connector *connector);

/* The reverted form.  */
enum drm_connector_status radeon_vga_detect_buggy(struct drm_connector *connector, bool force)
{
	enum drm_connector_status ret = connector_status_disconnected;
	void *encoder;
	int r;

	if (!drm_kms_helper_is_poll_worker()) {
		r = pm_runtime_get_sync(connector->dev->dev); /* { dg-message "taken here" } */
		if (r < 0) /* { dg-message "error branch taken here, where 'r' is negative" } */
			return connector_status_disconnected; /* { dg-warning "reference to 'connector->dev->dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}

	encoder = radeon_best_single_encoder(connector);
	if (!encoder)
		ret = connector_status_disconnected;
	else if (radeon_ddc_probe(connector))
		ret = connector_status_connected;

	if (!drm_kms_helper_is_poll_worker()) {
		pm_runtime_mark_last_busy(connector->dev->dev);
		pm_runtime_put_autosuspend(connector->dev->dev);
	}
	return ret; /* { dg-bogus "refpair" "a NULL encoder is handled, not an error" } */
}

/* The form 6.1 has: put_autosuspend on the failure path.  */
enum drm_connector_status radeon_vga_detect(struct drm_connector *connector, bool force)
{
	enum drm_connector_status ret = connector_status_disconnected;
	void *encoder;
	int r;

	if (!drm_kms_helper_is_poll_worker()) {
		r = pm_runtime_get_sync(connector->dev->dev);
		if (r < 0) {
			pm_runtime_put_autosuspend(connector->dev->dev);
			return connector_status_disconnected; /* { dg-bogus "refpair" } */
		}
	}

	encoder = radeon_best_single_encoder(connector);
	if (!encoder)
		goto out;
	if (radeon_ddc_probe(connector))
		ret = connector_status_connected;
out:
	if (!drm_kms_helper_is_poll_worker()) {
		pm_runtime_mark_last_busy(connector->dev->dev);
		pm_runtime_put_autosuspend(connector->dev->dev);
	}
	return ret; /* { dg-bogus "refpair" } */
}
