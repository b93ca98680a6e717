/* pci_get_device(..., from) drops the reference "from" held and returns
   a new one: a loop that runs to the end holds nothing.  */
#include <linux/pci.h>

int probe_one(struct pci_dev *pdev);

int count_devices(void)
{
	struct pci_dev *pdev = NULL;
	int n = 0;

	while ((pdev = pci_get_device(0x10de, PCI_ANY_ID, pdev)) != NULL)
		n++;
	return n; /* { dg-bogus "refpair" } */
}

int stop_on_error(void)
{
	struct pci_dev *pdev = NULL;

	while ((pdev = pci_get_device(0x10de, PCI_ANY_ID, pdev)) != NULL) { /* { dg-message "taken here" } */
		if (probe_one(pdev) < 0) /* { dg-message "error branch" } */
			return -EIO; /* { dg-warning "reference to 'pdev' taken by 'pci_get_device' is not released on this error path" } */
		/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	return 0;
}

int stop_on_error_put(void)
{
	struct pci_dev *pdev = NULL;

	while ((pdev = pci_get_device(0x10de, PCI_ANY_ID, pdev)) != NULL) {
		if (probe_one(pdev) < 0) {
			pci_dev_put(pdev);
			return -EIO; /* { dg-bogus "refpair" } */
		}
	}
	return 0;
}
