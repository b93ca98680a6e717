/* A failure no caller reads is no error path: a static function whose
   every call drops its result ("mux_setting(p, true);") leaves its callers
   going on as after a success, and the step that undoes it (here
   mux_setting(p, false)) gives back what it kept.  One caller that reads
   the result, a function of other units (not static) or one whose address
   is taken keeps the rule; so does a helper on a probe's path (if the
   probe fails later, nothing undoes it) and a reference only a local
   holds (nothing can give it back later).  */
#include <linux/clk.h>
#include <linux/pci.h>
#include <linux/platform_device.h>

struct afe {
	struct clk *mux, *eng, *parent;
};

static int mux_setting(struct afe *p, int enable)
{
	int ret;

	if (!enable) {
		clk_disable_unprepare(p->eng);
		clk_disable_unprepare(p->mux);
		return 0;
	}
	ret = clk_prepare_enable(p->mux);
	if (ret)
		return ret;
	ret = clk_set_parent(p->mux, p->parent);
	if (ret)
		return ret; /* { dg-bogus "refpair" "no caller reads the failure" } */
	ret = clk_prepare_enable(p->eng);
	if (ret)
		return ret; /* { dg-bogus "refpair" "no caller reads the failure" } */
	return 0;
}

void afe_enable(struct afe *p)
{
	mux_setting(p, 1);
}

void afe_disable(struct afe *p)
{
	mux_setting(p, 0);
}

/* The same helper with a caller that reads its result.  */
static int mux_setting_read(struct afe *p)
{
	int ret;

	ret = clk_prepare_enable(p->mux); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = clk_set_parent(p->mux, p->parent);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'p->mux' taken by 'clk_prepare_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	return 0;
}

void afe_enable_quiet(struct afe *p)
{
	mux_setting_read(p);
}

int afe_enable_checked(struct afe *p)
{
	return mux_setting_read(p) ? -5 : 0;
}

/* Called by other units: who reads its result is not known.  */
int mux_setting_exported(struct afe *p)
{
	int ret;

	ret = clk_prepare_enable(p->mux); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = clk_set_parent(p->mux, p->parent);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'p->mux' taken by 'clk_prepare_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	return 0;
}

/* Called through a pointer too.  */
static int mux_setting_hook(struct afe *p)
{
	int ret;

	ret = clk_prepare_enable(p->mux); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = clk_set_parent(p->mux, p->parent);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'p->mux' taken by 'clk_prepare_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	return 0;
}

int (*afe_hook)(struct afe *p) = mux_setting_hook;

void afe_enable_hooked(struct afe *p)
{
	mux_setting_hook(p);
}

/* On a probe's path.  */
static int probe_clocks(struct afe *p)
{
	int ret;

	ret = clk_prepare_enable(p->mux); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = clk_set_parent(p->mux, p->parent);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'p->mux' taken by 'clk_prepare_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	return 0;
}

struct afe *pdev_afe(struct platform_device *pdev);

static void afe_hw_init(struct afe *p)
{
	probe_clocks(p);
}

static int afe_probe(struct platform_device *pdev)
{
	afe_hw_init(pdev_afe(pdev));
	return 0;
}

static struct platform_driver afe_driver = {
	.probe = afe_probe,
	.name = "afe",
};

struct platform_driver *afe_driver_get(void)
{
	return &afe_driver;
}

/* A lookup only a local holds.  */
static int find_peer(struct afe *p)
{
	struct pci_dev *peer = pci_get_device(0x8086, 0x1234, NULL); /* { dg-message "taken here" } */

	if (!peer)
		return -19;
	if (clk_set_parent(p->mux, p->parent)) /* { dg-message "error branch taken here" } */
		return -5; /* { dg-warning "reference to 'peer' taken by 'pci_get_device' is not released on this error path" } */
	/* { dg-message "returns here without 'pci_dev_put'" "" { target *-*-* } .-1 } */
	pci_dev_put(peer);
	return 0;
}

void afe_find_peer(struct afe *p)
{
	find_peer(p);
}
