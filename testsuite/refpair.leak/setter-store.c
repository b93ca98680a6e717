/* A call of a setter of the unit is the store it makes:
   platform_set_drvdata(pdev, p) stores p at pdev->dev.driver_data (through
   dev_set_drvdata(), an inline of the unit), so a helper that takes a
   reference on what platform_get_drvdata(pdev) returns takes it on p's
   object, which the caller gives back through p.  A setter is a
   straight-line body whose one side effect is one pointer store, made by
   itself or by the one setter it calls.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/platform_device.h>
#include <linux/regulator/consumer.h>
#include <linux/slab.h>

struct priv {
	int n;
	struct regulator_bulk_data supplies[3];
};
int setup(struct platform_device *pdev);
struct priv *get_mem(struct platform_device *pdev);

static int enable_regs(struct platform_device *pdev)
{
	struct priv *p = platform_get_drvdata(pdev);

	return regulator_bulk_enable(3, p->supplies);
}

/* Given back through p: silent.  */
int probe_ok(struct platform_device *pdev)
{
	struct priv *p = kzalloc(sizeof(*p), 0);
	int ret;

	if (!p)
		return -12;
	platform_set_drvdata(pdev, p);
	ret = enable_regs(pdev);
	if (ret)
		return ret;
	ret = setup(pdev);
	if (ret)
		goto off;
	return 0;
off:
	regulator_bulk_disable(3, p->supplies);
	return ret; /* { dg-bogus "refpair" "given back through p" } */
}

/* The same with memory the function did not allocate, and a store to
   another field of it between the helper and the release: the location
   the setter wrote still holds p.  */
int probe_ok_stores(struct platform_device *pdev)
{
	struct priv *p = get_mem(pdev);
	int ret;

	platform_set_drvdata(pdev, p);
	ret = enable_regs(pdev);
	if (ret)
		return ret;
	p->n = 3;
	ret = setup(pdev);
	if (ret)
		goto off;
	return 0;
off:
	regulator_bulk_disable(3, p->supplies);
	return ret; /* { dg-bogus "refpair" "given back through p" } */
}

/* Not given back on the error path: a leak, as without the setter.  */
int probe_leaks(struct platform_device *pdev)
{
	struct priv *p = get_mem(pdev);
	int ret;

	platform_set_drvdata(pdev, p);
	ret = enable_regs(pdev); /* { dg-message "taken here" } */
	/* { dg-message "takes it here" "" { target *-*-* } 24 } */
	if (ret)
		return ret;
	ret = setup(pdev);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to '&p->supplies' taken by 'enable_regs' is not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	return 0;
}

/* Not a setter: it also logs.  What the helper takes is then on an object
   this function cannot name, and the release through p is another one.  */
void log_set(struct platform_device *pdev);
static void set_and_log(struct platform_device *pdev, struct priv *p)
{
	pdev->dev.driver_data = p;
	log_set(pdev);
}

int probe_not_setter(struct platform_device *pdev)
{
	struct priv *p = get_mem(pdev);
	int ret;

	set_and_log(pdev, p);
	ret = enable_regs(pdev); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = setup(pdev);
	if (ret) /* { dg-message "error branch taken here" } */
		goto off;
	return 0;
off:
	regulator_bulk_disable(3, p->supplies);
	return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
}
