/* A helper that takes a reference on its argument and returns the same
   pointer on every path ("kref_get(&c->ref); return c;", the counter the
   structure's first member) acquires its argument: "acquire arg1 always
   returns=arg1".  The result only names the argument again, so a caller
   that takes a reference through the helper and puts the argument gives
   back that reference, not its caller's.  A helper that returns the
   pointer only where its get succeeded still acquires its result.  */
/* { dg-options "-O2" } */
#include <linux/kref.h>

struct ctx {
	struct kref ref;
	int n;
};

void ctx_destroy(struct kref *ref);
int ctx_busy(struct ctx *c);
void ctx_work(struct ctx *c);

static inline struct ctx *ctx_get(struct ctx *c)
{
	kref_get(&c->ref); /* { dg-message "'ctx_get' takes it here, through 'kref_get'" } */
	return c;
}

static inline struct ctx *ctx_tryget(struct ctx *c)
{
	return kref_get_unless_zero(&c->ref) ? c : NULL;
}

static inline void ctx_put(struct ctx *c)
{
	kref_put(&c->ref, ctx_destroy); /* { dg-message "'ctx_put' releases it here, through 'kref_put'" } */
}

/* Takes its own reference and gives it back: nothing for the caller.  */
static void ctx_reset(struct ctx *c)
{
	ctx_get(c);
	ctx_work(c);
	ctx_put(c);
}

void reset_all(struct ctx *c)
{
	if (!kref_get_unless_zero(&c->ref))
		return;
	if (ctx_busy(c))
		ctx_reset(c);
	ctx_put(c); /* { dg-bogus "refpair" "ctx_reset gave back only its own reference" } */
}

void reset_all_twice(struct ctx *c)
{
	if (!kref_get_unless_zero(&c->ref))
		return;
	ctx_reset(c);
	ctx_put(c); /* { dg-message "first 'ctx_put' here" } */
	ctx_put(c); /* { dg-warning "double 'ctx_put' of 'c'" } */
}

/* The reference the helper took is the argument's, whatever local the
   result went to.  */
int hold(struct ctx *c)
{
	struct ctx *mine = ctx_get(c); /* { dg-message "taken here" } */

	if (ctx_busy(c)) /* { dg-message "error branch taken here" } */
		return -16; /* { dg-warning "reference to 'c' taken by 'ctx_get' is not released on this error path" } */
	/* { dg-message "returns here without 'kref_put'" "" { target *-*-* } .-1 } */
	ctx_work(mine);
	ctx_put(c);
	return 0;
}

int hold_ok(struct ctx *c)
{
	struct ctx *mine = ctx_get(c);

	if (ctx_busy(c)) {
		ctx_put(mine);
		return -16; /* { dg-bogus "refpair" "given back through the result" } */
	}
	ctx_work(mine);
	ctx_put(c);
	return 0;
}

/* Returned only where the get succeeded: its result is what it holds.  */
int try_hold(struct ctx *c)
{
	struct ctx *mine = ctx_tryget(c);

	if (!mine)
		return -2; /* { dg-bogus "refpair" "NULL: nothing held" } */
	if (ctx_busy(mine)) {
		ctx_put(mine);
		return -16; /* { dg-bogus "refpair" "given back" } */
	}
	ctx_work(mine);
	ctx_put(mine);
	return 0;
}
