/* SPDX-License-Identifier: GPL-3.0-or-later */
/* PCI devices (written for the tests). */
#ifndef TEST_LINUX_PCI_H
#define TEST_LINUX_PCI_H
#include <linux/device.h>

struct pci_dev {
	unsigned short vendor, device;
	struct device dev;
};
#define to_pci_dev(n) container_of(n, struct pci_dev, dev)

struct pci_device_id;
/* With the legacy power-management members.  */
/* A driver's handlers of PCI bus errors: after .error_detected, the PCI
   core resets the slot and calls .slot_reset, then .resume.  */
typedef unsigned int pci_ers_result_t;
#define PCI_ERS_RESULT_NEED_RESET ((pci_ers_result_t)3)
#define PCI_ERS_RESULT_DISCONNECT ((pci_ers_result_t)4)
#define PCI_ERS_RESULT_RECOVERED ((pci_ers_result_t)5)
struct pci_error_handlers {
	pci_ers_result_t (*error_detected)(struct pci_dev *dev, int state);
	pci_ers_result_t (*slot_reset)(struct pci_dev *dev);
	void (*resume)(struct pci_dev *dev);
};
struct pci_driver {
	const char *name;
	int (*probe)(struct pci_dev *dev, const struct pci_device_id *id);
	void (*remove)(struct pci_dev *dev);
	int (*suspend)(struct pci_dev *dev, int state);
	int (*resume)(struct pci_dev *dev);
	const struct pci_error_handlers *err_handler;
};
#define PCI_ANY_ID (~0)
struct pci_dev *pci_dev_get(struct pci_dev *dev);
void pci_dev_put(struct pci_dev *dev);
struct pci_dev *pci_get_device(unsigned int vendor, unsigned int device,
			       struct pci_dev *from);
struct pci_dev *pci_get_slot(void *bus, unsigned int devfn);
int pci_enable_device(struct pci_dev *dev);
void pci_disable_device(struct pci_dev *dev);
int pcim_enable_device(struct pci_dev *pdev);
int pci_request_region(struct pci_dev *pdev, int bar, const char *name);
void pci_release_region(struct pci_dev *pdev, int bar);
int pci_request_regions(struct pci_dev *pdev, const char *name);
void pci_release_regions(struct pci_dev *pdev);
int pci_request_selected_regions(struct pci_dev *pdev, int bars, const char *name);
void pci_release_selected_regions(struct pci_dev *pdev, int bars);
static inline int pci_request_mem_regions(struct pci_dev *pdev, const char *name)
{
	return pci_request_selected_regions(pdev, 3, name);
}
static inline void pci_release_mem_regions(struct pci_dev *pdev)
{
	pci_release_selected_regions(pdev, 3);
}
static inline void pci_set_drvdata(struct pci_dev *pdev, void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}
void pci_set_master(struct pci_dev *dev);
bool pci_is_enabled(struct pci_dev *pdev);
int pci_irq_vector(struct pci_dev *dev, unsigned int nr);
#define for_each_pci_dev(d) while ((d = pci_get_device(PCI_ANY_ID, PCI_ANY_ID, d)) != NULL)
#endif
