/* -save-temps compiles the preprocessed file (as distcc's remote half and
   ccache do): the plugin must not break it (a __REFPAIR__ definition read
   as a line marker did), and still checks.  */
/* { dg-options "-save-temps" } */
#ifndef __REFPAIR__
#error "__REFPAIR__ is not defined"
#endif
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret < 0) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}
