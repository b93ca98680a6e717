/* With -fdiagnostics-path-format, a finding carries numbered events as
   -fanalyzer's do, instead of notes.  */
/* { dg-options "-fdiagnostics-path-format=separate-events" } */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "\\(1\\) taken here; 'pm_runtime_get_sync' keeps it even when it fails" } */

	if (ret < 0) /* { dg-message "\\(2\\) error branch taken here, where 'ret' is negative" } */
		return ret; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
	/* { dg-message "\\(3\\) returns here" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}
