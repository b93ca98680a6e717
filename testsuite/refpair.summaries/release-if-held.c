/* A helper that gives a reference back only where it finds one held and
   leaves the object alone elsewhere (it tests pci_is_enabled(), a field
   the driver set with the acquire, or the driver's state first) is
   summarized "release ... if-held": at its call, a held reference is given
   back, and where none is held nothing happens, neither a put without get
   nor a double put.  Re-creations of ionic_clear_pci()
   (drivers/net/ethernet/pensando/ionic/ionic_bus_pci.c), fun_unmap_bars()
   (drivers/net/ethernet/fungible/funcore/fun_dev.c) and wm0010_halt()
   (sound/soc/codecs/wm0010.c).  */
#include <linux/clk.h>
#include <linux/kernel.h>
#include <linux/pci.h>

struct priv {
	struct pci_dev *pdev;
	void *bar;
	int state;
	struct clk *clk;
};

enum { STATE_OFF, STATE_ON, STATE_BOOTED };

int hw_setup(struct priv *p);
void *map_bar(struct pci_dev *pdev);
void unmap_bar(void *bar);

/* Disables the device only if it is enabled.  */
static void clear_pci(struct priv *p)
{
	if (pci_is_enabled(p->pdev))
		pci_disable_device(p->pdev);
}

/* Gives the regions back only if the bar was mapped after them.  */
static void unmap_bars(struct priv *p)
{
	if (p->bar) {
		unmap_bar(p->bar);
		p->bar = NULL;
		pci_release_regions(p->pdev);
	}
}

/* Stops the clock in every state but "off".  */
static void halt(struct priv *p)
{
	switch (p->state) {
	case STATE_OFF:
		return;
	default:
		clk_disable_unprepare(p->clk);
		p->state = STATE_OFF;
		break;
	}
}

/* Calls one of them: given back where held too.  */
static void teardown(struct priv *p)
{
	clear_pci(p);
}

int setup_one(struct priv *p)
{
	int err;

	err = pci_enable_device(p->pdev);
	if (err)
		return err;
	err = hw_setup(p);
	if (err)
		goto err_clear;	/* { dg-bogus "refpair" "clear_pci disables it" } */
	return 0;
err_clear:
	clear_pci(p);
	return err;
}

/* clear_pci() where nothing was enabled: nothing to complain about.  */
int setup_early_failure(struct priv *p)
{
	int err = hw_setup(p);

	if (err) {
		clear_pci(p); /* { dg-bogus "refpair" "nothing held, nothing given back" } */
		return err;
	}
	return 0;
}

/* Disabled by hand, then clear_pci(): it finds the device disabled.  */
int setup_disable_twice(struct priv *p)
{
	int err = pci_enable_device(p->pdev);

	if (err)
		return err;
	err = hw_setup(p);
	if (err) {
		pci_disable_device(p->pdev);
		clear_pci(p); /* { dg-bogus "refpair" "clear_pci tests first" } */
		return err;
	}
	return 0;
}

int map_one(struct priv *p)
{
	int err = pci_request_regions(p->pdev, "drv");

	if (err)
		return err;
	p->bar = map_bar(p->pdev);
	if (!p->bar) {
		err = -ENOMEM;
		goto unmap;
	}
	err = hw_setup(p);
	if (err)
		goto unmap;
	return 0;
unmap:
	unmap_bars(p); /* { dg-bogus "refpair" } */
	return err;
}

int boot(struct priv *p)
{
	int err = clk_prepare_enable(p->clk);

	if (err)
		return err;
	p->state = STATE_ON;
	err = hw_setup(p);
	if (err)
		goto abort;
	p->state = STATE_BOOTED;
	return 0;
abort:
	halt(p); /* { dg-bogus "refpair" "halt disables it" } */
	return err;
}

int setup_wrapped(struct priv *p)
{
	int err = pci_enable_device(p->pdev);

	if (err)
		return err;
	err = hw_setup(p);
	if (err) {
		teardown(p);
		return err; /* { dg-bogus "refpair" "teardown disables it" } */
	}
	return 0;
}

/* An error path that calls none of them still leaks.  */
int setup_leaks(struct priv *p)
{
	int err = pci_enable_device(p->pdev); /* { dg-message "taken here" } */

	if (err)
		return err;
	err = hw_setup(p);
	if (err) /* { dg-message "error branch taken here" } */
		return err; /* { dg-warning "'pci_enable_device' is not released on this error path" } */
	/* { dg-message "returns here without 'pci_disable_device'" "" { target *-*-* } .-1 } */
	err = hw_setup(p);
	if (err)
		goto err_clear;
	return 0;
err_clear:
	clear_pci(p);
	return err;
}
