/* The annotation check is turned off like any other.  */
/* { dg-options "-fplugin-arg-refpair-checks=-annotation" } */
#include <refpair.h>
#include <linux/pm_runtime.h>

void foo_put(struct device *dev) __releases_ref(1) __ref_family("pm");
int quiet_get(struct device *dev) __cond_acquires_ref_arg(1, foo_put, "ret==0");
int quiet_get(struct device *dev) /* { dg-bogus "refpair" } */
{
	return pm_runtime_get_sync(dev);
}
