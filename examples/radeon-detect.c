/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Reduced from Linux's drivers/gpu/drm/radeon/radeon_connectors.c as it was
 * after "Revert drm/radeon: fix multiple reference count leak" (2021):
 * pm_runtime_get_sync() raises the usage count even when it fails, and the
 * detect function returned a status without dropping it.
 */
#include <linux/pm_runtime.h>

enum drm_connector_status {
	connector_status_connected = 1,
	connector_status_disconnected = 2,
};
struct drm_device {
	struct device *dev;
};
struct drm_connector {
	struct drm_device *dev;
};
bool drm_kms_helper_is_poll_worker(void);
bool radeon_ddc_probe(struct drm_connector *connector);

enum drm_connector_status radeon_lvds_detect(struct drm_connector *connector, bool force)
{
	enum drm_connector_status ret = connector_status_disconnected;
	int r;

	if (!drm_kms_helper_is_poll_worker()) {
		r = pm_runtime_get_sync(connector->dev->dev);
		if (r < 0)
			return connector_status_disconnected;
	}

	if (radeon_ddc_probe(connector))
		ret = connector_status_connected;

	if (!drm_kms_helper_is_poll_worker()) {
		pm_runtime_mark_last_busy(connector->dev->dev);
		pm_runtime_put_autosuspend(connector->dev->dev);
	}
	return ret;
}
