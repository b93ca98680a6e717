/* A clk has two counts, prepare and enable (clk-prepare and clk-enable in
   annotations/clk.api): clk_prepare_enable() takes both, clk_disable()
   and clk_unprepare() each give back one, clk_disable_unprepare() both.
   Every mix of the combined and the split calls balances; a missing
   clk_unprepare() is a leak; a call that leaves both is one warning.  */
#include <linux/clk.h>

struct priv {
	struct device *dev;
	struct clk *clk;
};
int setup(struct priv *p);

int split_ok(struct priv *p)
{
	int ret = clk_prepare(p->clk);

	if (ret)
		return ret;
	ret = clk_enable(p->clk);
	if (ret)
		goto unprepare;
	ret = setup(p);
	if (ret)
		goto disable; /* { dg-bogus "refpair" } */
	return 0;
disable:
	clk_disable(p->clk); /* { dg-bogus "refpair" "one count each: not a double put" } */
unprepare:
	clk_unprepare(p->clk); /* { dg-bogus "refpair" } */
	return ret; /* { dg-bogus "refpair" } */
}

int combined_then_split_ok(struct priv *p)
{
	int ret = clk_prepare_enable(p->clk);

	if (ret)
		return ret;
	ret = setup(p);
	if (ret) {
		clk_disable(p->clk);
		clk_unprepare(p->clk); /* { dg-bogus "refpair" } */
		return ret; /* { dg-bogus "refpair" } */
	}
	return 0;
}

int split_then_combined_ok(struct priv *p)
{
	int ret = clk_prepare(p->clk);

	if (ret)
		return ret;
	ret = clk_enable(p->clk);
	if (ret) {
		clk_unprepare(p->clk);
		return ret; /* { dg-bogus "refpair" } */
	}
	ret = setup(p);
	if (ret) {
		clk_disable_unprepare(p->clk); /* { dg-bogus "refpair" } */
		return ret; /* { dg-bogus "refpair" } */
	}
	return 0;
}

int missing_unprepare(struct priv *p)
{
	int ret = clk_prepare_enable(p->clk); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = setup(p);
	if (ret) { /* { dg-message "error branch taken here" } */
		clk_disable(p->clk);
		return ret; /* { dg-warning "reference to 'p->clk' taken by 'clk_prepare_enable' is not released on this error path" } */
		/* { dg-message "returns here without 'clk_unprepare'" "" { target *-*-* } .-1 } */
		/* { dg-bogus "without 'clk_disable'" "disabled already" { target *-*-* } 77 } */
	}
	return 0;
}

int missing_disable(struct priv *p)
{
	int ret = clk_prepare(p->clk); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = clk_enable(p->clk); /* { dg-message "taken here" } */
	if (ret) {
		clk_unprepare(p->clk);
		return ret;
	}
	ret = setup(p);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'p->clk' taken by 'clk_enable' is not released" } */
	/* { dg-warning "reference to 'p->clk' taken by 'clk_prepare' is not released" "" { target *-*-* } .-1 } */
	/* { dg-message "returns here without 'clk_disable'" "" { target *-*-* } .-2 } */
	/* { dg-message "returns here without 'clk_unprepare'" "" { target *-*-* } .-3 } */
	return 0;
}

int missing_both(struct priv *p)
{
	int ret = clk_prepare_enable(p->clk); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = setup(p);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'p->clk' taken by 'clk_prepare_enable' is not released on this error path" } */
	/* Both counts missing: the call that gives both back (release-all=).  */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-2 } */
	/* { dg-bogus "without 'clk_(disable|unprepare)'" "" { target *-*-* } .-3 } */
	return 0;
}
