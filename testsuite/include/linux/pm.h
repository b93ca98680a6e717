/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Device power-management callbacks (written for the tests). */
#ifndef TEST_LINUX_PM_H
#define TEST_LINUX_PM_H
struct device;
struct dev_pm_ops {
	int (*prepare)(struct device *dev);
	void (*complete)(struct device *dev);
	int (*suspend)(struct device *dev);
	int (*resume)(struct device *dev);
	int (*freeze)(struct device *dev);
	int (*thaw)(struct device *dev);
	int (*poweroff)(struct device *dev);
	int (*restore)(struct device *dev);
	int (*suspend_late)(struct device *dev);
	int (*resume_early)(struct device *dev);
	int (*runtime_suspend)(struct device *dev);
	int (*runtime_resume)(struct device *dev);
	int (*runtime_idle)(struct device *dev);
};
#define SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn) \
	.suspend = suspend_fn, .resume = resume_fn, .freeze = suspend_fn, \
	.thaw = resume_fn, .poweroff = suspend_fn, .restore = resume_fn,
#define RUNTIME_PM_OPS(suspend_fn, resume_fn, idle_fn) \
	.runtime_suspend = suspend_fn, .runtime_resume = resume_fn, .runtime_idle = idle_fn,
#define DEFINE_SIMPLE_DEV_PM_OPS(name, suspend_fn, resume_fn) \
	const struct dev_pm_ops name = { SYSTEM_SLEEP_PM_OPS(suspend_fn, resume_fn) }
#define DEFINE_RUNTIME_DEV_PM_OPS(name, suspend_fn, resume_fn, idle_fn) \
	const struct dev_pm_ops name = { RUNTIME_PM_OPS(suspend_fn, resume_fn, idle_fn) }
#endif
