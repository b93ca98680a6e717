/* Pointer arithmetic is never NULL in C: a helper that returns
   "imap + len" where it succeeds and NULL where it fails says by
   its result whether it stored a new node reference where its argument
   points (of_irq_parse_imap_parent()).  Its summary is "acquire
   arg3->0 valid writes", and its callers owe the put.  */
/* { dg-options "-O2" } */
#include <linux/of.h>

struct phandle_args {
	struct device_node *np;
	int count;
};

int read_cells(struct device_node *np, unsigned int *cells);
int check_map(const unsigned int *imap);

static const unsigned int *parse_parent(const unsigned int *imap, int len,
					 struct phandle_args *out)
{
	struct device_node *np;
	unsigned int cells;

	np = of_find_node_by_phandle(*imap); /* { dg-message "'parse_parent' takes it here, through 'of_find_node_by_phandle'" } */
	if (!np)
		return NULL;
	if (read_cells(np, &cells)) {
		of_node_put(np);
		return NULL;
	}
	out->np = np;
	out->count = cells;
	return imap + len;
}

int map_one(const unsigned int *imap)
{
	struct phandle_args args;
	const unsigned int *next;

	next = parse_parent(imap, 4, &args); /* { dg-message "taken here" } */
	if (!next)
		return -EINVAL;
	if (check_map(next)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'args.np' taken by 'parse_parent' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	of_node_put(args.np);
	return 0;
}

int map_one_put(const unsigned int *imap)
{
	struct phandle_args args;
	const unsigned int *next;
	int ret = 0;

	next = parse_parent(imap, 4, &args);
	if (!next)
		return -EINVAL; /* { dg-bogus "refpair" "nothing is stored where the helper returns NULL" } */
	if (check_map(next))
		ret = -EIO;
	of_node_put(args.np); /* { dg-bogus "refpair" "the helper stored a node where it returned non-NULL" } */
	return ret;
}
