/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Platform devices (written for the tests). */
#ifndef TEST_LINUX_PLATFORM_DEVICE_H
#define TEST_LINUX_PLATFORM_DEVICE_H
#include <linux/device.h>

struct platform_device {
	const char *name;
	int id;
	struct device dev;
};
#define to_platform_device(x) container_of((x), struct platform_device, dev)
static inline void *platform_get_drvdata(const struct platform_device *pdev)
{
	return dev_get_drvdata(&pdev->dev);
}
static inline void platform_set_drvdata(struct platform_device *pdev, void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}
struct platform_device *platform_device_alloc(const char *name, int id);
int platform_device_add(struct platform_device *pdev);
void platform_device_put(struct platform_device *pdev);
struct platform_device *of_find_device_by_node(struct device_node *np);
int platform_get_irq(struct platform_device *pdev, unsigned int num);
/* Linux 6.12's shape: .remove and .remove_new share an anonymous union.  */
struct platform_driver {
	int (*probe)(struct platform_device *);
	union {
		void (*remove)(struct platform_device *);
		void (*remove_new)(struct platform_device *);
	};
	void (*shutdown)(struct platform_device *);
	const char *name;
};
#endif
