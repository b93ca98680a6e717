/* devm_add_action(dev, action, data) hands data to devres only where it
   returns 0 (annotations/ownership.api: "transfer arg3 ret>=0", as it
   returns 0 or -ENOMEM): the
   caller's later error paths owe nothing, but where the call fails, data
   is still the caller's to give back.  (devm_add_action_or_reset() hands
   it over either way: its action runs on failure.)  */
/* { dg-options "-O2" } */
#include <linux/clk.h>

int setup(struct device *dev);

static void put_clk(void *data)
{
	clk_put(data);
}

int get_bus_clock(struct device *dev)
{
	struct clk *clk = clk_get(dev, "bus");
	int ret;

	if (IS_ERR(clk))
		return PTR_ERR(clk);
	ret = devm_add_action(dev, put_clk, clk);
	if (ret) {
		clk_put(clk);
		return ret;
	}
	if (setup(dev))
		return -EIO; /* { dg-bogus "refpair" "devres puts the clock" } */
	return 0;
}

int get_bus_clock_neg(struct device *dev)
{
	struct clk *clk = clk_get(dev, "bus");
	int ret;

	if (IS_ERR(clk))
		return PTR_ERR(clk);
	ret = devm_add_action(dev, put_clk, clk);
	if (ret < 0) {
		clk_put(clk);
		return ret;
	}
	ret = setup(dev);
	if (ret < 0)
		return ret; /* { dg-bogus "refpair" "devres puts the clock" } */
	return 0;
}

int get_bus_clock_unchecked(struct device *dev)
{
	struct clk *clk = clk_get(dev, "bus"); /* { dg-message "taken here" } */
	int ret;

	if (IS_ERR(clk))
		return PTR_ERR(clk);
	ret = devm_add_action(dev, put_clk, clk);
	if (ret) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'clk' taken by 'clk_get' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return setup(dev);
}
