/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Completions (written for the tests). */
#ifndef TEST_LINUX_COMPLETION_H
#define TEST_LINUX_COMPLETION_H
struct completion {
	unsigned int done;
};
void reinit_completion(struct completion *x);
unsigned long wait_for_completion_timeout(struct completion *x, unsigned long timeout);
int wait_for_completion_interruptible(struct completion *x);
long wait_for_completion_interruptible_timeout(struct completion *x, unsigned long timeout);
#endif
