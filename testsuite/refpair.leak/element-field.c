/* A field of an array element at a variable index ("&hw->blk[blk].es.lock")
   is one object wherever it is spelt: the lock taken at the start is the one
   the error label releases.  */
#include <linux/kernel.h>
#include <linux/mutex.h>

enum blk { BLK_A, BLK_B, BLK_C };

struct es {
	int n;
	struct mutex lock;
};

struct blkinfo {
	int flags;
	struct es es;
};

struct hw {
	int id;
	struct blkinfo blk[3];
};

int hw_work(struct hw *hw);

int blk_update(struct hw *hw, enum blk blk)
{
	int ret;

	mutex_lock(&hw->blk[blk].es.lock);
	ret = hw_work(hw);
	if (ret)
		goto err; /* { dg-bogus "refpair" } */
	ret = hw_work(hw);
err:
	mutex_unlock(&hw->blk[blk].es.lock);
	return ret;
}

/* Another element's lock is released: this one is still held.  */
int blk_update_other(struct hw *hw, enum blk blk, enum blk other)
{
	int ret;

	mutex_lock(&hw->blk[blk].es.lock); /* { dg-message "taken here" } */
	ret = hw_work(hw);
	if (ret) /* { dg-message "error branch taken here" } */
		goto err; /* { dg-warning "lock '&hw->blk\\\[blk\\\].es.lock' taken by 'mutex_lock' is not released on this error path" } */
	ret = hw_work(hw);
err:
	mutex_unlock(&hw->blk[other].es.lock);
	return ret; /* { dg-message "returns here without 'mutex_unlock'" } */
}
