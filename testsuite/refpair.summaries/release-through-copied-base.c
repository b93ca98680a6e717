/* A teardown helper that reads its caller's pointer, clears the location
   and then releases what it reaches through the pointer it read ("dc =
   dev->dev_private; ... dev->dev_private = NULL; clk_disable_unprepare(
   dc->hlcdc->periph_clk)") releases the caller's object: the read keeps a
   value of its own (the store rewrites the location), and that value is
   what the location held on entry, so "release arg1->8->8->0".  A helper
   that writes the location before it reads it releases no object of the
   caller's.  */
/* { dg-options "-O2" } */
#include <linux/clk.h>

struct hl {
	struct clk *periph_clk;
};
struct dc {
	int mode;
	struct hl *hlcdc;
};
struct ddev {
	struct device *dev;
	void *dev_private;
};

void irq_uninstall(struct ddev *dev);
int dev_register(struct ddev *dev);
struct dc *dc_fresh(struct ddev *dev);

static int dc_load(struct ddev *dev)
{
	struct dc *dc = dev->dev_private;

	return clk_prepare_enable(dc->hlcdc->periph_clk); /* { dg-message "'dc_load' takes it here, through 'clk_prepare_enable'" } */
}

static void dc_unload(struct ddev *dev)
{
	struct dc *dc = dev->dev_private;

	irq_uninstall(dev);
	dev->dev_private = NULL;
	clk_disable_unprepare(dc->hlcdc->periph_clk);
}

static void dc_unload_fresh(struct ddev *dev)
{
	struct dc *dc;

	dev->dev_private = dc_fresh(dev);
	dc = dev->dev_private;
	irq_uninstall(dev);
	dev->dev_private = NULL;
	clk_disable_unprepare(dc->hlcdc->periph_clk);
}

int dc_probe(struct ddev *dev)
{
	int ret;

	ret = dc_load(dev);
	if (ret)
		return ret;
	ret = dev_register(dev);
	if (ret)
		goto err_unload;
	return 0;

err_unload:
	dc_unload(dev);
	return ret; /* { dg-bogus "refpair" "dc_unload() disables the clock dc_load() enabled" } */
}

int dc_probe_fresh(struct ddev *dev)
{
	int ret;

	ret = dc_load(dev); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = dev_register(dev);
	if (ret) /* { dg-message "error branch" } */
		goto err_unload;
	return 0;

err_unload:
	dc_unload_fresh(dev);
	return ret; /* { dg-warning "taken by 'dc_load' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
}
