/* APIs declared by macros, as kernel headers do with DECLARE_* helpers:
   token-pasted names, attributes from refpair.h inside the macro, an index
   from a macro constant.  Calls through wrapper macros (of annotated and
   of database functions) and an error return inside a macro are reported
   at the lines where the macros are used.  */
#include <refpair.h>
#include <linux/kernel.h>
#include <linux/pm_runtime.h>

#define OBJ_ARG 1
#define DECLARE_REFCOUNTED(type)						\
	struct type;								\
	void type##_put(struct type *p) __releases_ref(OBJ_ARG);		\
	struct type *type##_get(const char *name) __acquires_ref(type##_put);	\
	int type##_start(struct type *p)					\
		__cond_acquires_ref_arg(OBJ_ARG, type##_put, "ret==0")

DECLARE_REFCOUNTED(widget);
DECLARE_REFCOUNTED(gadget);

#define WIDGET_GET(n) widget_get(n)
#define GET_SYNC(dev) pm_runtime_get_sync(dev)
#define CALL(fn, ...) fn(__VA_ARGS__)
#define FAIL_IF(cond, err)		\
	do {				\
		if (cond)		\
			return (err);	\
	} while (0)

int use(void *p);

int leak_via_macro(void)
{
	struct widget *w = WIDGET_GET("w"); /* { dg-message "taken here" } */

	if (!w)
		return -ENOMEM;
	if (use(w)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'w' taken by 'widget_get' is not released on this error path" } */
	/* { dg-message "returns here without 'widget_put'" "" { target *-*-* } .-1 } */
	widget_put(w);
	return 0;
}

int balanced_via_macro(void)
{
	struct gadget *g = CALL(gadget_get, "g");

	if (!g)
		return -ENOMEM;
	if (use(g)) {
		CALL(gadget_put, g);
		return -EIO; /* { dg-bogus "refpair" } */
	}
	gadget_put(g);
	return 0;
}

int cond_via_macro(struct gadget *g)
{
	int ret = CALL(gadget_start, g); /* { dg-message "taken here" } */

	if (ret)
		return ret; /* { dg-bogus "refpair" "nothing is held when gadget_start fails" } */
	if (use(g)) /* { dg-message "error branch" } */
		return -EIO; /* { dg-warning "reference to 'g' taken by 'gadget_start' is not released" } */
	/* { dg-message "returns here without 'gadget_put'" "" { target *-*-* } .-1 } */
	gadget_put(g);
	return 0;
}

int db_api_via_macro(struct device *dev)
{
	int ret = GET_SYNC(dev); /* { dg-message "taken here; 'pm_runtime_get_sync' keeps it even when it fails" } */

	if (ret < 0) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'dev' taken by 'pm_runtime_get_sync' is not released" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	pm_runtime_put(dev);
	return 0;
}

int leak_in_macro_return(void)
{
	struct widget *w = widget_get("x"); /* { dg-message "taken here" } */

	if (!w)
		return -ENOMEM;
	FAIL_IF(use(w), -EIO); /* { dg-warning "reference to 'w' taken by 'widget_get' is not released" } */
	/* { dg-message "error branch taken here" "" { target *-*-* } .-1 } */
	/* { dg-message "returns here without 'widget_put'" "" { target *-*-* } .-2 } */
	widget_put(w);
	return 0;
}
