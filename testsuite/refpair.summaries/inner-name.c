/* A helper's object that the call site cannot name, because the helper
   reaches it through a call of its own (dev_get_drvdata()), is named as
   the helper's body names it, next to the note that shows where the helper
   takes it: "reference to 'p->clk' taken by 'chip_resume'", not
   "'(object)'".  The helper's two counts (clk_prepare_enable()) are named
   by the one call that gives both back.  A helper that takes two objects
   is one finding, the other object named in a note.  */
#include <linux/device.h>
#include <linux/clk.h>

struct chip {
	struct clk *clk;
	struct clk *bus;
	int irq;
};

int chip_setup(struct device *dev);

static int chip_resume(struct device *dev)
{
	struct chip *p = dev_get_drvdata(dev);

	return clk_prepare_enable(p->clk); /* { dg-message "'chip_resume' takes it here, through 'clk_prepare_enable'" } */
}

int chip_probe(struct device *dev)
{
	int ret = chip_resume(dev); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = chip_setup(dev);
	if (ret) /* { dg-message "error branch taken here, where 'ret' is non-zero" } */
		return ret; /* { dg-warning "reference to 'p->clk' taken by 'chip_resume' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	/* { dg-bogus "'\\(object\\)'" "the helper's name for it" { target *-*-* } .-2 } */
	return 0;
}

static int chip_resume_both(struct device *dev)
{
	struct chip *p = dev_get_drvdata(dev);
	int ret = clk_prepare_enable(p->bus); /* { dg-message "'chip_resume_both' takes it here, through 'clk_prepare_enable'" } */

	if (ret)
		return ret;
	ret = clk_prepare_enable(p->clk);
	if (ret) {
		clk_disable_unprepare(p->bus);
		return ret;
	}
	return 0;
}

int chip_probe_both(struct device *dev)
{
	int ret = chip_resume_both(dev); /* { dg-message "taken here" } */
	/* { dg-message "'chip_resume_both' also takes 'p->clk' here, and leaves without it" "" { target *-*-* } .-1 } */

	if (ret)
		return ret;
	ret = chip_setup(dev);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'p->bus' taken by 'chip_resume_both' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	/* { dg-bogus "'p->clk' taken by" "one finding for the call" { target *-*-* } .-2 } */
	return 0;
}
