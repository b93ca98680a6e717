/* Warnings are one per object and failed call: a shared teardown after
   either of two failed acquires of one object is two findings, one per
   failing call (drivers/media/pci/solo6x10: free_solo_dev() releases the
   regions and disables the device whichever failed).  */
#include <linux/pci.h>

int pci_enable_device(struct pci_dev *dev);
void pci_disable_device(struct pci_dev *dev);
int pci_request_regions(struct pci_dev *pdev, const char *name);
void pci_release_regions(struct pci_dev *pdev);

static void teardown(struct pci_dev *pdev)
{
	pci_release_regions(pdev);
	pci_disable_device(pdev);
}

int probe(struct pci_dev *pdev)
{
	int ret = pci_enable_device(pdev); /* { dg-message "'pci_enable_device' fails here and takes nothing" } */

	if (ret)
		goto fail;
	ret = pci_request_regions(pdev, "x"); /* { dg-message "'pci_request_regions' fails here and takes nothing" } */
	if (ret)
		goto fail;
	return 0;
fail:
	teardown(pdev); /* { dg-warning "'teardown' of 'pdev', but 'pci_enable_device' did not take the reference on this path" } */
	/* { dg-warning "'teardown' of 'pdev', but 'pci_request_regions' did not take the reference on this path" "" { target *-*-* } .-1 } */
	return ret;
}
