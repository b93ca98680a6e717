/* A function that gives up because its WARN_ON() fired is on an error
   path (database kind warning, annotations/bug.api): what it took before
   must be given back there, whatever it returns.  WARN_ON(x) tests x twice,
   once to warn and once as its value; the branch of the second test that
   leaves ("if (WARN_ON(x)) return;") is the error branch.  A warning the
   function only logs ("WARN_ON(x);", then on), a give-up that gives back
   first, and a warning before anything is taken are silent.  Both forms of
   the warning: the generic call (linux/kernel.h's WARN_ON) and x86's asm
   (asm/bug.h's WARN_ON_ONCE).  */
/* { dg-options "-O2" } */

#include <linux/kernel.h>
#include <linux/mutex.h>
#include <linux/pm_runtime.h>
#include <asm/bug.h>

struct chan {
	struct device *dev;
	struct mutex lock;
	int state;
	int users;
};

/* Buggy: the runtime PM count is kept when the state is bad.  */
void chan_set_state(struct chan *c, int v)
{
	pm_runtime_get_sync(c->dev);		/* { dg-message "taken here" } */
	if (WARN_ON(c->state > 3))		/* { dg-message "error branch taken here, where the warning fired" } */
		return;				/* { dg-warning "reference to 'c->dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
					/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	c->state = v;
	pm_runtime_put(c->dev);
}

/* Buggy, x86's form: the lock is kept when there are no users.  */
void chan_put_user(struct chan *c)
{
	mutex_lock(&c->lock);			/* { dg-message "taken here" } */
	if (WARN_ON_ONCE(!c->users))		/* { dg-message "error branch taken here, where the warning fired" } */
		return;				/* { dg-warning "lock '&c->lock' taken by 'mutex_lock' is not released on this error path" } */
					/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	c->users--;
	mutex_unlock(&c->lock);
}

/* Buggy, returning a status: false after a warning is still a give-up
   (an int function returning 0 there says it succeeded, as after any
   failure).  */
bool chan_busy(struct chan *c)
{
	bool busy;

	mutex_lock(&c->lock);			/* { dg-message "taken here" } */
	if (WARN_ON_ONCE(c->users < 0))		/* { dg-message "error branch taken here, where the warning fired" } */
		return false;			/* { dg-warning "lock '&c->lock' taken by 'mutex_lock' is not released on this error path" } */
					/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	busy = c->users > 0;
	mutex_unlock(&c->lock);
	return busy;
}

/* Correct: the warning is only logged, and the function goes on.  */
void chan_set_state_logged(struct chan *c, int v)
{
	pm_runtime_get_sync(c->dev);
	WARN_ON(c->state > 3);
	c->state = v;
	pm_runtime_put(c->dev);			/* { dg-bogus "not released|error branch" } */
}

void chan_put_user_logged(struct chan *c)
{
	mutex_lock(&c->lock);
	WARN_ON_ONCE(!c->users);
	c->users--;
	mutex_unlock(&c->lock);			/* { dg-bogus "not released|error branch" } */
}

/* Correct: the give-up gives the lock back first.  */
void chan_put_user_unlocked(struct chan *c)
{
	mutex_lock(&c->lock);
	if (WARN_ON_ONCE(!c->users)) {
		mutex_unlock(&c->lock);
		return;				/* { dg-bogus "not released" } */
	}
	c->users--;
	mutex_unlock(&c->lock);
}

/* Correct: nothing is held when the warning fires.  */
void chan_set_state_early(struct chan *c, int v)
{
	if (WARN_ON(!c->dev))
		return;				/* { dg-bogus "not released" } */
	pm_runtime_get_sync(c->dev);
	c->state = v;
	pm_runtime_put(c->dev);
}

/* Correct: the function goes on only when the warning did not fire, and
   gives back on both ways.  */
void chan_set_state_else(struct chan *c, int v)
{
	mutex_lock(&c->lock);
	if (!WARN_ON(c->state > 3))
		c->state = v;
	mutex_unlock(&c->lock);			/* { dg-bogus "not released|error branch" } */
}
