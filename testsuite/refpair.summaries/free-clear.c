/* A helper that frees a field and clears it (tg3_rx_prodring_fini() in
   6.1's drivers/net/ethernet/broadcom/tg3.c) is not summarized as a
   plain free: its callers would think the field dangles.  One that frees
   without clearing is, and the field then does dangle.  */
#include <linux/slab.h>
#include <linux/errno.h>

struct ring {
	char *std;
	char *jmb;
	int jumbo;
};

static void ring_fini(struct ring *r)
{
	kfree(r->std);
	r->std = NULL;
	kfree(r->jmb);
	r->jmb = NULL;
}

int ring_init(struct ring *r)
{
	r->std = kzalloc(64, GFP_KERNEL);
	if (!r->std)
		return -ENOMEM;
	if (r->jumbo) {
		r->jmb = kzalloc(64, GFP_KERNEL);
		if (!r->jmb)
			goto err_out;
	}
	return 0;

err_out:
	ring_fini(r);
	return -ENOMEM; /* { dg-bogus "still points to memory freed" } */
}

static void ring_drop(struct ring *r)
{
	kfree(r->std);
	kfree(r->jmb);
}

/* Every path to the drop has r->jmb NULL (its allocation failed).  */
int ring_init_drop(struct ring *r)
{
	r->std = kzalloc(64, GFP_KERNEL);
	if (!r->std)
		return -ENOMEM;
	if (r->jumbo) {
		r->jmb = kzalloc(64, GFP_KERNEL);
		if (!r->jmb)
			goto err_out;
	}
	return 0;

err_out:
	ring_drop(r);
	return -ENOMEM;
}

/* The path where r->jmb was never set: ring_drop() freed what the caller
   had there.  */
int ring_init_bad2(struct ring *r)
{
	r->std = kzalloc(64, GFP_KERNEL);
	if (!r->std)
		return -ENOMEM;
	if (r->jumbo > 1)
		goto err_out;
	if (r->jumbo) {
		r->jmb = kzalloc(64, GFP_KERNEL);
		if (!r->jmb)
			goto err_out;
	}
	return 0;

err_out:
	ring_drop(r);
	return -ENOMEM; /* { dg-warning "'r->jmb' still points to memory freed on this error path" } */
	/* { dg-message "returns here without clearing" "" { target *-*-* } .-1 } */
}
