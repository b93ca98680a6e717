/* A helper's summary acquires "arg1->pdev", a field that the caller stored
   a moment before ("h->pdev = pdev;"), and the caller's error label gives
   back "pdev" itself: one object, whichever spelling is used, even where
   the field is not read again after the call.  A re-creation of
   hclge_init_ae_dev() and hclge_pci_init()
   (drivers/net/ethernet/hisilicon/hns3/hns3pf/hclge_main.c).  */
#include <linux/kernel.h>
#include <linux/pci.h>
#include <linux/slab.h>

struct hdev {
	int x;
	struct pci_dev *pdev;
	void *io;
};
struct ae {
	struct pci_dev *pdev;
	void *priv;
};
int cmd_init(struct hdev *h);

static int hpci_init(struct hdev *h)
{
	struct pci_dev *pdev = h->pdev;
	int ret = pci_enable_device(pdev); /* { dg-message "'hpci_init' takes it here, through 'pci_enable_device'" } */

	if (ret)
		return ret;
	ret = pci_request_regions(pdev, "x");
	if (ret)
		goto err_disable;
	return 0;
err_disable:
	pci_disable_device(pdev);
	return ret;
}

int init_ae(struct ae *ae)
{
	struct pci_dev *pdev = ae->pdev;
	struct hdev *h;
	int ret;

	h = kzalloc(sizeof(*h), GFP_KERNEL);
	if (!h)
		return -ENOMEM;
	h->pdev = pdev;
	ae->priv = h;
	ret = hpci_init(h);
	if (ret)
		goto out;
	ret = cmd_init(h);
	if (ret)
		goto err_pci; /* { dg-bogus "refpair" "err_pci gives pdev back" } */
	return 0;
err_pci:
	pci_release_regions(pdev);
	pci_disable_device(pdev);
out:
	return ret;
}

/* The same with the label skipped: both references leak.  */
int init_ae_leaks(struct ae *ae)
{
	struct pci_dev *pdev = ae->pdev;
	struct hdev *h;
	int ret;

	h = kzalloc(sizeof(*h), GFP_KERNEL);
	if (!h)
		return -ENOMEM;
	h->pdev = pdev;
	ae->priv = h;
	ret = hpci_init(h); /* { dg-message "taken here" } */
	if (ret)
		goto out;
	ret = cmd_init(h);
	if (ret) /* { dg-message "error branch taken here" } */
		goto out; /* { dg-warning "reference to 'h->pdev' taken by 'hpci_init' is not released on this error path" } */
	return 0;
out:
	return ret; /* { dg-message "returns here without 'pci_disable_device'" } */
	/* { dg-message "returns here without 'pci_release_regions'" "" { target *-*-* } .-1 } */
}
