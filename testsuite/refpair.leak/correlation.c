/* A put guarded by the same test as its get pairs with it: a flag bit of
   an unchanged value, a field read twice, pci_is_enabled().  */
#include <linux/pm_runtime.h>
#include <linux/pci.h>

#define FLAG_RPM 0x4
struct client {
	unsigned int flags;
	struct device *dev;
	int enabled;
};
int do_probe(struct client *c);

int flag_bit(struct client *c)
{
	int ret;

	if (c->flags & FLAG_RPM) {
		ret = pm_runtime_get_sync(c->dev);
		if (ret < 0) {
			pm_runtime_put_noidle(c->dev);
			return ret;
		}
	}
	ret = do_probe(c);
	if (c->flags & FLAG_RPM)
		pm_runtime_put(c->dev);
	return ret; /* { dg-bogus "refpair" } */
}

int field_twice(struct client *c, struct pci_dev *pdev)
{
	int ret;

	if (!c->enabled) {
		ret = pci_enable_device(pdev);
		if (ret)
			return ret;
	}
	ret = do_probe(c);
	if (ret) {
		if (!c->enabled)
			pci_disable_device(pdev);
		return ret; /* { dg-bogus "refpair" } */
	}
	return 0;
}

int is_enabled(struct client *c, struct pci_dev *pdev)
{
	int ret = pci_enable_device(pdev);

	if (ret)
		return ret;
	ret = do_probe(c);
	if (ret)
		goto err;
	return 0;
err:
	if (pci_is_enabled(pdev))
		pci_disable_device(pdev);
	return ret; /* { dg-bogus "refpair" } */
}

/* A different bit is a different test.  */
int other_bit(struct client *c)
{
	int ret;

	if (c->flags & FLAG_RPM) {
		ret = pm_runtime_get_sync(c->dev); /* { dg-message "taken here" } */
		if (ret < 0) {
			pm_runtime_put_noidle(c->dev);
			return ret;
		}
	}
	ret = do_probe(c);
	if (c->flags & 0x8)
		pm_runtime_put(c->dev);
	if (ret < 0) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'c->dev' taken by 'pm_runtime_get_sync' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}
