/* More spellings of one array's elements, taken in a loop and given back
   by an unwind loop (engine/elements.c): a pointer that walks the array
   against the index that unwinds it, an array pointer read before a store
   that clears it, and an unwind loop that skips the elements never taken.
   What must still warn: a walk over one array unwound over another, no
   unwinding at all, and a loop that gives elements back while it takes
   them.  */
#include <linux/clk.h>
#include <linux/interrupt.h>
#include <linux/kernel.h>

struct vec {
	unsigned int irq;
	int used;
	void *name;
};

struct adapter {
	struct vec *entries;
	struct vec *spare;
	int nvec;
	unsigned long flags;
	struct clk **clks;
	int nclks;
};

irqreturn_t vec_handler(int irq, void *data);
int setup_hw(struct adapter *a);

/* A pointer walks the array; the unwind loop indexes it.  */
int walk_then_index(struct adapter *a)
{
	struct vec *e = a->entries;
	int i, err;

	for (i = 0; i < a->nvec; i++, e++) {
		err = request_irq(e->irq, vec_handler, 0, "vec", a);
		if (err)
			goto fail;
	}
	return 0;
fail:
	while (i--)
		free_irq(a->entries[i].irq, a);
	return err; /* { dg-bogus "refpair" } */
}

/* The walk is over one array, the unwinding over another.  */
int walk_then_other(struct adapter *a)
{
	struct vec *e = a->entries;
	int i, err;

	for (i = 0; i < a->nvec; i++, e++) {
		err = request_irq(e->irq, vec_handler, 0, "vec", a); /* { dg-message "taken here" } */
		if (err) /* { dg-message "error branch taken here" } */
			goto fail;
	}
	return 0;
fail:
	while (i--)
		free_irq(a->spare[i].irq, a);
	return err; /* { dg-warning "reference to 'e->irq' taken by 'request_irq' is not released on this error path" } */
	/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
}

/* The loop skips unused entries through a pointer to the element; the
   array pointer is cleared after the unwinding, so its first read is kept
   apart from the later ones (MSI-X setup).  */
int cleared_after_unwind(struct adapter *a)
{
	int v, err;

	for (v = 0; v < a->nvec; v++) {
		struct vec *entry = &a->entries[v];

		if (!entry->used)
			continue;
		err = request_irq(entry->irq, vec_handler, 0, "vec", a);
		if (err)
			goto fail;
	}
	err = request_irq(a->entries[v].irq, vec_handler, 0, "other", a);
	if (err)
		goto fail;
	return 0;
fail:
	while (v) {
		v--;
		free_irq(a->entries[v].irq, a);
	}
	a->flags = 0;
	a->entries = NULL;
	return err; /* { dg-bogus "refpair" } */
}

/* The same without the unwinding.  */
int cleared_not_unwound(struct adapter *a)
{
	int v, err;

	for (v = 0; v < a->nvec; v++) {
		struct vec *entry = &a->entries[v];

		if (!entry->used)
			continue;
		err = request_irq(entry->irq, vec_handler, 0, "vec", a); /* { dg-message "taken here" } */
		if (err) /* { dg-message "error branch taken here" } */
			goto fail; /* { dg-warning "reference to 'entry->irq' taken by 'request_irq' is not released on this error path" } */
	}
	return 0;
fail:
	a->entries = NULL;
	return err; /* { dg-message "returns here without 'free_irq'" } */
}

/* The unwind loop gives back only the entries the first loop took: a
   turn may give back nothing, and entering the loop counts as giving
   back the collection.  */
int unwind_used_only(struct adapter *a)
{
	int i, err;

	for (i = 0; i < a->nvec; i++) {
		if (!a->entries[i].used)
			continue;
		err = request_irq(a->entries[i].irq, vec_handler, 0, "vec", a);
		if (err)
			goto fail;
	}
	err = setup_hw(a);
	if (err)
		goto fail;
	return 0;
fail:
	for (i--; i >= 0; i--)
		if (a->entries[i].used)
			free_irq(a->entries[i].irq, a);
	return err; /* { dg-bogus "refpair" } */
}

/* A loop that gives an element back while it takes the others is not an
   unwind loop: leaving it on a failure leaks those taken before.  */
int give_back_while_taking(struct adapter *a)
{
	int i, ret;

	for (i = 0; i < a->nclks; i++) {
		ret = clk_prepare_enable(a->clks[i]); /* { dg-message "taken here" } */
		if (ret) /* { dg-message "error branch taken here" } */
			return ret; /* { dg-warning "reference to '\\*a->clks' taken by 'clk_prepare_enable' is not released on this error path" } */
			/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
		if (!setup_hw(a))
			clk_disable_unprepare(a->clks[i]);
	}
	return 0;
}
