/* refpair.findings: one leak; findings.exp shifts lines, edits statements
   and adds an exit to test the fingerprint.  Keep the text as it is.  */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0)
		return ret;
	pm_runtime_put(dev);
	return 0;
}
