/* A flag that is a bit-field, tested before the get and again before the
   put ("if (d->chip->runtime_pm)"): GCC folds each test into a read of the
   byte that holds it, masked, and the two reads are one value, as two
   loads of an ordinary field are, also when the function writes another
   bit-field of the same byte.  Another bit-field of the same byte is
   another value, and a write to the bit tested makes it a new one.  */
#include <linux/mutex.h>
#include <linux/pm_runtime.h>

struct chip_desc {
	unsigned int runtime_pm:1;
	unsigned int use_ack:1;
	int num_regs;
};

struct power_state {
	unsigned int irq_safe:1;
	unsigned int deferred:1;
	int count;
};

struct chip_data {
	const struct chip_desc *chip;
	struct power_state power;
	struct device *parent;
	struct device *dev;
	int clear_status;
	struct mutex lock;
};

int reg_read(struct device *dev, int i);
void report(struct device *dev, int ret);

/* The same bit tested twice, around calls and a store elsewhere.  */
void sync_unlock(struct chip_data *d)
{
	int ret, i;

	if (d->chip->runtime_pm) {
		ret = pm_runtime_get_sync(d->dev);
		if (ret < 0)
			report(d->dev, ret);
	}
	if (d->clear_status) {
		for (i = 0; i < d->chip->num_regs; i++)
			if (reg_read(d->dev, i))
				report(d->dev, i);
		d->clear_status = 0;
	}
	if (d->chip->runtime_pm)
		pm_runtime_put(d->dev);
	mutex_unlock(&d->lock);
} /* { dg-bogus "refpair" "the put is guarded by the same bit" } */

/* The put is guarded by another bit of the same byte.  */
void sync_unlock_other_bit(struct chip_data *d)
{
	int ret;

	if (d->chip->runtime_pm) {
		ret = pm_runtime_get_sync(d->dev); /* { dg-message "taken here" } */
		if (ret < 0) /* { dg-message "error branch taken here" } */
			report(d->dev, ret);
	}
	if (d->chip->use_ack)
		pm_runtime_put(d->dev);
	mutex_unlock(&d->lock);
} /* { dg-warning "reference to 'd->dev' taken by 'pm_runtime_get_sync' is not released on this error path" } */
/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */

/* A write to another bit of the byte the test reads.  */
int resume_parent(struct chip_data *d, int busy)
{
	if (!d->power.irq_safe)
		pm_runtime_get_noresume(d->parent);
	d->power.deferred = 0;
	if (busy)
		report(d->dev, busy);
	if (!d->power.irq_safe)
		pm_runtime_put(d->parent);
	return -EBUSY; /* { dg-bogus "refpair" "the same bit guards the put" } */
}

/* A write to the bit tested: the second test reads a new value.  */
int resume_parent_rewritten(struct chip_data *d, int safe)
{
	if (!d->power.irq_safe)
		pm_runtime_get_noresume(d->parent); /* { dg-message "taken here" } */
	d->power.irq_safe = safe;
	if (!d->power.irq_safe) /* { dg-message "error branch taken here" } */
		pm_runtime_put(d->parent);
	return -EBUSY; /* { dg-warning "reference to 'd->parent' taken by 'pm_runtime_get_noresume' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put_noidle'" "" { target *-*-* } .-1 } */
}
