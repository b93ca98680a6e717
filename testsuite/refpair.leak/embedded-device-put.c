/* A PCI or USB device's reference is its embedded struct device's:
   pci_dev_put(pdev) is put_device(&pdev->dev), usb_put_dev(udev) is
   put_device(&udev->dev).  The database puts them in one family (device),
   so either spelling gives back what the other took, and both together
   give it back twice.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/pci.h>
#include <linux/slab.h>

int bridge_init(struct device *dev);
int check_fwnode(struct device *dev);

int csi_probe(struct device *dev)
{
	struct pci_dev *ipu;
	int ret;

	ipu = pci_get_device(0x8086, 0x1234, NULL);
	if (!ipu)
		return -ENODEV;
	ret = bridge_init(&ipu->dev);
	put_device(&ipu->dev);
	if (ret < 0)
		return ret;
	if (check_fwnode(dev))
		return -ENXIO; /* { dg-bogus "refpair" "put_device(&ipu->dev) put it" } */
	return 0;
}

int csi_probe_twice(struct device *dev)
{
	struct pci_dev *ipu;
	int ret;

	ipu = pci_get_device(0x8086, 0x1234, NULL);
	if (!ipu)
		return -ENODEV;
	ret = bridge_init(&ipu->dev);
	put_device(&ipu->dev); /* { dg-message "first 'put_device' here" } */
	pci_dev_put(ipu); /* { dg-warning "double 'pci_dev_put'" } */
	return ret;
}

int csi_probe_leak(struct device *dev)
{
	struct pci_dev *ipu;
	int ret;

	ipu = pci_get_device(0x8086, 0x1234, NULL); /* { dg-message "taken here" } */
	if (!ipu)
		return -ENODEV;
	ret = bridge_init(&ipu->dev);
	if (ret < 0) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'pci_dev_put'" "" { target *-*-* } .-1 } */
	put_device(&ipu->dev);
	return 0;
}

/* usb_alloc_dev()'s shape: device_initialize(&dev->dev), and the error
   path's usb_put_dev(dev).  */
struct usb_device {
	int devnum;
	struct device dev;
};
void usb_put_dev(struct usb_device *dev);
int usb_hcd_setup(struct usb_device *dev);

struct usb_device *alloc_udev(void)
{
	struct usb_device *dev = kzalloc(sizeof(*dev), GFP_KERNEL);

	if (!dev)
		return NULL;
	device_initialize(&dev->dev);
	if (usb_hcd_setup(dev)) {
		usb_put_dev(dev);
		return NULL; /* { dg-bogus "refpair" "usb_put_dev put the device" } */
	}
	return dev;
}
