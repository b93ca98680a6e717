/* dev_err_probe() logs and returns the error code it is given (the
   database's alias kind): "return dev_err_probe(dev, ret, ...)" returns
   ret, an error where ret is one.  */
#include <linux/kernel.h>
#include <linux/err.h>
#include <linux/clk.h>
#include <linux/pm_runtime.h>

int do_io(struct device *dev);

int probe_io(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev); /* { dg-message "taken here" } */

	if (ret < 0)
		return ret;
	ret = do_io(dev);
	if (ret) /* { dg-message "error branch taken here, where 'ret' is non-zero" } */
		return dev_err_probe(dev, ret, "I/O failed\n"); /* { dg-warning "reference to 'dev' taken by 'pm_runtime_resume_and_get' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}

int probe_clk(struct device *dev, struct clk *bus)
{
	struct clk *clk;
	int ret = clk_prepare_enable(bus); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	clk = clk_get(dev, "ref");
	if (IS_ERR(clk)) /* { dg-message "error branch taken here" } */
		return dev_err_probe(dev, PTR_ERR(clk), "no ref clock\n"); /* { dg-warning "reference to 'bus' taken by 'clk_prepare_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	clk_put(clk);
	return 0;
}

/* The same, giving the count back first.  */
int probe_io_correct(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev);

	if (ret < 0)
		return ret;
	ret = do_io(dev);
	if (ret) {
		pm_runtime_put(dev);
		return dev_err_probe(dev, ret, "I/O failed\n"); /* { dg-bogus "refpair" } */
	}
	pm_runtime_put(dev);
	return 0;
}
