/* Seed 008 (tty/vt): the 2020 "fix" for con_insert_unipair() freed p1
   when the second allocation failed, while p->uni_pgdir[n] still pointed
   to it.  Minimised re-creation of the buggy and the original forms.  */
#include <linux/slab.h>

struct uni_pagedir {
	u16 **uni_pgdir[32];
};

int con_insert_unipair_buggy(struct uni_pagedir *p, u16 unicode, u16 fontpos)
{
	int n;
	u16 **p1, *p2;

	p1 = p->uni_pgdir[n = unicode >> 11];
	if (!p1) {
		p1 = p->uni_pgdir[n] = kmalloc_array(32, sizeof(u16 *), GFP_KERNEL);
		if (!p1)
			return -ENOMEM;
		for (int i = 0; i < 32; i++)
			p1[i] = NULL;
	}
	p2 = p1[n = (unicode >> 6) & 0x1f];
	if (!p2) {
		p2 = p1[n] = kmalloc_array(64, sizeof(u16), GFP_KERNEL);
		if (!p2) {
			kfree(p1);
			return -ENOMEM; /* { dg-warning "'p->uni_pgdir\\\[n\\\]' still points to memory freed on this error path \\\[refpair-free-while-linked\\\]" } */
			/* { dg-message "returns here without clearing" "" { target *-*-* } .-1 } */
		}
	}
	p2[unicode & 0x3f] = fontpos;
	return 0;
}

int con_insert_unipair(struct uni_pagedir *p, u16 unicode, u16 fontpos)
{
	int n;
	u16 **p1, *p2;

	p1 = p->uni_pgdir[n = unicode >> 11];
	if (!p1) {
		p1 = p->uni_pgdir[n] = kmalloc_array(32, sizeof(u16 *), GFP_KERNEL);
		if (!p1)
			return -ENOMEM;
		for (int i = 0; i < 32; i++)
			p1[i] = NULL;
	}
	p2 = p1[n = (unicode >> 6) & 0x1f];
	if (!p2) {
		p2 = p1[n] = kmalloc_array(64, sizeof(u16), GFP_KERNEL);
		if (!p2)
			return -ENOMEM; /* { dg-bogus "refpair" } */
	}
	p2[unicode & 0x3f] = fontpos;
	return 0;
}

/* Freeing and clearing the slot is fine.  */
int free_and_clear(struct uni_pagedir *p, int n, int fail)
{
	u16 **p1 = p->uni_pgdir[n];

	if (fail) {
		kfree(p1);
		p->uni_pgdir[n] = NULL;
		return -EINVAL; /* { dg-bogus "refpair" } */
	}
	return 0;
}
