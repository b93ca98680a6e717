/* Seed 007 (crypto: cavium/nitrox): the patch only added an error message
   on the pci_request_mem_regions() failure path; both versions are
   correct: the regions were not taken, so nothing is released for them,
   and the enable is undone.  */
#include <linux/pci.h>

int nitrox_probe_old(struct pci_dev *pdev)
{
	int err = pci_enable_device(pdev);

	if (err)
		return err;
	err = pci_request_mem_regions(pdev, "nitrox");
	if (err) {
		pci_disable_device(pdev); /* { dg-bogus "refpair" } */
		return err; /* { dg-bogus "refpair" } */
	}
	pci_set_master(pdev);
	return 0;
}

int nitrox_probe_patched(struct pci_dev *pdev)
{
	int err = pci_enable_device(pdev);

	if (err)
		return err;
	err = pci_request_mem_regions(pdev, "nitrox");
	if (err) {
		pci_disable_device(pdev); /* { dg-bogus "refpair" } */
		dev_err(&pdev->dev, "Failed to request mem regions!\n");
		return err; /* { dg-bogus "refpair" } */
	}
	pci_set_master(pdev);
	return 0;
}

/* Releasing regions that were not obtained is a put without a get.  */
int regions_put_without_get(struct pci_dev *pdev)
{
	int err = pci_request_mem_regions(pdev, "nitrox"); /* { dg-message "fails here and takes nothing" } */

	if (err) {
		pci_release_mem_regions(pdev); /* { dg-warning "'pci_release_mem_regions' of 'pdev', but 'pci_request_mem_regions' did not take the reference on this path" } */
		return err;
	}
	pci_release_mem_regions(pdev);
	return 0;
}
