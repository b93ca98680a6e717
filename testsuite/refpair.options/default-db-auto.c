/* default-db=auto (the default): a unit that includes a C library's
   headers (here glibc's marker, as <features.h> defines it) and does not
   define __KERNEL__ is userspace code: the bundled kernel database does
   not apply, so a userspace function that happens to be called like a
   kernel API is nothing to refpair; db= files still apply.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/extra-db.api" } */
#define __GLIBC__ 2
struct mutex {
	int locked;
};
void mutex_lock(struct mutex *m);
void mutex_unlock(struct mutex *m);
int work(void);

struct widget;
struct widget *widget_get(const char *name);
void widget_put(struct widget *w);
int widget_start(struct widget *w);

int locked_work(struct mutex *m)
{
	mutex_lock(m);
	if (work() < 0)
		return -1; /* { dg-bogus "refpair" } */
	mutex_unlock(m);
	return 0;
}

int f(void)
{
	struct widget *w = widget_get("a"); /* { dg-message "taken here" } */

	if (!w)
		return -1;
	if (widget_start(w)) /* { dg-message "error branch" } */
		return -2; /* { dg-warning "reference to 'w' taken by 'widget_get' is not released on this error path" } */
	/* { dg-message "returns here without 'widget_put'" "" { target *-*-* } .-1 } */
	widget_put(w);
	return 0;
}
