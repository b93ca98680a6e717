/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * attribs.cc: the refpair_* attributes, for projects that annotate their
 * own APIs (annotations/refpair.h wraps them in kernel-style macros).
 *
 *   refpair_acquire(PUT [, N [, "WHEN"]])
 *	the function takes a reference on its object, given back by PUT (a
 *	function, or its name as a string).  N is the object: 0 (the default)
 *	for the return value, 1..nargs for an argument.  WHEN is when the
 *	reference is taken, a WHEN condition of the .api format
 *	(core/apivocab.def): "always" (the default for arguments), "ret==0",
 *	..., "nonnull" (the default for return values).
 *   refpair_release(N)		gives back the reference argument N holds
 *   refpair_free(N)		frees argument N's memory directly
 *   refpair_transfer(N)	takes over the caller's reference to argument N
 *   refpair_family("NAME")	the API family (default: PUT's family for
 *				an acquire, the function's own name otherwise)
 *   refpair_ignore("CHECK", ...)  on a function definition: its findings
 *				of these checks ("all": every check) were
 *				reviewed; they are not reported, only counted
 *				(rp_ignored)
 *
 * Argument numbers are 1-based, as in GCC's nonnull and malloc attributes.
 * The handlers only validate; the pass reads DECL_ATTRIBUTES of each callee
 * (the handlers see a temporary decl, and attributes of a later
 * redeclaration are merged into the decl calls use) and turns them into
 * apidb records, which then take precedence over the database files.
 */
#include "gcc-compat.h"
#include "refpair.h"

#include <string.h>

/* Whether parameter N (1-based) of function type FNTYPE exists; set
   *NPARAMS to the number of named parameters and *PTYPE to its type.  */
static bool rp_param_type(tree fntype, unsigned HOST_WIDE_INT n, unsigned *nparams,
			  tree *ptype)
{
	function_args_iterator it;
	tree t;
	unsigned i = 0;

	*ptype = NULL_TREE;
	FOREACH_FUNCTION_ARGS(fntype, t, it)
	{
		if (t == void_type_node)
			break;
		i++;
		if (i == n)
			*ptype = t;
	}
	*nparams = i;
	return n >= 1 && n <= i;
}

/* Validate argument POS (1-based, for messages) of attribute NAME on DECL,
   ARG, as an object index; 0 (the return value) is allowed if ALLOW_RET.  */
static bool rp_check_index(tree decl, tree name, int pos, tree arg, bool allow_ret)
{
	tree fntype = TREE_TYPE(decl);
	unsigned nparams;
	tree ptype;
	HOST_WIDE_INT n;

	/* A pointer constant such as (void *)1 is an INTEGER_CST too.  */
	if (TREE_CODE(arg) != INTEGER_CST || !INTEGRAL_TYPE_P(TREE_TYPE(arg))) {
		error_at(DECL_SOURCE_LOCATION(decl),
			 "%qE attribute argument %i is not an integer constant", name, pos);
		return false;
	}
	/* An integer beyond any parameter count (~0ull, 1 << 100) does not
	   fit N; it is out of range like any other.  */
	n = tree_fits_shwi_p(arg) ? tree_to_shwi(arg) : -1;
	if (n == 0 && allow_ret) {
		if (!POINTER_TYPE_P(TREE_TYPE(fntype))) {
			error_at(DECL_SOURCE_LOCATION(decl),
				 "%qE attribute argument %i value 0 refers to the return "
				 "value, but %qD does not return a pointer", name, pos, decl);
			return false;
		}
		return true;
	}
	if (n < 1 || !rp_param_type(fntype, (unsigned HOST_WIDE_INT)n, &nparams, &ptype)) {
		rp_param_type(fntype, 0, &nparams, &ptype);
		error_at(DECL_SOURCE_LOCATION(decl),
			 "%qE attribute argument %i value %E is out of range: %qD has "
			 "%u parameters%s", name, pos, arg, decl, nparams,
			 allow_ret ? " (0 is the return value)" : "");
		return false;
	}
	if (!POINTER_TYPE_P(ptype)) {
		error_at(DECL_SOURCE_LOCATION(decl),
			 "%qE attribute argument %i value %wd refers to parameter of type "
			 "%qT, which is not a pointer", name, pos, n, ptype);
		return false;
	}
	return true;
}

/* The text of string constant T, or NULL if T is not a string or holds a
   NUL before its end (a name or condition cut short).  */
static const char *rp_string_arg(tree t)
{
	if (TREE_CODE(t) != STRING_CST ||
	    strlen(TREE_STRING_POINTER(t)) + 1 != (size_t)TREE_STRING_LENGTH(t))
		return NULL;
	return TREE_STRING_POINTER(t);
}

/* Whether S is a C identifier, as a release function's name must be.  */
static bool rp_identifier_p(const char *s)
{
	if (!ISIDST(*s))
		return false;
	for (; *s; s++)
		if (!ISIDNUM(*s))
			return false;
	return true;
}

/* Handler shared by all refpair_* attributes: validate, never add to the
   table (see the comment at the top).  */
static tree rp_handle_attribute(tree *node, tree name, tree args, int, bool *no_add_attrs)
{
	tree decl = *node;
	const char *aname = IDENTIFIER_POINTER(name);
	bool ok = true;

	*no_add_attrs = true;
	if (TREE_CODE(decl) != FUNCTION_DECL) {
		error("%qE attribute only applies to function declarations", name);
		return NULL_TREE;
	}
	if (!strcmp(aname, "refpair_acquire")) {
		tree put = TREE_VALUE(args);
		tree idx = TREE_CHAIN(args) ? TREE_VALUE(TREE_CHAIN(args)) : NULL_TREE;
		tree when = idx && TREE_CHAIN(TREE_CHAIN(args))
				    ? TREE_VALUE(TREE_CHAIN(TREE_CHAIN(args)))
				    : NULL_TREE;

		if (put == error_mark_node) {
			/* The front end already said what is wrong with it.  */
			ok = false;
		} else if (TREE_CODE(put) != FUNCTION_DECL && TREE_CODE(put) != IDENTIFIER_NODE &&
			   (!rp_string_arg(put) || !rp_identifier_p(rp_string_arg(put)))) {
			error_at(DECL_SOURCE_LOCATION(decl),
				 "%qE attribute argument 1 must be the function that "
				 "releases the reference", name);
			ok = false;
		}
		if (ok && idx)
			ok = rp_check_index(decl, name, 2, idx, true);
		else if (ok && !POINTER_TYPE_P(TREE_TYPE(TREE_TYPE(decl)))) {
			error_at(DECL_SOURCE_LOCATION(decl),
				 "%qE attribute without an argument index applies to the "
				 "return value, but %qD does not return a pointer", name, decl);
			ok = false;
		}
		if (ok && when) {
			enum rp_when w;

			if (!rp_string_arg(when) || !rp_parse_when(rp_string_arg(when), &w)) {
				error_at(DECL_SOURCE_LOCATION(decl),
					 "%qE attribute argument 3 must be one of %s", name,
					 rp_vocab_words(RP_VOCAB_WHEN, ~0u, "or", true));
				ok = false;
			} else if (tree_to_shwi(idx) == 0 && !rp_vocab_whens[w].self) {
				error_at(DECL_SOURCE_LOCATION(decl),
					 "%qE attribute argument 3: an acquired return value "
					 "can only be conditioned on itself (%s)", name,
					 rp_vocab_words(RP_VOCAB_WHEN, rp_when_self_mask(), "or",
							true));
				ok = false;
			}
		}
	} else if (!strcmp(aname, "refpair_ignore")) {
		tree a;
		int pos = 1;

		for (a = args; a; a = TREE_CHAIN(a), pos++) {
			const char *s = rp_string_arg(TREE_VALUE(a));

			if (!s || (strcmp(s, "all") && rp_check_index_of(s) < 0)) {
				error_at(DECL_SOURCE_LOCATION(decl),
					 "%qE attribute argument %i must be a string naming a "
					 "check, such as %qs, or %qs", name, pos, rp_check_names[0],
					 "all");
				ok = false;
			}
		}
	} else if (!strcmp(aname, "refpair_family")) {
		tree fam = TREE_VALUE(args);

		if (!rp_string_arg(fam) || !rp_valid_family(rp_string_arg(fam))) {
			error_at(DECL_SOURCE_LOCATION(decl),
				 "%qE attribute argument must be a string naming a family "
				 "(letters, digits, %<_%> and %<-%>)", name);
			ok = false;
		}
	} else {
		ok = rp_check_index(decl, name, 1, TREE_VALUE(args), false);
	}
	*no_add_attrs = !ok;
	return NULL_TREE;
}

static struct attribute_spec rp_attrs[6];

/* PLUGIN_ATTRIBUTES callback.  */
void rp_register_attributes(void *, void *)
{
	static const struct {
		const char *name;
		int min, max;
	} defs[] = {
		{ "refpair_acquire", 1, 3 },
		{ "refpair_release", 1, 1 },
		{ "refpair_free", 1, 1 },
		{ "refpair_transfer", 1, 1 },
		{ "refpair_family", 1, 1 },
		{ "refpair_ignore", 1, -1 },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(defs); i++) {
		struct attribute_spec *a = &rp_attrs[i];

		memset(a, 0, sizeof(*a));
		a->name = defs[i].name;
		a->min_length = defs[i].min;
		a->max_length = defs[i].max;
		a->decl_required = true;
		a->handler = rp_handle_attribute;
		register_attribute(a);
	}
}

/* Whether FNDECL's refpair_ignore attributes name CHECK (or "all").  */
bool rp_ignored(tree fndecl, const char *check)
{
	tree a;

	for (a = lookup_attribute("refpair_ignore", DECL_ATTRIBUTES(fndecl)); a;
	     a = lookup_attribute("refpair_ignore", TREE_CHAIN(a))) {
		tree arg;

		for (arg = TREE_VALUE(a); arg; arg = TREE_CHAIN(arg)) {
			const char *s = rp_string_arg(TREE_VALUE(arg));

			if (s && (!strcmp(s, "all") || !strcmp(s, check)))
				return true;
		}
	}
	return false;
}

/* After FNDECL's own analysis, the last reader of its refpair_ignore:
   drop it, so that identical functions with and without it are still
   merged by -fipa-icf, which compares decl attributes (refpair never
   changes the code).  A copy of the list: others may share its tail.  */
void rp_forget_ignore(tree fndecl)
{
	if (lookup_attribute("refpair_ignore", DECL_ATTRIBUTES(fndecl)))
		DECL_ATTRIBUTES(fndecl) = remove_attribute("refpair_ignore",
							   copy_list(DECL_ATTRIBUTES(fndecl)));
}

/* The integer value of attribute argument LIST's first element, or DFLT.  */
static int rp_attr_int(tree list, int dflt)
{
	return list && TREE_CODE(TREE_VALUE(list)) == INTEGER_CST
		       ? (int)tree_to_shwi(TREE_VALUE(list))
		       : dflt;
}

/* The name a refpair_acquire PUT argument designates.  */
static const char *rp_attr_put_name(tree put)
{
	if (TREE_CODE(put) == FUNCTION_DECL)
		return IDENTIFIER_POINTER(DECL_NAME(put));
	if (TREE_CODE(put) == STRING_CST)
		return TREE_STRING_POINTER(put);
	return IDENTIFIER_POINTER(put);
}

/* Build the record that FNDECL's refpair_* attributes describe into E, or
   return false if it has none.  */
bool rp_record_from_attributes(tree fndecl, struct rp_api *e)
{
	tree attrs = DECL_ATTRIBUTES(fndecl);
	tree a, fam = lookup_attribute("refpair_family", attrs);
	expanded_location xl = expand_location(DECL_SOURCE_LOCATION(fndecl));

	memset(e, 0, sizeof(*e));
	e->name = IDENTIFIER_POINTER(DECL_NAME(fndecl));
	e->family = e->name;
	e->file = xl.file ? xl.file : "<attribute>";
	e->line = xl.line;
	e->flags = RP_API_ATTRIBUTE;
	if ((a = lookup_attribute("refpair_acquire", attrs))) {
		tree args = TREE_VALUE(a);
		const char *put = rp_attr_put_name(TREE_VALUE(args));
		const struct rp_api *pe = rp_apidb_lookup(rp_unit_db(), put);
		tree when = TREE_CHAIN(args) ? TREE_CHAIN(TREE_CHAIN(args)) : NULL_TREE;

		e->kind = RP_ACQUIRE;
		e->release = put;
		e->family = pe ? pe->family : put;
		e->obj.arg = (short)rp_attr_int(TREE_CHAIN(args), 0);
		e->when = e->obj.arg ? RP_WHEN_ALWAYS : RP_WHEN_NONNULL;
		if (when)
			rp_parse_when(TREE_STRING_POINTER(TREE_VALUE(when)), &e->when);
	} else if ((a = lookup_attribute("refpair_release", attrs))) {
		e->kind = RP_RELEASE;
	} else if ((a = lookup_attribute("refpair_free", attrs))) {
		e->kind = RP_FREE;
	} else if ((a = lookup_attribute("refpair_transfer", attrs))) {
		e->kind = RP_TRANSFER;
	} else {
		return false;
	}
	if (e->kind != RP_ACQUIRE)
		e->obj.arg = (short)rp_attr_int(TREE_VALUE(a), 1);
	if (fam)
		e->family = TREE_STRING_POINTER(TREE_VALUE(TREE_VALUE(fam)));
	return true;
}

/*
 * GCC's own attribute malloc with a deallocator (GCC 11), as glibc 2.34 and
 * later declare fopen(): __attribute__((malloc(fclose, 1))).  GCC keeps it
 * in two places (c-family/c-attribs.cc, handle_malloc_attribute):
 *  - on the allocator, one "malloc" entry per deallocator, whose
 *    arguments are the deallocator's FUNCTION_DECL and, if given, the
 *    1-based index of the argument it frees (an INTEGER_CST);
 *  - on the deallocator, an internal "*dealloc" entry per allocator, whose
 *    arguments are the allocator's DECL_NAME (its decl for a built-in)
 *    and the index, if given.  fndecl_dealloc_argno() (tree.cc) takes the
 *    first entry's index, 1 without one; the built-in free() and realloc()
 *    are deallocators of their first argument without any attribute.
 * glibc names __builtin_free (__attr_dealloc_free), and calls name free:
 * a built-in deallocator is named without the "__builtin_" prefix.
 *
 * The allocator acquires its result when it is not NULL, in the family
 * named after its deallocator (the first of its "malloc" entries that is
 * not itself); each deallocator releases its argument in its own family
 * and in the family of each allocator that names it, so that all the
 * deallocators of one allocator give its result back.  A function that is
 * its own deallocator (glibc's reallocarray()) frees its argument only
 * when it succeeds; like realloc(), it takes the argument over.
 */

/* The name calls use for deallocator D.  */
static const char *rp_dealloc_name(tree d)
{
	const char *s = IDENTIFIER_POINTER(DECL_NAME(d));

	if (fndecl_built_in_p(d, BUILT_IN_NORMAL) && !strncmp(s, "__builtin_", 10))
		s += 10;
	return s;
}

/* The deallocator that names ALLOC's family: its first "malloc" entry
   with a deallocator other than ALLOC itself, or NULL_TREE.  */
static tree rp_gcc_dealloc_of(tree alloc)
{
	tree a;

	for (a = lookup_attribute("malloc", DECL_ATTRIBUTES(alloc)); a;
	     a = lookup_attribute("malloc", TREE_CHAIN(a))) {
		tree d = TREE_VALUE(a) ? TREE_VALUE(TREE_VALUE(a)) : NULL_TREE;

		if (d && TREE_CODE(d) == FUNCTION_DECL && DECL_NAME(d) &&
		    DECL_NAME(d) != DECL_NAME(alloc))
			return d;
	}
	return NULL_TREE;
}

/* The function of this unit that "*dealloc" argument ALLOC names (an
   identifier, or a built-in's decl), or NULL_TREE.  An allocator this
   unit never calls acquires nothing here.  */
static tree rp_gcc_alloc_decl(tree alloc)
{
	cgraph_node *node;

	if (DECL_P(alloc))
		return alloc;
	FOR_EACH_FUNCTION(node)
	{
		if (DECL_NAME(node->decl) == alloc)
			return node->decl;
	}
	return NULL_TREE;
}

/* Append to LIST (at most MAX, *N so far) the "*dealloc" entries of
   FNDECL and, for a built-in, of its other decls (the attribute lands on
   the decl the allocator names: __builtin_free, or free).  */
static void rp_gcc_dealloc_entries(tree fndecl, tree *list, int *n, int max)
{
	tree decls[3] = { fndecl, NULL_TREE, NULL_TREE };
	int i;

	if (fndecl_built_in_p(fndecl, BUILT_IN_NORMAL)) {
		decls[1] = builtin_decl_explicit(DECL_FUNCTION_CODE(fndecl));
		decls[2] = builtin_decl_implicit(DECL_FUNCTION_CODE(fndecl));
	}
	for (i = 0; i < 3; i++) {
		tree a;

		if (!decls[i] || (i > 0 && decls[i] == fndecl) || (i == 2 && decls[2] == decls[1]))
			continue;
		for (a = lookup_attribute("*dealloc", DECL_ATTRIBUTES(decls[i])); a && *n < max;
		     a = lookup_attribute("*dealloc", TREE_CHAIN(a)))
			if (TREE_VALUE(a))
				list[(*n)++] = TREE_VALUE(a);
	}
}

/* Whether the family of a record in the chain from HEAD is FAMILY.  */
static bool rp_chain_has_family(const struct rp_api *head, const char *family)
{
	for (; head; head = head->also)
		if (!strcmp(head->family, family))
			return true;
	return false;
}

/* Add to DB the records that GCC's malloc attribute gives FNDECL (see
   above), as an allocator, a deallocator or both; return the first, or
   NULL if it gives none.  */
const struct rp_api *rp_records_from_gcc_malloc(tree fndecl, struct rp_apidb *db)
{
	tree entries[16], dealloc = rp_gcc_dealloc_of(fndecl);
	expanded_location xl = expand_location(DECL_SOURCE_LOCATION(fndecl));
	const struct rp_api *head = NULL;
	struct rp_api e;
	int n = 0, i, argno = 1;
	bool self = false, is_free = fndecl_built_in_p(fndecl, BUILT_IN_FREE),
	     is_realloc = fndecl_built_in_p(fndecl, BUILT_IN_REALLOC);

	rp_gcc_dealloc_entries(fndecl, entries, &n, (int)ARRAY_SIZE(entries));
	if (!dealloc && !n && !is_free && !is_realloc)
		return NULL;
	memset(&e, 0, sizeof(e));
	e.name = IDENTIFIER_POINTER(DECL_NAME(fndecl));
	e.file = xl.file ? xl.file : "<attribute>";
	e.line = xl.line;
	if (dealloc) {
		e.kind = RP_ACQUIRE;
		e.family = e.release = rp_dealloc_name(dealloc);
		/* Valid, not just non-NULL: iconv_open() fails with
		   (iconv_t)-1, and no allocator returns an address in the
		   last page.  */
		e.when = RP_WHEN_VALID;
		head = rp_apidb_add(db, &e);
	}
	if (n && TREE_CHAIN(entries[0]))
		argno = (int)TREE_INT_CST_LOW(TREE_VALUE(TREE_CHAIN(entries[0])));
	for (i = 0; i < n; i++)
		self |= TREE_VALUE(entries[i]) == DECL_NAME(fndecl);
	if ((self || is_realloc) && type_num_arguments(TREE_TYPE(fndecl)) >= argno) {
		/* It frees its argument only when it succeeds: take it over.  */
		e.kind = RP_TRANSFER;
		e.family = head ? head->family : rp_dealloc_name(fndecl);
		e.release = NULL;
		e.when = RP_WHEN_NONE;
		e.obj.arg = (short)argno;
		head = head ? (rp_apidb_add_also(db, &e), head) : rp_apidb_add(db, &e);
		return head;
	}
	if (!n && !is_free)
		return head;
	/* A deallocator: its own family, then its allocators'.  */
	e.kind = RP_RELEASE;
	e.release = NULL;
	e.when = RP_WHEN_NONE;
	e.obj.arg = (short)argno;
	e.family = rp_dealloc_name(fndecl);
	if (head)
		rp_apidb_add_also(db, &e);
	else
		head = rp_apidb_add(db, &e);
	for (i = 0; i < n; i++) {
		tree alloc = rp_gcc_alloc_decl(TREE_VALUE(entries[i])), d;

		if (!alloc || !(d = rp_gcc_dealloc_of(alloc)) ||
		    rp_chain_has_family(head, rp_dealloc_name(d)))
			continue;
		e.family = rp_dealloc_name(d);
		rp_apidb_add_also(db, &e);
	}
	return head;
}
