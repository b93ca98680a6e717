/* A devm action takes over the reference handed to it, whichever way
   devm_add_action_or_reset() is spelled.  Since Linux 6.10 it is a macro
   that passes the action's name to a static inline
   __devm_add_action_or_reset(), which calls __devm_add_action() and, when
   that fails, runs the action itself: either way the caller owes nothing
   more once the call is made.  The macro form is re-created here; the
   function form is linux/device.h's declaration (ownership.c).  */
#include <linux/of.h>
#include <linux/device.h>
#include <linux/clk.h>

int __devm_add_action(struct device *dev, void (*action)(void *), void *data,
		      const char *name);
#define devm_add_action(dev, action, data) \
	__devm_add_action(dev, action, data, #action)

static inline int __devm_add_action_or_reset(struct device *dev,
					     void (*action)(void *),
					     void *data, const char *name)
{
	int ret;

	ret = __devm_add_action(dev, action, data, name);
	if (ret)
		action(data);
	return ret;
}
#undef devm_add_action_or_reset
#define devm_add_action_or_reset(dev, action, data) \
	__devm_add_action_or_reset(dev, action, data, #action)

int configure(struct device_node *np);
void release_node(void *data);
void disable_clk(void *data);
void disable_state(void *data);

/* A clk handed over directly, then a structure holding another one:
   handing over a structure hands over what it holds.  */
struct state {
	struct clk *clk;
};

int handed_to_devm(struct device *dev, struct clk *clk, struct state *st)
{
	int ret;

	ret = clk_prepare_enable(clk);
	if (ret)
		return ret;
	ret = devm_add_action_or_reset(dev, disable_clk, clk);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the action has run" } */
	ret = clk_prepare_enable(st->clk);
	if (ret)
		return ret; /* { dg-bogus "refpair" "devm disables clk" } */
	ret = devm_add_action_or_reset(dev, disable_state, st);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the actions have run" } */
	if (configure(NULL))
		return -EIO; /* { dg-bogus "refpair" "the actions own clk and st->clk" } */
	return 0;
}

/* Leaked before it is handed over: still this function's.  */
int leaked_before_devm(struct device *dev, struct device_node *parent)
{
	struct device_node *np = of_get_child_by_name(parent, "port"); /* { dg-message "taken here" } */
	int ret;

	if (!np)
		return -ENODEV;
	if (configure(np)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'np' taken by 'of_get_child_by_name' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	ret = devm_add_action_or_reset(dev, release_node, np);
	if (ret)
		return ret; /* { dg-bogus "refpair" } */
	return 0;
}

/* Only the node handed over is taken over, not another one.  */
int other_node_kept(struct device *dev, struct device_node *parent)
{
	struct device_node *a, *b;
	int ret;

	a = of_get_child_by_name(parent, "a");
	if (!a)
		return -ENODEV;
	b = of_get_child_by_name(parent, "b"); /* { dg-message "taken here" } */
	if (!b) {
		of_node_put(a);
		return -ENODEV;
	}
	ret = devm_add_action_or_reset(dev, release_node, a);
	if (ret) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'b' taken by 'of_get_child_by_name' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	of_node_put(b);
	return 0;
}
