/* A get on a pointer a lookup returned, before the lookup's result is
   tested ("n = of_node_get(a ? a : b)" after two lookups, as a bridge
   driver picks its panel node): where the pointer is not NULL it now holds
   two references, where it is NULL none.  Putting the lookups and then the
   picked node puts each reference once; a third put is a double put.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/of.h>

int use(struct device_node *np);

int pick_panel(struct device_node *dn, int *en0, int *en1)
{
	struct device_node *remote1, *remote2, *panel;
	int r;

	remote1 = of_find_node_by_name(dn, "port1");
	remote2 = of_find_node_by_name(dn, "port2");
	*en0 = remote1 != NULL;
	*en1 = remote2 != NULL;
	panel = of_node_get(remote1 ? remote1 : remote2);
	of_node_put(remote1);
	of_node_put(remote2);
	if (!*en0 && !*en1) {
		of_node_put(panel);		/* { dg-bogus "double" } */
		return -ENODEV;
	}
	r = use(panel);
	of_node_put(panel);			/* { dg-bogus "double" } */
	return r;
}

/* The same get on one lookup, tested only after the puts.  */
int get_before_test(struct device_node *dn)
{
	struct device_node *np = of_find_node_by_name(dn, "port");
	struct device_node *keep = of_node_get(np);
	int r;

	of_node_put(np);
	if (!keep)
		return -ENODEV;
	r = use(keep);
	of_node_put(keep);			/* { dg-bogus "double" } */
	return r;
}

/* Buggy: the picked node is put twice.  */
int pick_panel_twice(struct device_node *dn)
{
	struct device_node *remote1, *remote2, *panel;

	remote1 = of_find_node_by_name(dn, "port1");
	remote2 = of_find_node_by_name(dn, "port2");
	panel = of_node_get(remote1 ? remote1 : remote2);
	of_node_put(remote1);
	of_node_put(remote2);
	if (!panel)
		return -ENODEV;
	use(panel);
	of_node_put(panel);			/* { dg-message "first 'of_node_put' here" } */
	of_node_put(panel);			/* { dg-warning "double 'of_node_put' of 'panel'" } */
	return 0;
}
