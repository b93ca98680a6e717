/* A function that takes a reference only where a flag of a structure is
   clear and then sets it ("if (!s->resumed) { pm_runtime_get_sync(dev);
   ...; s->resumed = true; }") keeps the reference in the structure for
   whoever clears the flag: its later error paths owe nothing.  Before the
   flag is set, and where the flag is set without the test, the reference
   is the function's, and in a function that also clears the flag
   (refpair.leak/bitfield-store.c) the flag's tests decide.  -O2 as in the
   kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/pm_runtime.h>

struct submit {
	struct device *dev;
	bool resumed;
	int nr;
};
int queue(struct submit *s);

int submit_once(struct submit *s)
{
	int ret;

	if (!s->resumed) {
		ret = pm_runtime_get_sync(s->dev);
		if (ret < 0) {
			pm_runtime_put_noidle(s->dev);
			return ret;
		}
		s->resumed = true;
	}
	if (queue(s))
		return -EIO; /* { dg-bogus "refpair" "the flag's reference" } */
	return 0;
}

int submit_once_early(struct submit *s)
{
	int ret;

	if (!s->resumed) {
		ret = pm_runtime_get_sync(s->dev); /* { dg-message "taken here" } */
		if (ret < 0) /* { dg-message "error branch taken here" } */
			return ret; /* { dg-warning "reference to 's->dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
		/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
		s->resumed = true;
	}
	return queue(s);
}

int submit_untested(struct submit *s)
{
	int ret;

	ret = pm_runtime_get_sync(s->dev); /* { dg-message "taken here" } */
	if (ret < 0) {
		pm_runtime_put_noidle(s->dev);
		return ret;
	}
	s->resumed = true;
	if (queue(s)) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to 's->dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	return 0;
}
