/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/roles.cc: the roles of callbacks.  A function whose address a
 * static object of the unit stores in a member that a database "callback"
 * line names (dev_pm_ops .resume: role resume) has that role; the checks
 * read it from rp_func.roles.  The unit's static objects are scanned once,
 * when the first function is lowered: GCC has read the whole unit by then.
 */
#include "lower/lower.h"

#include <string.h>

static hash_map<tree, unsigned> *rp_roles;

/* The tag of structure type T ("dev_pm_ops"), or NULL.  */
const char *rp_struct_tag(tree t)
{
	tree n;

	if (!t || TREE_CODE(t) != RECORD_TYPE)
		return NULL;
	n = TYPE_NAME(TYPE_MAIN_VARIANT(t));
	if (n && TREE_CODE(n) == TYPE_DECL)
		n = DECL_NAME(n);
	return n && TREE_CODE(n) == IDENTIFIER_NODE ? IDENTIFIER_POINTER(n) : NULL;
}

/* Record the roles the initializer INIT gives the functions it stores,
   then look into the structures and arrays it holds.  OUTER: the lines of
   the structure INIT is an anonymous member of (6.12's platform_driver
   holds .remove in an anonymous union), whose members are its own.  */
static void rp_scan_init(tree init, int depth, const struct rp_api *outer)
{
	const char *tag;
	const struct rp_api *lines = NULL;
	unsigned HOST_WIDE_INT k;
	tree field, val;

	if (!init || TREE_CODE(init) != CONSTRUCTOR || depth > 4)
		return;
	tag = rp_struct_tag(TREE_TYPE(init));
	if (tag)
		lines = rp_apidb_lookup(rp_unit_db(), tag);
	else
		lines = outer;
	FOR_EACH_CONSTRUCTOR_ELT(CONSTRUCTOR_ELTS(init), k, field, val)
	{
		const struct rp_api *a;
		tree fn;

		if (!val)
			continue;
		if (TREE_CODE(val) == CONSTRUCTOR) {
			bool anon = field && TREE_CODE(field) == FIELD_DECL && !DECL_NAME(field);

			rp_scan_init(val, depth + 1, anon ? lines : NULL);
			continue;
		}
		if (!lines || !field || TREE_CODE(field) != FIELD_DECL || !DECL_NAME(field))
			continue;
		STRIP_NOPS(val);
		if (TREE_CODE(val) != ADDR_EXPR || TREE_CODE(TREE_OPERAND(val, 0)) != FUNCTION_DECL)
			continue;
		fn = TREE_OPERAND(val, 0);
		for (a = lines; a; a = a->also)
			if (a->kind == RP_CALLBACK && rp_family_enabled(a->family) &&
			    !strcmp(a->member, IDENTIFIER_POINTER(DECL_NAME(field))))
				rp_roles->get_or_insert(fn) |= rp_role_bit(a->role);
	}
}

unsigned rp_function_roles(tree fndecl)
{
	unsigned *r;

	if (!rp_roles) {
		varpool_node *v;

		rp_roles = new hash_map<tree, unsigned>;
		FOR_EACH_VARIABLE(v)
			if (TREE_STATIC(v->decl))
				rp_scan_init(DECL_INITIAL(v->decl), 0, NULL);
	}
	r = rp_roles->get(fndecl);
	return r ? *r : 0;
}
