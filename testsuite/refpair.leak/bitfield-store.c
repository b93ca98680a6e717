/* A bit-field flag the function sets after the get ("dev->gclk_use = 1")
   and tests before the put on the error path holds the value stored on
   each path: where the get ran the flag is set and the put follows; where
   the flag was already set, nothing was taken here.  Another bit-field of
   the same byte written in between changes nothing; clearing the flag
   itself before the test loses the put.  Minimised re-creation of
   mchp_i2s_mcc_hw_params() (sound/soc/atmel/mchp-i2s-mcc.c, Linux 6.12).  */
#include <linux/kernel.h>
#include <linux/clk.h>

struct regmap;
int regmap_write(struct regmap *map, unsigned int reg, unsigned int val);
struct mcc {
	struct clk *gclk;
	struct regmap *regmap;
	int channels;
	unsigned int gclk_use:1;
	unsigned int gclk_running:1;
};

int hw_params(struct mcc *dev, unsigned int mra, int channels)
{
	int ret;

	if ((mra & 8) && !dev->gclk_use) {
		ret = clk_prepare(dev->gclk);
		if (ret < 0)
			return ret;
		dev->gclk_use = 1;
	}
	dev->channels = channels;
	dev->gclk_running = 0;
	ret = regmap_write(dev->regmap, 1, mra);
	if (ret < 0) {
		if (dev->gclk_use) {
			clk_unprepare(dev->gclk);
			dev->gclk_use = 0;
		}
		return ret; /* { dg-bogus "refpair" } */
	}
	return regmap_write(dev->regmap, 2, 0);
}

/* The flag is cleared before the error path tests it.  */
int hw_params_cleared(struct mcc *dev, unsigned int mra)
{
	int ret;

	if (!dev->gclk_use) {
		ret = clk_prepare(dev->gclk); /* { dg-message "taken here" } */
		if (ret < 0)
			return ret;
		dev->gclk_use = 1;
	}
	dev->gclk_use = 0;
	ret = regmap_write(dev->regmap, 1, mra);
	if (ret < 0) { /* { dg-message "error branch taken here, where 'ret' is negative" } */
		if (dev->gclk_use)
			clk_unprepare(dev->gclk);
		return ret; /* { dg-warning "reference to 'dev->gclk' taken by 'clk_prepare' is not released on this error path" } */
		/* { dg-message "returns here without 'clk_unprepare'" "" { target *-*-* } .-1 } */
	}
	return 0;
}
