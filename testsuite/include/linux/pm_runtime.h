/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runtime PM, shaped like the kernel's: the get and put functions are
   static inline wrappers of __pm_runtime_resume() and friends (written for
   the tests). */
#ifndef TEST_LINUX_PM_RUNTIME_H
#define TEST_LINUX_PM_RUNTIME_H
#include <linux/device.h>

#define RPM_ASYNC 0x01
#define RPM_NOWAIT 0x02
#define RPM_GET_PUT 0x04
#define RPM_AUTO 0x08

int __pm_runtime_idle(struct device *dev, int rpmflags);
int __pm_runtime_suspend(struct device *dev, int rpmflags);
int __pm_runtime_resume(struct device *dev, int rpmflags);
void pm_runtime_get_noresume(struct device *dev);
void pm_runtime_put_noidle(struct device *dev);
void pm_runtime_enable(struct device *dev);
void pm_runtime_disable(struct device *dev);
void pm_runtime_mark_last_busy(struct device *dev);
int pm_runtime_get_if_active(struct device *dev, bool ign_usage_count);
bool pm_runtime_enabled(struct device *dev);
bool pm_runtime_status_suspended(struct device *dev);
bool pm_runtime_suspended(struct device *dev);

static inline int pm_runtime_get(struct device *dev)
{
	return __pm_runtime_resume(dev, RPM_GET_PUT | RPM_ASYNC);
}
static inline int pm_runtime_get_sync(struct device *dev)
{
	return __pm_runtime_resume(dev, RPM_GET_PUT);
}
static inline int pm_runtime_resume_and_get(struct device *dev)
{
	int ret;

	ret = __pm_runtime_resume(dev, RPM_GET_PUT);
	if (ret < 0) {
		pm_runtime_put_noidle(dev);
		return ret;
	}
	return 0;
}
static inline int pm_runtime_get_if_in_use(struct device *dev)
{
	return pm_runtime_get_if_active(dev, false);
}
static inline int pm_runtime_put(struct device *dev)
{
	return __pm_runtime_idle(dev, RPM_GET_PUT | RPM_ASYNC);
}
static inline int pm_runtime_put_autosuspend(struct device *dev)
{
	return __pm_runtime_suspend(dev, RPM_GET_PUT | RPM_ASYNC | RPM_AUTO);
}
static inline int pm_runtime_put_sync(struct device *dev)
{
	return __pm_runtime_idle(dev, RPM_GET_PUT);
}
static inline int pm_runtime_put_sync_suspend(struct device *dev)
{
	return __pm_runtime_suspend(dev, RPM_GET_PUT);
}
#endif
