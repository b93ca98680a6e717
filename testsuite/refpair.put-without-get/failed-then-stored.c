/* A location whose acquire failed ("out_irq->np" after a failed
   of_parse_phandle_with_args()) that is then given another reference
   ("out_irq->np = p", p from of_irq_find_parent()) names that reference:
   putting p puts what p holds, not the failed call's nothing.  A
   re-creation of of_irq_parse_one() (drivers/of/irq.c, Linux 6.12), whose
   __free(device_node) p is put at every return.  */
#include <linux/kernel.h>
#include <linux/of.h>

struct device_node *of_irq_find_parent(struct device_node *child);
int parse_raw(struct of_phandle_args *out_irq);

int parse_one(struct device_node *device, int index, struct of_phandle_args *out_irq)
{
	struct device_node __free(device_node) *p = NULL;
	u32 intsize;
	int res;

	res = of_parse_phandle_with_args(device, "interrupts-extended",
					 "#interrupt-cells", index, out_irq);
	if (!res) {
		p = out_irq->np;
	} else {
		p = of_irq_find_parent(device);
		if (!p || of_property_read_u32(p, "#interrupt-cells", &intsize))
			return -EINVAL;
		out_irq->np = p;
		out_irq->args_count = intsize;
		if (intsize > 16)
			return -EINVAL; /* { dg-bogus "refpair" "p is put, and it holds a reference" } */
	}
	return parse_raw(out_irq); /* { dg-bogus "refpair" } */
}

/* Stored after the failed call and put twice: the second put is one too
   many.  */
int parse_twice(struct device_node *device, struct of_phandle_args *out_irq)
{
	struct device_node *p;

	if (!of_parse_phandle_with_args(device, "x", "#x-cells", 0, out_irq))
		return 0;
	p = of_irq_find_parent(device);
	if (!p)
		return -ENODEV;
	out_irq->np = p;
	of_node_put(p); /* { dg-message "first 'of_node_put' here" } */
	of_node_put(out_irq->np); /* { dg-warning "double 'of_node_put'" } */
	return 0;
}
