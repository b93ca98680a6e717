/* A call that a macro of the same family makes is named as the source
   writes it: with CONFIG_DEBUG_LOCK_ALLOC, Linux's mutex.h turns
   mutex_lock(l) into mutex_lock_nested(l, 0), and the warning says
   mutex_lock.  A driver's own macro is not an API: the call keeps its
   name there.  */
#include <linux/mutex.h>

void mutex_lock_nested(struct mutex *lock, unsigned int subclass);
#define mutex_lock(lock) mutex_lock_nested(lock, 0)
#define priv_lock(p) mutex_lock_nested(&(p)->lock, 1)

struct priv {
	struct mutex lock;
};

int work(void);

int f(struct mutex *m)
{
	mutex_lock(m); /* { dg-message "taken here" } */
	if (work()) /* { dg-message "error branch taken here" } */
		return -5; /* { dg-warning "lock 'm' taken by 'mutex_lock' is not released on this error path" } */
	/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	mutex_unlock(m);
	return 0;
}

int g(struct priv *p)
{
	priv_lock(p); /* { dg-message "taken here" } */
	if (work()) /* { dg-message "error branch taken here" } */
		return -5; /* { dg-warning "lock '&p->lock' taken by 'mutex_lock_nested' is not released on this error path" } */
	/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	mutex_unlock(&p->lock);
	return 0;
}
