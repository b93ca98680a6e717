/* A loop's node returned as the address of one of its members, through a
   macro that tests it for NULL ("return of_fwnode_handle(child)" inside
   for_each_available_child_of_node()), is returned: which reference the
   member's address names depends on which turn the loop is in, and that
   stays known up to the return.  Returning another object loses the
   loop's.  -O2 as in the kernel.  */
/* { dg-options "-O2 -fplugin-arg-refpair-checks=+lost-reference" } */
#include <linux/kernel.h>
#include <linux/of.h>

struct handle {
	int flags;
};
struct node {
	const char *name;
	struct handle fwnode;
};
#define node_handle(np) ({ struct node *__n = (struct node *)(np); __n ? &__n->fwnode : NULL; })
int name_eq(struct device_node *np, const char *name);

struct handle *named_child(struct device_node *parent, const char *name)
{
	struct device_node *child;

	for_each_available_child_of_node(parent, child)
		if (name_eq(child, name))
			return node_handle(child); /* { dg-bogus "refpair" "the child's reference is returned" } */
	return NULL;
}

extern struct handle root_handle;

struct handle *named_child_root(struct device_node *parent, const char *name)
{
	struct device_node *child;

	for_each_available_child_of_node(parent, child) /* { dg-message "taken here" } */
		if (name_eq(child, name))
			return &root_handle; /* { dg-warning "reference to 'child' taken by 'of_get_next_available_child' is lost here" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	return NULL;
}
