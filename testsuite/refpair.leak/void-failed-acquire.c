/* A function that returns nothing has no error value: its error paths
   are those where an acquire failed.  The failure of an acquire that
   holds only when it returns 0 (clk_prepare(), regulator_enable(),
   request_irq()) is any other value, so "if (clk_prepare(c)) return;"
   is the failure, as "if (r < 0)" is; what the function took before is
   leaked there.  A test that is not a failure ("if (x) return;") keeps
   today's rule: a path that does not fail may keep what it took; so does
   a failure that the function only logs before it carries on.  */
/* { dg-options "-O2" } */

#include <linux/pm_runtime.h>
#include <linux/clk.h>
#include <linux/mutex.h>
#include <linux/regulator/consumer.h>

struct mutex m;

void nonzero_fails(struct device *dev, struct clk *c)
{
	pm_runtime_get_sync(dev);		/* { dg-message "taken here" } */
	if (clk_prepare(c))			/* { dg-message "error branch" } */
		return;				/* { dg-warning "not released on this error path" } */
					/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	clk_unprepare(c);
	pm_runtime_put(dev);
}

void nonzero_fails_stored(struct device *dev, struct regulator *r)
{
	int ret;

	mutex_lock(&m);				/* { dg-message "taken here" } */
	ret = regulator_enable(r);
	if (ret)				/* { dg-message "error branch taken here, where 'ret' is non-zero" } */
		return;				/* { dg-warning "lock '&m' taken by 'mutex_lock' is not released" } */
					/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	regulator_disable(r);
	mutex_unlock(&m);
}

/* Correct: what was taken is given back on the failure.  */
void nonzero_fails_unwound(struct device *dev, struct clk *c)
{
	pm_runtime_get_sync(dev);
	if (clk_prepare(c)) {
		pm_runtime_put(dev);		/* { dg-bogus "not released" } */
		return;
	}
	clk_unprepare(c);
	pm_runtime_put(dev);
}

/* Not a failure: a test of something else, and nothing held.  */
void other_test(struct device *dev, int x)
{
	pm_runtime_get_sync(dev);
	if (x)
		return;				/* { dg-bogus "not released" } */
	pm_runtime_put(dev);
}

void nothing_held(struct clk *c)
{
	if (clk_prepare(c))
		return;				/* { dg-bogus "not released" } */
	clk_unprepare(c);
}

/* A failure the function only logs, carrying on as if the call had
   succeeded, is no error path: a later early return that is not a failure
   keeps what it took, as any success path may.  */
void tolerated_failure(struct device *dev, struct regulator *r, int x)
{
	int ret;

	pm_runtime_get_sync(dev);
	ret = regulator_enable(r);
	if (ret)
		dev_err(dev, "cannot enable: %d\n", ret);
	if (x)
		return;				/* { dg-bogus "not released" } */
	pm_runtime_put(dev);
}

/* pm_runtime_get_sync() returns 1 when the device was active: positive is
   not its failure.  */
void positive_is_success(struct device *dev, struct clk *c)
{
	clk_prepare(c);
	if (pm_runtime_get_sync(dev) > 0)
		return;				/* { dg-bogus "clk.*not released" } */
	pm_runtime_put(dev);
	clk_unprepare(c);
}
