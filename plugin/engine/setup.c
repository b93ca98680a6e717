/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * setup.c: rp_engine_new, the engine for one function, in named steps:
 * which of the caller's objects it frees, which values get bindings (PHIs,
 * stored-to locations), which values are pinned live, the resources and
 * fresh allocations, the values whose classes the state tracks, and
 * finally the state's layout (state.c).  Everything here is computed once
 * per function, before the exploration (explore.c).
 */
#include "internal.h"

/* Add to ROOTS (a set over values) what bindable value V can stand for:
   a PHI's sources, the values stored into a location, and V itself for a
   location.  */
static void rp_possible_roots(const struct rp_engine *eng, int v, unsigned char *roots,
			      int depth)
{
	const struct rp_func *f = eng->f;
	size_t i;

	if (v < 0 || roots[v] || depth > 8)
		return;
	roots[v] = 1;
	if (eng->bidx[v] < 0)
		return;
	for (i = 0; i < f->nmoves; i++)
		if (f->moves[i].dst == v)
			rp_possible_roots(eng, f->moves[i].src, roots, depth + 1);
	for (i = 0; i < f->nevents; i++)
		if ((f->events[i].kind == RP_E_STORE || f->events[i].kind == RP_E_COPY) &&
		    f->events[i].slot == v)
			rp_possible_roots(eng, f->events[i].val, roots, depth + 1);
}

/* Pin the elements that element V, at a merged index, can stand for
   (rp_root_element), and the terms on them ("e[n - 1].vector").  */
static void rp_pin_elements(struct rp_engine *eng, int v, unsigned char *roots)
{
	const struct rp_func *f = eng->f;
	const struct rp_value *x = &f->values[v];
	int idx = f->argpool[x->args + 1], phi = rp_elem_index_phi(f, x), args[2];
	size_t n = f->nvalues, j, k;

	memset(roots, 0, n);
	args[0] = f->argpool[x->args];
	rp_possible_roots(eng, phi, roots, 0);
	for (j = 0; j < n; j++) {
		int w;

		if (!roots[j] || (int)j == phi)
			continue;
		args[1] = idx == phi ? (int)j
				     : rp_val_lookup_op(f, f->values[idx].id, (int)j, f->values[idx].off);
		w = args[1] < 0 ? -1 : rp_val_lookup_accessor(f, x->id, args, 2);
		if (w < 0)
			continue;
		eng->pinned[w] = 1;
		for (k = (size_t)w + 1; k < n; k++)
			if ((f->values[k].kind == RP_V_LOAD || f->values[k].kind == RP_V_ADDR) &&
			    f->values[k].base == w)
				eng->pinned[k] = 1;
	}
}

/* Pin the terms derived values can resolve to (see rp_root).  */
static void rp_pin_targets(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i, j;
	unsigned char *roots = rp_xcalloc(n ? n : 1, 1);

	for (i = 0; i < n; i++) {
		const struct rp_value *x = &f->values[i];

		if (!eng->derived[i])
			continue;
		if (x->kind == RP_V_ACCESSOR) {
			rp_pin_elements(eng, (int)i, roots);
			continue;
		}
		if (eng->bidx[x->base] < 0)
			continue;
		memset(roots, 0, n);
		rp_possible_roots(eng, x->base, roots, 0);
		for (j = 0; j < n; j++) {
			int w;

			if (!roots[j] || (int)j == x->base)
				continue;
			w = rp_val_lookup(f, x->kind, (int)j, x->off);
			if (w >= 0)
				eng->pinned[w] = 1;
		}
	}
	free(roots);
}

/* Whether X is an array element (RP_ELEM_FN, or RP_PTRADD_FN: "p + n",
   "&p[n]" where p is a pointer) at an index that branches merge: a PHI
   (or an operation on one, rp_elem_index_phi) with a binding that is no
   loop's induction value ("if (pf) n -= 1; ... e[n]"; a loop's "e[i]" is
   elements.c's).  */
static bool rp_merged_index(struct rp_engine *eng, const struct rp_value *x)
{
	int phi;

	if (x->kind != RP_V_ACCESSOR || (x->id != RP_ELEM_FN && x->id != RP_PTRADD_FN) ||
	    x->nargs != 2)
		return false;
	phi = rp_elem_index_phi(eng->f, x);
	return phi >= 0 && eng->bidx[phi] >= 0 && !rp_inductions(eng)[phi];
}

