/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Module references (written for the tests). */
#ifndef TEST_LINUX_MODULE_H
#define TEST_LINUX_MODULE_H
#include <linux/kernel.h>
struct module;
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
bool try_module_get(struct module *module);
void module_put(struct module *module);
void __module_get(struct module *module);
#endif
