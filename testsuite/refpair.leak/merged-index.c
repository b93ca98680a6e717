/* An array element whose index two branches merge ("if (pf) { n -= 1;
   request_irq(e[n].vector, ...); } ... free_irq(e[n].vector, ...)"): on a
   path through the branch, the element after the merge is the one the
   branch requested.  Elements a loop walks are elements.c's.  */
/* { dg-options "-O2" } */
#include <linux/interrupt.h>

struct entry {
	int vector;
	int flags;
};

struct adapter {
	int pf;
	int nvec;
	struct entry *e;
	struct entry tab[8];
};

irqreturn_t aux_handler(int irq, void *p);
irqreturn_t queue_handler(int irq, void *p);

int setup_irqs(struct adapter *a)
{
	int n = a->nvec, i, ret;

	if (a->pf) {
		n -= 1;
		ret = request_irq(a->e[n].vector, aux_handler, 0, "aux", a);
		if (ret)
			return ret;
	}
	for (i = 0; i < n; i++) {
		ret = request_irq(a->e[i].vector, queue_handler, 0, "q", a);
		if (ret) {
			if (a->pf)
				free_irq(a->e[n].vector, a);
			while (i) {
				i--;
				free_irq(a->e[i].vector, a);
			}
			return ret; /* { dg-bogus "refpair" "the aux vector is the element after the merge" } */
		}
	}
	return 0;
}

/* The same with an array member and no test before the free.  */
int setup_tab(struct adapter *a)
{
	int n = a->nvec, ret;

	if (a->pf) {
		n -= 1;
		ret = request_irq(a->tab[n].vector, aux_handler, 0, "aux", a);
		if (ret)
			return ret;
	}
	ret = request_irq(a->tab[0].vector, queue_handler, 0, "q", a);
	if (ret) {
		free_irq(a->tab[n].vector, a);
		return ret; /* { dg-bogus "refpair" "given back through the merged index" } */
	}
	return 0;
}

/* Forgetting the aux vector is still a leak.  */
int setup_irqs_leaky(struct adapter *a)
{
	int n = a->nvec, i, ret;

	if (a->pf) {
		n -= 1;
		ret = request_irq(a->e[n].vector, aux_handler, 0, "aux", a); /* { dg-message "taken here" } */
		if (ret)
			return ret;
	}
	for (i = 0; i < n; i++) {
		ret = request_irq(a->e[i].vector, queue_handler, 0, "q", a);
		if (ret) { /* { dg-message "error branch taken here" } */
			while (i) {
				i--;
				free_irq(a->e[i].vector, a);
			}
			return ret; /* { dg-warning "not released on this error path" } */
			/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
		}
	}
	return 0;
}
