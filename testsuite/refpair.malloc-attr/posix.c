/* POSIX pairs that glibc declares without GCC's malloc attribute come from
   the bundled userspace database (annotations/userspace/posix.api), read
   for userspace units only: a file descriptor from open() or socket(), a
   mutex pthread_mutex_lock() took, a dlopen() handle.  */
#include "libc.h"

int parse(int fd);
int use(void *handle);
int work(void);

int load(const char *path)
{
	int fd = open(path, O_RDONLY); /* { dg-message "taken here" } */

	if (fd < 0)
		return -errno;
	if (parse(fd) < 0) /* { dg-message "error branch taken here" } */
		return -EINVAL; /* { dg-warning "reference to 'fd' taken by 'open' is not released on this error path \\\[refpair-leak\\\]" } */
	/* { dg-message "returns here without 'close'" "" { target *-*-* } .-1 } */
	close(fd);
	return 0;
}

/* Closed on the error path, handed to the caller on success.  */
int load_ok(const char *path)
{
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return -errno;
	if (parse(fd) < 0) {
		close(fd);
		return -EINVAL; /* { dg-bogus "refpair" } */
	}
	return fd;
}

int connect_one(void)
{
	int s = socket(2, 1, 0); /* { dg-message "taken here" } */

	if (s < 0)
		return -1;
	if (parse(s)) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 's' taken by 'socket' is not released on this error path" } */
	/* { dg-message "returns here without 'close'" "" { target *-*-* } .-1 } */
	return s;
}

int locked(pthread_mutex_t *m)
{
	if (pthread_mutex_lock(m)) /* { dg-message "taken here" } */
		return -1; /* { dg-bogus "refpair" } */
	if (work() < 0) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "lock 'm' taken by 'pthread_mutex_lock' is not released on this error path" } */
	/* { dg-message "returns here without 'pthread_mutex_unlock'" "" { target *-*-* } .-1 } */
	pthread_mutex_unlock(m);
	return 0;
}

int try_locked(pthread_mutex_t *m)
{
	if (pthread_mutex_trylock(m))
		return -1;
	if (work() < 0) {
		pthread_mutex_unlock(m);
		return -1; /* { dg-bogus "refpair" } */
	}
	pthread_mutex_unlock(m);
	return 0;
}

/* Unlocking twice.  */
int unlock_twice(pthread_mutex_t *m)
{
	if (pthread_mutex_lock(m))
		return -1;
	if (work() < 0) {
		pthread_mutex_unlock(m); /* { dg-message "first 'pthread_mutex_unlock' here" } */
		goto out;
	}
	return 0;
out:
	pthread_mutex_unlock(m); /* { dg-warning "double 'pthread_mutex_unlock' of 'm'" } */
	return -1;
}

int plugin(const char *name)
{
	void *h = dlopen(name, 1); /* { dg-message "taken here" } */

	if (!h)
		return -1;
	if (use(h) < 0) /* { dg-message "error branch taken here" } */
		return -1; /* { dg-warning "reference to 'h' taken by 'dlopen' is not released on this error path" } */
	/* { dg-message "returns here without 'dlclose'" "" { target *-*-* } .-1 } */
	dlclose(h);
	return 0;
}
