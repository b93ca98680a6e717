/* A wait that times out or is interrupted is a failure (database kind
   fallible, annotations/completion.api): the path after it is an error
   path, as after an acquire's failure, whatever the function returns
   there.  A function that returns nothing and gives up when the device
   does not answer in time leaks the runtime PM count it took; one that
   gives it back on that path, or whose wait succeeded, does not.  */
/* { dg-options "-O2" } */

#include <linux/completion.h>
#include <linux/device.h>
#include <linux/pm_runtime.h>

struct chip {
	struct device *dev;
	struct completion done;
	int status;
};

void start_transfer(struct chip *c);

void transfer_timeout(struct chip *c)
{
	pm_runtime_get_sync(c->dev);		/* { dg-message "taken here" } */
	reinit_completion(&c->done);
	start_transfer(c);
	if (!wait_for_completion_timeout(&c->done, 100)) /* { dg-message "error branch taken here" } */
		return;				/* { dg-warning "reference to 'c->dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
					/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	c->status = 1;
	pm_runtime_put(c->dev);
}

void transfer_interrupted(struct chip *c)
{
	pm_runtime_get_sync(c->dev);		/* { dg-message "taken here" } */
	start_transfer(c);
	if (wait_for_completion_interruptible(&c->done)) /* { dg-message "error branch taken here" } */
		return;				/* { dg-warning "reference to 'c->dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
					/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	pm_runtime_put(c->dev);
}

/* Correct: the count is given back on the time-out too.  */
void transfer_timeout_put(struct chip *c)
{
	pm_runtime_get_sync(c->dev);
	start_transfer(c);
	if (!wait_for_completion_timeout(&c->done, 100)) {
		pm_runtime_put(c->dev);
		return;				/* { dg-bogus "not released" } */
	}
	c->status = 1;
	pm_runtime_put(c->dev);
}

/* Time left (positive) is success: the path that goes on keeps the
   count, as the function's success path does.  */
void transfer_time_left(struct chip *c, int keep)
{
	long left;

	pm_runtime_get_sync(c->dev);
	start_transfer(c);
	left = wait_for_completion_interruptible_timeout(&c->done, 100);
	if (left > 0 && keep)
		return;				/* { dg-bogus "not released" } */
	pm_runtime_put(c->dev);
}

/* A time-out that is only logged is no error path.  */
void transfer_timeout_logged(struct chip *c, int keep)
{
	pm_runtime_get_sync(c->dev);
	start_transfer(c);
	if (!wait_for_completion_timeout(&c->done, 100))
		dev_err(c->dev, "no answer\n");
	if (keep)
		return;				/* { dg-bogus "not released" } */
	pm_runtime_put(c->dev);
}
