/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state.c: the abstract state as bytes (the layout is in internal.h):
 * where each part lives, what a new definition of a value forgets, the
 * canonical form that lets equal states compare equal byte for byte, the
 * hash the memo uses, and a dump of which parts vary (why a budget ran
 * out).
 */
#include "internal.h"

/* Where each part of the state lives, and its size.  */
void rp_state_layout(struct rp_engine *eng)
{
	size_t off, n = eng->f->nvalues;

	off = sizeof(struct rp_state_hdr);
	eng->off_bind = off;
	off += eng->nbind * sizeof(int);
	eng->off_res = off;
	off += eng->nslots * sizeof(struct rp_rstate);
	eng->off_cls = off;
	off += eng->nclass;
	eng->off_alloc = off;
	off += eng->nallocs;
	eng->ssz = (off + 3) & ~(size_t)3;
	/* The budget also bounds memory: states grow with the function (a
	   function of 3,000 tests has states of 16 KiB), and the budget in
	   states alone let one take 330 MB.  */
	if (eng->max_states > RP_MAX_STATE_BYTES / eng->ssz)
		eng->max_states = RP_MAX_STATE_BYTES / eng->ssz;

	eng->nwords = (n + 63) / 64;
	if (!eng->nwords)
		eng->nwords = 1;
}

/* V (a PHI, a location, a computed value) stands for a new value: what
   was learnt about the OP terms on it ("n - 1" tested on the last turn of
   a loop) is about the old one.  What V's classes make of them stays
   ("i - 1" of a positive i is not negative).  */
void rp_forget_ops(struct rp_engine *eng, unsigned char *s, int v)
{
	unsigned vc = 0;
	int w;

	if (eng->op_first[v] < 0)
		return;
	vc = rp_class(eng, s, v);
	for (w = eng->op_first[v]; w >= 0; w = eng->op_next[w]) {
		rp_cls(eng, s)[eng->cidx[w]] =
			(unsigned char)(rp_init_mask(eng, w) &
					rp_op_classes(&eng->f->values[w], vc));
		rp_forget_ops(eng, s, w);
	}
}

static void rp_define_value(struct rp_engine *eng, unsigned char *s, int v, bool forget_copies)
{
	int i;

	if (v < 0)
		return;
	if (eng->cidx[v] >= 0)
		rp_cls(eng, s)[eng->cidx[v]] = (unsigned char)rp_init_mask(eng, v);
	if (eng->aidx[v] >= 0)
		rp_alloc(eng, s)[eng->aidx[v]] = 0;
	if (eng->bidx[v] >= 0)
		rp_bind(eng, s)[eng->bidx[v]] = rp_unbound(eng, v);
	rp_forget_ops(eng, s, v);
	if (!eng->bind_target[v])
		return;
	/* What stood for V's old value now stands for something unknown (not
	   for a location's original contents); after a store, a copy read
	   from V still stands for what V held.  */
	for (i = 0; i < eng->nbind; i++)
		if (rp_bind(eng, s)[i] == v && eng->bvals[i] != v &&
		    (forget_copies || !eng->copied[eng->bvals[i]]))
			rp_bind(eng, s)[i] = -1;
}

void rp_define(struct rp_engine *eng, unsigned char *s, int v)
{
	rp_define_value(eng, s, v, true);
}

/* Location V gets the value a store binds it to.  The copies read from
   V (RP_E_COPY) still stand for what V held before the store ("r = *p;
   *p = NULL; kref_put(&r->kref, ...)" gives back what *p held), and
   rp_slot_of finds V's resource through them.  */
void rp_define_stored(struct rp_engine *eng, unsigned char *s, int v)
{
	rp_define_value(eng, s, v, false);
}

/* Whether V is the object of a resource held in the state whose
   resources are RES, or the pointer that object's address is taken from
   ("&p->supplies", p a location a setter stored: the helper's summary
   names "arg1->driver_data + 16").  */
static bool rp_names_held(const struct rp_engine *eng, const struct rp_rstate *res, int v)
{
	int i;

	for (i = 0; i < eng->nslots; i++) {
		int o = eng->slots[i].obj, depth;

		if (res[i].status != RP_R_HELD && res[i].status != RP_R_COND)
			continue;
		for (depth = 0; o >= 0 && depth < 4; depth++) {
			if (o == v)
				return true;
			if (eng->f->values[o].kind != RP_V_ADDR)
				break;
			o = eng->f->values[o].base;
		}
	}
	return false;
}

