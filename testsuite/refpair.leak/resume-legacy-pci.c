/* A PCI driver's legacy .resume (struct pci_driver, called by the PM core's
   pci_legacy_resume() where a dev_pm_ops .resume would be) is a system-sleep
   resume too: the device counts as resumed when it fails, and the device
   it enabled is the next suspend's or remove's to disable
   (annotations/pm_ops.api).  A function the driver structure stores
   elsewhere, or none, is still checked.  */
#include <linux/pci.h>

struct adapter {
	struct pci_dev *pdev;
	int up;
};

struct adapter *pdev_adapter(struct pci_dev *pdev);
int adapter_reset(struct adapter *a);

static int card_resume(struct pci_dev *pdev)
{
	int err;

	err = pci_enable_device(pdev);
	if (err)
		return err;
	err = adapter_reset(pdev_adapter(pdev));
	if (err)
		return err; /* { dg-bogus "refpair" "remove or the next suspend disables it" } */
	return 0;
}

static int card_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	int err;

	err = pci_enable_device(pdev); /* { dg-message "taken here" } */
	if (err)
		return err;
	err = adapter_reset(pdev_adapter(pdev));
	if (err) /* { dg-message "error branch taken here" } */
		return err; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'pci_disable_device'" "" { target *-*-* } .-1 } */
	return 0;
}

static void card_remove(struct pci_dev *pdev)
{
	pci_disable_device(pdev);
}

static struct pci_driver card_driver = {
	.name = "card",
	.probe = card_probe,
	.remove = card_remove,
	.resume = card_resume,
};

struct pci_driver *card_driver_get(void)
{
	return &card_driver;
}
