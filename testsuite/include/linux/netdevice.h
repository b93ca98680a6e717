/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Network devices (written for the tests). */
#ifndef TEST_LINUX_NETDEVICE_H
#define TEST_LINUX_NETDEVICE_H
#include <linux/kernel.h>
#include <linux/device.h>
struct net_device {
	unsigned long state;
	struct device dev;
};
/* An inline test_bit() in Linux, which the plugin cannot see through.  */
bool netif_running(const struct net_device *dev);
void free_netdev(struct net_device *dev);
#endif
