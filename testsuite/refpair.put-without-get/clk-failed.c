/* clk_prepare_enable() takes nothing when it fails (it unprepares again
   when the enable fails): giving both counts back then is one warning,
   not one per count.  */
#include <linux/clk.h>

int start(struct clk *clk)
{
	int ret = clk_prepare_enable(clk); /* { dg-message "'clk_prepare_enable' fails here and takes nothing" } */

	if (ret) {
		clk_disable_unprepare(clk); /* { dg-warning "'clk_disable_unprepare' of 'clk', but 'clk_prepare_enable' did not take the reference on this path" } */
		return ret;
	}
	return 0;
}
