/* A teardown helper that enables a clock and disables it again before
   clearing the pointer ("mdev->aclk = NULL") gives back nothing of its
   caller's: the NULL it leaves behind is its own doing, not a NULL clock it
   was given.  Its caller, which disabled the clock before calling it, puts
   nothing twice.  A re-creation of komeda_dev_destroy() and
   komeda_dev_create() (drivers/gpu/drm/arm/display/komeda/komeda_dev.c).  */
#include <linux/clk.h>
#include <linux/kernel.h>

struct mdev {
	struct clk *aclk;
	int n;
};
int enum_resources(struct mdev *m);
void destroy_pipelines(struct mdev *m);

static void dev_destroy(struct mdev *m)
{
	if (m->aclk)
		clk_prepare_enable(m->aclk);
	destroy_pipelines(m);
	if (m->aclk) {
		clk_disable_unprepare(m->aclk);
		m->aclk = NULL;
	}
}

int dev_create(struct mdev *m)
{
	int err;

	clk_prepare_enable(m->aclk);
	err = enum_resources(m);
	if (err)
		goto disable_clk;
	clk_disable_unprepare(m->aclk);
	return 0;
disable_clk:
	clk_disable_unprepare(m->aclk);
	dev_destroy(m); /* { dg-bogus "refpair" "dev_destroy enables and disables on its own" } */
	return err;
}

/* A helper that only disables and clears is a release where the clock is
   set: disabling first and then calling it is one disable too many.  */
static void clk_off(struct mdev *m)
{
	if (m->aclk) {
		clk_disable_unprepare(m->aclk); /* { dg-message "'clk_off' releases it here, through 'clk_disable_unprepare'" } */
		m->aclk = NULL;
	}
}

int dev_twice(struct mdev *m)
{
	int err = clk_prepare_enable(m->aclk);

	if (err)
		return err;
	err = enum_resources(m);
	if (err) {
		clk_disable_unprepare(m->aclk); /* { dg-message "first 'clk_disable_unprepare' here" } */
		clk_off(m); /* { dg-warning "double 'clk_off' of 'm->aclk'" } */
		return err;
	}
	return 0;
}
