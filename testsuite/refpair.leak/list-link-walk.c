/* 6.1's drivers/base/map.c, kobj_map() and kobj_unmap(): walking a list
   through a pointer to the link, "s = &(*s)->next", under a mutex.  The
   binding of s is a field address on the load through s itself, so
   resolving "*s" went round that cycle until the stack overflowed
   (engine.c, rp_root); found by make kernel-sweep on drivers/base.  */
#include <linux/mutex.h>
#include <linux/slab.h>

struct probe {
	struct probe *next;
	unsigned long range;
	int dev;
};

struct map {
	struct probe *probes[255];
	struct mutex *lock;
};

int map_insert(struct map *domain, struct probe *p, unsigned n, unsigned index)
{
	unsigned i;

	mutex_lock(domain->lock);
	for (i = 0; i < n; i++, p++, index++) {
		struct probe **s = &domain->probes[index % 255];

		while (*s && (*s)->range < p->range)
			s = &(*s)->next;
		p->next = *s;
		*s = p;
	}
	mutex_unlock(domain->lock);
	return 0;
}

void map_remove(struct map *domain, int dev, unsigned long range, unsigned n)
{
	struct probe *found = NULL;
	unsigned i;

	mutex_lock(domain->lock);
	for (i = 0; i < n; i++) {
		struct probe **s;

		for (s = &domain->probes[i]; *s; s = &(*s)->next) {
			struct probe *p = *s;

			if (p->dev == dev && p->range == range) {
				*s = p->next;
				if (!found)
					found = p;
				break;
			}
		}
	}
	mutex_unlock(domain->lock);
	kfree(found);
}
