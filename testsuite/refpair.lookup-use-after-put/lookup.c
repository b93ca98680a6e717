/* A reference that a lookup returned is the function's only hold on the
   object: once the function puts it, reading through the pointer, passing
   it on or returning it uses an object nothing of the function keeps
   alive (and a caller that gets it returned puts it once more).  Testing
   the pointer, using it before the put, a second reference taken before
   the put, and an object the caller passed in stay silent.  */
/* { dg-options "-O2 -fplugin-arg-refpair-checks=+lookup-use-after-put" } */
#include <linux/kernel.h>
#include <linux/of.h>

void show(const char *s);
void consume(struct device_node *np);

struct device_node *find_codec(void)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec"); /* { dg-message "taken here" } */

	if (!np)
		return NULL;
	of_node_put(np); /* { dg-message "given back here" } */
	return np; /* { dg-warning "'np' is returned after 'of_node_put' gave back the reference 'of_find_node_by_name' took; the caller gets it without one \\\[refpair-lookup-use-after-put\\\]" } */
}

int codec_flags(void)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec"); /* { dg-message "taken here" } */
	int flags;

	if (!np)
		return -ENODEV;
	of_node_put(np); /* { dg-message "given back here" } */
	flags = np->name[0]; /* { dg-warning "use of 'np' after 'of_node_put' gave back the reference 'of_find_node_by_name' took" } */
	return flags;
}

void codec_pass_on(void)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec"); /* { dg-message "taken here" } */

	if (!np)
		return;
	of_node_put(np); /* { dg-message "given back here" } */
	consume(np); /* { dg-warning "use of 'np' after 'of_node_put'" } */
}

/* Correct: the pointer is only tested after the put.  */
int codec_present(void)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");

	of_node_put(np);
	return np != NULL; /* { dg-bogus "refpair" } */
}

/* Correct: read before the put.  */
int codec_flags_ok(void)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");
	int flags;

	if (!np)
		return -ENODEV;
	flags = np->name[0];
	of_node_put(np);
	return flags; /* { dg-bogus "refpair" } */
}

/* Correct: a second reference, returned to the caller.  */
struct device_node *find_codec_ok(void)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");

	if (!np)
		return NULL;
	of_node_get(np);
	np->parent = NULL;
	of_node_put(np);
	return np; /* { dg-bogus "refpair" } */
}

/* Correct: the caller's node; the function's own get and put are
   balanced, and the caller still holds its reference.  */
int parent_flags(struct device_node *parent)
{
	struct device_node *np = of_node_get(parent);

	of_node_put(np);
	return np->name[0]; /* { dg-bogus "refpair" } */
}

/* Correct: a reference of another family on the same node (its kobject)
   keeps it held after the lookup's put.  */
int codec_kobj(struct kobject **out)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec");

	if (!np)
		return -ENODEV;
	kobject_get(&np->kobj);
	of_node_put(np);
	*out = &np->kobj; /* { dg-bogus "refpair" } */
	return np->name[0]; /* { dg-bogus "refpair" } */
}

/* Several uses after the put: one warning, at the first.  */
int codec_twice(const char **out)
{
	struct device_node *np = of_find_node_by_name(NULL, "codec"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	of_node_put(np); /* { dg-message "given back here" } */
	out[0] = np->name; /* { dg-warning "use of 'np' after 'of_node_put'" } */
	out[1] = np->name; /* { dg-bogus "refpair" "one warning per acquire" } */
	return 0;
}
