/* The elements of an array taken in a loop and, when one fails, given back
   by a second loop that walks back over those taken (the unwind loops of
   clock, regulator and MSI-X vector code).  The two loops name the element
   with different index values; the elements are one resource that "some
   are held" (engine/elements.c).  What must still warn: a loop that leaves
   on a failure with nothing given back, a later failure that skips the
   unwind loop, an unwind loop over another array.  */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/pm_runtime.h>

struct priv {
	struct device *dev;
	struct clk *clks[4];
	struct clk *other[4];
	int nclks;
	struct { struct device *dev; int flags; } ent[8];
	int nent;
};

int setup_hw(struct priv *p);

/* "while (--i >= 0)": i is at least 1 when something is held.  */
int clks_on_predec(struct priv *p)
{
	int i, ret;

	for (i = 0; i < p->nclks; i++) {
		ret = clk_prepare_enable(p->clks[i]);
		if (ret)
			goto err;
	}
	return 0;
err:
	while (--i >= 0)
		clk_disable_unprepare(p->clks[i]);
	return ret; /* { dg-bogus "refpair" } */
}

/* "while (i--)", and a failure after the loop that unwinds them all.  */
int clks_on_postdec(struct priv *p)
{
	int i, ret;

	for (i = 0; i < p->nclks; i++) {
		ret = clk_prepare_enable(p->clks[i]);
		if (ret)
			goto err;
	}
	ret = setup_hw(p);
	if (ret)
		goto err;
	return 0;
err:
	while (i--)
		clk_disable_unprepare(p->clks[i]);
	return ret; /* { dg-bogus "refpair" } */
}

/* An unsigned index, a second failure in the loop before the acquire, and
   "while (i--)": after a step up from 0, i is not 0 again.  */
int clk_set_rate(struct clk *clk, unsigned long rate);

int clks_on_unsigned(struct priv *p, unsigned long rate)
{
	unsigned int i;
	int ret;

	for (i = 0; i < p->nclks; i++) {
		ret = clk_set_rate(p->clks[i], rate);
		if (ret)
			goto err;
		ret = clk_prepare_enable(p->clks[i]);
		if (ret)
			goto err;
	}
	return 0;
err:
	while (i--)
		clk_disable_unprepare(p->clks[i]);
	return ret; /* { dg-bogus "refpair" } */
}

/* "for (i--; i >= 0; i--)".  */
int clks_on_for_down(struct priv *p)
{
	int i, ret;

	for (i = 0; i < p->nclks; i++) {
		ret = clk_prepare_enable(p->clks[i]);
		if (ret)
			goto err;
	}
	return 0;
err:
	for (i--; i >= 0; i--)
		clk_disable_unprepare(p->clks[i]);
	return ret; /* { dg-bogus "refpair" } */
}

/* Counting up again, with another index.  */
int clks_on_for_up(struct priv *p)
{
	int i, j, ret;

	for (i = 0; i < p->nclks; i++) {
		ret = clk_prepare_enable(p->clks[i]);
		if (ret)
			goto err;
	}
	return 0;
err:
	for (j = 0; j < i; j++)
		clk_disable_unprepare(p->clks[j]);
	return ret; /* { dg-bogus "refpair" } */
}

/* "for (; i > 0; i--) ... [i - 1]".  */
int clks_on_minus_one(struct priv *p)
{
	int i, ret;

	for (i = 0; i < p->nclks; i++) {
		ret = clk_prepare_enable(p->clks[i]);
		if (ret)
			goto err;
	}
	return 0;
err:
	for (; i > 0; i--)
		clk_disable_unprepare(p->clks[i - 1]);
	return ret; /* { dg-bogus "refpair" } */
}

/* A field of each element, reached through a pointer that walks the
   array.  */
int ents_get(struct priv *p)
{
	int i, ret;

	for (i = 0; i < p->nent; i++) {
		ret = pm_runtime_resume_and_get(p->ent[i].dev);
		if (ret < 0)
			goto err;
	}
	return 0;
err:
	while (--i >= 0)
		pm_runtime_put(p->ent[i].dev);
	return ret; /* { dg-bogus "refpair" } */
}

