/* A value computed from a loop's PHI ("n - 1" of "while (n-- > 0)") is a
   new value on each turn: what the last turn's test said of it says
   nothing of this turn's.  The loop below can end after any number of
   turns, so the reference can end up in any of the three pointers.  */
#include <linux/device.h>
#include <linux/kernel.h>

int rotate3_all_put(struct device *dev, int n)
{
	struct device *p0 = get_device(dev), *p1 = NULL, *p2 = NULL;

	while (n-- > 0) {
		struct device *t = p0;

		p0 = p1;
		p1 = p2;
		p2 = t;
	}
	put_device(p0);
	put_device(p1);
	put_device(p2);
	return -EIO; /* { dg-bogus "refpair" } */
}

/* After two turns the reference is in p1, which is not put.  */
int rotate3_p1_missed(struct device *dev, int n)
{
	struct device *p0 = get_device(dev), *p1 = NULL, *p2 = NULL; /* { dg-message "taken here" } */

	while (n-- > 0) { /* { dg-message "error branch taken here" } */
		struct device *t = p0;

		p0 = p1;
		p1 = p2;
		p2 = t;
	}
	put_device(p0);
	put_device(p2);
	return -EIO; /* { dg-warning "reference to 'dev' taken by 'get_device' is not released" } */
		     /* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
}