/* Forget what no longer matters on entry to BLOCK.  */
void rp_canonicalize(struct rp_engine *eng, unsigned char *s, int block)
{
	const struct rp_func *f = eng->f;
	int *bind = rp_bind(eng, s);
	unsigned char *cls = rp_cls(eng, s);
	struct rp_rstate *res = rp_res(eng, s);
	unsigned char keep[4096];
	unsigned char *k = eng->nclass <= (int)sizeof(keep) ? keep
							     : rp_xmalloc(eng->nclass);
	bool coarse;
	int i;

	memset(k, 0, eng->nclass);
	for (i = 0; i < eng->nbind; i++) {
		/* Unbound already: nothing to forget, and what it stands for
		   then (itself, or nothing for a PHI) is live where it is.  */
		if (bind[i] == eng->bunbound[i])
			continue;
		/* Dead, unless it is the object of a held resource:
		   "dev = get_device(&priv->dev); break;" keeps the list cursor
		   priv's value as the object's, which dev, live, stands for
		   too.  */
		if (!rp_live_p(eng, block, eng->bvals[i]) &&
		    !rp_names_held(eng, res, eng->bvals[i]))
			bind[i] = eng->bunbound[i];
		else if (bind[i] >= 0 && eng->cidx[bind[i]] >= 0)
			k[eng->cidx[bind[i]]] = 1;
	}
	for (i = 0; i < eng->nslots; i++) {
		if ((res[i].status == RP_R_COND ||
		     (res[i].status == RP_R_LENT && (res[i].flags & RP_RF_RESTORES))) &&
		    res[i].site >= 0) {
			int r = f->events[res[i].site].ret;

			if (r >= 0 && eng->cidx[r] >= 0)
				k[eng->cidx[r]] = 1;
		}
		/* A retake of a count held, or a hand-over pending, whose
		   result is no longer tested is one no path can tell from
		   none: forgotten.  */
		if (res[i].more >= 0) {
			int r = f->events[res[i].more].ret;
			bool pending = f->events[res[i].more].api->kind == RP_TRANSFER &&
				       res[i].status == RP_R_COND;

			if ((res[i].status != RP_R_HELD && !pending) || r < 0 || eng->cidx[r] < 0 ||
			    !rp_live_p(eng, block, r))
				res[i].more = -1;
			else
				k[eng->cidx[r]] = 1;
		}
		/* Whether a caller's object that this function only releases
		   is NULL decides, at the returns, if it was given back
		   ("if (!dev) return; put_device(dev);" releases dev).  */
		if (eng->slots[i].caller && !eng->slots[i].acquired &&
		    eng->cidx[eng->slots[i].obj] >= 0)
			k[eng->cidx[eng->slots[i].obj]] = 1;
		/* A links= acquire whose result is no longer tested never
		   links its object as far as this path knows.  */
		if ((res[i].flags & RP_RF_LINK_PENDING) &&
		    (res[i].site < 0 || f->events[res[i].site].ret < 0 ||
		     !rp_live_p(eng, block, f->events[res[i].site].ret)))
			res[i].flags &= (unsigned char)~RP_RF_LINK_PENDING;
		/* Where it was acquired and through what it is held matter only
		   while it is held.  */
		if (res[i].status != RP_R_HELD && res[i].status != RP_R_COND) {
			res[i].via = -1;
			res[i].count = 0;
			if (res[i].status != RP_R_RELEASED && res[i].status != RP_R_FAILED &&
			    res[i].status != RP_R_LENT && !(res[i].flags & RP_RF_UNCHECKED))
				res[i].site = -1;
			/* A caller's object given back stays so: the summary
			   says "releases argument 1" only if every return
			   sees it.  So does a reference stored where the
			   caller's argument points ("out->np = np"): the
			   summary acquires it there (transfer.c,
			   rp_caller_location_of).  */
			if (!((eng->slot_live[block * eng->nslotwords + i / 64] >> (i % 64)) & 1) &&
			    !(res[i].flags & RP_RF_UNCHECKED) &&
			    !(res[i].status == RP_R_LENT && eng->slots[i].caller) &&
			    !(res[i].status == RP_R_ESCAPED && f->summarized_for_callers &&
			      rp_caller_location_of(eng, s, rp_root(eng, s, eng->slots[i].obj)) >= 0)) {
				res[i].status = RP_R_NONE;
				res[i].site = -1;
			}
		}
	}
	/* Widening: a block reached in many states keeps only the classes that
	   decide pairing directly (acquire results, objects, returned values);
	   correlations between other tests are dropped there.  This bounds the
	   work on long functions full of unrelated tests (sisfb_probe).  */
	coarse = eng->block_states[block] >= RP_WIDEN_STATES;
	for (i = 0; i < eng->nclass; i++) {
		int v;

		/* Most classes are where they started (the dead ones were reset
		   on an earlier edge): skip eight of them at a time.  This loop
		   was two thirds of the plugin's cost on drivers/md/raid5.c.  */
		if (i + 8 <= eng->nclass && !memcmp(cls + i, eng->cinit + i, 8)) {
			i += 7;
			continue;
		}
		if (cls[i] == eng->cinit[i])
			continue;
		v = eng->cvals[i];
		if ((!k[i] && !rp_live_p(eng, block, v)) || (coarse && !eng->essential[v]))
			cls[i] = eng->cinit[i];
	}
	if (!rp_anything_held(eng, s)) {
		rp_hdr(s)->fail_edge = -1;
		rp_hdr(s)->exit_edge = -1;
	}
	if (k != keep)
		free(k);
}

