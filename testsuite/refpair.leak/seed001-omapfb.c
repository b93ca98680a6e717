/* Seed 001 (omapfb, reverted 2021): dispc_runtime_get() after the revert
   warns on a failed pm_runtime_get_sync() but returns without dropping
   the usage count it raised.  Minimised re-creation of both versions.  */
#include <linux/pm_runtime.h>
#include <linux/platform_device.h>

static struct {
	struct platform_device *pdev;
} dispc;

/* The reverted (buggy) form: WARN_ON(r < 0); return r < 0 ? r : 0;  */
int dispc_runtime_get_buggy(void)
{
	int r;

	r = pm_runtime_get_sync(&dispc.pdev->dev); /* { dg-message "taken here; 'pm_runtime_get_sync' keeps it even when it fails" } */
	WARN_ON(r < 0); /* { dg-message "error branch taken here, where 'r' is negative" } */
	return r < 0 ? r : 0; /* { dg-warning "reference to '&dispc.pdev->dev' taken by 'pm_runtime_get_sync' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
}

/* hdmi4's reverted form: WARN_ON(r < 0); if (r < 0) return r;  */
int hdmi_runtime_get_buggy(void)
{
	int r;

	r = pm_runtime_get_sync(&dispc.pdev->dev); /* { dg-message "taken here" } */
	WARN_ON(r < 0);
	if (r < 0) /* { dg-message "error branch taken here" } */
		return r; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */

	return 0;
}

/* The fixed form: the usage count is dropped on failure.  */
int dispc_runtime_get(void)
{
	int r;

	r = pm_runtime_get_sync(&dispc.pdev->dev);
	if (WARN_ON(r < 0)) {
		pm_runtime_put_sync(&dispc.pdev->dev);
		return r; /* { dg-bogus "refpair" } */
	}
	return 0;
}

/* Its counterpart; a successful get keeps the reference: no warning.  */
void dispc_runtime_put(void)
{
	int r;

	r = pm_runtime_put_sync(&dispc.pdev->dev);
	WARN_ON(r < 0 && r != -38);
}
