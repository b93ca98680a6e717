/* clk_disable_unprepare() gives back both counts of a clk
   (annotations/clk.api: clk-enable and clk-prepare); twice is one double
   put, not one per count; each count given back once is none.  */
#include <linux/clk.h>

struct priv {
	struct device *dev;
	struct clk *clk;
};
int setup(struct priv *p);

int twice(struct priv *p)
{
	int ret = clk_prepare_enable(p->clk);

	if (ret)
		return ret;
	ret = setup(p);
	if (ret) {
		clk_disable_unprepare(p->clk); /* { dg-message "first 'clk_disable_unprepare' here" } */
		goto out;
	}
	return 0;
out:
	clk_disable_unprepare(p->clk); /* { dg-warning "double 'clk_disable_unprepare' of 'p->clk'" } */
	return ret;
}

void split_ok(struct clk *clk)
{
	if (clk_prepare(clk))
		return;
	if (clk_enable(clk)) {
		clk_unprepare(clk);
		return;
	}
	clk_disable(clk);
	clk_unprepare(clk); /* { dg-bogus "double" } */
}

void unprepare_twice(struct clk *clk)
{
	if (clk_prepare_enable(clk))
		return;
	clk_disable(clk);
	clk_unprepare(clk); /* { dg-message "first 'clk_unprepare' here" } */
	clk_unprepare(clk); /* { dg-warning "double 'clk_unprepare' of 'clk'" } */
}
