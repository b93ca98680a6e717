/* Vectors requested one after another with "vector++", given back with
   "--vector" on the way out: the index is one value however it is spelt
   ("(0 + 1) + 1 - 1" is 1, sums of constants fold), and the label both
   ways reach with the same index has that index, not a new one (a PHI
   whose arguments are all one value is that value).  -O2 as in the
   kernel.  */
/* { dg-options "-O2" } */
#include <linux/interrupt.h>

struct entry {
	unsigned int vector;
	unsigned int flags;
};
struct adapter {
	struct entry *entries;
	int itr;
};
void configure(struct adapter *a);

int request_msix(struct adapter *a)
{
	int err, vector = 0;

	err = request_irq(a->entries[vector].vector, 0, 0, "tx", a);
	if (err)
		goto out;
	vector++;
	err = request_irq(a->entries[vector].vector, 0, 0, "rx", a);
	if (err)
		goto free_tx;
	vector++;
	err = request_irq(a->entries[vector].vector, 0, 0, "other", a);
	if (err)
		goto free_rx;
	configure(a);
	return 0;
free_rx:
	free_irq(a->entries[--vector].vector, a);
free_tx:
	free_irq(a->entries[--vector].vector, a);
out:
	return err; /* { dg-bogus "refpair" "each vector given back" } */
}

/* One label short: the first vector stays requested when the third
   request fails.  */
int request_msix_short(struct adapter *a)
{
	int err, vector = 0;

	err = request_irq(a->entries[vector].vector, 0, 0, "tx", a); /* { dg-message "taken here" } */
	if (err)
		goto out;
	vector++;
	err = request_irq(a->entries[vector].vector, 0, 0, "rx", a);
	if (err)
		goto free_tx;
	vector++;
	err = request_irq(a->entries[vector].vector, 0, 0, "other", a);
	if (err) /* { dg-message "error branch taken here" } */
		goto free_rx;
	configure(a);
	return 0;
free_rx:
	free_irq(a->entries[--vector].vector, a);
	return err; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
free_tx:
	free_irq(a->entries[--vector].vector, a);
out:
	return err;
}
