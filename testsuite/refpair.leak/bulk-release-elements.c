/* A bulk release gives back what was taken one element at a time:
   regulator_bulk_disable(ARRAY_SIZE(priv->supplies), priv->supplies)
   disables each supplies[i].consumer, so the regulator_enable() of one
   element is undone by it (panel and bridge drivers enable their supplies
   one by one, in order, and disable them all at once on error).  The
   database says so with each=arg1 (the count); where the count is not a
   constant the array's extent is unknown and nothing else is released.  */
#include <linux/regulator/consumer.h>
#include <linux/clk.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

struct panel {
	struct regulator_bulk_data supplies[3];
	struct regulator *vdd;		/* not in the array */
	struct clk_bulk_data clks[2];
	int nsupplies;
};

int panel_on(struct panel *p);

int panel_prepare(struct panel *p)
{
	int ret;

	ret = regulator_enable(p->supplies[0].consumer);
	if (ret)
		return ret;
	ret = regulator_enable(p->supplies[2].consumer);
	if (ret)
		goto end;
	ret = regulator_enable(p->supplies[1].consumer);
	if (ret)
		goto end;
	ret = panel_on(p);
end:
	if (ret < 0) {
		regulator_bulk_disable(ARRAY_SIZE(p->supplies), p->supplies);
		return ret; /* { dg-bogus "refpair" "the bulk disable gives back each element" } */
	}
	return 0;
}

/* A helper of the same file enables the first two; the caller's error
   label disables the array.  */
static int panel_regulator_enable(struct panel *p)
{
	int ret = regulator_enable(p->supplies[0].consumer);

	if (ret)
		return ret;
	ret = regulator_enable(p->supplies[1].consumer);
	if (ret) {
		regulator_disable(p->supplies[0].consumer);
		return ret;
	}
	return 0;
}

int panel_probe(struct panel *p)
{
	int ret = panel_regulator_enable(p);

	if (ret)
		return ret;
	ret = panel_on(p);
	if (ret)
		goto err_disable;
	return 0;
err_disable:
	regulator_bulk_disable(ARRAY_SIZE(p->supplies), p->supplies);
	return ret; /* { dg-bogus "refpair" "the bulk disable gives back what the helper enabled" } */
}

/* A regulator outside the array is not in the bulk release.  */
int panel_vdd(struct panel *p)
{
	int ret = regulator_enable(p->vdd); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = panel_on(p);
	if (ret) { /* { dg-message "error branch taken here" } */
		regulator_bulk_disable(ARRAY_SIZE(p->supplies), p->supplies);
		return ret; /* { dg-warning "reference to 'p->vdd' taken by 'regulator_enable' is not released on this error path" } */
		/* { dg-message "returns here without 'regulator_disable'" "" { target *-*-* } .-1 } */
	}
	return 0;
}

/* A count that is not a constant: the array's extent is unknown.  */
int panel_some(struct panel *p)
{
	int ret = regulator_enable(p->supplies[0].consumer); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = panel_on(p);
	if (ret) { /* { dg-message "error branch taken here" } */
		regulator_bulk_disable(p->nsupplies, p->supplies);
		return ret; /* { dg-warning "is not released on this error path" } */
		/* { dg-message "returns here without 'regulator_disable'" "" { target *-*-* } .-1 } */
	}
	return 0;
}

/* Clocks: both counts of clk_prepare_enable() go with the bulk disable
   and unprepare.  */
int panel_clocks(struct panel *p)
{
	int ret = clk_prepare_enable(p->clks[1].clk);

	if (ret)
		return ret;
	ret = panel_on(p);
	if (ret) {
		clk_bulk_disable_unprepare(ARRAY_SIZE(p->clks), p->clks);
		return ret; /* { dg-bogus "refpair" "clk_bulk_disable_unprepare gives back both counts" } */
	}
	return 0;
}
