/* default-db=always: the bundled kernel database applies to userspace
   units too (a project that mimics kernel APIs).  */
/* { dg-options "-fplugin-arg-refpair-default-db=always" } */
#define __GLIBC__ 2
struct mutex {
	int locked;
};
void mutex_lock(struct mutex *m);
void mutex_unlock(struct mutex *m);
int work(void);

int locked_work(struct mutex *m)
{
	mutex_lock(m); /* { dg-message "taken here" } */
	if (work() < 0) /* { dg-message "error branch" } */
		return -1; /* { dg-warning "lock 'm' taken by 'mutex_lock' is not released on this error path" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	mutex_unlock(m);
	return 0;
}
