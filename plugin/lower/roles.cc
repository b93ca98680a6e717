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

/* At most this many functions are looked at above a function for the
   callbacks that call it.  */
#define RP_CALLERS_MAX 32

/* The roles of FNDECL and of the functions of the unit that call it,
   directly or through others, up to the first function with a role of
   RP_ROLE_PROBE or RP_ROLES_WHILE_BOUND on each chain.  Too many callers
   to look at count as a probe: not known to run while bound.  */
static unsigned rp_reaching_roles(tree fndecl)
{
	cgraph_node *queue[RP_CALLERS_MAX];
	hash_set<tree> seen;
	int head = 0, tail = 0;
	unsigned all = 0;

	queue[0] = cgraph_node::get(fndecl);
	if (!queue[0])
		return rp_function_roles(fndecl);
	tail = 1;
	seen.add(fndecl);
	while (head < tail) {
		cgraph_node *n = queue[head++];
		unsigned roles = rp_function_roles(n->decl);
		cgraph_edge *e;

		all |= roles;
		if (roles & (RP_ROLE_PROBE | RP_ROLES_WHILE_BOUND))
			continue;
		for (e = n->callers; e; e = e->next_caller) {
			if (seen.add(e->caller->decl))
				continue;
			if (tail == RP_CALLERS_MAX)
				return all | RP_ROLE_PROBE;
			queue[tail++] = e->caller;
		}
	}
	return all;
}

/* Whether the unit runs FNDECL only while its driver is bound: FNDECL is
   a callback with a role of RP_ROLES_WHILE_BOUND (a resume, a runtime
   resume, a PCI error handler's slot reset), or such a callback calls it,
   directly or through the unit's functions, and no probe (RP_ROLE_PROBE)
   does.  What other units or pointers call it is not known: one bound
   caller and no probe is the evidence.  */
bool rp_function_while_bound(tree fndecl)
{
	unsigned r = rp_reaching_roles(fndecl);

	return (r & RP_ROLES_WHILE_BOUND) && !(r & RP_ROLE_PROBE);
}

/* Whether no caller reads FNDECL's result: it is static, its address is
   not taken, the unit calls it and every call drops the result ("(void)
   foo(p);" as GIMPLE writes it before "ssa": a call with no left-hand
   side).  GCC runs the pass on callees first, so its callers are still in
   that form.  Not on a probe's path (a probe of the unit calls it,
   directly or not): if the probe fails later, no remove or disable step
   gives back what the ignored failure kept.  */
bool rp_function_result_unread(tree fndecl)
{
	cgraph_node *n = cgraph_node::get(fndecl);
	cgraph_edge *e;

	if (!n || TREE_PUBLIC(fndecl) || n->address_taken || !n->callers ||
	    VOID_TYPE_P(TREE_TYPE(TREE_TYPE(fndecl))))
		return false;
	for (e = n->callers; e; e = e->next_caller)
		if (!e->call_stmt || gimple_call_lhs(e->call_stmt))
			return false;
	return !(rp_reaching_roles(fndecl) & RP_ROLE_PROBE);
}
