/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Reduced from Linux's drivers/video/fbdev/omap2/omapfb/dss/dispc.c after
 * "Revert omapfb: fix multiple reference count leaks due to
 * pm_runtime_get_sync" (2021), next to the correct form.
 */
#include <linux/pm_runtime.h>
#include <linux/platform_device.h>

static struct {
	struct platform_device *pdev;
} dispc;

int dispc_runtime_get(void)
{
	int r;

	r = pm_runtime_get_sync(&dispc.pdev->dev);
	WARN_ON(r < 0);
	return r < 0 ? r : 0;
}

int dispc_runtime_get_fixed(void)
{
	int r;

	r = pm_runtime_get_sync(&dispc.pdev->dev);
	if (WARN_ON(r < 0)) {
		pm_runtime_put_sync(&dispc.pdev->dev);
		return r;
	}
	return 0;
}
