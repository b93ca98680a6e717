/* An integer object is a number, and 0 is one like any other: irq 0
   requested is freed by free_irq(0).  (A pointer object that is NULL is
   no object: put_device(NULL) gives nothing back.)  */
#include <linux/interrupt.h>

struct nd {
	int irq;
};
int setup(struct nd *d);

int use_irq_zero(struct nd *d)
{
	int ret = request_irq(0, 0, 0, "timer", d);

	if (ret)
		return ret;
	ret = setup(d);
	if (ret) {
		free_irq(0, d);
		return ret; /* { dg-bogus "refpair" "irq 0 freed" } */
	}
	return 0;
}

int keep_irq_zero(struct nd *d)
{
	int ret = request_irq(0, 0, 0, "timer", d); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = setup(d);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to '0' taken by 'request_irq' is not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	return 0;
}
