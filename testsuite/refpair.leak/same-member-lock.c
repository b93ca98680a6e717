/* A lock taken through one pointer and released through another: a
   helper maps a page table and returns it with its directory's driver
   lock held ("&pd->driver->lock"), and the unmap helper unlocks through
   the table ("&pt->pd->driver->lock").  The function cannot tell that the
   table's pd is the pd it came from, but the lock is the same member of
   the same structure type, and it is the only such lock held: the release
   is that lock's.  Not so where two such locks are held (which one is
   unknown: both stay held), nor for a lock reached from another parameter
   ("spin_unlock(&b->lock)" after "spin_lock(&a->lock)": the wrong lock).  */
/* { dg-options "-O2" } */

#include <linux/spinlock.h>
#include <linux/mutex.h>

struct drv {
	int count;
	spinlock_t lock;
};

struct pd {
	struct drv *driver;
	struct pt *tables[16];
};

struct pt {
	struct pd *pd;
	void *v;
};

void *kmap(struct pt *pt);
void kunmap(void *v);

static struct pt *map_lock(struct pd *pd, unsigned long addr)
{
	struct pt *pt;
	spinlock_t *lock = &pd->driver->lock;

	spin_lock(lock);
	pt = pd->tables[addr & 15];
	if (!pt) {
		spin_unlock(lock);
		return 0;
	}
	pt->v = kmap(pt);
	return pt;
}

static void unmap_unlock(struct pt *pt)
{
	struct pd *pd = pt->pd;

	kunmap(pt->v);
	spin_unlock(&pd->driver->lock);
}

int insert(struct pd *pd, unsigned long addr, int n)
{
	struct pt *pt;
	int i, ret;

	for (i = 0; i < n; i++) {
		pt = map_lock(pd, addr + i);
		if (!pt) {
			ret = -12;
			goto out;		/* { dg-bogus "not released" } */
		}
		pt->v = 0;
		unmap_unlock(pt);
	}
	ret = 0;
out:
	return ret;
}

/* A device's name lock, given back by a helper through the object found
   under it: "&obj->dev->name_lock".  */
struct device_x {
	struct mutex name_lock;
	void *names[8];
};

struct obj {
	int size;
	struct device_x *dev;
};

static int create_tail(struct obj *obj, unsigned int *handle)
{
	struct device_x *dev = obj->dev;

	*handle = 1;
	mutex_unlock(&dev->name_lock);
	if (obj->size < 0)
		return -22;
	return 0;
}

int open_name(struct device_x *dev, int name, unsigned int *handle)
{
	struct obj *obj;
	int ret;

	mutex_lock(&dev->name_lock);
	obj = dev->names[name & 7];
	if (!obj) {
		mutex_unlock(&dev->name_lock);
		return -2;
	}
	ret = create_tail(obj, handle);
	if (ret)
		return ret;			/* { dg-bogus "not released" } */
	return 0;
}

/* Two such locks held: which one the release gives back is unknown.  */
int two_held(struct pd *a, struct pd *b, struct pt *pt, int x)
{
	spin_lock(&a->driver->lock);		/* { dg-message "taken here" } */
	spin_lock(&b->driver->lock);		/* { dg-message "taken here" } */
	unmap_unlock(pt);
	if (x)					/* { dg-message "error branch taken here" } */
		return -5;			/* { dg-warning "lock '&a->driver->lock' taken by 'spin_lock' is not released on this error path" } */
					/* { dg-warning "lock '&b->driver->lock' taken by 'spin_lock' is not released on this error path" "" { target *-*-* } .-1 } */
					/* { dg-message "returns here without 'spin_unlock'" "" { target *-*-* } .-2 } */
	spin_unlock(&a->driver->lock);
	return 0;
}

/* Another parameter's lock is another lock.  */
int wrong_lock(struct drv *a, struct drv *b, int x)
{
	spin_lock(&a->lock);			/* { dg-message "taken here" } */
	if (x) {				/* { dg-message "error branch taken here" } */
		spin_unlock(&b->lock);
		return -5;			/* { dg-warning "lock '&a->lock' taken by 'spin_lock' is not released on this error path" } */
					/* { dg-message "returns here without 'spin_unlock'" "" { target *-*-* } .-1 } */
	}
	spin_unlock(&a->lock);
	return 0;
}
