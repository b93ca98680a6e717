/* A variable whose address a helper takes lives in memory: giving back
   what it holds and then storing another reference in it ("of_node_put(
   port); port = of_get_parent(ep);") leaves the name on the new
   reference, and the put at the end gives that one back, not the old one
   a second time.  Putting it twice before the store is a double put.
   -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/of.h>

bool port_is_multi(struct device_node *port);
/* May move *port to another node; returns an endpoint it does not count.  */
struct device_node *port_next_ep(struct device_node **port);
void port_parse(struct device_node *ep, struct device_node *port);

void link_init(struct device_node *port)
{
	struct device_node *ep;

	of_node_get(port);
	if (port_is_multi(port)) {
		ep = port_next_ep(&port);
		of_node_put(port);
		port = of_get_parent(ep);
	} else {
		ep = port_next_ep(&port);
	}
	port_parse(ep, port);
	of_node_put(port); /* { dg-bogus "double" "the parent's reference, taken after the put" } */
}

void link_init_twice(struct device_node *port)
{
	struct device_node *ep;

	of_node_get(port);
	ep = port_next_ep(&port);
	of_node_put(port); /* { dg-message "first 'of_node_put' here" } */
	port_parse(ep, port);
	of_node_put(port); /* { dg-warning "double 'of_node_put' of 'port'" } */
}
