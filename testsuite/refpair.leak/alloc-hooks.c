/* Allocators behind allocation-profiling hooks: the allocator macro wraps
   the call of the real allocator, named *_noprof, in a statement
   expression (Linux 6.10 and later).  Memory from them is fresh: a
   reference stored into it is still this function's until the memory
   itself is published, so freeing it on an error path leaks the
   reference.  The shapes are re-created here, without linux/slab.h.  */
#include <linux/of.h>
#include <linux/list.h>

#define __GFP_ZERO 0x100u
#define alloc_hooks(_do_alloc) ({ __typeof__(_do_alloc) _res = _do_alloc; _res; })

void *__kmalloc_noprof(size_t size, gfp_t flags);
static inline __attribute__((always_inline)) void *kmalloc_noprof(size_t size, gfp_t flags)
{
	return __kmalloc_noprof(size, flags);
}
static inline void *kzalloc_noprof(size_t size, gfp_t flags)
{
	return kmalloc_noprof(size, flags | __GFP_ZERO);
}
static inline void *kmalloc_array_noprof(size_t n, size_t size, gfp_t flags)
{
	return kmalloc_noprof(n * size, flags);
}
void *__kvmalloc_node_noprof(size_t size, gfp_t flags, int node);
void *kmemdup_noprof(const void *src, size_t len, gfp_t gfp);
void kfree(const void *objp);
void kvfree(const void *addr);

#define kmalloc(...)		alloc_hooks(kmalloc_noprof(__VA_ARGS__))
#define kzalloc(...)		alloc_hooks(kzalloc_noprof(__VA_ARGS__))
#define kmalloc_array(...)	alloc_hooks(kmalloc_array_noprof(__VA_ARGS__))
#define kcalloc(n, size, flags)	kmalloc_array(n, size, (flags) | __GFP_ZERO)
#define kvmalloc_node(size, flags, node) \
	alloc_hooks(__kvmalloc_node_noprof(size, flags, node))
#define kvzalloc(size, flags)	kvmalloc_node(size, (flags) | __GFP_ZERO, -1)
#define kmemdup(...)		alloc_hooks(kmemdup_noprof(__VA_ARGS__))

struct holder {
	struct device_node *node;
	struct list_head entry;
};
extern struct list_head holders;
extern const struct holder template;
int configure(struct device_node *np);

/* The node stored into the holder is leaked when the holder is freed on
   the error path; it is handed over once the holder is on a global list
   (that path is silent: no excess warning).  One function per allocator,
   written out rather than made by a macro, so that the warnings are not
   inside a macro expansion (check-distcc compares their columns).  */
int via_kzalloc(struct device_node *parent)
{
	struct holder *h;
	struct device_node *np = of_get_child_by_name(parent, "port"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	h = kzalloc(sizeof(*h), GFP_KERNEL);
	if (!h) {
		of_node_put(np);
		return -ENOMEM;
	}
	h->node = np;
	if (configure(np)) { /* { dg-message "error branch" } */
		kvfree(h);
		return -EIO; /* { dg-warning "reference to 'np' taken by 'of_get_child_by_name' is not released" } */
			     /* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	list_add(&h->entry, &holders);
	return 0;
}

int via_kcalloc(struct device_node *parent)
{
	struct holder *h;
	struct device_node *np = of_get_child_by_name(parent, "port"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	h = kcalloc(1, sizeof(*h), GFP_KERNEL);
	if (!h) {
		of_node_put(np);
		return -ENOMEM;
	}
	h->node = np;
	if (configure(np)) { /* { dg-message "error branch" } */
		kvfree(h);
		return -EIO; /* { dg-warning "reference to 'np' taken by 'of_get_child_by_name' is not released" } */
			     /* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	list_add(&h->entry, &holders);
	return 0;
}

int via_kvzalloc(struct device_node *parent)
{
	struct holder *h;
	struct device_node *np = of_get_child_by_name(parent, "port"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	h = kvzalloc(sizeof(*h), GFP_KERNEL);
	if (!h) {
		of_node_put(np);
		return -ENOMEM;
	}
	h->node = np;
	if (configure(np)) { /* { dg-message "error branch" } */
		kvfree(h);
		return -EIO; /* { dg-warning "reference to 'np' taken by 'of_get_child_by_name' is not released" } */
			     /* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	list_add(&h->entry, &holders);
	return 0;
}

int via_kmemdup(struct device_node *parent)
{
	struct holder *h;
	struct device_node *np = of_get_child_by_name(parent, "port"); /* { dg-message "taken here" } */

	if (!np)
		return -ENODEV;
	h = kmemdup(&template, sizeof(*h), GFP_KERNEL);
	if (!h) {
		of_node_put(np);
		return -ENOMEM;
	}
	h->node = np;
	if (configure(np)) { /* { dg-message "error branch" } */
		kvfree(h);
		return -EIO; /* { dg-warning "reference to 'np' taken by 'of_get_child_by_name' is not released" } */
			     /* { dg-message "returns here" "" { target *-*-* } .-1 } */
	}
	list_add(&h->entry, &holders);
	return 0;
}

