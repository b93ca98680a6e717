/* The second build: omapfb's apply.c calls the core's wrappers, which are
   defined in another file and known only from the merged summaries.  */
#include <linux/device.h>

int dispc_runtime_get(void);
void dispc_runtime_put(void);
struct hdmi {
	int id;
	struct device *dev;
};
int hdmi_runtime_get(struct hdmi *h);
void hdmi_runtime_put(struct hdmi *h);
int venc_runtime_get(struct device *dev);
int program(int ch);

int mgr_enable(int ch)
{
	int r;

	r = dispc_runtime_get();
	if (r)
		return r; /* { dg-bogus "refpair" "the get failed" } */
	r = program(ch);
	dispc_runtime_put();
	return r;
}

int mgr_enable_leak(int ch)
{
	int r;

	r = dispc_runtime_get(); /* { dg-message "taken here" } */
	if (r)
		return r;
	r = program(ch);
	if (r) /* { dg-message "error branch taken here" } */
		return r; /* { dg-warning "reference to '&dispc.pdev->dev' taken by 'dispc_runtime_get' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	dispc_runtime_put();
	return 0;
}

int hdmi_enable(struct hdmi *h)
{
	int r = hdmi_runtime_get(h); /* { dg-message "taken here" } */

	if (r)
		return r;
	if (program(h->id)) /* { dg-message "error branch taken here" } */
		return -5; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	hdmi_runtime_put(h);
	return 0;
}

int hdmi_enable_twice(struct hdmi *h)
{
	int r = hdmi_runtime_get(h);

	if (r)
		return r;
	if (program(h->id)) {
		hdmi_runtime_put(h); /* { dg-message "first 'hdmi_runtime_put' here" } */
		hdmi_runtime_put(h); /* { dg-warning "double 'hdmi_runtime_put'" } */
		return -5;
	}
	hdmi_runtime_put(h);
	return 0;
}

/* venc_runtime_get's two builds disagree: it is unknown here.  */
int venc_enable(struct device *dev)
{
	int r = venc_runtime_get(dev);

	if (r < 0)
		return r; /* { dg-bogus "refpair" } */
	return program(3); /* { dg-bogus "refpair" } */
}

/* dss_put_module() puts THIS_MODULE, a public variable: the same object as
   this file's own &__this_module.  */
#include <linux/module.h>
void dss_put_module(void);

int open_module(int ch)
{
	if (!try_module_get(THIS_MODULE))
		return -19;
	if (program(ch)) {
		dss_put_module();
		return -5; /* { dg-bogus "refpair" "dss_put_module puts it" } */
	}
	return 0;
}

int open_module_twice(int ch)
{
	if (!try_module_get(THIS_MODULE))
		return -19;
	if (program(ch)) {
		module_put(THIS_MODULE); /* { dg-message "first 'module_put' here" } */
		dss_put_module(); /* { dg-warning "double 'dss_put_module' of '&__this_module'" } */
		return -5;
	}
	return 0;
}
