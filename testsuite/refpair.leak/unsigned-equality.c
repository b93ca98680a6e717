/* A lock taken and dropped under the same test of an unsigned value
   against a constant ("if (gfp == GFP_ATOMIC)"): the test is a truth value
   of its own, the same at both places (lower/cond.cc), so no path takes the
   lock under one and skips the unlock under the other.  What must still
   warn: the unlock under a test of another constant.  */
#include <linux/kernel.h>
#include <linux/spinlock.h>

#define MODE_ATOMIC 0x820u
#define MODE_OTHER 0xcc0u

struct rx {
	spinlock_t lock;
	int n;
};

void *alloc_buf(unsigned int mode);
int add_buf(struct rx *r, void *buf);

int refill(struct rx *r, unsigned int mode)
{
	unsigned long flags = 0;
	unsigned int i;

	if (mode == MODE_ATOMIC)
		spin_lock_irqsave(&r->lock, flags);
	for (i = 0; i < 16; i++) {
		void *buf = alloc_buf(mode);
		long res;

		if (!buf)
			break;
		if (mode != MODE_ATOMIC)
			spin_lock_irqsave(&r->lock, flags);
		res = add_buf(r, buf);
		if (mode != MODE_ATOMIC)
			spin_unlock_irqrestore(&r->lock, flags); /* { dg-bogus "refpair" } */
		if (res) {
			i = 1;
			break;
		}
	}
	if (mode == MODE_ATOMIC)
		spin_unlock_irqrestore(&r->lock, flags); /* { dg-bogus "refpair" } */
	return i ? 0 : -ENOMEM; /* { dg-bogus "refpair" } */
}

int refill_other(struct rx *r, unsigned int mode)
{
	unsigned long flags = 0;
	void *buf;
	int res;

	if (mode == MODE_ATOMIC)
		spin_lock_irqsave(&r->lock, flags); /* { dg-message "taken here" } */
	buf = alloc_buf(mode);
	if (!buf) /* { dg-message "error branch taken here" } */
		res = -ENOMEM;
	else
		res = add_buf(r, buf);
	if (mode == MODE_OTHER)
		spin_unlock_irqrestore(&r->lock, flags);
	return res; /* { dg-warning "is not released on this error path" } */
	/* { dg-message "returns here without 'spin_unlock_irqrestore'" "" { target *-*-* } .-1 } */
}
