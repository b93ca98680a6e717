/* A function that gives back the caller's reference and takes it again
   restores the caller's: a clock stopped to change its rate and started
   again owes nothing on the error paths that follow, whether the retake
   is one that cannot fail or one that can (clk_prepare_enable()).  A
   reference taken on top of the restored one still does.  -O2 as in the
   kernel.  */
/* { dg-options "-O2" } */
#include <linux/clk.h>
#include <linux/pm_runtime.h>

struct priv {
	struct device *dev;
	struct clk *gclk;
	struct clk *other;
	unsigned long rate;
};
int setup(struct priv *p);

int set_rate(struct priv *p, unsigned long rate)
{
	int ret;

	clk_disable_unprepare(p->gclk);
	ret = clk_set_rate(p->gclk, rate);
	if (ret) {
		clk_prepare_enable(p->gclk);
		return ret;
	}
	ret = clk_prepare_enable(p->gclk);
	if (ret)
		return ret;
	ret = setup(p);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the caller's count, restored" } */
	p->rate = rate;
	return 0;
}

/* The same with the usage count: put, then a get that can fail.  */
int repower(struct priv *p)
{
	int ret;

	pm_runtime_put_sync(p->dev);
	ret = pm_runtime_resume_and_get(p->dev);
	if (ret < 0)
		return ret;
	if (setup(p))
		return -EIO; /* { dg-bogus "refpair" "the caller's count, restored" } */
	return 0;
}

/* Restored, then taken once more: the second count is this function's.  */
int set_rate_twice(struct priv *p, unsigned long rate)
{
	int ret;

	clk_disable_unprepare(p->gclk);
	clk_set_rate(p->gclk, rate);
	ret = clk_prepare_enable(p->gclk);
	if (ret)
		return ret;
	ret = clk_prepare_enable(p->gclk); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = setup(p);
	if (ret) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'p->gclk' taken by 'clk_prepare_enable' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}

/* Another clock taken after the first one's rate change: owed.  */
int set_rate_other(struct priv *p, unsigned long rate)
{
	int ret;

	clk_disable_unprepare(p->gclk);
	clk_set_rate(p->gclk, rate);
	ret = clk_prepare_enable(p->gclk);
	if (ret)
		return ret;
	ret = clk_prepare_enable(p->other); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = setup(p);
	if (ret) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'p->other' taken by 'clk_prepare_enable' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}

/* A caller of a function that restores: restart() gives the clock back
   and takes it again, and says so as "acquires p->gclk when it returns 0"
   (its summary).  On a clock the caller holds, that is the caller's one
   count, not a second: one disable on the error path gives it back.  */
static int restart(struct priv *p)
{
	clk_disable_unprepare(p->gclk);
	return clk_prepare_enable(p->gclk);
}

int caller_of_restore(struct priv *p)
{
	int ret;

	ret = clk_prepare_enable(p->gclk);
	if (ret)
		return ret;
	/* A failed restart leaves the clock off: nothing to give back, and
	   the device runs without it.  */
	if (restart(p))
		return 0;
	ret = setup(p);
	if (ret)
		goto off;
	return 0;
off:
	clk_disable_unprepare(p->gclk);
	return ret; /* { dg-bogus "refpair" "one count, restored by restart()" } */
}
