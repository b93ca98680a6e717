/* A probe that calls its own runtime resume callback where runtime PM is
   disabled, and undoes it on its error paths with "if
   (!pm_runtime_status_suspended(dev)) runtime_suspend(dev)": the device is
   not suspended where that direct call's resume holds, so the test cannot
   skip the suspend on such a path (a held line with role=runtime-resume,
   annotations/pm_runtime.api).  What must still warn: an error path that
   jumps past the conditional suspend, and a status test on another
   device.  */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/platform_device.h>
#include <linux/pm.h>
#include <linux/pm_runtime.h>

struct sai {
	struct device *dev;
	struct device *other;
	struct clk *bus_clk;
};

int sai_register(struct sai *sai);
int sai_init_dai(struct sai *sai);

static int sai_runtime_suspend(struct device *dev)
{
	struct sai *sai = dev_get_drvdata(dev);

	clk_disable_unprepare(sai->bus_clk);
	return 0;
}

static int sai_runtime_resume(struct device *dev)
{
	struct sai *sai = dev_get_drvdata(dev);

	return clk_prepare_enable(sai->bus_clk); /* { dg-message "'sai_runtime_resume' takes it here, through 'clk_prepare_enable'" } */
}

static const struct dev_pm_ops sai_pm_ops = {
	RUNTIME_PM_OPS(sai_runtime_suspend, sai_runtime_resume, NULL)
};

const struct dev_pm_ops *sai_pm(void)
{
	return &sai_pm_ops;
}

/* Every error path goes through the conditional suspend.  */
int sai_probe(struct sai *sai)
{
	struct device *dev = sai->dev;
	int ret;

	pm_runtime_enable(dev);
	if (!pm_runtime_enabled(dev)) {
		ret = sai_runtime_resume(dev);
		if (ret)
			goto err_pm_disable;
	}
	ret = sai_register(sai);
	if (ret)
		goto err_suspend;
	return 0;

err_suspend:
	if (!pm_runtime_status_suspended(dev))
		sai_runtime_suspend(dev);
err_pm_disable:
	pm_runtime_disable(dev);
	return ret; /* { dg-bogus "refpair" "the suspend runs where the direct resume holds" } */
}

/* The same with pm_runtime_suspended().  */
int sai_probe_suspended(struct sai *sai)
{
	struct device *dev = sai->dev;
	int ret;

	pm_runtime_enable(dev);
	if (!pm_runtime_enabled(dev)) {
		ret = sai_runtime_resume(dev);
		if (ret)
			goto err_pm_disable;
	}
	ret = sai_register(sai);
	if (ret)
		goto err_suspend;
	return 0;

err_suspend:
	if (!pm_runtime_suspended(dev))
		sai_runtime_suspend(dev);
err_pm_disable:
	pm_runtime_disable(dev);
	return ret; /* { dg-bogus "refpair" "the suspend runs where the direct resume holds" } */
}

/* A later failure jumps past the suspend.  */
int sai_probe_skips(struct sai *sai)
{
	struct device *dev = sai->dev;
	int ret;

	pm_runtime_enable(dev);
	if (!pm_runtime_enabled(dev)) {
		ret = sai_runtime_resume(dev); /* { dg-message "taken here" } */
		if (ret)
			goto err_pm_disable;
	}
	ret = sai_init_dai(sai);
	if (ret) /* { dg-message "error branch taken here" } */
		goto err_pm_disable; /* { dg-warning "reference to 'sai->bus_clk' taken by 'sai_runtime_resume' is not released on this error path" } */
	ret = sai_register(sai);
	if (ret)
		goto err_suspend;
	return 0;

err_suspend:
	if (!pm_runtime_status_suspended(dev))
		sai_runtime_suspend(dev);
err_pm_disable:
	pm_runtime_disable(dev);
	return ret; /* { dg-message "returns here without 'clk_disable_unprepare'" } */
}

/* The status of another device says nothing about this one's resume.  */
int sai_probe_other(struct sai *sai)
{
	struct device *dev = sai->dev;
	int ret;

	pm_runtime_enable(dev);
	if (!pm_runtime_enabled(dev)) {
		ret = sai_runtime_resume(dev); /* { dg-message "taken here" } */
		if (ret)
			goto err_pm_disable;
	}
	ret = sai_register(sai);
	if (ret) /* { dg-message "error branch taken here" } */
		goto err_suspend;
	return 0;

err_suspend:
	if (!pm_runtime_status_suspended(sai->other))
		sai_runtime_suspend(dev);
err_pm_disable:
	pm_runtime_disable(dev);
	return ret; /* { dg-warning "reference to 'sai->bus_clk' taken by 'sai_runtime_resume' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
}
