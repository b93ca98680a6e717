/* Two mutexes embedded in one structure are two locks: unlocking the
   second after locking and unlocking the first is no double unlock, even
   when the structure comes from a call (a device's driver data).
   Minimised re-creation of a gpio irq_bus_sync_unlock callback, which
   releases the lock its irq_bus_lock twin took.  */
#include <linux/kernel.h>
#include <linux/mutex.h>

struct chip {
	void *client;
	struct mutex i2c_lock;
	struct mutex irq_lock;
};
void *get_data(void *d);
int chip_write(struct chip *c, unsigned int reg);

void bus_sync_unlock(void *d)
{
	struct chip *c = get_data(d);

	mutex_lock(&c->i2c_lock);
	chip_write(c, 1);
	mutex_unlock(&c->i2c_lock);
	mutex_unlock(&c->irq_lock); /* { dg-bogus "refpair" } */
}

/* The same lock twice is still a double unlock.  */
void bus_sync_unlock_twice(void *d)
{
	struct chip *c = get_data(d);

	mutex_lock(&c->i2c_lock);
	chip_write(c, 1);
	mutex_unlock(&c->i2c_lock); /* { dg-message "first 'mutex_unlock' here" } */
	mutex_unlock(&c->i2c_lock); /* { dg-warning "double 'mutex_unlock' of '&c->i2c_lock'" } */
}
