/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lower/names.cc: C spellings for messages.  An expression as the user
 * wrote it ("dev->parent", "of_get_parent(np)"), the name a value takes
 * from it, and the fields a database path reaches from an argument
 * ("arg1->48" on a struct device * is "&pdev->dev").
 */
#include "lower/lower.h"

/* Append a readable C spelling of T to B.  Return false if it has none.  */
bool rp_expr_name(struct rp_buf *b, tree t, int depth)
{
	if (!t || depth > 6)
		return false;
	switch (TREE_CODE(t)) {
	case SSA_NAME: {
		gimple *def;

		if (SSA_NAME_VAR(t) && DECL_NAME(SSA_NAME_VAR(t)) &&
		    !DECL_ARTIFICIAL(SSA_NAME_VAR(t))) {
			rp_buf_add(b, IDENTIFIER_POINTER(DECL_NAME(SSA_NAME_VAR(t))));
			return true;
		}
		def = SSA_NAME_DEF_STMT(t);
		if (is_gimple_assign(def) &&
		    (gimple_assign_single_p(def) ||
		     CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(def)) ||
		     gimple_assign_rhs_code(def) == POINTER_PLUS_EXPR))
			return rp_expr_name(b, gimple_assign_rhs1(def), depth + 1);
		/* A call's result that the source assigns inside a condition
		   ("if ((f = fopen(p, "r")) == NULL)"): GCC tests its own
		   temporary and copies it to f; the name is f's.  */
		if (is_gimple_call(def)) {
			imm_use_iterator it;
			use_operand_p u;

			FOR_EACH_IMM_USE_FAST(u, it, t)
			{
				gimple *use = USE_STMT(u);
				tree lhs;

				if (!is_gimple_assign(use) || !gimple_assign_single_p(use) ||
				    gimple_assign_rhs1(use) != t)
					continue;
				lhs = gimple_assign_lhs(use);
				if (TREE_CODE(lhs) == SSA_NAME && SSA_NAME_VAR(lhs) &&
				    DECL_NAME(SSA_NAME_VAR(lhs)) && !DECL_ARTIFICIAL(SSA_NAME_VAR(lhs))) {
					rp_buf_add(b, IDENTIFIER_POINTER(DECL_NAME(SSA_NAME_VAR(lhs))));
					return true;
				}
			}
		}
		if (is_gimple_call(def) && gimple_call_fndecl(def)) {
			tree fn = gimple_call_fndecl(def);
			unsigned i;

			if (gimple_call_builtin_p(def, BUILT_IN_EXPECT))
				return rp_expr_name(b, gimple_call_arg(def, 0), depth + 1);
			rp_buf_add(b, IDENTIFIER_POINTER(DECL_NAME(fn)));
			rp_buf_add(b, "(");
			for (i = 0; i < gimple_call_num_args(def); i++) {
				if (i)
					rp_buf_add(b, ", ");
				if (!rp_expr_name(b, gimple_call_arg(def, i), depth + 1))
					rp_buf_add(b, "...");
			}
			rp_buf_add(b, ")");
			return true;
		}
		return false;
	}
	case VAR_DECL:
	case PARM_DECL:
	case FUNCTION_DECL:
		if (!DECL_NAME(t))
			return false;
		rp_buf_add(b, IDENTIFIER_POINTER(DECL_NAME(t)));
		return true;
	case INTEGER_CST:
		if (integer_zerop(t) && POINTER_TYPE_P(TREE_TYPE(t)))
			rp_buf_add(b, "NULL");
		else if (tree_fits_shwi_p(t))
			rp_buf_printf(b, "%lld", (long long)tree_to_shwi(t));
		else
			return false;
		return true;
	case ADDR_EXPR:
		rp_buf_add(b, "&");
		return rp_expr_name(b, TREE_OPERAND(t, 0), depth + 1);
	case COMPONENT_REF: {
		tree base = TREE_OPERAND(t, 0), field = TREE_OPERAND(t, 1);

		if (TREE_CODE(base) == MEM_REF && integer_zerop(TREE_OPERAND(base, 1))) {
			if (!rp_expr_name(b, TREE_OPERAND(base, 0), depth + 1))
				return false;
			rp_buf_add(b, "->");
		} else {
			if (!rp_expr_name(b, base, depth + 1))
				return false;
			rp_buf_add(b, ".");
		}
		if (!DECL_NAME(field))
			return false;
		rp_buf_add(b, IDENTIFIER_POINTER(DECL_NAME(field)));
		return true;
	}
	case MEM_REF:
		rp_buf_add(b, "*");
		return rp_expr_name(b, TREE_OPERAND(t, 0), depth + 1);
	case ARRAY_REF:
		if (!rp_expr_name(b, TREE_OPERAND(t, 0), depth + 1))
			return false;
		rp_buf_add(b, "[");
		if (!rp_expr_name(b, TREE_OPERAND(t, 1), depth + 1))
			rp_buf_add(b, "...");
		rp_buf_add(b, "]");
		return true;
	default:
		return false;
	}
}