/* States are a few hundred bytes, hashed at every step of the exploration:
   eight bytes at a time (a byte-wise FNV took 7 % of a whole compile of
   drivers/md/raid10.c).  */
uint32_t rp_state_hash(const struct rp_engine *eng, int block,
			      const unsigned char *s)
{
	uint64_t h = 0x9e3779b97f4a7c15ull ^ (uint64_t)(unsigned)block, w;
	size_t i = 0;

	for (; i + 8 <= eng->ssz; i += 8) {
		memcpy(&w, s + i, 8);
		h = (h ^ w) * 0xff51afd7ed558ccdull;
		h ^= h >> 29;
	}
	for (; i < eng->ssz; i++)
		h = (h ^ s[i]) * 0x100000001b3ull;
	h ^= h >> 32;
	return (uint32_t)h;
}

void rp_engine_dump_stats(const struct rp_engine *eng, struct rp_buf *b)
{
	const struct rp_func *f = eng->f;
	int *count = rp_xcalloc(f->nblocks ? f->nblocks : 1, sizeof(int));
	size_t i, k;
	int best = 0;

	rp_buf_printf(b, "refpair: state %zu bytes: %d classes, %d bindings, %d resources, "
		      "%d allocations\n", eng->ssz, eng->nclass, eng->nbind, eng->nslots,
		      eng->nallocs);
	for (i = 0; i < eng->nnodes; i++)
		count[eng->nodes[i].block]++;
	for (i = 0; i < f->nblocks; i++)
		if (count[i] > count[best])
			best = (int)i;
	rp_buf_printf(b, "refpair: block %d has %d states; parts that vary:", best, count[best]);
	for (k = 0; k < eng->ssz; k++) {
		int first = -1, varies = 0;

		for (i = 0; i < eng->nnodes && !varies; i++) {
			if (eng->nodes[i].block != best)
				continue;
			if (first < 0)
				first = eng->states[i * eng->ssz + k];
			else if (eng->states[i * eng->ssz + k] != first)
				varies = 1;
		}
		if (!varies)
			continue;
		if (k < eng->off_bind)
			rp_buf_printf(b, " hdr+%zu", k);
		else if (k < eng->off_res)
			rp_buf_printf(b, " bind(v%d)", eng->bvals[(k - eng->off_bind) / sizeof(int)]);
		else if (k < eng->off_cls)
			rp_buf_printf(b, " res(%zu)", (k - eng->off_res) / sizeof(struct rp_rstate));
		else if (k < eng->off_alloc)
			rp_buf_printf(b, " cls(v%d)", eng->cvals[k - eng->off_cls]);
		else
			rp_buf_printf(b, " alloc+%zu", k - eng->off_alloc);
	}
	rp_buf_add(b, "\n");
	free(count);
}
