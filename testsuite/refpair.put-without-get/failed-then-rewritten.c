/* A global structure's irq whose request failed, then set to -1 ("g->irq
   = -1; goto fail;"), and freed by the driver's own remove on the failure
   path: the remove's free_irq() gives back nothing that the request took.
   The slot of the request's object, which failed, is the one the free
   finds, not the free's own spelling of the same field through the
   global.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/interrupt.h>
#include <linux/platform_device.h>
#include <linux/slab.h>

struct dmm {
	int irq;
	void *page;
};

static struct dmm *dmm;
irqreturn_t dmm_irq(int irq, void *p);
int dmm_setup(struct dmm *d);
void dmm_log(const char *what, int irq, int ret);

static void dmm_remove(struct platform_device *dev)
{
	if (dmm) {
		free_irq(dmm->irq, dmm);
		kfree(dmm);
		dmm = NULL;
	}
}

int dmm_probe(struct platform_device *dev)
{
	int ret = -22;

	dmm = kzalloc(sizeof(*dmm), GFP_KERNEL);
	if (!dmm)
		return -12;
	dmm->irq = platform_get_irq(dev, 0);
	if (dmm->irq < 0)
		goto fail;
	if (dmm_setup(dmm))
		goto fail;
	ret = request_irq(dmm->irq, dmm_irq, 0, "dmm", dmm); /* { dg-message "'request_irq' fails here and takes nothing" } */
	if (ret) {
		dmm_log("irq", dmm->irq, ret);
		dmm->irq = -1;
		goto fail;
	}
	return 0;
fail:
	dmm_remove(dev); /* { dg-warning "'dmm_remove' of 'dmm->irq', but 'request_irq' did not take the reference on this path" } */
	return ret;
}
