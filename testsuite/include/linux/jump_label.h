/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Static keys (written for the tests).  */
#ifndef TEST_LINUX_JUMP_LABEL_H
#define TEST_LINUX_JUMP_LABEL_H
#include <linux/kernel.h>
struct static_key {
	int enabled;
};
struct static_key_false {
	struct static_key key;
};
#define DEFINE_STATIC_KEY_FALSE(name) struct static_key_false name = { { 0 } }
/* An asm goto in Linux, whose jump is patched when the key flips: the
   plugin sees the call.  */
bool arch_static_branch(struct static_key *key, bool branch);
#define static_branch_unlikely(x) unlikely(arch_static_branch(&(x)->key, false))
#endif
