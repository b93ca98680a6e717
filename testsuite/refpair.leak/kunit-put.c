/* of_node_put_kunit(test, np) is a test-managed of_node_put(): KUnit puts
   the node when the test case ends (annotations/ownership.api), so a test
   that hands its node over and then fails an expectation leaks nothing.
   A node not handed over still leaks.  */
#include <linux/of.h>

struct kunit;
void of_node_put_kunit(struct kunit *test, struct device_node *node);
int check_node(struct kunit *test, struct device_node *np);

int node_test(struct kunit *test)
{
	struct device_node *np = of_find_node_by_name(NULL, "test-node");

	if (!np)
		return -19;
	of_node_put_kunit(test, np);
	if (check_node(test, np))
		return -22; /* { dg-bogus "refpair" "the test case's cleanup puts it" } */
	return 0;
}

int node_test_leak(struct kunit *test)
{
	struct device_node *np = of_find_node_by_name(NULL, "test-node"); /* { dg-message "taken here" } */

	if (!np)
		return -19;
	if (check_node(test, np)) /* { dg-message "error branch taken here" } */
		return -22; /* { dg-warning "reference to 'np' taken by 'of_find_node_by_name' is not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	of_node_put(np);
	return 0;
}