/* The failure leaves with the earlier elements still enabled.  */
int clks_on_no_unwind(struct priv *p)
{
	int i, ret;

	for (i = 0; i < p->nclks; i++) {
		ret = clk_prepare_enable(p->clks[i]); /* { dg-message "taken here" } */
		if (ret) /* { dg-message "error branch taken here" } */
			return ret; /* { dg-warning "reference to 'p->clks\\\[i\\\]' taken by 'clk_prepare_enable' is not released on this error path" } */
			/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	}
	return 0;
}

/* A failure after the loop returns without the unwind loop.  */
int clks_on_late_failure(struct priv *p)
{
	int i, ret;

	for (i = 0; i < p->nclks; i++) {
		ret = clk_prepare_enable(p->clks[i]); /* { dg-message "taken here" } */
		if (ret)
			goto err;
	}
	ret = setup_hw(p);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'p->clks\\\[i\\\]' taken by 'clk_prepare_enable' is not released on this error path" } */
		/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	return 0;
err:
	while (--i >= 0)
		clk_disable_unprepare(p->clks[i]);
	return ret; /* { dg-bogus "refpair" } */
}

/* The unwind loop walks another array.  */
int clks_on_wrong_array(struct priv *p)
{
	int i, ret;

	for (i = 0; i < p->nclks; i++) {
		ret = clk_prepare_enable(p->clks[i]); /* { dg-message "taken here" } */
		if (ret) /* { dg-message "error branch taken here" } */
			goto err;
	}
	return 0;
err:
	while (--i >= 0)
		clk_disable_unprepare(p->other[i]);
	return ret; /* { dg-warning "reference to 'p->clks\\\[i\\\]' taken by 'clk_prepare_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
}

/* Elements at constant indexes stay apart: clks[1] is not given back.  */
int clks_two_fixed(struct priv *p)
{
	int ret;

	ret = clk_prepare_enable(p->clks[0]);
	if (ret)
		return ret;
	ret = clk_prepare_enable(p->clks[1]); /* { dg-message "taken here" } */
	if (ret)
		goto err;
	ret = setup_hw(p);
	if (ret) /* { dg-message "error branch taken here" } */
		goto err; /* { dg-warning "reference to 'p->clks\\\[1\\\]' taken by 'clk_prepare_enable' is not released on this error path" } */
	return 0;
err:
	clk_disable_unprepare(p->clks[0]);
	return ret; /* { dg-message "returns here without 'clk_disable_unprepare'" } */
}

/* MSI-X vectors: a pointer walks the array up, and back down.  */
#include <linux/interrupt.h>

struct msix_entry {
	unsigned int vector;
	unsigned short entry;
};

struct adapter {
	struct msix_entry *entries;
	int nvec;
};

irqreturn_t vec_handler(int irq, void *data);

int vectors_request(struct adapter *a)
{
	struct msix_entry *e = a->entries;
	int i, err;

	for (i = 0; i < a->nvec; i++, e++) {
		err = request_irq(e->vector, vec_handler, 0, "vec", a);
		if (err)
			goto fail;
	}
	return 0;
fail:
	while (i--) {
		e--;
		free_irq(e->vector, a);
	}
	return err; /* { dg-bogus "refpair" } */
}

/* By index, the unwind written as "for (i--; i >= 0; i--)" in a label
   after a later failure.  */
int vectors_request_then_fail(struct adapter *a)
{
	int i, err;

	for (i = 0; i < a->nvec; i++) {
		err = request_irq(a->entries[i].vector, vec_handler, 0, "vec", a);
		if (err)
			goto fail;
	}
	err = setup_hw(NULL);
	if (err)
		goto fail;
	return 0;
fail:
	for (i--; i >= 0; i--)
		free_irq(a->entries[i].vector, a);
	return err; /* { dg-bogus "refpair" } */
}
