/* pcim_enable_device() makes the device managed, and from then on its
   region requests are too: __pci_request_region() records each BAR it takes
   in the devres record, whose release gives them back when probe fails or
   the driver goes (Linux 6.1 and 6.12; the database's "manage" line).  A
   request before the managed enable, or on a device enabled the plain way,
   is still the caller's to release.  */
#include <linux/pci.h>

int hw_init(struct pci_dev *pdev);
int hw_setup(struct pci_dev *pdev);

int probe_managed(struct pci_dev *pdev)
{
	int ret = pcim_enable_device(pdev);

	if (ret)
		return ret;
	ret = pci_request_regions(pdev, "drv");
	if (ret)
		return ret;
	if (hw_init(pdev))
		return -EIO; /* { dg-bogus "refpair" "devres releases the regions" } */
	return 0;
}

int probe_managed_bar(struct pci_dev *pdev)
{
	int ret = pcim_enable_device(pdev);

	if (ret)
		return ret;
	ret = pci_request_region(pdev, 0, "drv");
	if (ret)
		return ret;
	if (hw_init(pdev)) {
		/* Harmless: pci_release_region() clears the devres record's
		   bit.  */
		pci_release_region(pdev, 0); /* { dg-bogus "refpair" } */
		return -EIO; /* { dg-bogus "refpair" } */
	}
	return 0;
}

int probe_plain(struct pci_dev *pdev)
{
	int ret = pci_enable_device(pdev);

	if (ret)
		return ret;
	ret = pci_request_regions(pdev, "drv"); /* { dg-message "taken here" } */
	if (ret)
		goto err_disable;
	if (hw_init(pdev)) /* { dg-message "error branch taken here" } */
		goto err_disable; /* { dg-warning "reference to 'pdev' taken by 'pci_request_regions' is not released on this error path" } */
	return 0;
err_disable:
	pci_disable_device(pdev);
	return -EIO; /* { dg-message "returns here without 'pci_release_regions'" } */
}

/* Regions requested before the managed enable are not in its record.  */
int probe_requested_first(struct pci_dev *pdev)
{
	int ret = pci_request_regions(pdev, "drv"); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = pcim_enable_device(pdev);
	if (ret) /* { dg-message "error branch taken here, where 'ret' is non-zero" } */
		goto err; /* { dg-warning "reference to 'pdev' taken by 'pci_request_regions' is not released on this error path" } */
	if (hw_setup(pdev))
		return -EIO; /* { dg-message "also leaves without releasing it at line 72" "one finding for the acquire" } */
	/* { dg-bogus "not released" "the second exit is a note of the first" { target *-*-* } .-1 } */
	return 0;
err:
	return ret; /* { dg-message "returns here without 'pci_release_regions'" } */
}
