/* An attribute on a redeclaration after the call site still applies.  */
#include <linux/kernel.h>

struct bar;
struct bar *bar_get(void);
void bar_put(struct bar *b);
int bar_use(struct bar *b);

int f(void)
{
	struct bar *b = bar_get(); /* { dg-message "taken here" } */

	if (!b)
		return -ENOMEM;
	if (bar_use(b)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'b' taken by 'bar_get'" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	bar_put(b);
	return 0;
}

void bar_put(struct bar *b) __attribute__((refpair_release(1)));
struct bar *bar_get(void) __attribute__((refpair_acquire(bar_put)));
