/* A reference handed to a function of the unit that stores it is not lost:
   the callee's summary says where it keeps it ("transfer arg2 into=arg1"
   for "p->np = np"), and the call is that store.  Kept where the caller's
   own structure points, the reference outlives the call; kept in the
   caller's local, it dies with it.  A callee that stores it on some paths
   only keeps nothing.  */
/* { dg-options "-O2 -fplugin-arg-refpair-checks=+lost-reference" } */
#include <linux/kernel.h>
#include <linux/of.h>

struct priv {
	struct device_node *np;
	int id;
};

struct holder {
	struct device_node *np;
};

static struct device_node *saved;

static void priv_set_node(struct priv *p, struct device_node *np)
{
	p->np = np;
	p->id = 1;
}

static void save_node(struct device_node *np)
{
	saved = np;
}

static void priv_maybe_set(struct priv *p, struct device_node *np, int use)
{
	if (use)
		p->np = np;
}

static void holder_set(struct holder *h, struct device_node *np)
{
	h->np = np;
}

int find_codec(struct priv *p)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");

	if (!np)
		return -ENODEV;
	priv_set_node(p, np);
	return 0; /* { dg-bogus "refpair" "stored in p->np by the callee" } */
}

int find_saved(void)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");

	if (!np)
		return -ENODEV;
	save_node(np);
	return 0; /* { dg-bogus "refpair" "stored in a global by the callee" } */
}

int find_maybe(struct priv *p, int use)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	priv_maybe_set(p, np, use);
	return 0; /* { dg-warning "reference to 'np' taken by 'of_find_node_by_name' is lost here" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
}

int find_local(void)
{
	struct holder h;
	struct device_node *np = of_find_node_by_name(NULL, "codec"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	holder_set(&h, np);
	return h.np != NULL; /* { dg-warning "reference to 'np' taken by 'of_find_node_by_name' is lost here" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
}
