/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Clocks (written for the tests). */
#ifndef TEST_LINUX_CLK_H
#define TEST_LINUX_CLK_H
#include <linux/device.h>
#include <linux/err.h>
struct clk;
struct clk *clk_get(struct device *dev, const char *id);
void clk_put(struct clk *clk);
int clk_prepare(struct clk *clk);
void clk_unprepare(struct clk *clk);
int clk_enable(struct clk *clk);
void clk_disable(struct clk *clk);
int clk_set_rate(struct clk *clk, unsigned long rate);
int clk_set_parent(struct clk *clk, struct clk *parent);
struct clk_bulk_data {
	const char *id;
	struct clk *clk;
};
void clk_bulk_disable(int num_clks, const struct clk_bulk_data *clks);
void clk_bulk_unprepare(int num_clks, const struct clk_bulk_data *clks);
static inline void clk_bulk_disable_unprepare(int num_clks, const struct clk_bulk_data *clks)
{
	clk_bulk_disable(num_clks, clks);
	clk_bulk_unprepare(num_clks, clks);
}
static inline int clk_prepare_enable(struct clk *clk)
{
	int ret;

	ret = clk_prepare(clk);
	if (ret)
		return ret;
	ret = clk_enable(clk);
	if (ret)
		clk_unprepare(clk);
	return ret;
}
static inline void clk_disable_unprepare(struct clk *clk)
{
	clk_disable(clk);
	clk_unprepare(clk);
}
#endif
