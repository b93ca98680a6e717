/* mutex_is_locked() is true where the path holds the mutex (a held test,
   annotations/mutex.api): an I2C gate that takes the bus lock when it opens
   and gives it back when it closes, and on failure gives it back only if it
   is locked, leaks nothing on the path that opened it and gives nothing
   back that it did not take on the path that closes.  A test the other
   way round skips the unlock on the path that holds the lock.  */
#include <linux/kernel.h>
#include <linux/mutex.h>

struct gate {
	struct mutex i2c_lock;
	int reg;
};
int gate_write(struct gate *g, int v);

int gate_ctrl(struct gate *g, int enable)
{
	int v = g->reg;

	if (enable) {
		mutex_lock(&g->i2c_lock);
		v |= 0x80;
	} else {
		v |= 0x02;
	}
	if (gate_write(g, v) < 0) {
		if (!WARN_ON(!mutex_is_locked(&g->i2c_lock)))
			mutex_unlock(&g->i2c_lock);
		return -EIO; /* { dg-bogus "refpair" "unlocked where it is locked" } */
	}
	if (!enable)
		mutex_unlock(&g->i2c_lock);
	return 0;
}

int gate_ctrl_inverted(struct gate *g)
{
	mutex_lock(&g->i2c_lock); /* { dg-message "taken here" } */
	if (gate_write(g, 1) < 0) {
		if (!mutex_is_locked(&g->i2c_lock)) /* { dg-message "error branch taken here, where 'mutex_is_locked\\(&g->i2c_lock\\)' is true" } */
			mutex_unlock(&g->i2c_lock);
		return -EIO; /* { dg-warning "lock '&g->i2c_lock' taken by 'mutex_lock' is not released on this error path" } */
		/* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	}
	mutex_unlock(&g->i2c_lock);
	return 0;
}
