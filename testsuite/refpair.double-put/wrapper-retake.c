/* A wrapper's get (its summary: "acquires p->dev when it returns 0") on a
   count the function already holds takes a second count where it
   succeeds: two puts after two gets are none too many.  A summary of a
   function that gives the caller's reference back and takes it again says
   "restores" and takes no second one (testsuite/refpair.leak/
   retake-restores.c).  */
#include <linux/pm_runtime.h>

struct priv {
	struct device *dev;
	int enabled;
};
int do_work(struct priv *p);

static int core_get(struct priv *p)
{
	return pm_runtime_resume_and_get(p->dev);
}

static void core_put(struct priv *p)
{
	pm_runtime_put(p->dev); /* { dg-message "'core_put' releases it here, through 'pm_runtime_put'" } */
}

int read_id(struct priv *p)
{
	int need = !p->enabled, r;

	if (need && core_get(p))
		return -5;
	r = core_get(p);
	if (r)
		goto out;
	r = do_work(p);
	core_put(p);
out:
	if (need)
		core_put(p); /* { dg-bogus "double" "two gets where need" } */
	return r;
}

int read_id_twice(struct priv *p)
{
	int r;

	if (core_get(p))
		return -5;
	r = core_get(p);
	if (r)
		goto out;
	r = do_work(p);
	core_put(p);
	core_put(p); /* { dg-message "first 'core_put' here" } */
out:
	core_put(p); /* { dg-warning "double 'core_put' of 'p->dev'" } */
	return r;
}
