/* Where renaming pm_runtime_get_sync() to pm_runtime_resume_and_get()
   would change what the code does, no fix-it is offered (no patch).  */
#include <linux/pm_runtime.h>

/* The failure path puts it (pm_runtime_put_noidle): correct as it is, and
   renaming would make that put unbalanced.  */
int already_right(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev);

	if (ret < 0) {
		pm_runtime_put_noidle(dev);
		return ret;
	}
	pm_runtime_put(dev);
	return 0;
}

/* The success value is returned: 1 (already active) would become 0.  */
int returns_result(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret < 0) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	return ret;
}

/* "if (ret)" tells 1 from 0: no rename.  */
int tests_nonzero(struct device *dev)
{
	int ret = pm_runtime_get_sync(dev); /* { dg-message "taken here" } */

	if (ret < 0) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	if (ret)
		dev->driver_data = NULL;
	pm_runtime_put(dev);
	return 0;
}

/* 6.1's device_link_add() (drivers/base/core.c): the failure path puts the
   count, a later error path forgets it.  The warning is right; renaming
   would unbalance the failure path's put.  */
void *link_add(struct device *supplier, int flags)
{
	if (flags & 1) {
		if (pm_runtime_get_sync(supplier) < 0) { /* { dg-message "taken here" } */
			pm_runtime_put_noidle(supplier);
			return NULL;
		}
	}
	if (flags & 2) /* { dg-message "error branch taken here" } */
		return NULL; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	return supplier;
}

/* 6.1's musb_pm_runtime_check_session(): a void function that keeps the
   count for a session whatever the resume did, and drops it when the
   session ends.  Renaming would make that later put unbalanced.  */
struct session {
	struct device *dev;
	int active;
};

void check_session(struct session *s, int on)
{
	int error;

	if (on) {
		error = pm_runtime_get_sync(s->dev); /* { dg-message "taken here" } */
		if (error < 0) /* { dg-message "error branch taken here" } */
			s->active = 0;
	} else {
		pm_runtime_put(s->dev);
	}
} /* { dg-warning "not released on this error path" } */
/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
