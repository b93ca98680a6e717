/* Unlocking after a failed trylock unlocks a lock this path does not
   hold.  */
#include <linux/kernel.h>
#include <linux/mutex.h>

int hw(void);

int try_buggy(struct mutex *m)
{
	if (!mutex_trylock(m)) { /* { dg-message "'mutex_trylock' fails here and takes nothing" } */
		mutex_unlock(m); /* { dg-warning "'mutex_unlock' of 'm', but 'mutex_trylock' did not take the lock on this path \\\[refpair-put-without-get\\\]" } */
		return -EBUSY;
	}
	hw();
	mutex_unlock(m);
	return 0;
}

int try_ok(struct mutex *m)
{
	if (!mutex_trylock(m))
		return -EBUSY;
	hw();
	mutex_unlock(m); /* { dg-bogus "refpair" } */
	return 0;
}
