/* pci_request_irq()/pci_free_irq() pair on the handler's dev_id: two
   handlers on one vector are two resources (sound/soc/intel/avs/core.c
   requests vector 0 for the bus, then for the device; when the second
   request fails it frees the first, which is right).  (In avs the bus is
   the device's first member, one address, and that case is still a false
   put-without-get: the first request's ret==0 is not known to hold after
   "ret < 0" was false, and the second, failed, request replaces it.)  */
#include <linux/pci.h>

typedef int (*irq_handler_t)(int, void *);
int pci_request_irq(struct pci_dev *dev, unsigned int nr, irq_handler_t handler,
		    irq_handler_t thread_fn, void *dev_id, const char *fmt, ...);
void pci_free_irq(struct pci_dev *dev, unsigned int nr, void *dev_id);
int bus_irq(int irq, void *data);
int dev_irq(int irq, void *data);

struct bus { int id; };
struct adev { struct pci_dev *pci; struct bus bus; };

int acquire_irqs(struct adev *adev)
{
	struct pci_dev *pci = adev->pci;
	int ret;

	ret = pci_request_irq(pci, 0, bus_irq, NULL, &adev->bus, "bus");
	if (ret < 0)
		return ret;
	ret = pci_request_irq(pci, 0, dev_irq, NULL, adev, "dev");
	if (ret < 0) {
		pci_free_irq(pci, 0, &adev->bus); /* { dg-bogus "refpair" "the first handler was requested" } */
		return ret;
	}
	return 0;
}

int frees_the_failed_one(struct adev *adev)
{
	struct pci_dev *pci = adev->pci;
	int ret;

	ret = pci_request_irq(pci, 0, dev_irq, NULL, adev, "dev"); /* { dg-message "'pci_request_irq' fails here and takes nothing" } */
	if (ret < 0) {
		pci_free_irq(pci, 0, adev); /* { dg-warning "'pci_free_irq' of 'adev', but 'pci_request_irq' did not take the reference on this path" } */
		return ret;
	}
	return 0;
}
