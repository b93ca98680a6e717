/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * liveness.c: which values are live on entry to each block (a backward
 * fixpoint over the IR), and which resources some event of a block or of a
 * block after it may still act on.  What is dead is forgotten by
 * rp_canonicalize, so paths that differ only in it merge.
 */
#include "internal.h"

static void rp_set_use(struct rp_engine *eng, uint64_t *set, int v);

/* The bases of the MAP values that PHI V may stand for, through PHIs of
   PHIs ("ret" at a label that another label's "ret" feeds), are used, and
   so are the derived values it may stand for, with what their bases stand
   for ("return of_fwnode_handle(child)" inside a loop returns
   "&child->fwnode" through two PHIs, and which reference that is depends
   on child's binding); at most *BUDGET moves are followed (loops make
   cycles of PHIs).  */
static void rp_use_phi_maps(struct rp_engine *eng, uint64_t *set, int v, int *budget)
{
	const struct rp_func *f = eng->f;
	int m;

	for (m = eng->phi_map_first[v]; m >= 0 && *budget > 0; m = eng->phi_map_next[m]) {
		int src = f->moves[m].src;

		(*budget)--;
		if (f->values[src].kind == RP_V_MAP)
			rp_set_use(eng, set, f->values[src].base);
		else if (eng->derived[src])
			rp_set_use(eng, set, src);
		else if (src != v)
			rp_use_phi_maps(eng, set, src, budget);
	}
}

static void rp_set_use(struct rp_engine *eng, uint64_t *set, int v)
{
	bool was = v >= 0 && (set[v / 64] >> (v % 64) & 1);

	if (v < 0)
		return;
	set[v / 64] |= 1ull << (v % 64);
	/* A derived value needs what its base stands for; an element at a
	   merged index, what its index stands for.  */
	if (eng->derived[v] && eng->f->values[v].kind == RP_V_ACCESSOR)
		rp_set_use(eng, set, rp_elem_index_phi(eng->f, &eng->f->values[v]));
	else if (eng->derived[v])
		rp_set_use(eng, set, eng->f->values[v].base);
	/* A condition on PTR_ERR(p) is a condition on p.  */
	if (eng->f->values[v].kind == RP_V_MAP)
		rp_set_use(eng, set, eng->f->values[v].base);
	/* A PHI stands for what its last move gave it: "ret = PTR_ERR(clk);
	   goto err; ... err: return ret;" returns an error because clk is
	   one, so clk's classes must outlive the move.  */
	/* Once per PHI: "x = sub(x)" in a loop makes a PHI the base of a MAP
	   moved into it (refpair.fuzz/map-of-itself.c).  */
	if (eng->phi_map_first && eng->f->values[v].kind == RP_V_PHI && !was) {
		int budget = 32;

		rp_use_phi_maps(eng, set, v, &budget);
	}
}

static void rp_set_def(uint64_t *set, int v)
{
	if (v >= 0)
		set[v / 64] &= ~(1ull << (v % 64));
}

/* Resources an event of each block, or of a block after it, may act on.  */
void rp_compute_slot_liveness(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t nw = (eng->nslots + 63) / 64, b;
	bool changed = true;

	eng->nslotwords = nw ? nw : 1;
	eng->slot_live = rp_xcalloc(f->nblocks ? f->nblocks * eng->nslotwords : 1,
				    sizeof(uint64_t));
	for (b = 0; b < f->nblocks; b++) {
		const struct rp_block *bl = &f->blocks[b];
		int i, k;

		for (i = 0; i < bl->nev; i++) {
			const struct rp_event *ev = &f->events[bl->ev_first + i];
			/* Frees and uses matter to initialised objects (kfree-kobject,
			   use-after-put).  */
			bool any_init = ev->kind == RP_E_USE ||
					(ev->kind == RP_E_CALL && ev->api->kind == RP_FREE);
			/* Uses and returns of pointers, to a lookup's reference
			   after its put (use-after-put).  */
			bool any_lookup = (eng->needs & RP_NEED_LOOKUP_USES) &&
					  (ev->kind == RP_E_USE ||
					   (ev->kind == RP_E_RETURN && ev->val >= 0 &&
					    f->values[ev->val].type == RP_T_PTR));

			if (ev->kind != RP_E_CALL && ev->kind != RP_E_USE && !any_lookup)
				continue;
			for (k = 0; k < eng->nslots; k++)
				if ((any_init && eng->slots[k].init) ||
				    (any_lookup && eng->slots[k].lookup_site >= 0 &&
				     !eng->slots[k].caller) ||
				    (ev->kind == RP_E_CALL &&
				     !strcmp(ev->api->family, eng->slots[k].family)))
					eng->slot_live[b * eng->nslotwords + k / 64] |= 1ull << (k % 64);
		}
	}
	while (changed) {
		changed = false;
		for (b = f->nblocks; b-- > 0;) {
			const struct rp_block *bl = &f->blocks[b];
			uint64_t *mine = &eng->slot_live[b * eng->nslotwords];
			int i;
			size_t k;

			for (i = 0; i < bl->nsucc; i++) {
				const uint64_t *theirs =
					&eng->slot_live[f->edges[bl->succ_first + i].dst * eng->nslotwords];

				for (k = 0; k < eng->nslotwords; k++)
					if ((mine[k] | theirs[k]) != mine[k]) {
						mine[k] |= theirs[k];
						changed = true;
					}
			}
		}
	}
}

