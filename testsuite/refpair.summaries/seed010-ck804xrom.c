/* Seed 010: drivers/mtd/maps/ck804xrom.c.  The out: label calls
   ck804xrom_cleanup(window), which puts window->pdev; window->pdev holds
   pdev through pci_dev_get()'s return.  Adding pci_dev_put(pdev) before
   "goto out" (the rejected patch) puts it twice.  */
#include <linux/pci.h>
#include <linux/slab.h>

struct map_info;
struct ck804xrom_window {
	void *virt;
	unsigned long phys;
	unsigned long size;
	struct map_info *maps;
	struct pci_dev *pdev;
};

static struct ck804xrom_window ck804xrom_window;

void iounmap(void *p);
void release_resource(void *r);
int probe_rom(struct ck804xrom_window *window);
void *ioremap(unsigned long phys, unsigned long size);

static void ck804xrom_cleanup(struct ck804xrom_window *window)
{
	if (window->virt) {
		iounmap(window->virt);
		window->virt = 0;
		window->phys = 0;
	}
	pci_dev_put(window->pdev); /* { dg-message "'ck804xrom_cleanup' releases it here, through 'pci_dev_put'" } */
}

/* 6.1: balanced.  */
static int ck804xrom_init_one(struct pci_dev *pdev)
{
	struct ck804xrom_window *window = &ck804xrom_window;

	window->pdev = pci_dev_get(pdev);
	window->virt = ioremap(window->phys, window->size);
	if (!window->virt)
		goto out; /* { dg-bogus "refpair" } */
	if (probe_rom(window) < 0)
		goto out; /* { dg-bogus "refpair" } */
	return 0;
out:
	ck804xrom_cleanup(window); /* { dg-bogus "refpair" } */
	return -1;
}

/* The patch: a put before the goto whose label puts again.  */
static int ck804xrom_init_patched(struct pci_dev *pdev)
{
	struct ck804xrom_window *window = &ck804xrom_window;

	window->pdev = pci_dev_get(pdev);
	window->virt = ioremap(window->phys, window->size);
	if (!window->virt) {
		pci_dev_put(pdev); /* { dg-message "first 'pci_dev_put' here" } */
		goto out;
	}
	if (probe_rom(window) < 0)
		goto out;
	return 0;
out:
	ck804xrom_cleanup(window); /* { dg-warning "double 'ck804xrom_cleanup' of 'window->pdev' \\\[refpair-double-put\\\]" } */
	return -1;
}

int (*probes[])(struct pci_dev *) = { ck804xrom_init_one, ck804xrom_init_patched };
