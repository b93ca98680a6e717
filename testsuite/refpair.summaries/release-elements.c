/* A helper that gives back, in a loop, the elements of an array the caller
   reaches ("for (i = 0; i < n; i++) free_irq(p->msix[i].vector, ...)")
   gives back every element of that array the caller holds (if-held: where
   it holds one): its summary names the array through the caller's
   argument, any index, and the steps from the element to the object
   (engine/effects.c, rp_loop_effects).  What must still warn: a helper
   that gives back the elements of another array, one that also takes
   elements of the family itself (it has no such summary), and one whose
   count argument says one less than the caller took.  */
/* { dg-options "-O2" } */
#include <linux/interrupt.h>
#include <linux/kernel.h>

struct msix_entry {
	unsigned int vector;
	unsigned short entry;
};

struct queue {
	char name[16];
};

struct nic {
	struct msix_entry *msix;
	struct msix_entry *spare;
	struct queue qs[8];
	int used;
	int nq;
	int has_msix;
};

irqreturn_t queue_intr(int irq, void *data);

static void free_queue_irqs(struct nic *n)
{
	int i;

	for (i = 0; i < n->used; i++)
		if (n->has_msix)
			free_irq(n->msix[i].vector, &n->qs[i]);
	n->used = 0;
}

int request_queue_irqs(struct nic *n)
{
	int i, rc;

	for (i = 0; i < n->nq; i++) {
		rc = request_irq(n->msix[i].vector, queue_intr, 0, n->qs[i].name, &n->qs[i]);
		if (rc) {
			free_queue_irqs(n);
			return rc; /* { dg-bogus "refpair" "the helper gives back the vectors taken" } */
		}
		n->used++;
	}
	return 0;
}

static void free_spare_irqs(struct nic *n)
{
	int i;

	for (i = 0; i < n->used; i++)
		free_irq(n->spare[i].vector, &n->qs[i]);
}

int request_queue_irqs_spare(struct nic *n)
{
	int i, rc;

	for (i = 0; i < n->nq; i++) {
		rc = request_irq(n->msix[i].vector, queue_intr, 0, n->qs[i].name, &n->qs[i]); /* { dg-message "taken here" } */
		if (rc) { /* { dg-message "error branch taken here" } */
			free_spare_irqs(n);
			return rc; /* { dg-warning "is not released on this error path" } */
			/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
		}
		n->used++;
	}
	return 0;
}

/* Takes the spare vectors again before it gives back the queues'.  It
   returns nothing: the failure of a spare's request_irq() is its error
   path, which leaves the spares taken before with no one told to give
   them back (void-failed-acquire.c).  */
static void cycle_irqs(struct nic *n)
{
	int i, rc;

	for (i = 0; i < n->used; i++) {
		free_irq(n->msix[i].vector, &n->qs[i]);
		rc = request_irq(n->spare[i].vector, queue_intr, 0, "spare", n); /* { dg-message "taken here" } */
		if (rc) /* { dg-message "error branch taken here" } */
			break;
	}
} /* { dg-warning "reference to 'n->spare->vector' taken by 'request_irq' is not released on this error path" } */
/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */

int request_queue_irqs_cycle(struct nic *n)
{
	int i, rc;

	for (i = 0; i < n->nq; i++) {
		rc = request_irq(n->msix[i].vector, queue_intr, 0, n->qs[i].name, &n->qs[i]); /* { dg-message "taken here" } */
		if (rc) { /* { dg-message "error branch taken here" } */
			cycle_irqs(n);
			return rc; /* { dg-warning "is not released on this error path" } */
			/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
		}
		n->used++;
	}
	return 0;
}

/* A helper whose count argument bounds the loop gives back as many as the
   caller says: all of them with the index of the one that failed.  */
static void free_first_irqs(struct nic *n, int count)
{
	int i;

	for (i = 0; i < count; i++)
		free_irq(n->msix[i].vector, &n->qs[i]);
}

int request_counted(struct nic *n)
{
	int i, rc;

	for (i = 0; i < n->nq; i++) {
		rc = request_irq(n->msix[i].vector, queue_intr, 0, n->qs[i].name, &n->qs[i]);
		if (rc) {
			free_first_irqs(n, i);
			return rc; /* { dg-bogus "refpair" "the helper gives back the i vectors taken" } */
		}
	}
	return 0;
}

/* One less than the vectors taken: the last one is still held.  */
int request_counted_short(struct nic *n)
{
	int i, rc;

	for (i = 0; i < n->nq; i++) {
		rc = request_irq(n->msix[i].vector, queue_intr, 0, n->qs[i].name, &n->qs[i]); /* { dg-message "taken here" } */
		if (rc) /* { dg-message "error branch taken here" } */
			goto err;
	}
	return 0;
err:
	if (i > 0)
		free_first_irqs(n, i - 1);
	return rc; /* { dg-warning "is not released on this error path" } */
	/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
}
