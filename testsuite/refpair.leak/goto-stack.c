/* Goto-label cleanup stacks: each label undoes what was done before the
   goto that reaches it.  One warning per (acquire, goto).  */
#include <linux/pm_runtime.h>
#include <linux/clk.h>

struct priv {
	struct device *dev;
	struct clk *clk;
};
int setup_a(struct priv *p);
int setup_b(struct priv *p);
int setup_c(struct priv *p);

int correct_stack(struct priv *p)
{
	int ret;

	ret = pm_runtime_resume_and_get(p->dev);
	if (ret)
		return ret;
	ret = clk_prepare_enable(p->clk);
	if (ret)
		goto err_pm;
	ret = setup_a(p);
	if (ret)
		goto err_clk;
	ret = setup_b(p);
	if (ret)
		goto err_clk;
	return 0;

err_clk:
	clk_disable_unprepare(p->clk);
err_pm:
	pm_runtime_put(p->dev);
	return ret; /* { dg-bogus "refpair" } */
}

/* The second goto jumps one label too far: the clock stays enabled.  */
int wrong_label(struct priv *p)
{
	int ret;

	ret = pm_runtime_resume_and_get(p->dev);
	if (ret)
		return ret;
	ret = clk_prepare_enable(p->clk); /* { dg-message "taken here" } */
	if (ret)
		goto err_pm; /* { dg-bogus "refpair" "clk_prepare_enable failed: nothing to undo" } */
	ret = setup_a(p);
	if (ret)
		goto err_clk; /* { dg-bogus "refpair" } */
	ret = setup_b(p);
	if (ret) /* { dg-message "error branch taken here" } */
		goto err_pm; /* { dg-warning "reference to 'p->clk' taken by 'clk_prepare_enable' is not released on this error path" } */
	ret = setup_c(p);
	if (ret)
		goto err_pm; /* { dg-message "also leaves without releasing it at line 58" "one finding for the acquire" } */
	/* { dg-bogus "not released" "the second exit is a note of the first" { target *-*-* } .-1 } */
	return 0;

err_clk:
	clk_disable_unprepare(p->clk);
err_pm:
	pm_runtime_put(p->dev);
	return ret; /* { dg-message "returns here" } */
}
