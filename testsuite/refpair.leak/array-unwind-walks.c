/* Yet more spellings of one array's elements taken in a loop and given back
   by an unwind loop (engine/elements.c): an index that adds a base to the
   loop counter, a walk whose next element is read through the current one,
   a pointer walk unwound through an index, an element that holds a value
   stored into it, and a combined release in a loop of its own.  What must
   still warn: the same loops with nothing, or not everything, given back.  */
#include <linux/clk.h>
#include <linux/err.h>
#include <linux/interrupt.h>
#include <linux/kernel.h>

struct vec {
	unsigned int vector;
	int msix_idx;
	char name[16];
};

struct chan {
	unsigned int irq;
	unsigned int index;
};

struct nic {
	struct vec *entries;
	struct vec *spare;
	struct vec queues[8];
	int nqueues;
	int base;
	int nvec;
	struct chan *chans[8];
	unsigned int nchans;
	struct clk *clks[4];
	struct clk *other[4];
	int nclks;
	int ready;
};

irqreturn_t vec_handler(int irq, void *data);
int setup_hw(struct nic *n);
struct clk *of_clk_get(void *np, int index);

/* "entries[base + v]": the sum is one term in both loops.  */
int based_index(struct nic *n)
{
	int base = n->base;
	int v, err;

	for (v = 0; v < n->nvec; v++) {
		err = request_irq(n->entries[base + v].vector, vec_handler, 0, "q", n);
		if (err)
			goto unwind;
	}
	n->ready = 1;
	return 0;
unwind:
	while (v) {
		v--;
		free_irq(n->entries[base + v].vector, n);
	}
	return err; /* { dg-bogus "refpair" } */
}

/* The unwinding reads another array at the same indexes.  */
int based_index_other(struct nic *n)
{
	int base = n->base;
	int v, err;

	for (v = 0; v < n->nvec; v++) {
		err = request_irq(n->entries[base + v].vector, vec_handler, 0, "q", n); /* { dg-message "taken here" } */
		if (err) /* { dg-message "error branch taken here" } */
			goto unwind;
	}
	n->ready = 1;
	return 0;
unwind:
	while (v) {
		v--;
		free_irq(n->spare[base + v].vector, n);
	}
	return err; /* { dg-warning "is not released on this error path" } */
	/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
}

/* The next element is read through the current one ("c = p->chans[c->index
   + 1]"), in the loop that takes and in the one that gives back.  */
#define for_each_chan(c, n)						\
	for (c = (n)->chans[0]; c;					\
	     c = (c->index + 1 < (n)->nchans) ? (n)->chans[c->index + 1] : NULL)

int chained_walk(struct nic *n)
{
	struct chan *c;
	unsigned int taken = 0;
	int err;

	for_each_chan(c, n) {
		err = request_irq(c->irq, vec_handler, 0, "c", c);
		if (err)
			goto unwind;
		taken++;
	}
	n->ready = 1;
	return 0;
unwind:
	for_each_chan(c, n) {
		if (taken-- == 0)
			break;
		free_irq(c->irq, c);
	}
	return err; /* { dg-bogus "refpair" } */
}

/* The same walk with nothing given back.  */
int chained_walk_leaks(struct nic *n)
{
	struct chan *c;
	int err;

	for_each_chan(c, n) {
		err = request_irq(c->irq, vec_handler, 0, "c", c); /* { dg-message "taken here" } */
		if (err) /* { dg-message "error branch taken here" } */
			return err; /* { dg-warning "reference to 'c->irq' taken by 'request_irq' is not released on this error path" } */
			/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
	}
	return 0;
}

/* A pointer walks the array from "&n->queues[i]" with i = 0; the unwind
   loop indexes it, through an accessor.  */
static inline unsigned int queue_vector(struct nic *n, struct vec *q)
{
	return n->entries[q->msix_idx].vector;
}

int walk_from_indexed_start(struct nic *n)
{
	struct vec *q;
	int i, err;

	for (i = 0, q = &n->queues[i]; i < n->nqueues; i++, q++) {
		err = request_irq(queue_vector(n, q), vec_handler, 0, q->name, q);
		if (err)
			goto unwind;
	}
	return 0;
unwind:
	for (i--; i >= 0; i--) {
		q = &n->queues[i];
		free_irq(queue_vector(n, q), q);
	}
	return err; /* { dg-bogus "refpair" } */
}

/* What a call returns is stored into the element; the unwinding reads it
   back from there, stopping at the first one that failed (an enable that
   fails leaves nothing to give back).  */
int stored_into_element(struct nic *n, void *np)
{
	int i, ret;

	for (i = 0; i < 4; i++) {
		n->clks[i] = of_clk_get(np, i);
		if (PTR_ERR(n->clks[i]) == -EPROBE_DEFER) {
			ret = -EPROBE_DEFER;
			goto out_clk;
		}
		if (IS_ERR(n->clks[i]))
			break;
		clk_prepare_enable(n->clks[i]);
	}
	ret = setup_hw(n);
	if (ret < 0)
		goto out_clk;
	return 0;
out_clk:
	for (i = 0; i < 4; i++) {
		if (IS_ERR(n->clks[i]))
			break; /* { dg-bogus "refpair" } */
		clk_disable_unprepare(n->clks[i]);
		clk_put(n->clks[i]);
	}
	return ret; /* { dg-bogus "refpair" } */
}

/* Stored into one array, given back from another.  */
int stored_into_other(struct nic *n, void *np)
{
	int i, ret;

	for (i = 0; i < 4; i++) {
		n->clks[i] = of_clk_get(np, i);
		if (IS_ERR(n->clks[i]))
			break;
		clk_prepare_enable(n->clks[i]); /* { dg-message "taken here" } */
	}
	ret = setup_hw(n);
	if (ret < 0) /* { dg-message "error branch taken here" } */
		goto out_clk;
	return 0;
out_clk:
	for (i = 0; i < 4; i++) {
		clk_disable_unprepare(n->other[i]);
		clk_put(n->clks[i]);
	}
	return ret; /* { dg-warning "is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
}

/* The unwind loop of a later failure counts down from the last element and
   gives back both counts of each clock with one call.  */
int both_counts_later(struct nic *n)
{
	int i, ret;

	for (i = 0; i < n->nclks; i++) {
		ret = clk_prepare_enable(n->clks[i]);
		if (ret) {
			while (--i >= 0)
				clk_disable_unprepare(n->clks[i]);
			return ret;
		}
	}
	ret = setup_hw(n);
	if (ret)
		goto err_clk;
	return 0;
err_clk:
	for (i = n->nclks - 1; i >= 0; i--)
		clk_disable_unprepare(n->clks[i]);
	return ret; /* { dg-bogus "refpair" } */
}

/* The same loop gives back only the enable count.  */
int one_count_later(struct nic *n)
{
	int i, ret;

	for (i = 0; i < n->nclks; i++) {
		ret = clk_prepare_enable(n->clks[i]); /* { dg-message "taken here" } */
		if (ret) {
			while (--i >= 0)
				clk_disable_unprepare(n->clks[i]);
			return ret;
		}
	}
	ret = setup_hw(n);
	if (ret) /* { dg-message "error branch taken here" } */
		goto err_clk;
	return 0;
err_clk:
	for (i = n->nclks - 1; i >= 0; i--)
		clk_disable(n->clks[i]);
	return ret; /* { dg-warning "is not released on this error path" } */
	/* { dg-message "returns here without 'clk_unprepare'" "" { target *-*-* } .-1 } */
}
