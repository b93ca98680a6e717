/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Interrupt handlers (written for the tests). */
#ifndef TEST_LINUX_INTERRUPT_H
#define TEST_LINUX_INTERRUPT_H
#include <linux/kernel.h>
typedef int irqreturn_t;
typedef irqreturn_t (*irq_handler_t)(int, void *);
int request_threaded_irq(unsigned int irq, irq_handler_t handler, irq_handler_t thread_fn,
			 unsigned long flags, const char *name, void *dev);
static inline int request_irq(unsigned int irq, irq_handler_t handler, unsigned long flags,
			      const char *name, void *dev)
{
	return request_threaded_irq(irq, handler, NULL, flags, name, dev);
}
const void *free_irq(unsigned int irq, void *dev_id);
#endif
