/* default-db=auto: __KERNEL__ (kbuild's -D__KERNEL__) makes a unit kernel
   code whatever else it defines; so does a unit without a C library's
   headers (the test suite's own kernel headers).  */
/* { dg-options "-D__KERNEL__" } */
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
