/* A helper that returns early when the pointer its object is reached
   through is NULL, and releases the object otherwise, releases it
   whenever there is one: a summary (Linux 6.12's pci_epf_unbind():
   "if (!epf->driver) return; ... module_put(epf->driver->owner);", which
   pci_epf_bind()'s error label calls after its try_module_get()).  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/module.h>

struct epf_driver {
	struct module *owner;
};
struct epf {
	struct epf_driver *driver;
	int is_bound;
};
int hw_bind(struct epf *epf);

static void epf_unbind(struct epf *epf)
{
	if (!epf->driver)
		return;
	epf->is_bound = 0;
	module_put(epf->driver->owner); /* { dg-message "'epf_unbind' releases it here, through 'module_put'" } */
}

/* Putting it and then calling the helper puts it twice.  */
int epf_bind_twice(struct epf *epf)
{
	if (!try_module_get(epf->driver->owner))
		return -EBUSY;
	if (hw_bind(epf) < 0) {
		module_put(epf->driver->owner); /* { dg-message "first 'module_put' here" } */
		epf_unbind(epf); /* { dg-warning "double 'epf_unbind' of 'epf->driver->owner'" } */
		return -EIO;
	}
	return 0;
}

int epf_bind(struct epf *epf)
{
	int ret;

	if (!epf->driver)
		return -EINVAL;
	if (!try_module_get(epf->driver->owner))
		return -EBUSY;
	ret = hw_bind(epf);
	if (ret < 0)
		goto err;
	epf->is_bound = 1;
	return 0;
err:
	epf_unbind(epf);
	return ret; /* { dg-bogus "refpair" "the helper puts the owner" } */
}

/* A helper that skips the release on another test (a flag of the
   driver's) gives it back where it finds it held, as far as this unit can
   tell ("release arg1->0->0 if-held", refpair.summaries/release-if-held.c):
   its caller's error path is not reported, although here the flag is never
   set.  That is the price of silence on the teardown helpers that test
   what they undo.  */
static void epf_unbind_if_bound(struct epf *epf)
{
	if (!epf->is_bound)
		return;
	module_put(epf->driver->owner);
}

int epf_bind_flagged(struct epf *epf)
{
	int ret;

	if (!try_module_get(epf->driver->owner))
		return -EBUSY;
	ret = hw_bind(epf);
	if (ret < 0)
		goto err;
	return 0;
err:
	epf_unbind_if_bound(epf);
	return ret; /* { dg-bogus "refpair" "the helper may give it back" } */
}
