/* A flag that records a held reference.  When a function of the unit gives
   an object back only where a flag of its structure is set ("if
   (irq->requested) free_irq(irq->vector, ...)"), a function that sets the
   flag after taking the object leaves the reference to that teardown: in
   a helper its unit calls, the caller tears down on failure.  A function
   no one in the unit calls (a probe) keeps the duty, and so does a store
   of 0, a flag no release is guarded by, or a flag that guards another
   object.  -O2 as in the kernel, where GCC tests a bit-field through a
   BIT_FIELD_REF and a mask.  */
/* { dg-options "-O2" } */
#include <linux/interrupt.h>
#include <linux/clk.h>
#include <linux/mutex.h>

struct vec {
	unsigned int vector;
	unsigned int requested:1;
	unsigned int hinted:1;
	const char *name;
};

struct nic {
	int nvecs;
	struct vec tbl[8];
	struct clk *clk;
	struct clk *other;
	bool clk_on;
	bool other_seen;
};
irqreturn_t handler(int irq, void *data);
void irq_hint(unsigned int irq);
int setup(struct nic *n);

static void nic_free_irqs(struct nic *n)
{
	int i;

	for (i = 0; i < n->nvecs; i++) {
		struct vec *v = &n->tbl[i];

		if (v->requested) {
			/* The release need not follow the test at once.  */
			if (v->hinted) {
				irq_hint(v->vector);
				v->hinted = 0;
			}
			free_irq(v->vector, n);
		}
		v->requested = 0;
	}
}

static void nic_clk_off(struct nic *n)
{
	if (n->clk_on)
		clk_disable_unprepare(n->clk);
	n->clk_on = false;
	if (n->other_seen)
		clk_disable_unprepare(n->clk);
}

/* Each vector is marked requested; the caller frees the marked ones.  */
static int nic_request_irqs(struct nic *n)
{
	int i, rc = 0;

	for (i = 0; i < n->nvecs; i++) {
		struct vec *v = &n->tbl[i];

		rc = request_irq(v->vector, handler, 0, v->name, n);
		if (rc)
			break;
		v->requested = 1;
	}
	return rc; /* { dg-bogus "refpair" "the flags record the earlier vectors" } */
}

static int nic_clk_on(struct nic *n)
{
	int ret = clk_prepare_enable(n->clk);

	if (ret)
		return ret;
	n->clk_on = true;
	ret = setup(n);
	if (ret)
		return ret; /* { dg-bogus "refpair" "n->clk_on records it" } */
	return 0;
}

/* A store of 0 records nothing.  */
static int nic_clk_zero(struct nic *n)
{
	int ret = clk_prepare_enable(n->clk); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	n->clk_on = false;
	ret = setup(n);
	if (ret) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'n->clk' taken by 'clk_prepare_enable' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}

/* n->other_seen guards a release of n->clk, not of n->other.  */
static int nic_other(struct nic *n)
{
	int ret = clk_prepare_enable(n->other); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	n->other_seen = true;
	ret = setup(n);
	if (ret) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'n->other' taken by 'clk_prepare_enable' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}

int nic_open(struct nic *n)
{
	int rc = nic_request_irqs(n);

	if (rc) {
		nic_free_irqs(n);
		return rc;
	}
	rc = nic_clk_on(n);
	if (!rc)
		rc = nic_clk_zero(n);
	if (!rc)
		rc = nic_other(n);
	if (rc) {
		nic_clk_off(n);
		nic_free_irqs(n);
	}
	return rc;
}

/* Called by no one here: a failure is this function's to undo.  */
int nic_probe(struct nic *n)
{
	int ret = clk_prepare_enable(n->clk); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	n->clk_on = true;
	ret = setup(n);
	if (ret) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'n->clk' taken by 'clk_prepare_enable' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}

/* An unlock under a flag's test is an unlock of the caller's lock, which
   the function takes again: the flag does not record it.  */
struct fw {
	struct mutex lock;
	bool loaded;
};
int fw_request(struct fw *f);

int fw_load(struct fw *f)
{
	int ret;

	if (f->loaded)
		return 0;
	mutex_unlock(&f->lock);
	ret = fw_request(f);
	mutex_lock(&f->lock);
	if (!ret)
		f->loaded = true;
	return ret; /* { dg-bogus "refpair" "the caller's lock, taken again" } */
}