/* Name value V after expression T unless it has a name.  */
void rp_name(struct rp_lower *L, int v, tree t)
{
	struct rp_buf b = { 0, 0, 0 };

	if (v < 0 || L->f->values[v].name)
		return;
	if (rp_expr_name(&b, t, 0))
		rp_val_name(L->f, v, b.s);
	rp_buf_free(&b);
}

/* Append to B the field of record type T at byte offset OFF (SEP, then
   its name, looking into embedded records: "->dev.parent"): a pointer
   field if WANT_PTR, else the outermost field there.  Return its type, or
   NULL_TREE if the type has no such field.  */
static tree rp_field_name(struct rp_buf *b, tree t, HOST_WIDE_INT off, bool want_ptr,
			  const char *sep)
{
	tree fld;

	if (TREE_CODE(t) != RECORD_TYPE && TREE_CODE(t) != UNION_TYPE)
		return NULL_TREE;
	for (fld = TYPE_FIELDS(t); fld; fld = DECL_CHAIN(fld)) {
		tree ft = TREE_TYPE(fld), size = TYPE_SIZE_UNIT(ft);
		HOST_WIDE_INT pos;

		if (TREE_CODE(fld) != FIELD_DECL || !DECL_NAME(fld) ||
		    !tree_fits_shwi_p(byte_position(fld)))
			continue;
		pos = tree_to_shwi(byte_position(fld));
		if (pos == off && (!want_ptr || POINTER_TYPE_P(ft))) {
			rp_buf_printf(b, "%s%s", sep, IDENTIFIER_POINTER(DECL_NAME(fld)));
			return ft;
		}
		if (pos <= off && size && tree_fits_shwi_p(size) &&
		    off < pos + tree_to_shwi(size) && RECORD_OR_UNION_TYPE_P(ft)) {
			size_t len = b->len;
			tree in;

			rp_buf_printf(b, "%s%s", sep, IDENTIFIER_POINTER(DECL_NAME(fld)));
			if ((in = rp_field_name(b, ft, off - pos, want_ptr, ".")))
				return in;
			b->len = len;
			b->s[len] = 0;
		}
	}
	return NULL_TREE;
}

/* Append to B the fields the steps of O reach from expression NAME of type
   T ("window" becomes "window->pdev", "pdev" "&pdev->dev").  False if the
   types do not say.  */
bool rp_path_name(struct rp_buf *b, tree t, const struct rp_objref *o, bool object_base)
{
	char *base;
	int i;

	if (!o->npath)
		return true;
	base = xstrdup(b->s);
	b->len = 0;
	b->s[0] = 0;
	if (!o->path[o->npath - 1].load)
		rp_buf_add(b, "&");
	rp_buf_add(b, base);
	free(base);
	/* T is the type pointed to (or, for an object base, the object's:
	   "c.np" where the argument is "&c"); after a field's address, the
	   field's.  */
	if (!object_base) {
		if (!POINTER_TYPE_P(t))
			return false;
		t = TREE_TYPE(t);
	}
	for (i = 0; i < o->npath; i++) {
		bool after_addr = (i > 0 && !o->path[i - 1].load) || (i == 0 && object_base);

		t = rp_field_name(b, t, o->path[i].off, o->path[i].load, after_addr ? "." : "->");
		if (!t)
			return false;
		if (o->path[i].load) {
			if (!POINTER_TYPE_P(t))
				return false;
			t = TREE_TYPE(t);
		}
	}
	return true;
}
