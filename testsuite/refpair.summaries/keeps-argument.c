/* A helper that stores its argument where another argument points keeps
   it ("transfer arg2 into=arg1"): a reference the caller hands it is then
   stored where the caller's own store would put it.  Into the caller's
   parameter's structure it is handed over, as "p->clk = clk" would hand
   it over; into the caller's local it stays the caller's to give back.  */
/* { dg-options "-O2" } */
#include <linux/clk.h>

struct priv {
	struct clk *clk;
	int rate;
};
int setup(struct priv *p);

static void priv_set_clk(struct priv *p, struct clk *clk)
{
	p->clk = clk;
}

int get_clock(struct device *dev, struct priv *p)
{
	struct clk *clk = clk_get(dev, "bus");

	if (IS_ERR(clk))
		return PTR_ERR(clk);
	priv_set_clk(p, clk);
	if (setup(p))
		return -EIO; /* { dg-bogus "refpair" "kept in p->clk, as a store there would" } */
	return 0;
}

int get_clock_local(struct device *dev)
{
	struct priv tmp;
	struct clk *clk = clk_get(dev, "bus"); /* { dg-message "taken here" } */

	if (IS_ERR(clk))
		return PTR_ERR(clk);
	priv_set_clk(&tmp, clk);
	if (setup(&tmp)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'clk' taken by 'clk_get' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	clk_put(clk);
	return 0;
}
