/* no-werror=LIST names the checks whose findings -Werror leaves warnings;
   the others' become errors.  */
/* { dg-options "-Werror -Wunused-variable -fplugin-arg-refpair-no-werror=double-put" } */
#include <linux/pm_runtime.h>
#include <linux/device.h>

int leak(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret < 0) /* { dg-message "error branch" } */
		return ret; /* { dg-error "not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}

void twice(struct device *dev)
{
	get_device(dev);
	put_device(dev); /* { dg-message "first 'put_device' here" } */
	put_device(dev); /* { dg-warning "double 'put_device' of 'dev' \\\[refpair-double-put\\\]" } */
}
/* { dg-message "all warnings being treated as errors" "" { target *-*-* } 0 } */
