/* A walk that keeps its current node in its caller's out_args and
   moves it to the next one each turn ("out->np = new; of_node_put(cur);
   cur = new"), where cur was read from that location before the first
   store: each turn's put gives back the node the location held, and the
   put after the walk gives back the one it holds now, not the previous
   one a second time.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/of.h>

unsigned int map_next(struct device_node *np, int *len);
int map_ok(struct device_node *np);

int map_walk(struct device_node *np, struct of_phandle_args *out)
{
	struct device_node *cur, *new = NULL;
	int len, match, ret;

	ret = of_parse_phandle_with_args(np, "map", "#cells", 0, out);
	if (ret)
		return ret;
	cur = out->np;
	ret = -22;

	while (cur) {
		if (!map_ok(cur))
			return 0;
		len = 4;
		match = 0;
		while (len > 1 && !match) {
			match = 1;
			of_node_put(new);
			new = of_find_node_by_phandle(map_next(cur, &len));
			if (!new) {
				ret = -22;
				goto put;
			}
			if (!map_ok(new))
				match = 0;
		}
		if (!match) {
			ret = -2;
			goto put;
		}
		out->np = new;
		of_node_put(cur);
		cur = new;
		new = NULL;
	}
put:
	of_node_put(cur); /* { dg-bogus "refpair" "the node the location holds now" } */
	of_node_put(new);
	return ret;
}