/* Give value V a binding in the state.  */
static void rp_add_binding(struct rp_engine *eng, int v)
{
	if (v < 0 || eng->bidx[v] >= 0)
		return;
	eng->bvals[eng->nbind] = v;
	eng->bidx[v] = eng->nbind++;
}

static int rp_slot_find(const struct rp_engine *eng, const char *family, int obj)
{
	int i;

	for (i = 0; i < eng->nslots; i++)
		if ((eng->slots[i].obj == obj ||
		     (eng->elem[obj] >= 0 && eng->elem[eng->slots[i].obj] == eng->elem[obj])) &&
		    !strcmp(eng->slots[i].family, family))
			return i;
	return -1;
}

static bool rp_caller_object(const struct rp_func *f, int v);

/* Whether accessor V ("pci_irq_vector(pdev, 6)") is computed from one
   object the caller can name and constants: the caller can name it too
   (struct rp_objref's accessor).  */
static bool rp_caller_accessor(const struct rp_func *f, const struct rp_value *x)
{
	int k, named = 0;

	if (x->nargs > RP_MAX_ACC_ARGS || x->id >= RP_ELEM_FN)
		return false;
	for (k = 0; k < x->nargs; k++) {
		int a = f->argpool[x->args + k];

		if (a < 0)
			return false;
		if (f->values[a].kind == RP_V_CONST)
			continue;
		if (f->values[a].kind == RP_V_ACCESSOR || !rp_caller_object(f, a))
			return false;
		named++;
	}
	return named == 1;
}

/* Whether V is an object the caller can name: an argument or a global, or
   reached from one through fields and pointers stored in them, or an
   accessor of one (rp_caller_accessor).  Such objects stay the same
   through the whole function (not a loop's variable, which names another
   object each iteration).  */
static bool rp_caller_object(const struct rp_func *f, int v)
{
	if (v >= 0 && f->values[v].kind == RP_V_ACCESSOR)
		return rp_caller_accessor(f, &f->values[v]);
	return rp_reached_from_caller(f, v);
}

bool rp_reached_from_caller(const struct rp_func *f, int v)
{
	while (v >= 0) {
		const struct rp_value *x = &f->values[v];

		switch (x->kind) {
		case RP_V_PARAM:
			return true;
		case RP_V_GLOBAL:
			return !(x->id & 0x80000000u);
		case RP_V_LOAD:
		case RP_V_ADDR:
			v = x->base;
			break;
		case RP_V_PHI:
			/* A copy of a caller's location read on entry.  */
			v = rp_copy_source(f, v);
			break;
		default:
			return false;
		}
	}
	return false;
}

/* The caller's object that V stands for where a release gives it back, or
   -1: V itself, or the caller's location V copied ("fw = info->fw" that
   a later "info->fw = NULL" rewrites has a term of its own, value.cc; on
   a path it stands for what the location held when it was read, and
   rp_slot_of finds the location's slot through it).  */
static int rp_caller_read(const struct rp_func *f, int v)
{
	size_t i;

	if (v < 0)
		return v;
	if (f->values[v].kind != RP_V_PHI)
		return rp_caller_object(f, v) ? v : -1;
	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_COPY && f->events[i].slot == v)
			return rp_caller_object(f, f->events[i].val) ? f->events[i].val : -1;
	return -1;
}

/* Add (or find) the slot for acquire event EVI's family on OBJ, and record
   what the acquire says about it.  */
static void rp_slot_add(struct rp_engine *eng, int evi, int obj)
{
	const struct rp_event *ev = &eng->f->events[evi];
	const char *family = ev->api->family;
	struct rp_slot *s;
	int i;

	if (obj < 0)
		return;
	i = rp_slot_find(eng, family, obj);
	if (i < 0) {
		RP_GROW(eng->slots, eng->capslots, (size_t)eng->nslots + 1);
		s = &eng->slots[eng->nslots++];
		memset(s, 0, sizeof(*s));
		s->family = family;
		s->obj = obj;
		s->caller = rp_caller_object(eng->f, obj);
		s->frees = -1;
		s->init_site = -1;
		s->lookup_site = -1;
		s->elems = eng->elem[obj] >= 0;
	} else {
		s = &eng->slots[i];
	}
	if (ev->api->flags & RP_API_LOCK)
		s->lock = true;
	if (ev->api->kind == RP_ACQUIRE)
		s->acquired = true;
	if (s->lookup_site < 0 && rp_api_is_lookup(ev->api) && ev->ret == obj &&
	    eng->f->values[obj].type == RP_T_PTR)
		s->lookup_site = evi;
	if (ev->api->flags & RP_API_INIT) {
		if (!s->init || ev->release_frees > s->frees)
			s->frees = ev->release_frees;
		s->init = true;
		if (s->init_site < 0)
			s->init_site = evi;
	}
}

