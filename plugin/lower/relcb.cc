/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/relcb.cc: release callbacks stored where an object is set up.  A
 * function that initialises a struct device usually stores its release
 * ("c->dev.release = child_release"): the last put of the device runs it,
 * and what it gives back of the object's fields ("put_device(c->parent)")
 * is what the put gives back.  A database "callback" line with role
 * release names the member (annotations/device.api: struct device's
 * .release); the lowering records the callback and the summary this unit
 * has of it (struct rp_relcb), which the engine reads when the object's
 * last reference goes (engine/ownership.c, rp_container_released).  A
 * kobject's callback is its kobj_type's .release, named where
 * kobject_init_and_add() initialises it (ktype=argN in the database;
 * lower/ktype.cc).
 */
#include "lower/lower.h"

#include <string.h>

/* Whether FIELD is a member that a callback line with role release
   names.  */
static bool rp_release_member(tree field)
{
	const char *tag = rp_struct_tag(DECL_CONTEXT(field));
	const struct rp_api *a;

	if (!tag || !DECL_NAME(field))
		return false;
	for (a = rp_apidb_lookup(rp_unit_db(), tag); a; a = a->also)
		if (a->kind == RP_CALLBACK && a->role && a->member &&
		    rp_role_bit(a->role) == RP_ROLE_RELEASE && rp_family_enabled(a->family) &&
		    !strcmp(a->member, IDENTIFIER_POINTER(DECL_NAME(field))))
			return true;
	return false;
}

/* Record FN as the release callback of the object at value OBJ.  */
static void rp_add_release_callback(struct rp_lower *L, int obj, tree fn)
{
	struct rp_relcb *cb;

	RP_GROW(L->f->relcbs, L->f->caprelcbs, L->f->nrelcbs + 1);
	cb = &L->f->relcbs[L->f->nrelcbs++];
	cb->obj = obj;
	/* A callback not analysed yet, or that calls what the unit does not
	   know, may give back anything: unknown (NEFFECTS -1).  */
	cb->effects = NULL;
	cb->neffects = -1;
	if (!rp_summary_unknown(fn))
		cb->effects = rp_summary_effects(fn, &cb->neffects);
	cb->name = DECL_NAME(fn) ? rp_arena_strdup(&L->f->arena, IDENTIFIER_POINTER(DECL_NAME(fn)))
				 : NULL;
}

void rp_lower_release_store(struct rp_lower *L, gimple *stmt)
{
	tree lhs = gimple_assign_lhs(stmt), rhs = gimple_assign_rhs1(stmt);
	int obj;

	if (TREE_CODE(lhs) != COMPONENT_REF || TREE_CODE(rhs) != ADDR_EXPR ||
	    TREE_CODE(TREE_OPERAND(rhs, 0)) != FUNCTION_DECL ||
	    !rp_release_member(TREE_OPERAND(lhs, 1)))
		return;
	obj = rp_addr_of(L, TREE_OPERAND(lhs, 0));
	if (obj < 0)
		return;
	rp_add_release_callback(L, obj, TREE_OPERAND(rhs, 0));
}

void rp_lower_ktype_release(struct rp_lower *L, int obj, tree ktype)
{
	tree fn = rp_ktype_release_fn(ktype);

	if (obj >= 0 && fn)
		rp_add_release_callback(L, obj, fn);
}
