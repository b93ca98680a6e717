/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Devices and drivers (written for the tests). */
#ifndef TEST_LINUX_DEVICE_H
#define TEST_LINUX_DEVICE_H
#include <linux/kernel.h>
#include <linux/kobject.h>

struct device_node;
struct device {
	struct kobject kobj;
	struct device *parent;
	void *driver_data;
	struct device_node *of_node;
	const char *init_name;
	void (*release)(struct device *dev);
};

struct device *get_device(struct device *dev);
void put_device(struct device *dev);
void device_initialize(struct device *dev);
int dev_set_name(struct device *dev, const char *fmt, ...);
int device_add(struct device *dev);
int device_register(struct device *dev);
void device_unregister(struct device *dev);
void device_del(struct device *dev);
struct device *device_find_child(struct device *parent, void *data,
				 int (*match)(struct device *dev, void *data));

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}
static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}
static inline const char *dev_name(const struct device *dev)
{
	return dev->init_name;
}
int dev_err_probe(const struct device *dev, int err, const char *fmt, ...);
void _dev_err(const struct device *dev, const char *fmt, ...);
#define dev_err(dev, ...) _dev_err(dev, __VA_ARGS__)
#define dev_warn(dev, ...) _dev_err(dev, __VA_ARGS__)
#define dev_dbg(dev, ...) do { } while (0)

int devm_add_action(struct device *dev, void (*action)(void *), void *data);
int devm_add_action_or_reset(struct device *dev, void (*action)(void *), void *data);
#endif
