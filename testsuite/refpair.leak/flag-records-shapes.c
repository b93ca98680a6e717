/* More shapes of a flag that records a held reference (lower/flags.cc):
   the teardown skips the unmarked entries with "continue" on a test of the
   flag against a constant, and gives back an int field that free_irq()
   converts; the teardown reads the pointer to the entry's structure again
   for the release ("p->ring[i].r->flag", then "p->ring[i].r->irq").  What
   must still warn: a flag whose test guards the release of another
   structure's object.  */
/* { dg-options "-O2" } */
#include <linux/interrupt.h>
#include <linux/kernel.h>

#define VEC_INITED 1
#define VEC_NOT_INITED 0

struct vec {
	int irq;
	int init_flag;
	char name[16];
};

struct ring {
	int irq;
	int init_flag;
	int other_flag;
};

struct slot {
	struct ring *ring;
};

struct nic {
	struct vec *vecs;
	unsigned int nvecs;
	struct slot *slots;
	struct slot *spare;
	unsigned int nslots;
};

irqreturn_t handler(int irq, void *data);

static void free_vecs(struct nic *n)
{
	unsigned int i;

	for (i = 0; i < n->nvecs; i++) {
		struct vec *v = &n->vecs[i];

		if (v->init_flag != VEC_INITED)
			continue;
		free_irq(v->irq, v);
		v->init_flag = VEC_NOT_INITED;
	}
}

static int request_vecs(struct nic *n)
{
	unsigned int i;
	int ret;

	for (i = 0; i < n->nvecs; i++) {
		struct vec *v = &n->vecs[i];

		if (v->init_flag == VEC_INITED)
			continue;
		ret = request_irq(v->irq, handler, 0, v->name, v);
		if (ret) {
			free_vecs(n);
			return ret; /* { dg-bogus "refpair" "the flags record the earlier vectors" } */
		}
		v->init_flag = VEC_INITED;
	}
	return 0;
}

static void free_rings(struct nic *n)
{
	unsigned int i;

	for (i = 0; i < n->nslots; i++) {
		if (n->slots[i].ring->init_flag == VEC_INITED) {
			free_irq(n->slots[i].ring->irq, &n->slots[i]);
			n->slots[i].ring->init_flag = VEC_NOT_INITED;
		}
	}
}

static int request_rings(struct nic *n)
{
	unsigned int i;
	int ret;

	for (i = 0; i < n->nslots; i++) {
		struct slot *s = &n->slots[i];

		ret = request_irq(s->ring->irq, handler, 0, "ring", s);
		if (ret)
			goto fail;
		s->ring->init_flag = VEC_INITED;
	}
	return 0;
fail:
	free_rings(n);
	return ret; /* { dg-bogus "refpair" "the flags record the earlier rings" } */
}

/* The other flag guards the release of another array's ring: it records
   nothing of this one.  */
static void free_others(struct nic *n)
{
	unsigned int i;

	for (i = 0; i < n->nslots; i++)
		if (n->slots[i].ring->other_flag == VEC_INITED)
			free_irq(n->spare[i].ring->irq, &n->slots[i]);
}

static int request_others(struct nic *n)
{
	unsigned int i;
	int ret;

	for (i = 0; i < n->nslots; i++) {
		struct slot *s = &n->slots[i];

		ret = request_irq(s->ring->irq, handler, 0, "ring", s); /* { dg-message "taken here" } */
		if (ret) /* { dg-message "error branch taken here" } */
			return ret; /* { dg-warning "is not released on this error path" } */
			/* { dg-message "returns here without 'free_irq'" "" { target *-*-* } .-1 } */
		s->ring->other_flag = VEC_INITED;
	}
	return 0;
}

int nic_up(struct nic *n)
{
	int ret = request_vecs(n);

	if (ret)
		return ret;
	ret = request_rings(n);
	if (ret)
		return ret;
	return request_others(n);
}

void nic_down(struct nic *n)
{
	free_vecs(n);
	free_rings(n);
	free_others(n);
}
