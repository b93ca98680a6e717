/* ERR_PTR-returning acquires: IS_ERR() tells whether the reference was
   taken; PTR_ERR() of the failure is an error.  */
#include <linux/clk.h>
#include <linux/err.h>

int use_clk(struct clk *clk);

int clk_checked(struct device *dev)
{
	struct clk *clk = clk_get(dev, "bus"); /* { dg-message "taken here" } */
	int ret;

	if (IS_ERR(clk))
		return PTR_ERR(clk); /* { dg-bogus "refpair" "no reference when clk_get fails" } */
	ret = use_clk(clk);
	if (ret < 0) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'clk' taken by 'clk_get' is not released on this error path" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	clk_put(clk);
	return 0;
}

int clk_error_code(struct device *dev)
{
	struct clk *clk = clk_get(dev, "bus");
	int ret = PTR_ERR_OR_ZERO(clk);

	if (ret)
		return ret; /* { dg-bogus "refpair" } */
	clk_put(clk);
	return 0;
}

struct clk *clk_returned(struct device *dev)
{
	struct clk *clk = clk_get(dev, "bus");

	if (IS_ERR(clk))
		return ERR_CAST(clk); /* { dg-bogus "refpair" } */
	return clk; /* { dg-bogus "refpair" } */
}

/* An ERR_PTR return is an error path.  */
struct clk *err_ptr_return(struct device *dev)
{
	struct clk *clk = clk_get(dev, "bus"); /* { dg-message "taken here" } */

	if (IS_ERR(clk))
		return clk;
	if (use_clk(clk)) /* { dg-message "error branch" } */
		return ERR_PTR(-EIO); /* { dg-warning "reference to 'clk' taken by 'clk_get' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return clk;
}