/* Add a slot for acquire EVI on each value PHI V can stand for, and on V.  */
static void rp_slot_add_roots(struct rp_engine *eng, int evi, int v, unsigned char *seen)
{
	const struct rp_func *f = eng->f;
	size_t i;

	if (v < 0 || seen[v])
		return;
	seen[v] = 1;
	rp_slot_add(eng, evi, v);
	if (f->values[v].kind != RP_V_PHI)
		return;
	for (i = 0; i < f->nmoves; i++)
		if (f->moves[i].dst == v)
			rp_slot_add_roots(eng, evi, f->moves[i].src, seen);
	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_COPY && f->events[i].slot == v)
			rp_slot_add_roots(eng, evi, f->events[i].val, seen);
}

static void rp_mark_class(struct rp_engine *eng, int v)
{
	const struct rp_func *f = eng->f;

	if (v < 0 || eng->cidx[v] >= 0 || f->values[v].kind == RP_V_PHI ||
	    rp_val_is_const(f, v))
		return;
	if (f->values[v].kind == RP_V_MAP) {
		rp_mark_class(eng, f->values[v].base);
		return;
	}
	if (f->values[v].kind == RP_V_GLOBAL || f->values[v].kind == RP_V_LOCAL)
		return;
	eng->cidx[v] = eng->nclass++;
}

/* The caller's objects this function frees (kfree(arg)), for the
   summary's "free arg1".  */
static void rp_setup_caller_frees(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t i;

	eng->fobj = rp_xmalloc((f->nevents ? f->nevents : 1) * sizeof(int));
	eng->fev = rp_xmalloc((f->nevents ? f->nevents : 1) * sizeof(int));
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];
		int k;

		if (ev->kind != RP_E_CALL || ev->api->kind != RP_FREE ||
		    !rp_caller_object(f, ev->obj))
			continue;
		for (k = 0; k < eng->nfobj && eng->fobj[k] != ev->obj; k++)
			;
		if (k == eng->nfobj) {
			eng->fobj[eng->nfobj] = ev->obj;
			eng->fev[eng->nfobj++] = (int)i;
		}
	}
}

/* PHIs get bindings; so do the memory locations stores write (their
   LOAD terms), and those an out-parameter acquire fills: a path knows
   which value was stored there last.  Then the loads and addresses whose
   base (at any depth) has a binding are "derived".  */
static void rp_setup_bindings(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i, nmoves = 0;

	eng->bvals = rp_xmalloc((n ? n : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		if (f->values[i].kind == RP_V_PHI)
			rp_add_binding(eng, (int)i);
	eng->copied = rp_xcalloc(n ? n : 1, 1);
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_COPY && ev->slot >= 0)
			eng->copied[ev->slot] = 1;
		if (ev->kind == RP_E_STORE)
			rp_add_binding(eng, ev->slot);
		if (ev->kind == RP_E_CALL && ev->api->obj.deref)
			rp_add_binding(eng, ev->obj);
	}

	/* Room for the new bindings of the edge with most PHI moves
	   (rp_take_edge).  */
	for (i = 0; i < f->nedges; i++)
		if ((size_t)f->edges[i].nmove > nmoves)
			nmoves = (size_t)f->edges[i].nmove;
	eng->movebuf = rp_xmalloc((nmoves ? nmoves : 1) * sizeof(int));
	eng->movecls = rp_xmalloc(nmoves ? nmoves : 1);

	eng->derived = rp_xcalloc(n ? n : 1, 1);
	for (i = 0; i < n; i++) {
		const struct rp_value *x = &f->values[i];

		if ((x->kind == RP_V_LOAD || x->kind == RP_V_ADDR) && x->base >= 0 &&
		    (eng->bidx[x->base] >= 0 || eng->derived[x->base]))
			eng->derived[i] = 1;
		else if (rp_merged_index(eng, x))
			eng->derived[i] = 1;
	}
}

