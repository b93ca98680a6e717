/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Asynchronous function calls (written for the tests). */
#ifndef TEST_LINUX_ASYNC_H
#define TEST_LINUX_ASYNC_H
#include <linux/device.h>
typedef unsigned long long async_cookie_t;
typedef void (*async_func_t)(void *data, async_cookie_t cookie);
async_cookie_t async_schedule_node(async_func_t func, void *data, int node);
static inline async_cookie_t async_schedule_dev(async_func_t func, struct device *dev)
{
	return async_schedule_node(func, dev, -1);
}
_Bool async_schedule_dev_nocall(async_func_t func, struct device *dev);
#endif
