/* A helper that reads a location of its caller's, clears it and only then
   releases what it read ("r = *p; *p = NULL; kref_put(&r->kref, ...)", a
   put that takes the address of the caller's pointer) gives back what the
   location held when it was called: "release arg1->0".  The copy keeps
   naming the location's old contents after the store.  */
/* { dg-options "-O2" } */
#include <linux/kref.h>

struct res {
	struct kref kref;
	int n;
};

void res_release(struct kref *kref);
int res_busy(struct res *r);

static struct res *res_ref(struct res *r)
{
	kref_get(&r->kref); /* { dg-message "'res_ref' takes it here, through 'kref_get'" } */
	return r;
}

static void res_unref(struct res **p)
{
	struct res *r = *p;

	*p = NULL;
	kref_put(&r->kref, res_release);
}

/* The same, through a field of the caller's structure.  */
struct holder {
	struct res *res;
};

static void holder_drop(struct holder *h)
{
	struct res *r = h->res;

	h->res = NULL;
	r->n = 0;
	kref_put(&r->kref, res_release);
}

int evict(struct res *first)
{
	struct res *victim = res_ref(first);

	if (res_busy(victim)) {
		res_unref(&victim);
		return -16; /* { dg-bogus "refpair" "res_unref() gave it back" } */
	}
	res_unref(&victim);
	return 0;
}

int evict_leaky(struct res *first)
{
	struct res *victim = res_ref(first); /* { dg-message "taken here" } */

	if (res_busy(victim)) /* { dg-message "error branch taken here" } */
		return -16; /* { dg-warning "reference to 'first' taken by 'res_ref' is not released on this error path" } */
	/* { dg-message "returns here without 'kref_put'" "" { target *-*-* } .-1 } */
	res_unref(&victim);
	return 0;
}

int hold(struct holder *h, struct res *r)
{
	h->res = res_ref(r);
	if (res_busy(r)) {
		holder_drop(h);
		return -16; /* { dg-bogus "refpair" "holder_drop() gave it back" } */
	}
	return 0;
}
