/* refpair.findings: a leak, compiled as drivers/net/net-leak.c.  */
#include <linux/pm_runtime.h>
#include <linux/mutex.h>

struct nic {
	struct device *dev;
	struct mutex lock;
};
int nic_reset(struct nic *n);

int nic_open(struct nic *n)
{
	int ret = pm_runtime_get_sync(n->dev);

	if (ret < 0)
		return ret;
	ret = nic_reset(n);
	if (ret)
		goto out;
	return 0;
out:
	pm_runtime_put(n->dev);
	return ret;
}

int nic_config(struct nic *n)
{
	int ret;

	mutex_lock(&n->lock);
	ret = nic_reset(n);
	if (ret)
		return ret;
	mutex_unlock(&n->lock);
	return 0;
}