/* Live values on entry to each block, by the usual backward fixpoint.  */
void rp_compute_liveness(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t nw = eng->nwords, b, k;
	uint64_t *tmp = rp_xcalloc(nw, sizeof(uint64_t));
	uint64_t *edge = rp_xcalloc(nw, sizeof(uint64_t));
	bool changed = true;

	eng->live = rp_xcalloc(f->nblocks ? f->nblocks * nw : 1, sizeof(uint64_t));
	eng->phi_map_first = rp_xmalloc((f->nvalues ? f->nvalues : 1) * sizeof(int));
	eng->phi_map_next = rp_xmalloc((f->nmoves ? f->nmoves : 1) * sizeof(int));
	for (k = 0; k < f->nvalues; k++)
		eng->phi_map_first[k] = -1;
	for (k = 0; k < f->nmoves; k++) {
		const struct rp_move *m = &f->moves[k];

		eng->phi_map_next[k] = -1;
		if (m->src >= 0 && (f->values[m->src].kind == RP_V_MAP ||
				    f->values[m->src].kind == RP_V_PHI || eng->derived[m->src])) {
			eng->phi_map_next[k] = eng->phi_map_first[m->dst];
			eng->phi_map_first[m->dst] = (int)k;
		}
	}
	while (changed) {
		changed = false;
		for (b = f->nblocks; b-- > 0;) {
			const struct rp_block *bl = &f->blocks[b];
			int i;

			memset(tmp, 0, nw * sizeof(uint64_t));
			for (i = 0; i < bl->nsucc; i++) {
				const struct rp_edge *e = &f->edges[bl->succ_first + i];
				int j;

				memcpy(edge, &eng->live[e->dst * nw], nw * sizeof(uint64_t));
				for (j = 0; j < e->nmove; j++)
					rp_set_def(edge, f->moves[e->move_first + j].dst);
				for (j = 0; j < e->nmove; j++)
					rp_set_use(eng, edge, f->moves[e->move_first + j].src);
				for (j = 0; j < e->ncond; j++)
					rp_set_use(eng, edge, f->conds[e->cond_first + j].val);
				for (j = 0; j < e->nrel; j++) {
					rp_set_use(eng, edge, f->rels[e->rel_first + j].a);
					rp_set_use(eng, edge, f->rels[e->rel_first + j].b);
				}
				for (k = 0; k < nw; k++)
					tmp[k] |= edge[k];
			}
			for (i = bl->nev; i-- > 0;) {
				const struct rp_event *ev = &f->events[bl->ev_first + i];

				switch (ev->kind) {
				case RP_E_CALL:
					if (ev->ret != ev->obj)
						rp_set_def(tmp, ev->ret);
					rp_set_use(eng, tmp, ev->obj);
					rp_set_use(eng, tmp, ev->drop);
					break;
				case RP_E_DEF:
					rp_set_def(tmp, ev->val);
					break;
				case RP_E_STORE:
					rp_set_def(tmp, ev->slot);
					rp_set_use(eng, tmp, ev->val);
					rp_set_use(eng, tmp, ev->dst);
					break;
				case RP_E_COPY:
					rp_set_def(tmp, ev->slot);
					rp_set_use(eng, tmp, ev->val);
					break;
				case RP_E_RETURN:
				case RP_E_USE:
					rp_set_use(eng, tmp, ev->val);
					break;
				}
			}
			for (k = 0; k < nw; k++)
				if (eng->live[b * nw + k] != tmp[k]) {
					eng->live[b * nw + k] = tmp[k];
					changed = true;
				}
		}
	}
	free(tmp);
	free(edge);
	free(eng->phi_map_first);
	free(eng->phi_map_next);
	eng->phi_map_first = eng->phi_map_next = NULL;
}
