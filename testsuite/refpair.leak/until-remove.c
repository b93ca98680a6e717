/* A PCI driver's remove disables its device whatever happened since probe
   (pci_enable_device(): until-remove in annotations/pci.api).  Only a
   probe, after whose failure no remove runs, owes the disable on its error
   paths.  A function the unit runs only while the driver is bound does not:
   a runtime resume or a PCI error handler's .slot_reset that enables the
   device again (its suspend or .error_detected disabled it) and fails
   later, and a helper that only such callbacks call.  A helper that a
   probe calls too is checked, and so is what else such a callback takes
   (a clock: the remove does not stop it).  */
#include <linux/clk.h>
#include <linux/pci.h>
#include <linux/pm.h>

struct card {
	struct pci_dev *pdev;
	struct clk *clk;
};

struct card *pdev_card(struct pci_dev *pdev);
struct card *dev_card(struct device *dev);
int card_reset(struct card *c);

static int card_runtime_suspend(struct device *dev)
{
	pci_disable_device(dev_card(dev)->pdev);
	return 0;
}

/* A runtime resume: the device was enabled by probe, disabled by the
   runtime suspend; the remove disables it.  Not the clock.  */
static int card_runtime_resume(struct device *dev)
{
	struct card *c = dev_card(dev);
	int err;

	err = pci_enable_device(c->pdev);
	if (err)
		return err;
	err = clk_prepare_enable(c->clk); /* { dg-message "taken here" } */
	if (err)
		return err; /* { dg-bogus "refpair" "the remove disables the device" } */
	err = card_reset(c);
	if (err) /* { dg-message "error branch taken here" } */
		return err; /* { dg-warning "reference to 'c->clk' taken by 'clk_prepare_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	return 0;
}

static DEFINE_RUNTIME_DEV_PM_OPS(card_pm_ops, card_runtime_suspend, card_runtime_resume, NULL);

/* Called by the slot reset only (and by a work item the unit does not
   give a role).  */
static int card_reenable(struct card *c)
{
	int err = pci_enable_device(c->pdev);

	if (err)
		return err;
	err = card_reset(c);
	if (err)
		return err; /* { dg-bogus "refpair" "the remove disables the device" } */
	return 0;
}

void card_fatal_work(struct card *c)
{
	if (card_reenable(c))
		card_reset(c);
}

static pci_ers_result_t card_slot_reset(struct pci_dev *pdev)
{
	if (card_reenable(pdev_card(pdev)))
		return PCI_ERS_RESULT_DISCONNECT;
	return PCI_ERS_RESULT_RECOVERED;
}

/* A helper of both the probe and the error handlers: on the probe's path
   no remove follows its failure.  */
static int card_setup(struct card *c)
{
	int err = pci_enable_device(c->pdev); /* { dg-message "taken here" } */

	if (err)
		return err;
	err = card_reset(c);
	if (err) /* { dg-message "error branch taken here" } */
		return err; /* { dg-warning "reference to 'c->pdev' taken by 'pci_enable_device' is not released on this error path" } */
	/* { dg-message "returns here without 'pci_disable_device'" "" { target *-*-* } .-1 } */
	return 0;
}

static void card_err_resume(struct pci_dev *pdev)
{
	card_setup(pdev_card(pdev));
}

static const struct pci_error_handlers card_err_handler = {
	.slot_reset = card_slot_reset,
	.resume = card_err_resume,
};

static int card_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct card *c = pdev_card(pdev);
	int err;

	err = card_setup(c);
	if (err)
		return err;
	err = pci_enable_device(pdev); /* { dg-message "taken here" } */
	if (err)
		return err;
	err = card_reset(c);
	if (err) /* { dg-message "error branch taken here" } */
		return err; /* { dg-warning "reference to 'pdev' taken by 'pci_enable_device' is not released on this error path" } */
	/* { dg-message "returns here without 'pci_disable_device'" "" { target *-*-* } .-1 } */
	return 0;
}

static void card_remove(struct pci_dev *pdev)
{
	pci_disable_device(pdev);
}

static struct pci_driver card_driver = {
	.name = "card",
	.probe = card_probe,
	.remove = card_remove,
	.err_handler = &card_err_handler,
};

/* Called from nowhere in the unit: nothing says the driver is bound.  */
int card_enable_exported(struct card *c)
{
	int err = pci_enable_device(c->pdev); /* { dg-message "taken here" } */

	if (err)
		return err;
	err = card_reset(c);
	if (err) /* { dg-message "error branch taken here" } */
		return err; /* { dg-warning "reference to 'c->pdev' taken by 'pci_enable_device' is not released on this error path" } */
	/* { dg-message "returns here without 'pci_disable_device'" "" { target *-*-* } .-1 } */
	return 0;
}

const struct dev_pm_ops *card_pm(void)
{
	return &card_pm_ops;
}

struct pci_driver *card_driver_get(void)
{
	return &card_driver;
}
