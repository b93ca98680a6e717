/* refpair.findings: one leak; findings.exp shifts its lines and edits its
   statement to test the fingerprint.  Keep the "return ret;" line.  */
#include <linux/pm_runtime.h>

int f(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0)
		return ret;
	pm_runtime_put(dev);
	return 0;
}
