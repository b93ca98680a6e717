/* Two switches on one value: what the first one's case took, the second
   one's same case gives back.  A case edge knows the index is its
   constant ("x - C" is zero), or within its range when GCC merges
   consecutive cases ("case 2 ... 3"); the default edge knows it is none of
   them; and what one term says of the index says it of the others
   ("x - 1" zero makes "x - 2" negative).  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/mutex.h>

enum mac { MAC_A = 1, MAC_B, MAC_C, MAC_D };
struct hw {
	enum mac type;
	struct mutex a, b;
};
int get_a(struct hw *hw);
int get_b(struct hw *hw);
void put_a(struct hw *hw);
void put_b(struct hw *hw);
int reset(struct hw *hw);

int reset_hw(struct hw *hw)
{
	int ret = 0;

	switch (hw->type) {
	case MAC_A:
		mutex_lock(&hw->a);
		break;
	case MAC_B:
	case MAC_C:
		mutex_lock(&hw->b);
		break;
	default:
		break;
	}
	ret = reset(hw);
	switch (hw->type) {
	case MAC_A:
		mutex_unlock(&hw->a);
		break;
	case MAC_B:
	case MAC_C:
		mutex_unlock(&hw->b);
		break;
	default:
		break;
	}
	if (ret)
		return ret; /* { dg-bogus "refpair" "each case gives back its own" } */
	return 0;
}

/* The second switch forgets MAC_C: its lock is kept on the error path.  */
int reset_hw_forgets(struct hw *hw)
{
	int ret = 0;

	switch (hw->type) {
	case MAC_A:
		mutex_lock(&hw->a);
		break;
	case MAC_B:
	case MAC_C:
		mutex_lock(&hw->b); /* { dg-message "taken here" } */
		break;
	default:
		break;
	}
	ret = reset(hw);
	switch (hw->type) {
	case MAC_A:
		mutex_unlock(&hw->a);
		break;
	case MAC_B:
		mutex_unlock(&hw->b);
		break;
	default:
		break;
	}
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "lock '&hw->b' taken by 'mutex_lock' is not released on this error path" } */
	/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	return 0;
}
