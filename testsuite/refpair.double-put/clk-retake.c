/* A clock enabled twice through two pointers that may be one clock
   ("bus = clk" when the device tree names no bus clock) holds two enable
   counts where the second enable succeeded, one where it failed: two
   disables after two enables give back both, one disable after a failed
   second enable gives back the one.  Counted where the second enable's
   result is tested, as the first's is.  */
#include <linux/clk.h>
#include <linux/err.h>

struct priv {
	struct clk *clk, *bus;
};
struct clk *get_clock(struct priv *p, const char *name);
int setup(struct priv *p);

int aliased_ok(struct priv *p)
{
	int ret;

	p->clk = get_clock(p, "clk");
	if (IS_ERR(p->clk))
		return PTR_ERR(p->clk);
	p->bus = get_clock(p, "bus");
	if (IS_ERR(p->bus))
		p->bus = p->clk;
	if (clk_prepare_enable(p->clk))
		return -22;
	if (clk_prepare_enable(p->bus)) {
		ret = -22;
		goto off_clk;
	}
	ret = setup(p);
	if (ret)
		goto off_bus;
	return 0;
off_bus:
	clk_disable_unprepare(p->bus);
off_clk:
	clk_disable_unprepare(p->clk); /* { dg-bogus "double" } */
	return ret;
}

/* The second enable's failure path gives back both: on the path where
   bus is clk, the one count taken is given back twice.  */
int aliased_failure_twice(struct priv *p)
{
	int ret;

	p->clk = get_clock(p, "clk");
	if (IS_ERR(p->clk))
		return PTR_ERR(p->clk);
	p->bus = get_clock(p, "bus");
	if (IS_ERR(p->bus))
		p->bus = p->clk;
	if (clk_prepare_enable(p->clk))
		return -22;
	ret = clk_prepare_enable(p->bus); /* { dg-message "fails here and takes nothing" } */
	if (ret)
		goto off;
	ret = setup(p);
	if (ret)
		goto off;
	return 0;
off:
	clk_disable_unprepare(p->bus); /* { dg-message "first 'clk_disable_unprepare' here" } */
	/* { dg-warning "'clk_disable_unprepare' of 'p->bus', but 'clk_prepare_enable' did not take the reference on this path" "" { target *-*-* } .-1 } */
	clk_disable_unprepare(p->clk); /* { dg-warning "double 'clk_disable_unprepare' of 'p->clk'" } */
	return ret;
}

/* One clock enabled twice, and an error path that disables it once: one
   count is left.  */
int same_twice_once(struct clk *c, struct priv *p)
{
	int ret;

	if (clk_prepare_enable(c)) /* { dg-message "taken here" } */
		return -22;
	if (clk_prepare_enable(c)) {
		clk_disable_unprepare(c);
		return -22;
	}
	ret = setup(p);
	if (ret) { /* { dg-message "error branch taken here" } */
		clk_disable_unprepare(c);
		return ret; /* { dg-message "returns here without" } */
	/* { dg-warning "reference to 'c' taken by 'clk_prepare_enable' is not released on this error path" "" { target *-*-* } .-1 } */
	}
	return 0;
}

/* The same, giving back both counts: silent.  */
int same_twice_ok(struct clk *c, struct priv *p)
{
	int ret;

	if (clk_prepare_enable(c))
		return -22;
	if (clk_prepare_enable(c)) {
		clk_disable_unprepare(c);
		return -22;
	}
	ret = setup(p);
	if (ret) {
		clk_disable_unprepare(c);
		clk_disable_unprepare(c); /* { dg-bogus "double" } */
		return ret; /* { dg-bogus "not released" } */
	}
	return 0;
}