/* Where an acquired object was stored stays known even when the location
   is not read again: handing over the holder hands over the object
   ("st->vdd_supply = regulator_get(); regulator_enable(...);
   devm_add_action_or_reset(dev, off, st)"); where a call's object is read
   from a location, what was stored there ("hdev->pdev = pdev;
   hclge_pci_init(hdev)" enables pdev, and "pci_disable_device(pdev)"
   gives it back); and, where memory is freed and a check needs it
   (RP_NEED_FREES), what pointer locations hold.  */
static void rp_pin_stores(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i;
	unsigned char *acq_cont = rp_xcalloc(n ? n : 1, 1);
	unsigned char *call_obj = rp_xcalloc(n ? n : 1, 1);
	bool frees = false;

	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind != RP_E_CALL || ev->obj < 0)
			continue;
		if (ev->api->kind == RP_ACQUIRE || ev->api->kind == RP_RELEASE)
			call_obj[ev->obj] = 1;
		if (ev->api->kind == RP_ACQUIRE || ev->api->kind == RP_ALLOC)
			acq_cont[rp_val_container(f, ev->obj)] = 1;
	}
	for (i = 0; i < f->nevents && (eng->needs & RP_NEED_FREES); i++)
		if (f->events[i].kind == RP_E_CALL && f->events[i].api->kind == RP_FREE)
			frees = true;
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_STORE && ev->slot >= 0 && ev->val >= 0 &&
		    (acq_cont[rp_val_container(f, ev->val)] || call_obj[ev->slot] ||
		     (frees && f->values[ev->slot].type == RP_T_PTR)))
			eng->pinned[ev->slot] = 1;
	}
	free(acq_cont);
	free(call_obj);
}

/* The initial classes of values, and the values that stay live whatever
   static liveness says (rp_live_p).  */
static void rp_setup_pins(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i;

	/* A derived value stands, on a path, for the same term on what its
	   base stands for: static liveness cannot see those uses, so those
	   terms are never forgotten.  */
	eng->imask = rp_xmalloc(n ? n : 1);
	for (i = 0; i < n; i++)
		eng->imask[i] = (unsigned char)(rp_val_const_mask(f, (int)i) &
						rp_type_mask(f->values[i].type));
	/* A database acquire that fails with NULL ("nonnull":
	   fwnode_graph_get_port_parent(), of_get_parent()) returns NULL or
	   the object, never an ERR_PTR: "if (IS_ERR_OR_NULL(p)) return" is
	   its failure.  (A summary's "nonnull" may hold on an ERR_PTR.)  */
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_CALL && ev->api->kind == RP_ACQUIRE &&
		    ev->api->when == RP_WHEN_NONNULL && !(ev->api->flags & RP_API_SUMMARY) &&
		    ev->ret >= 0 && f->values[ev->ret].kind == RP_V_CALL &&
		    f->values[ev->ret].type == RP_T_PTR)
			eng->imask[ev->ret] &= (unsigned char)~RP_C_NEG;
	}
	eng->pinned = rp_xcalloc(n ? n : 1, 1);
	rp_pin_targets(eng);
	rp_pin_stores(eng);
	/* The list an acquire's object is on is read where a helper releases
	   the list's elements: what its head's path holds (the kobject's kset
	   field) stays known.  */
	for (i = 0; i < f->nevents; i++) {
		int v = f->events[i].kind == RP_E_CALL ? f->events[i].link : -1;

		for (; v >= 0 && (f->values[v].kind == RP_V_LOAD || f->values[v].kind == RP_V_ADDR);
		     v = f->values[v].base)
			eng->pinned[v] = 1;
	}
	/* The answer of a held test with a role (pm_runtime_status_suspended()):
	   a later call of the runtime suspend reads it (transfer.c,
	   rp_pm_core_resumed).  */
	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_CALL && f->events[i].api->kind == RP_HELD &&
		    f->events[i].api->role && f->events[i].ret >= 0)
			eng->pinned[f->events[i].ret] = 1;
	/* The result of an acquire with a "better" API: whether a return is
	   on its failure path decides a fix-it (RP_NEED_BETTER_RESULTS).  */
	if (eng->needs & RP_NEED_BETTER_RESULTS)
		for (i = 0; i < f->nevents; i++)
			if (f->events[i].kind == RP_E_CALL && f->events[i].api->better &&
			    f->events[i].ret >= 0) {
				eng->pinned[f->events[i].ret] = 1;
				eng->nbetter++;
			}
}

