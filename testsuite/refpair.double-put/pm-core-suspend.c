/* A probe that enables its bus clock itself, calls its runtime resume
   directly only where runtime PM is disabled (the resume enables the bus
   clock again, and the core clock), and on its error paths calls the
   runtime suspend under "if (!pm_runtime_status_suspended(dev))", then
   disables its own bus clock.  Where runtime PM is enabled the device was
   resumed, if at all, by the PM core: the suspend gives back the PM core's
   counts, not the probe's, and the last disable is the probe's own (a
   runtime suspend role, annotations/pm_ops.api).  Where the probe called
   the resume itself, the suspend gives back what that call took.  A
   disable too many is still one.  */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/platform_device.h>
#include <linux/pm.h>
#include <linux/pm_runtime.h>

struct pdm {
	struct device *dev;
	struct clk *clk, *hclk;
};

int pdm_register(struct pdm *pdm);

static int pdm_runtime_suspend(struct device *dev)
{
	struct pdm *pdm = dev_get_drvdata(dev);

	clk_disable_unprepare(pdm->clk);
	clk_disable_unprepare(pdm->hclk);
	return 0;
}

static int pdm_runtime_resume(struct device *dev)
{
	struct pdm *pdm = dev_get_drvdata(dev);
	int ret;

	ret = clk_prepare_enable(pdm->hclk);
	if (ret)
		return ret;
	ret = clk_prepare_enable(pdm->clk);
	if (ret) {
		clk_disable_unprepare(pdm->hclk);
		return ret;
	}
	return 0;
}

static const struct dev_pm_ops pdm_pm_ops = {
	RUNTIME_PM_OPS(pdm_runtime_suspend, pdm_runtime_resume, NULL)
};

const struct dev_pm_ops *pdm_pm(void)
{
	return &pdm_pm_ops;
}

int pdm_probe(struct device *dev, struct pdm *pdm)
{
	int ret;

	dev_set_drvdata(dev, pdm);
	ret = clk_prepare_enable(pdm->hclk);
	if (ret)
		return ret;
	pm_runtime_enable(dev);
	if (!pm_runtime_enabled(dev)) {
		ret = pdm_runtime_resume(dev);
		if (ret)
			goto err_pm_disable;
	}
	ret = pdm_register(pdm);
	if (ret)
		goto err_suspend;
	return 0;

err_suspend:
	if (!pm_runtime_status_suspended(dev))
		pdm_runtime_suspend(dev);
err_pm_disable:
	pm_runtime_disable(dev);
	clk_disable_unprepare(pdm->hclk); /* { dg-bogus "refpair" "the suspend gave back the PM core's counts" } */
	return ret; /* { dg-bogus "refpair" "balanced on every path" } */
}

/* The same, with a second disable of its own.  */
int pdm_probe_twice(struct device *dev, struct pdm *pdm)
{
	int ret;

	dev_set_drvdata(dev, pdm);
	ret = clk_prepare_enable(pdm->hclk);
	if (ret)
		return ret;
	pm_runtime_enable(dev);
	if (!pm_runtime_enabled(dev)) {
		ret = pdm_runtime_resume(dev);
		if (ret)
			goto err_pm_disable;
	}
	ret = pdm_register(pdm);
	if (ret)
		goto err_suspend;
	return 0;

err_suspend:
	if (!pm_runtime_status_suspended(dev))
		pdm_runtime_suspend(dev);
err_pm_disable:
	pm_runtime_disable(dev);
	clk_disable_unprepare(pdm->hclk); /* { dg-message "first 'clk_disable_unprepare' here" } */
	clk_disable_unprepare(pdm->hclk); /* { dg-warning "double 'clk_disable_unprepare' of 'pdm->hclk'" } */
	return ret;
}
