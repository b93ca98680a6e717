/* A loop that stops at a constant bound ("i <= 15" as GCC writes "i < 16")
   and breaks out when a request succeeds: after it, "i > 15" is the loop
   run to its end, when nothing was requested.  A signed comparison with a
   constant is the sign of one term ("i - 16"), however it is spelt.  A
   loop that counts up by one from below its bound, tested in its header,
   ends at exactly its bound: "if (i == 16)" after it is the loop run to
   its end too.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/interrupt.h>

struct nd {
	int irq;
	unsigned int map;
};
int setup(struct nd *d);

int open_ge(struct nd *d)
{
	int i, ret;

	for (i = 2; i < 16; i++) {
		if (((1u << i) & d->map) && request_irq(i, 0, 0, "x", d) == 0) {
			d->irq = i;
			break;
		}
	}
	if (i >= 16)
		return -11; /* { dg-bogus "refpair" "nothing requested" } */
	ret = setup(d);
	if (ret)
		goto out;
	return 0;
out:
	free_irq(d->irq, d);
	return ret;
}

int open_eq(struct nd *d)
{
	int i, ret;

	for (i = 0; i < 16; i++)
		if (((1u << i) & d->map) && request_irq(i, 0, 0, "x", d) == 0)
			break;
	if (i == 16)
		return -11; /* { dg-bogus "refpair" "nothing requested" } */
	d->irq = i;
	ret = setup(d);
	if (ret)
		free_irq(i, d); /* { dg-bogus "refpair" "the irq requested" } */
	return ret;
}

/* Counting by two from 1, the loop ends at 17, not at its bound: "i == 16"
   does not catch its end, and the irq freed on that way was never
   requested.  */
int open_eq_step2(struct nd *d)
{
	int i, ret;

	for (i = 1; i < 16; i += 2)
		if (((1u << i) & d->map) && request_irq(i, 0, 0, "x", d) == 0) /* { dg-message "fails here and takes nothing" } */
			break;
	if (i == 16)
		return -11;
	d->irq = i;
	ret = setup(d);
	if (ret)
		free_irq(i, d); /* { dg-warning "'free_irq' of 'i', but 'request_irq' did not take the reference on this path" } */
	return ret;
}

/* The test after the loop is not its bound: a break at 8 to 15 gives up
   with the irq requested.  */
int open_other_bound(struct nd *d)
{
	int i;

	for (i = 2; i < 16; i++) {
		if (((1u << i) & d->map) && request_irq(i, 0, 0, "x", d) == 0) /* { dg-message "taken here" } */
			break;
	}
	if (i >= 8) /* { dg-message "error branch taken here" } */
		return -11; /* { dg-warning "reference to 'i' taken by 'request_irq' is not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	d->irq = i;
	return 0;
}
