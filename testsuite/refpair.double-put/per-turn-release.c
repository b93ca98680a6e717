/* A release in a loop whose object is the same every turn while another
   argument names a new item each turn ("for_each_set_bit(i, map, n)
   event_free(gpu, i);" where event_free() puts gpu->dev) gives back one
   reference the structure records per item, not this function's: the
   get before the loop and the put after it are still a pair.  The same
   loop putting with nothing new per turn, or a second put after the
   loop, is a double put.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/pm_runtime.h>
#include <linux/mutex.h>

struct gpu {
	struct device *dev;
	unsigned long pending;
	struct mutex lock;
};
void reset_hw(struct gpu *g);

/* What a submission took when it queued event I.  */
static void event_free(struct gpu *g, unsigned int i)
{
	g->pending &= ~(1UL << i);
	pm_runtime_put_autosuspend(g->dev);
}

void recover_hang(struct gpu *g)
{
	unsigned int i;

	if (pm_runtime_get_sync(g->dev) < 0)
		goto pm_put;
	mutex_lock(&g->lock);
	reset_hw(g);
	for (i = 0; i < 64; i++)
		if (g->pending & (1UL << i))
			event_free(g, i); /* { dg-bogus "refpair" "one event's reference" } */
	mutex_unlock(&g->lock);
pm_put:
	pm_runtime_put_autosuspend(g->dev); /* { dg-bogus "refpair" "this function's own" } */
}

void drain_same(struct gpu *g, int n)
{
	int i;

	if (pm_runtime_resume_and_get(g->dev) < 0)
		return;
	reset_hw(g);
	for (i = 0; i < n; i++)
		pm_runtime_put(g->dev); /* { dg-warning "double 'pm_runtime_put' of 'g->dev'" } */
	/* { dg-message "first 'pm_runtime_put' here" "the previous turn's" { target *-*-* } .-1 } */
}

void recover_put_twice(struct gpu *g)
{
	unsigned int i;

	if (pm_runtime_resume_and_get(g->dev) < 0)
		return;
	for (i = 0; i < 64; i++)
		if (g->pending & (1UL << i))
			event_free(g, i);
	pm_runtime_put(g->dev); /* { dg-message "first 'pm_runtime_put' here" } */
	pm_runtime_put(g->dev); /* { dg-warning "double 'pm_runtime_put' of 'g->dev'" } */
}
