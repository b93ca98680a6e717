/* The first build's core: omapfb's dispc.c keeps its device in a static
   global and exports runtime get/put wrappers (seed 001).  */
#include <linux/platform_device.h>
#include <linux/pm_runtime.h>

static struct {
	struct platform_device *pdev;
	int ctx;
} dispc;

int dispc_runtime_get(void)
{
	int r;

	r = pm_runtime_resume_and_get(&dispc.pdev->dev);
	if (r < 0)
		return r;
	return 0;
}

void dispc_runtime_put(void)
{
	pm_runtime_put_sync(&dispc.pdev->dev);
}

/* Wrappers on an argument, and on a field of one.  */
struct hdmi {
	int id;
	struct device *dev;
};

int hdmi_runtime_get(struct hdmi *h)
{
	int r = pm_runtime_get_sync(h->dev);

	if (r < 0) {
		pm_runtime_put_noidle(h->dev);
		return r;
	}
	return 0;
}

void hdmi_runtime_put(struct hdmi *h)
{
	pm_runtime_put(h->dev);
}

/* Built in one configuration, this holds on success only.  */
int venc_runtime_get(struct device *dev)
{
	int r = pm_runtime_get_sync(dev);

	if (r < 0) {
		pm_runtime_put_noidle(dev);
		return r;
	}
	return 0;
}

/* A public global: the module reference taken in another file.  */
#include <linux/module.h>

void dss_put_module(void)
{
	module_put(THIS_MODULE);
}
