/* Returning PTR_ERR() of a failed lookup is an error path: the returned
   value's classes are the pointer's, which must stay known after the
   branch (here through the PHI that "return" reads).  */
#include <linux/kernel.h>
#include <linux/err.h>
#include <linux/clk.h>
#include <linux/pm_runtime.h>

int use_clk(struct clk *clk);

int direct(struct device *dev)
{
	struct clk *clk;
	int ret = pm_runtime_resume_and_get(dev); /* { dg-message "taken here" } */

	if (ret < 0)
		return ret;
	clk = clk_get(dev, "ref");
	if (IS_ERR(clk)) /* { dg-message "error branch taken here" } */
		return PTR_ERR(clk); /* { dg-warning "reference to 'dev' taken by 'pm_runtime_resume_and_get' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	ret = use_clk(clk);
	clk_put(clk);
	pm_runtime_put(dev);
	return ret;
}

int through_label(struct device *dev)
{
	struct clk *clk;
	int ret = pm_runtime_resume_and_get(dev); /* { dg-message "taken here" } */

	if (ret < 0)
		return ret;
	clk = clk_get(dev, "ref");
	if (IS_ERR(clk)) { /* { dg-message "error branch taken here" } */
		ret = PTR_ERR(clk);
		goto out; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_resume_and_get' is not released on this error path" } */
	}
	ret = use_clk(clk);
	clk_put(clk);
	pm_runtime_put(dev);
out:
	return ret; /* { dg-message "returns here without 'pm_runtime_put'" } */
}

int through_label_correct(struct device *dev)
{
	struct clk *clk;
	int ret = pm_runtime_resume_and_get(dev);

	if (ret < 0)
		return ret;
	clk = clk_get(dev, "ref");
	if (IS_ERR(clk)) {
		ret = PTR_ERR(clk);
		goto out;
	}
	ret = use_clk(clk);
	clk_put(clk);
out:
	pm_runtime_put(dev);
	return ret; /* { dg-bogus "refpair" } */
}
