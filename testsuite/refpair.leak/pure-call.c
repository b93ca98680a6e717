/* A "pure" function of the database (pci_irq_vector) names one object for
   the same arguments: the irq number requested through one call is the one
   freed through another.  */
#include <linux/interrupt.h>
#include <linux/pci.h>

int pci_irq_vector(struct pci_dev *dev, unsigned int nr);
irqreturn_t misc_handler(int irq, void *data);
int hw_start(struct pci_dev *pdev);

int misc_irq_setup(struct pci_dev *pdev, void *data)
{
	int err;

	err = request_irq(pci_irq_vector(pdev, 0), misc_handler, 0, "misc", data);
	if (err)
		return err;
	err = hw_start(pdev);
	if (err)
		goto free; /* { dg-bogus "refpair" } */
	return 0;
free:
	free_irq(pci_irq_vector(pdev, 0), data);
	return err;
}

/* Another vector is freed: vector 0 is still requested.  */
int misc_irq_setup_wrong(struct pci_dev *pdev, void *data)
{
	int err;

	err = request_irq(pci_irq_vector(pdev, 0), misc_handler, 0, "misc", data); /* { dg-message "taken here" } */
	if (err)
		return err;
	err = hw_start(pdev);
	if (err) /* { dg-message "error branch taken here" } */
		goto free; /* { dg-warning "reference to 'pci_irq_vector\\\(pdev, 0\\\)' taken by 'request_irq' is not released on this error path" } */
	return 0;
free:
	free_irq(pci_irq_vector(pdev, 1), data);
	return err; /* { dg-message "returns here without 'free_irq'" } */
}
