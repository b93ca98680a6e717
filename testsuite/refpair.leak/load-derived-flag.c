/* A flag computed from a load ("pm_pg_lock = (*pos >> 23) & 1") keeps the
   value the load read, even though the location is stored to afterwards
   ("*pos &= mask", "*pos += 4" in the loop): a lock taken "if (flag)" is
   given back by the unlock under the same test.  Minimised re-creation of
   a debugfs register accessor (amdgpu_debugfs_process_reg_op in Linux
   6.12), where GCC 14's IL computes the flag as "(bool) (_8 & 1)".  */
#include <linux/kernel.h>
#include <linux/mutex.h>

struct adev {
	struct mutex pm_mutex;
};
unsigned int rreg(struct adev *a, unsigned int r);
void wreg(struct adev *a, unsigned int r, unsigned int v);
unsigned long copy_to_user(void *to, const void *from, unsigned long n);

long reg_op(int read, struct adev *adev, char *buf, unsigned long size, long long *pos,
	    unsigned int *data)
{
	long result = 0;
	_Bool pm_pg_lock;

	pm_pg_lock = (*pos >> 23) & 1;
	*pos &= (1UL << 22) - 1;
	if (size > 4096)
		return -EINVAL;
	if (pm_pg_lock)
		mutex_lock(&adev->pm_mutex);
	while (size) {
		if (read)
			data[result >> 2] = rreg(adev, *pos >> 2);
		else
			wreg(adev, *pos >> 2, data[result >> 2]);
		result += 4;
		*pos += 4;
		size -= 4;
	}
	if (pm_pg_lock)
		mutex_unlock(&adev->pm_mutex);
	if (read && copy_to_user(buf, data, result))
		return -14; /* { dg-bogus "refpair" } */
	return result;
}

/* The same with an int flag masked from the load.  */
long reg_op_int(struct adev *adev, unsigned long size, unsigned int *pos)
{
	unsigned int v = *pos;
	int flag = v & 8;

	*pos = v & 3;
	if (flag)
		mutex_lock(&adev->pm_mutex);
	while (size) {
		wreg(adev, *pos, 0);
		*pos += 4;
		size -= 4;
	}
	if (flag)
		mutex_unlock(&adev->pm_mutex);
	if (size > 8)
		return -EINVAL; /* { dg-bogus "refpair" } */
	return 0;
}

/* Still a leak: the unlock tests another flag.  */
long reg_op_leak(struct adev *adev, unsigned long size, unsigned int *pos, int other)
{
	unsigned int v = *pos;
	int flag = v & 8;

	*pos = v & 3;
	if (flag)
		mutex_lock(&adev->pm_mutex); /* { dg-message "taken here" } */
	while (size) {
		wreg(adev, *pos, 0);
		*pos += 4;
		size -= 4;
	}
	if (other)
		mutex_unlock(&adev->pm_mutex);
	if (rreg(adev, 0)) /* { dg-message "error branch taken here" } */
		return -EINVAL; /* { dg-warning "lock '&adev->pm_mutex' taken by 'mutex_lock' is not released on this error path" } */
			     /* { dg-message "returns here without 'mutex_unlock'" "" { target *-*-* } .-1 } */
	return 0;
}
