/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Regulator consumers (written for the tests). */
#ifndef TEST_LINUX_REGULATOR_CONSUMER_H
#define TEST_LINUX_REGULATOR_CONSUMER_H
#include <linux/device.h>
struct regulator;
struct regulator_bulk_data {
	const char *supply;
	struct regulator *consumer;
	int init_load_uA;
	int ret;
};
int regulator_enable(struct regulator *regulator);
int regulator_disable(struct regulator *regulator);
int regulator_bulk_enable(int num_consumers, struct regulator_bulk_data *consumers);
int regulator_bulk_disable(int num_consumers, struct regulator_bulk_data *consumers);
#endif
