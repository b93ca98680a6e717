/* A helper that gives back an object the caller names through a
   side-effect-free function ("free_irq(pci_irq_vector(pf->pdev, 6), pf)",
   pci_irq_vector() is "pure" in annotations/irq.api) releases the
   caller's "pci_irq_vector(pf->pdev, 6)": the summary names the accessor,
   its object and its constant arguments.  A helper that frees, in a loop,
   every vector of the device it finds requested ("if (p->allocated[i])
   free_irq(pci_irq_vector(p->pdev, i), p)") gives back every vector of
   the device the caller holds (if-held: where it holds one).  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/pci.h>
#include <linux/interrupt.h>

#define NVEC 8

struct nic {
	struct pci_dev *pdev;
	int num_vec;
	bool allocated[NVEC];
};

irqreturn_t nic_intr(int irq, void *data);
int nic_setup(struct nic *nic);

/* The constant case: one vector.  */
static void nic_disable_mbox(struct nic *nic)
{
	free_irq(pci_irq_vector(nic->pdev, 6), nic); /* { dg-message "'nic_disable_mbox' releases it here, through 'free_irq'" } */
}

int nic_register_mbox(struct nic *nic)
{
	int err;

	err = request_irq(pci_irq_vector(nic->pdev, 6), nic_intr, 0, "mbox", nic);
	if (err)
		return err;
	err = nic_setup(nic);
	if (err) {
		nic_disable_mbox(nic);
		return err; /* { dg-bogus "refpair" "the helper frees vector 6" } */
	}
	return 0;
}

/* Another vector than the helper's is still held.  */
int nic_register_other(struct nic *nic)
{
	int err;

	err = request_irq(pci_irq_vector(nic->pdev, 5), nic_intr, 0, "other", nic); /* { dg-message "taken here" } */
	if (err)
		return err;
	err = nic_setup(nic);
	if (err) { /* { dg-message "error branch taken here" } */
		nic_disable_mbox(nic);
		return err; /* { dg-warning "not released on this error path" } */
		/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
	}
	return 0;
}

/* Freeing vector 6 after the helper freed it frees it twice.  */
int nic_register_twice(struct nic *nic)
{
	int err;

	err = request_irq(pci_irq_vector(nic->pdev, 6), nic_intr, 0, "mbox", nic);
	if (err)
		return err;
	err = nic_setup(nic);
	if (err) {
		nic_disable_mbox(nic); /* { dg-message "first 'nic_disable_mbox' here" } */
		free_irq(pci_irq_vector(nic->pdev, 6), nic); /* { dg-warning "double 'free_irq'" } */
		return err;
	}
	return 0;
}

/* The loop case: every vector found requested.  */
static void nic_unregister_interrupts(struct nic *nic)
{
	int irq;

	for (irq = 0; irq < nic->num_vec; irq++) {
		if (nic->allocated[irq]) {
			free_irq(pci_irq_vector(nic->pdev, irq), nic);
			nic->allocated[irq] = false;
		}
	}
}

int nic_register_interrupts(struct nic *nic)
{
	int ret;

	ret = request_irq(pci_irq_vector(nic->pdev, 0), nic_intr, 0, "mbox", nic);
	if (ret)
		goto fail;
	nic->allocated[0] = true;
	ret = request_irq(pci_irq_vector(nic->pdev, 1), nic_intr, 0, "flr", nic);
	if (ret)
		goto fail;
	nic->allocated[1] = true;
	ret = nic_setup(nic);
	if (ret)
		goto fail;
	return 0;
fail:
	nic_unregister_interrupts(nic);
	return ret; /* { dg-bogus "refpair" "the helper frees every requested vector" } */
}

/* Vectors of another device are not the helper's.  */
int nic_register_peer(struct nic *nic, struct pci_dev *peer)
{
	int ret;

	ret = request_irq(pci_irq_vector(peer, 0), nic_intr, 0, "peer", nic); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = nic_setup(nic);
	if (ret) /* { dg-message "error branch taken here" } */
		goto fail;
	return 0;
fail:
	nic_unregister_interrupts(nic);
	return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
}

/* A function that requests vectors itself and frees them in a loop on its
   own error path is no helper that frees the caller's.  */
static int nic_request_all(struct nic *nic)
{
	int i, ret;

	for (i = 0; i < nic->num_vec; i++) {
		ret = request_irq(pci_irq_vector(nic->pdev, i), nic_intr, 0, "q", nic);
		if (ret)
			goto err;
	}
	return 0;
err:
	while (--i >= 0)
		free_irq(pci_irq_vector(nic->pdev, i), nic);
	return ret;
}

int nic_open(struct nic *nic)
{
	int ret;

	ret = request_irq(pci_irq_vector(nic->pdev, 7), nic_intr, 0, "misc", nic); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = nic_request_all(nic);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
	return 0;
}
