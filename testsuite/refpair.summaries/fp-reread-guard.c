/* False-positive shape 3: a put guarded by re-reading the field that
   guarded the get.  Nothing between the two tests writes the field, so
   both read the same value: the put runs exactly when the get did.  */
#include <linux/pm_runtime.h>

struct priv {
	struct device *dev;
	int use_pm;
	unsigned int flags;
};

int work(struct priv *p);

int transfer(struct priv *p)
{
	int ret;

	if (p->use_pm)
		pm_runtime_get_sync(p->dev);
	ret = work(p);
	if (ret)
		goto out;
	ret = work(p);
out:
	if (p->use_pm)
		pm_runtime_put(p->dev);
	return ret; /* { dg-bogus "refpair" "same field, same value" } */
}

/* The same through a flag bit and a helper that tests it.  */
static int wants_pm(const struct priv *p)
{
	return p->flags & 4;
}

int transfer_flag(struct priv *p)
{
	int ret;

	if (wants_pm(p))
		pm_runtime_get_sync(p->dev);
	ret = work(p);
	if (wants_pm(p))
		pm_runtime_put(p->dev);
	return ret; /* { dg-bogus "refpair" } */
}

/* A store between the tests makes them different reads: the get may
   stay unmatched.  */
int transfer_changed(struct priv *p, int on)
{
	int ret;

	if (p->use_pm)
		pm_runtime_get_sync(p->dev); /* { dg-message "taken here" } */
	p->use_pm = on;
	ret = work(p);
	if (ret) /* { dg-message "error branch taken here" } */
		goto out;
	ret = work(p);
out:
	if (p->use_pm)
		pm_runtime_put(p->dev);
	return ret; /* { dg-warning "reference to 'p->dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
}
