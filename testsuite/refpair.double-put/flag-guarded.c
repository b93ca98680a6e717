/* A release that a test of a structure's flag guards gives back what the
   flag records ("if (s->has_ref) { pm_runtime_put(dev); s->has_ref =
   false; }"), whether this function holds a reference or not: with the
   function's own put after it, that is two references, not a double put
   of one.  The same two puts unguarded are a double put.  -O2 as in the
   kernel.  */
/* { dg-options "-O2" } */
#include <linux/pm_runtime.h>

struct sched {
	struct device *dev;
	bool has_ref;
	int idle;
};
void work(struct sched *s);

void tick(struct sched *s)
{
	if (pm_runtime_resume_and_get(s->dev) < 0)
		return;
	work(s);
	if (s->idle) {
		if (s->has_ref) {
			pm_runtime_put(s->dev); /* { dg-bogus "refpair" "the flag's reference" } */
			s->has_ref = false;
		}
	} else if (!s->has_ref) {
		pm_runtime_get(s->dev);
		s->has_ref = true;
	}
	pm_runtime_put(s->dev); /* { dg-bogus "refpair" "this function's own" } */
}

void tick_unguarded(struct sched *s)
{
	if (pm_runtime_resume_and_get(s->dev) < 0)
		return;
	work(s);
	if (s->idle)
		pm_runtime_put(s->dev); /* { dg-message "first 'pm_runtime_put' here" } */
	pm_runtime_put(s->dev); /* { dg-warning "double 'pm_runtime_put' of 's->dev'" } */
}
