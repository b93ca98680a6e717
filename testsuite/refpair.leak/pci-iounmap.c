/* pci_iounmap() gives back a pci_iomap() mapping and also unmaps an
   ioremap()ed MMIO address such as pci_ioremap_bar()'s (it calls iounmap()
   for those): drivers/media/pci/tw686x uses it so.  And a pci_iomap() of a
   memory BAR is an ioremap(), which drivers undo with iounmap().  */
#include <linux/pci.h>

void *pci_ioremap_bar(struct pci_dev *pdev, int bar);
void *pci_iomap(struct pci_dev *dev, int bar, unsigned long max);
void pci_iounmap(struct pci_dev *dev, void *addr);
void iounmap(volatile void *addr);
int hw_init(void *mmio);

int map_bar(struct pci_dev *pdev)
{
	void *mmio = pci_ioremap_bar(pdev, 0);

	if (!mmio)
		return -ENOMEM;
	if (hw_init(mmio)) {
		pci_iounmap(pdev, mmio);
		return -EIO; /* { dg-bogus "refpair" "pci_iounmap unmaps it" } */
	}
	pci_iounmap(pdev, mmio); /* { dg-bogus "refpair" } */
	return 0;
}

int map_iomap(struct pci_dev *pdev)
{
	void *mmio = pci_iomap(pdev, 0, 0); /* { dg-message "taken here" } */

	if (!mmio)
		return -ENOMEM;
	if (hw_init(mmio)) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 'mmio' taken by 'pci_iomap' is not released on this error path" } */
	/* { dg-message "returns here without 'pci_iounmap'" "" { target *-*-* } .-1 } */
	pci_iounmap(pdev, mmio); /* { dg-bogus "refpair" "one release in each family, not a double put" } */
	return 0;
}

int map_iomap_iounmap(struct pci_dev *pdev)
{
	void *mmio = pci_iomap(pdev, 0, 0);

	if (!mmio)
		return -ENOMEM;
	if (hw_init(mmio)) {
		iounmap(mmio);
		return -EIO; /* { dg-bogus "refpair" "iounmap unmaps a memory BAR's mapping" } */
	}
	iounmap(mmio); /* { dg-bogus "refpair" } */
	return 0;
}