/* Resources, fresh allocations, and the values whose classes count.  */
static void rp_setup_slots(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i;
	unsigned char *seen = rp_xcalloc(n ? n : 1, 1);

	eng->avals = rp_xmalloc((n ? n : 1) * sizeof(int));
	eng->acq_result = rp_xcalloc(n ? n : 1, 1);
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		switch (ev->kind) {
		case RP_E_CALL:
			if (ev->api->kind == RP_ACQUIRE) {
				if (ev->ret >= 0) {
					unsigned char *a = &eng->acq_result[ev->ret];
					bool zero = ev->api->when == RP_WHEN_ZERO &&
						    (!*a || (*a & RP_ACQ_ZERO));

					*a = (unsigned char)((*a & ~RP_ACQ_ZERO) | RP_ACQ_ANY |
							     (zero ? RP_ACQ_ZERO : 0) |
							     (ev->api->when == RP_WHEN_ALWAYS
								      ? RP_ACQ_ALWAYS
								      : 0));
				}
				memset(seen, 0, n);
				rp_slot_add_roots(eng, (int)i, ev->obj, seen);
			}
			/* Releases of what the caller holds are tracked too: lent
			   and retaken, released twice, or released for the
			   caller (a summary's "releases argument 1").  */
			if (ev->api->kind == RP_RELEASE && !(ev->api->flags & RP_API_ELEMENTS))
				rp_slot_add(eng, (int)i, rp_caller_read(f, ev->obj));
			if (ev->api->kind == RP_ALLOC && ev->ret >= 0 &&
			    eng->aidx[ev->ret] < 0) {
				eng->avals[eng->nallocs] = ev->ret;
				eng->aidx[ev->ret] = eng->nallocs++;
			}
			rp_mark_class(eng, ev->ret);
			rp_mark_class(eng, ev->obj);
			break;
		case RP_E_RETURN:
		case RP_E_STORE:
			rp_mark_class(eng, ev->val);
			rp_mark_class(eng, ev->slot);
			break;
		case RP_E_USE:
		case RP_E_COPY:
			rp_mark_class(eng, ev->val);
			break;
		case RP_E_DEF:
			break;
		}
	}
	for (i = 0; i < f->nconds; i++)
		rp_mark_class(eng, f->conds[i].val);
	for (i = 0; i < f->nrels; i++) {
		rp_mark_class(eng, f->rels[i].a);
		rp_mark_class(eng, f->rels[i].b);
	}
	for (i = 0; i < f->nmoves; i++)
		rp_mark_class(eng, f->moves[i].src);
	/* A loop's step "i := i + C": i gets classes of its own
	   (rp_take_edge), so that those of "i - 1" follow from it.  */
	eng->move_step = rp_xcalloc(f->nmoves ? f->nmoves : 1, 1);
	for (i = 0; i < f->nmoves; i++) {
		const struct rp_move *m = &f->moves[i];
		const struct rp_value *x = m->src >= 0 ? &f->values[m->src] : NULL;

		if (!x || x->kind != RP_V_OP || x->id != RP_OP_ADD || x->base != m->dst ||
		    (f->values[m->dst].type != RP_T_INT && f->values[m->dst].type != RP_T_UINT) ||
		    eng->cidx[m->src] < 0)
			continue;
		eng->move_step[i] = 1;
		if (eng->cidx[m->dst] < 0)
			eng->cidx[m->dst] = eng->nclass++;
	}
	eng->held_test = rp_xmalloc((n ? n : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		eng->held_test[i] = -1;
	for (i = 0; i < f->nevents; i++)
		if (f->events[i].kind == RP_E_CALL && f->events[i].api->kind == RP_HELD &&
		    f->events[i].ret >= 0)
			eng->held_test[f->events[i].ret] = (int)i;
	free(seen);
}

/* The values a binding may come to stand for (rp_define forgets them).  */
static void rp_setup_bind_targets(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i;

	eng->bind_target = rp_xcalloc(n ? n : 1, 1);
	for (i = 0; i < n; i++)
		if (f->values[i].kind == RP_V_LOAD || f->values[i].kind == RP_V_ADDR ||
		    eng->bidx[i] >= 0)
			eng->bind_target[i] = 1;
	for (i = 0; i < f->nmoves; i++)
		if (f->moves[i].src >= 0)
			eng->bind_target[f->moves[i].src] = 1;
	for (i = 0; i < f->nevents; i++)
		if ((f->events[i].kind == RP_E_STORE || f->events[i].kind == RP_E_COPY) &&
		    f->events[i].val >= 0)
			eng->bind_target[f->events[i].val] = 1;
}

/* The values whose classes decide pairing directly, kept when a block
   reached in many states widens (rp_canonicalize), and the index of the
   tracked classes.  */
static void rp_setup_essential(struct rp_engine *eng)
{
	const struct rp_func *f = eng->f;
	size_t n = f->nvalues, i;
	bool changed;

	eng->essential = rp_xcalloc(n ? n : 1, 1);
	for (i = 0; i < f->nevents; i++) {
		const struct rp_event *ev = &f->events[i];

		if (ev->kind == RP_E_CALL) {
			if (ev->ret >= 0)
				eng->essential[ev->ret] = 1;
			if (ev->obj >= 0)
				eng->essential[ev->obj] = 1;
		} else if (ev->kind == RP_E_RETURN && ev->val >= 0) {
			eng->essential[ev->val] = 1;
		}
	}
	/* Tests that guard an acquire or a release ("if (!enabled)
	   pci_disable_device(pdev)") keep their correlation too.  */
	for (i = 0; i < f->nedges; i++) {
		const struct rp_edge *e = &f->edges[i];
		const struct rp_block *d = &f->blocks[e->dst];
		int j, hops;
		bool guards = false;

		for (hops = 0; hops < 2 && !guards; hops++) {
			for (j = 0; j < d->nev; j++)
				if (f->events[d->ev_first + j].kind == RP_E_CALL)
					guards = true;
			if (d->nsucc != 1)
				break;
			d = &f->blocks[f->edges[d->succ_first].dst];
		}
		for (j = 0; guards && j < e->ncond; j++) {
			int v = f->conds[e->cond_first + j].val;

			eng->essential[v] = 1;
			if (f->values[v].kind == RP_V_MAP)
				eng->essential[f->values[v].base] = 1;
		}
	}
	/* A value tested by two branches ("if (g == NULL && sep) a = get();
	   ...; if (g != NULL) a = get();") keeps its correlation: the
	   second test depends on what the first one chose.  */
	{
		int *first = rp_xmalloc((n ? n : 1) * sizeof(int));

		for (i = 0; i < n; i++)
			first[i] = -1;
		for (i = 0; i < f->nedges; i++) {
			const struct rp_edge *e = &f->edges[i];
			int j;

			for (j = 0; j < e->ncond; j++) {
				int v = f->conds[e->cond_first + j].val;

				if (first[v] < 0)
					first[v] = e->src;
				else if (first[v] != e->src)
					eng->essential[v] = 1;
			}
		}
		free(first);
	}
	/* A loop's step: the classes of "i - 1" come from i's.  */
	for (i = 0; i < n; i++)
		if (eng->essential[i] && f->values[i].kind == RP_V_OP &&
		    f->values[i].id == RP_OP_ADD && f->values[i].base >= 0 &&
		    f->values[f->values[i].base].kind == RP_V_PHI)
			eng->essential[f->values[i].base] = 1;
	/* Through PHI moves and copies, to a fixpoint: "ret" returned at
	   the end is the PHI of a PHI of the failed call's result.  */
	for (changed = true; changed;) {
		changed = false;
		for (i = 0; i < f->nmoves; i++)
			if (eng->essential[f->moves[i].dst] && f->moves[i].src >= 0 &&
			    !eng->essential[f->moves[i].src]) {
				eng->essential[f->moves[i].src] = 1;
				changed = true;
			}
		for (i = 0; i < f->nevents; i++)
			if (f->events[i].kind == RP_E_COPY && eng->essential[f->events[i].slot] &&
			    f->events[i].val >= 0 && !eng->essential[f->events[i].val]) {
				eng->essential[f->events[i].val] = 1;
				changed = true;
			}
	}
	eng->cvals = rp_xmalloc((eng->nclass ? eng->nclass : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		if (eng->cidx[i] >= 0)
			eng->cvals[eng->cidx[i]] = (int)i;
	/* What rp_canonicalize resets to, by index: it compares a whole
	   state's classes with these eight at a time.  */
	eng->cinit = rp_xmalloc(eng->nclass ? eng->nclass : 1);
	for (i = 0; i < (size_t)eng->nclass; i++)
		eng->cinit[i] = (unsigned char)rp_init_mask(eng, eng->cvals[i]);
	eng->bunbound = rp_xmalloc((eng->nbind ? eng->nbind : 1) * sizeof(int));
	for (i = 0; i < (size_t)eng->nbind; i++)
		eng->bunbound[i] = rp_unbound(eng, eng->bvals[i]);
	/* The tracked OP terms of each base, for rp_forget_ops.  */
	eng->op_first = rp_xmalloc((n ? n : 1) * sizeof(int));
	eng->op_next = rp_xmalloc((n ? n : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		eng->op_first[i] = eng->op_next[i] = -1;
	for (i = n; i-- > 0;) {
		const struct rp_value *x = &f->values[i];

		if (x->kind == RP_V_OP && x->base >= 0 && eng->cidx[i] >= 0) {
			eng->op_next[i] = eng->op_first[x->base];
			eng->op_first[x->base] = (int)i;
		}
	}
}

unsigned rp_checks_needs(const struct rp_check_ops *const *checks, int nchecks)
{
	unsigned needs = 0;
	int i;

	for (i = 0; i < nchecks; i++)
		needs |= checks[i]->needs;
	return needs;
}

struct rp_engine *rp_engine_new(const struct rp_func *f, const struct rp_check_ops *const *checks,
				int nchecks, unsigned long max_states)
{
	struct rp_engine *eng = rp_xcalloc(1, sizeof(*eng));
	size_t n = f->nvalues, i;

	eng->f = f;
	eng->checks = checks;
	eng->nchecks = nchecks;
	eng->needs = rp_checks_needs(checks, nchecks);
	eng->max_states = max_states;
	eng->cidx = rp_xmalloc((n ? n : 1) * sizeof(int));
	eng->bidx = rp_xmalloc((n ? n : 1) * sizeof(int));
	eng->aidx = rp_xmalloc((n ? n : 1) * sizeof(int));
	for (i = 0; i < n; i++)
		eng->cidx[i] = eng->bidx[i] = eng->aidx[i] = -1;

	rp_setup_caller_frees(eng);
	rp_setup_bindings(eng);
	rp_setup_pins(eng);
	rp_setup_elements(eng);
	rp_setup_loops(eng);
	rp_setup_slots(eng);
	rp_setup_bind_targets(eng);
	rp_setup_essential(eng);
	rp_state_layout(eng);
	return eng;
}

void rp_engine_free(struct rp_engine *eng)
{
	int i, j;

	if (!eng)
		return;
	for (i = 0; i < eng->nreports; i++) {
		free(eng->reports[i].text);
		free(eng->reports[i].key);
		free(eng->reports[i].fix_text);
		free(eng->reports[i].api);
		free(eng->reports[i].object);
		free(eng->reports[i].family);
		free(eng->reports[i].also);
		for (j = 0; j < eng->reports[i].nnotes; j++)
			free(eng->reports[i].notes[j].text);
		free(eng->reports[i].notes);
	}
	free(eng->reports);
	free(eng->cidx);
	free(eng->acq_result);
	free(eng->derived);
	free(eng->pinned);
	free(eng->imask);
	free(eng->essential);
	free(eng->bind_target);
	free(eng->held_test);
	free(eng->elem);
	free(eng->rel_loop);
	free(eng->rel_next);
	free(eng->turn_rel);
	free(eng->free_other_turn);
	free(eng->block_states);
	free(eng->bidx);
	free(eng->aidx);
	free(eng->cvals);
	free(eng->cinit);
	free(eng->bunbound);
	free(eng->bvals);
	free(eng->copied);
	free(eng->induction);
	free(eng->avals);
	free(eng->slots);
	free(eng->live);
	free(eng->slot_live);
	free(eng->exits);
	free(eng->fexits);
	free(eng->event_marks);
	free(eng->fobj);
	free(eng->fev);
	free(eng->nodes);
	free(eng->states);
	free(eng->memo);
	free(eng->pathbuf);
	free(eng->movebuf);
	free(eng->movecls);
	free(eng->move_step);
	free(eng->op_first);
	free(eng->op_next);
	free(eng);
}
