/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Firmware loading (written for the tests). */
#ifndef TEST_LINUX_FIRMWARE_H
#define TEST_LINUX_FIRMWARE_H
#include <linux/device.h>
struct firmware {
	size_t size;
	const unsigned char *data;
};
int request_firmware(const struct firmware **fw, const char *name, struct device *device);
void release_firmware(const struct firmware *fw);
#endif
