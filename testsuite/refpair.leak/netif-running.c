/* netif_running() reads the interface's state, which only dev_open() and
   dev_close() change (under the RTNL lock that ethtool and ndo ops hold):
   the database calls it pure, so two tests of it in one function agree.
   An ethtool op that takes the interface down where it runs and brings it
   up again where it runs ("if (netif_running(nd)) down(a); ... if
   (netif_running(nd)) up(a);") restores what the open took, on its error
   paths too.  Bringing it up with no down before is a reference of its
   own.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/interrupt.h>
#include <linux/netdevice.h>

struct adapter {
	struct net_device *netdev;
	unsigned int irq;
	int rings;
};
irqreturn_t ad_intr(int irq, void *data);
void ad_reset(struct adapter *a);

static void ad_down(struct adapter *a)
{
	free_irq(a->irq, a);
}

static int ad_up(struct adapter *a)
{
	return request_irq(a->irq, ad_intr, 0, "ad", a); /* { dg-message "takes it here, through .request_irq." } */
}

int ad_set_rings(struct adapter *a, int n)
{
	int ret = 0;

	if (netif_running(a->netdev))
		ad_down(a);
	if (n > 16) {
		ret = -EINVAL;
		goto out;
	}
	a->rings = n;
out:
	if (netif_running(a->netdev))
		ad_up(a);
	else
		ad_reset(a);
	return ret; /* { dg-bogus "refpair" "the open's interrupt, restored" } */
}

int ad_start(struct adapter *a, int n)
{
	int ret;

	if (netif_running(a->netdev)) {
		ret = ad_up(a); /* { dg-message "taken here" } */
		if (ret)
			return ret;
	}
	if (n > 16) /* { dg-message "error branch taken here" } */
		return -EINVAL; /* { dg-warning "reference to 'a->irq' taken by 'ad_up' is not released on this error path" } */
	/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
	a->rings = n;
	return 0;
}
