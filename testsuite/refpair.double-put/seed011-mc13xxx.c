/* Seed 011 ("rtc: mc13xxx: fix a double-unlock issue", reverted 2021):
   6.1's probe re-locks before "goto err_irq_request" because that label
   unlocks; removing the re-lock unlocks twice.  Minimised re-creation.  */
#include <linux/kernel.h>

struct mc13xxx;
void mc13xxx_lock(struct mc13xxx *mc13xxx);
void mc13xxx_unlock(struct mc13xxx *mc13xxx);
int mc13xxx_irq_request(struct mc13xxx *mc13xxx, int irq, const char *name);
void mc13xxx_irq_free(struct mc13xxx *mc13xxx, int irq);
int rtc_register(void);

int mc13xxx_rtc_probe_buggy(struct mc13xxx *mc13xxx)
{
	int ret;

	mc13xxx_lock(mc13xxx);
	ret = mc13xxx_irq_request(mc13xxx, 1, "rtc");
	if (ret)
		goto err_irq_request;
	mc13xxx_unlock(mc13xxx); /* { dg-message "first 'mc13xxx_unlock' here" } */
	ret = rtc_register();
	if (ret)
		goto err_irq_request;
	return 0;

err_irq_request:
	mc13xxx_irq_free(mc13xxx, 1);
	mc13xxx_unlock(mc13xxx); /* { dg-warning "double 'mc13xxx_unlock' of 'mc13xxx'; the lock is not held here \\\[refpair-double-put\\\]" } */
	return ret;
}

int mc13xxx_rtc_probe(struct mc13xxx *mc13xxx)
{
	int ret;

	mc13xxx_lock(mc13xxx);
	ret = mc13xxx_irq_request(mc13xxx, 1, "rtc");
	if (ret)
		goto err_irq_request;
	mc13xxx_unlock(mc13xxx);
	ret = rtc_register();
	if (ret) {
		mc13xxx_lock(mc13xxx);
		goto err_irq_request;
	}
	return 0;

err_irq_request:
	mc13xxx_irq_free(mc13xxx, 1);
	mc13xxx_unlock(mc13xxx); /* { dg-bogus "refpair" } */
	return ret;
}
