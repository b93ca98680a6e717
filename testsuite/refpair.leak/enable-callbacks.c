/* An enable step of a display pipeline (a DRM bridge's .pre_enable,
   .enable, .mode_set and their atomic forms, an encoder's or CRTC's
   .atomic_enable) returns nothing, so cannot fail, and the atomic helpers
   always call its disable when the pipeline goes down: what it leaves held
   when it gives up early is that disable's to give back.  Its returns are
   not leaks.  A panel's .prepare returns an error and no unprepare follows
   its failure: it is checked as any function, and so is a helper that an
   enable step calls.  The roles come from the static objects of the unit
   and the database's "callback" lines (annotations/drm.api).  The
   structures are the kernel's, cut down to the members used.  */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/pm_runtime.h>

struct drm_bridge {
	struct device *dev;
};

struct drm_bridge_funcs {
	void (*pre_enable)(struct drm_bridge *bridge);
	void (*enable)(struct drm_bridge *bridge);
	void (*disable)(struct drm_bridge *bridge);
	void (*post_disable)(struct drm_bridge *bridge);
};

struct drm_panel {
	struct device *dev;
};

struct drm_panel_funcs {
	int (*prepare)(struct drm_panel *panel);
	int (*unprepare)(struct drm_panel *panel);
};

struct lvds {
	struct drm_bridge bridge;
	struct drm_panel panel;
	struct device *dev;
	struct clk *pclk;
};

struct lvds *to_lvds(struct drm_bridge *bridge);
struct lvds *panel_to_lvds(struct drm_panel *panel);
int lvds_setup(struct lvds *lvds);
void lvds_log(struct lvds *lvds, int err);

/* A void .enable: the runtime PM count and the clock it keeps when a later
   step fails are .disable's to drop.  */
static void lvds_enable(struct drm_bridge *bridge)
{
	struct lvds *lvds = to_lvds(bridge);
	int ret;

	ret = pm_runtime_get_sync(lvds->dev);
	if (ret < 0) {
		lvds_log(lvds, ret);
		return; /* { dg-bogus "refpair" "the bridge's disable drops the count" } */
	}
	ret = clk_prepare_enable(lvds->pclk);
	if (ret < 0)
		return; /* { dg-bogus "refpair" "the bridge's disable drops the count" } */
	ret = lvds_setup(lvds);
	if (ret)
		lvds_log(lvds, ret);
}

static void lvds_disable(struct drm_bridge *bridge)
{
	struct lvds *lvds = to_lvds(bridge);

	clk_disable_unprepare(lvds->pclk);
	pm_runtime_put(lvds->dev);
}

/* A helper of .pre_enable that returns an error its caller reads: checked
   as any function.  (One whose every caller drops the result leaves what
   it kept to them: refpair.leak/result-unread.c.)  */
static int lvds_power_on(struct lvds *lvds)
{
	int ret;

	ret = clk_prepare_enable(lvds->pclk); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = lvds_setup(lvds);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'lvds->pclk' taken by 'clk_prepare_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	return 0;
}

static void lvds_pre_enable(struct drm_bridge *bridge)
{
	struct lvds *lvds = to_lvds(bridge);
	int ret = lvds_power_on(lvds);

	if (ret)
		lvds_log(lvds, ret);
}

static void lvds_post_disable(struct drm_bridge *bridge)
{
	clk_disable_unprepare(to_lvds(bridge)->pclk);
}

static const struct drm_bridge_funcs lvds_bridge_funcs = {
	.pre_enable = lvds_pre_enable,
	.enable = lvds_enable,
	.disable = lvds_disable,
	.post_disable = lvds_post_disable,
};

const struct drm_bridge_funcs *lvds_funcs(void)
{
	return &lvds_bridge_funcs;
}

/* A panel's .prepare fails with an error, and no .unprepare follows.  */
static int lvds_panel_prepare(struct drm_panel *panel)
{
	struct lvds *lvds = panel_to_lvds(panel);
	int ret;

	ret = pm_runtime_resume_and_get(lvds->dev); /* { dg-message "taken here" } */
	if (ret < 0)
		return ret;
	ret = lvds_setup(lvds);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'lvds->dev' taken by 'pm_runtime_resume_and_get' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	return 0;
}

static int lvds_panel_unprepare(struct drm_panel *panel)
{
	pm_runtime_put(panel_to_lvds(panel)->dev);
	return 0;
}

static const struct drm_panel_funcs lvds_panel_funcs = {
	.prepare = lvds_panel_prepare,
	.unprepare = lvds_panel_unprepare,
};

const struct drm_panel_funcs *lvds_panel(void)
{
	return &lvds_panel_funcs;
}
