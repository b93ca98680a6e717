/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * explore.c: the exploration.  Breadth-first over "exploded nodes", pairs
 * (block, state at the block's entry), each created once: a path that
 * reaches a block in a state seen before stops there.  Breadth-first order
 * makes the first path to any node a shortest one, which is the path a
 * report shows.  The memo is an open-addressing table over the nodes; the
 * budget (max-states, and RP_MAX_STATE_BYTES of states) bounds the work.
 */
#include "internal.h"

static unsigned char *rp_node_state(const struct rp_engine *eng, size_t node)
{
	return eng->states + node * eng->ssz;
}

static void rp_memo_insert(struct rp_engine *eng, size_t node)
{
	size_t mask = eng->nmemo - 1;
	size_t h = eng->nodes[node].hash & mask;

	while (eng->memo[h])
		h = (h + 1) & mask;
	eng->memo[h] = (unsigned)node + 1;
}

/* The node for (BLOCK, S), creating it (reached from PRED through EDGE) if
   new.  Return -1 if it existed or the budget ran out.  */
static int rp_node_get(struct rp_engine *eng, int block, const unsigned char *s,
		       int pred, int edge)
{
	size_t mask, h, i;
	struct rp_node *n;
	uint32_t hash = rp_state_hash(eng, block, s);

	if (!eng->nmemo) {
		eng->nmemo = 256;
		eng->memo = rp_xcalloc(eng->nmemo, sizeof(*eng->memo));
	}
	mask = eng->nmemo - 1;
	h = hash & mask;
	for (; eng->memo[h]; h = (h + 1) & mask) {
		size_t o = eng->memo[h] - 1;

		if (eng->nodes[o].hash == hash && eng->nodes[o].block == block &&
		    !memcmp(rp_node_state(eng, o), s, eng->ssz))
			return -1;
	}
	if (eng->nnodes >= eng->max_states) {
		eng->exhausted = true;
		return -1;
	}
	RP_GROW(eng->nodes, eng->capnodes, eng->nnodes + 1);
	if (eng->nnodes + 1 > eng->capstates) {
		size_t ncap = eng->capstates ? eng->capstates * 2 : 64;

		eng->states = rp_xrealloc(eng->states, ncap * eng->ssz);
		eng->capstates = ncap;
	}
	n = &eng->nodes[eng->nnodes];
	eng->block_states[block]++;
	n->block = block;
	n->pred = pred;
	n->pred_edge = edge;
	n->hash = hash;
	memcpy(rp_node_state(eng, eng->nnodes), s, eng->ssz);
	if ((eng->nnodes + 1) * 2 > eng->nmemo) {
		free(eng->memo);
		eng->nmemo = eng->nmemo ? eng->nmemo * 2 : 256;
		eng->memo = rp_xcalloc(eng->nmemo, sizeof(*eng->memo));
		for (i = 0; i < eng->nnodes; i++)
			rp_memo_insert(eng, i);
	}
	rp_memo_insert(eng, eng->nnodes);
	return (int)eng->nnodes++;
}

bool rp_engine_has_work(const struct rp_engine *eng)
{
	size_t i;

	if (eng->nslots > 0)
		return true;
	for (i = 0; i < eng->f->nevents; i++) {
		const struct rp_event *ev = &eng->f->events[i];

		if (ev->kind != RP_E_CALL)
			continue;
		if (ev->api->kind == RP_FREE || ev->walk >= 0)
			return true;
		/* A loop that gives back an accessor's values (effects.c).  */
		if (ev->api->kind == RP_RELEASE && ev->obj >= 0 &&
		    eng->f->values[ev->obj].kind == RP_V_ACCESSOR && eng->elem[ev->obj] >= 0)
			return true;
	}
	return false;
}

void rp_engine_run(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	unsigned char *s, *s2;
	size_t cur;
	int i;

	if (!f->nblocks || !rp_engine_has_work(eng))
		return;
	rp_compute_liveness(eng);
	rp_compute_slot_liveness(eng);
	eng->exits = rp_xcalloc(eng->nslots ? eng->nslots : 1, sizeof(*eng->exits));
	eng->fexits = rp_xcalloc(eng->nfobj ? eng->nfobj : 1, sizeof(*eng->fexits));
	eng->block_states = rp_xcalloc(f->nblocks, sizeof(int));
	s = rp_xcalloc(1, eng->ssz);
	s2 = rp_xcalloc(1, eng->ssz);

	/* The entry state: nothing held, values in their initial classes.  */
	rp_hdr(s)->fail_edge = rp_hdr(s)->exit_edge = -1;
	for (i = 0; i < RP_NFREED; i++)
		rp_hdr(s)->freed[i] = -1;
	for (i = 0; i < eng->nbind; i++)
		rp_bind(eng, s)[i] = rp_unbound(eng, eng->bvals[i]);
	for (i = 0; i < eng->nslots; i++) {
		rp_res(eng, s)[i].site = -1;
		rp_res(eng, s)[i].via = -1;
		rp_res(eng, s)[i].more = -1;
	}
	for (i = 0; i < eng->nclass; i++)
		rp_cls(eng, s)[i] = (unsigned char)rp_init_mask(eng, eng->cvals[i]);
	rp_canonicalize(eng, s, 0);
	rp_node_get(eng, 0, s, -1, -1);

	/* Breadth-first: nodes are processed in the order they were made.  */
	for (cur = 0; cur < eng->nnodes; cur++) {
		int block = eng->nodes[cur].block;
		const struct rp_block *bl = &f->blocks[block];

		memcpy(s, rp_node_state(eng, cur), eng->ssz);
		rp_run_block(eng, s, (int)cur, block);
		for (i = 0; i < bl->nsucc; i++) {
			int edge = bl->succ_first + i;

			memcpy(s2, s, eng->ssz);
			if (!rp_take_edge(eng, s2, edge))
				continue;
			rp_canonicalize(eng, s2, f->edges[edge].dst);
			rp_node_get(eng, f->edges[edge].dst, s2, (int)cur, edge);
		}
		if (eng->exhausted)
			break;
	}
	free(s);
	free(s2);
	if (!eng->exhausted)
		RP_RUN_HOOKS(eng, on_finish, eng);
}
