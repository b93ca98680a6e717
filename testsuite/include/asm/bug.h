#ifndef _TEST_ASM_BUG_H
#define _TEST_ASM_BUG_H
/* Minimal stand-in for the testsuite (written for refpair's tests, not
   taken from Linux): x86's form of WARN_ON_ONCE(), whose warning is a trap
   that an asm statement records in section __bug_table, not a call.  */
#include <linux/kernel.h>

#define __WARN_FLAGS(flags)						\
	asm volatile("1:\tud2\n"					\
		     ".pushsection __bug_table,\"aw\"\n"		\
		     "2:\t.long 1b - .\n"				\
		     "\t.word %c0\n"					\
		     ".popsection" : : "i" (flags))

#define WARN_ON_ONCE(condition) ({					\
	int __ret_warn_on = !!(condition);				\
	if (unlikely(__ret_warn_on))					\
		__WARN_FLAGS(3);					\
	unlikely(__ret_warn_on);					\
})

#endif
