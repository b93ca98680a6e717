/* A helper that hands its argument to a transfer API on every path
   ("list_add_tail(&cell->node, &cells)") hands it over: "transfer arg1".
   The caller's fresh allocation goes with it, and so do the references
   stored in it.  A helper that only reads its argument, links it on one
   path only, or hands it to an API that takes it only where it succeeds
   (devm_add_action()) and returns that result, hands nothing over.  */
/* { dg-options "-O2" } */
#include <linux/of.h>
#include <linux/slab.h>
#include <linux/list.h>
#include <linux/device.h>

struct cell {
	struct device_node *np;
	int offset;
	struct list_head node;
};

static struct list_head cells;
int cell_setup(struct device_node *np, int *offset);
void cell_print(int offset);

static void cell_add(struct cell *cell)
{
	list_add_tail(&cell->node, &cells);
}

static void cell_show(struct cell *cell)
{
	cell_print(cell->offset);
}

void cell_release(void *cell);

static int cell_manage(struct device *dev, struct cell *cell)
{
	return devm_add_action(dev, cell_release, cell);
}

static void cell_add_valid(struct cell *cell)
{
	if (cell->offset >= 0)
		list_add_tail(&cell->node, &cells);
}

/* Each turn's second reference is stored in a cell that the helper
   links: the iterator's own reference is the only one left to put.  */
int add_cells(struct device_node *parent)
{
	struct device_node *child;
	struct cell *cell;
	int offset;

	for_each_child_of_node(parent, child) {
		if (cell_setup(child, &offset)) {
			of_node_put(child);
			return -22; /* { dg-bogus "refpair" "the earlier turns' references went with their cells" } */
		}
		cell = kzalloc(sizeof(*cell), GFP_KERNEL);
		if (!cell) {
			of_node_put(child);
			return -12;
		}
		cell->offset = offset;
		cell->np = of_node_get(child);
		cell_add(cell);
	}
	return 0;
}

int add_one(struct device_node *np)
{
	struct cell *cell;
	int offset;

	cell = kzalloc(sizeof(*cell), GFP_KERNEL);
	if (!cell)
		return -12;
	cell->np = of_node_get(np);
	cell_add(cell);
	if (cell_setup(np, &offset))
		return -22; /* { dg-bogus "refpair" "the cell and its node reference are on the list" } */
	return 0;
}

int show_one(struct device_node *np)
{
	struct cell *cell;
	int offset;

	cell = kzalloc(sizeof(*cell), GFP_KERNEL);
	if (!cell)
		return -12;
	cell->np = of_node_get(np); /* { dg-message "taken here" } */
	cell_show(cell);
	if (cell_setup(np, &offset)) /* { dg-message "error branch" } */
		return -22; /* { dg-warning "reference to 'np' taken by 'of_node_get' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	list_add_tail(&cell->node, &cells);
	return 0;
}

int add_one_valid(struct device_node *np, int offset)
{
	struct cell *cell;

	cell = kzalloc(sizeof(*cell), GFP_KERNEL);
	if (!cell)
		return -12;
	cell->offset = offset;
	cell->np = of_node_get(np); /* { dg-message "taken here" } */
	cell_add_valid(cell);
	if (cell_setup(np, &offset)) /* { dg-message "error branch" } */
		return -22; /* { dg-warning "reference to 'np' taken by 'of_node_get' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}

int manage_one(struct device *dev, struct device_node *np)
{
	struct cell *cell;

	cell = kzalloc(sizeof(*cell), GFP_KERNEL);
	if (!cell)
		return -12;
	cell->np = of_node_get(np); /* { dg-message "taken here" } */
	if (cell_manage(dev, cell)) /* { dg-message "error branch" } */
		return -22; /* { dg-warning "reference to 'np' taken by 'of_node_get' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}
