/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Linked lists (written for the tests). */
#ifndef TEST_LINUX_LIST_H
#define TEST_LINUX_LIST_H
struct list_head {
	struct list_head *next, *prev;
};
static inline void __list_add(struct list_head *n, struct list_head *prev,
			      struct list_head *next)
{
	next->prev = n;
	n->next = next;
	n->prev = prev;
	prev->next = n;
}
static inline void list_add(struct list_head *n, struct list_head *head)
{
	__list_add(n, head, head->next);
}
static inline void list_add_tail(struct list_head *n, struct list_head *head)
{
	__list_add(n, head->prev, head);
}
#endif
