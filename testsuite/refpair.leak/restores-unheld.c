/* A helper that gives back its caller's reference and takes it again
   (its summary "restores": stop a clock, change its rate, start it
   again) restores whatever reference its caller's caller holds: called
   by a function that took none itself (the count is runtime PM's), it
   leaves nothing owed on the error paths that follow where it
   succeeded.  Where it failed the clock is off: giving it back again is
   a put without a get.  A helper that takes a new count is still owed.
   -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/clk.h>

struct priv {
	struct clk *mclk;
	struct clk *other;
	unsigned long rate;
};
int setup(struct priv *p);

static int reparent(struct priv *p, unsigned long rate)
{
	clk_disable_unprepare(p->mclk);
	clk_set_rate(p->mclk, rate);
	return clk_prepare_enable(p->mclk); /* { dg-message "'reparent' takes it here, through 'clk_prepare_enable'" } */
}

static int start_other(struct priv *p)
{
	return clk_prepare_enable(p->other); /* { dg-message "takes it here, through 'clk_prepare_enable'" } */
}

int hw_params(struct priv *p, unsigned long rate)
{
	int ret;

	ret = reparent(p, rate);
	if (ret)
		return ret;
	ret = setup(p);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the runtime PM count, restored" } */
	p->rate = rate;
	return 0;
}

int hw_params_put(struct priv *p, unsigned long rate)
{
	int ret;

	ret = reparent(p, rate); /* { dg-message "'reparent' fails here and takes nothing" } */
	if (ret) {
		clk_disable_unprepare(p->mclk); /* { dg-warning "put-without-get" } */
		return ret;
	}
	return 0;
}

int hw_params_other(struct priv *p)
{
	int ret;

	ret = start_other(p); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = setup(p);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'p->other' taken by 'start_other' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	return 0;
}
