/* A static key changes only when static_branch_enable() or disable()
   patches the kernel's code: the database calls arch_static_branch()
   pure, so two tests of one key in a function take the same branch.  A
   transmit path that locks its ring where a key says rings are shared and
   unlocks it where the same key says so holds no lock when it gives up
   after the unlock; testing another key for the unlock leaves the lock
   held where the first key is on and the second off.  -O2 as in the
   kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/jump_label.h>
#include <linux/spinlock.h>

struct ring {
	spinlock_t tx_lock;
	int busy;
};
int ring_xmit(struct ring *r, void *frame);

DEFINE_STATIC_KEY_FALSE(shared_rings);
DEFINE_STATIC_KEY_FALSE(other_key);

int ring_send(struct ring *r, void *frame)
{
	int ret;

	if (static_branch_unlikely(&shared_rings))
		spin_lock(&r->tx_lock);
	ret = ring_xmit(r, frame);
	if (static_branch_unlikely(&shared_rings))
		spin_unlock(&r->tx_lock);
	if (ret < 0)
		return -EBUSY; /* { dg-bogus "refpair" "the same key unlocked it" } */
	return 0;
}

int ring_send_other(struct ring *r, void *frame)
{
	int ret;

	if (static_branch_unlikely(&shared_rings))
		spin_lock(&r->tx_lock); /* { dg-message "taken here" } */
	ret = ring_xmit(r, frame);
	if (static_branch_unlikely(&other_key))
		spin_unlock(&r->tx_lock);
	if (ret < 0) /* { dg-message "error branch taken here" } */
		return -EBUSY; /* { dg-warning "lock '&r->tx_lock' taken by 'spin_lock' is not released on this error path" } */
	/* { dg-message "returns here without 'spin_unlock'" "" { target *-*-* } .-1 } */
	return 0;
}
