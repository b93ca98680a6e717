/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of the pairing IR's values and condition classes (core/ir.c).  */
#include "core/ir.h"
#include "unit.h"

static void test_values(void)
{
	struct rp_func *f = rp_func_new("t");
	int p = rp_val_param(f, RP_T_PTR, 0);
	int dev = rp_val_addr(f, p, 16);
	int args[1];

	/* One object, one number, whatever the spelling.  */
	CHECK(rp_val_param(f, RP_T_PTR, 0) == p);
	CHECK(rp_val_addr(f, p, 16) == dev);
	CHECK(rp_val_addr(f, dev, -16) == p);		/* container_of(&p->dev) */
	CHECK(rp_val_addr(f, rp_val_addr(f, p, 8), 8) == dev);
	CHECK(rp_val_container(f, dev) == p);
	CHECK(rp_val_load(f, RP_T_PTR, dev) == rp_val_load(f, RP_T_PTR, dev));
	CHECK(rp_val_find_load(f, rp_val_addr(f, p, 24)) == -1);
	CHECK(rp_val_find_load(f, dev) == rp_val_load(f, RP_T_PTR, dev));
	args[0] = dev;
	CHECK(rp_val_accessor(f, RP_T_PTR, 7, args, 1) ==
	      rp_val_accessor(f, RP_T_PTR, 7, args, 1));
	CHECK(rp_val_accessor(f, RP_T_PTR, 7, args, 1) !=
	      rp_val_accessor(f, RP_T_PTR, 8, args, 1));
	CHECK(rp_val_opaque(f, RP_T_INT) != rp_val_opaque(f, RP_T_INT));
	CHECK(rp_val_call(f, RP_T_INT, 3) != rp_val_call(f, RP_T_INT, 4));
	CHECK(rp_val_const_mask(f, rp_val_const(f, RP_T_INT, -22)) == RP_C_NEG);
	CHECK(rp_val_const_mask(f, rp_val_const(f, RP_T_PTR, 0)) == RP_C_ZERO);
	CHECK(rp_val_const_mask(f, rp_val_class(f, RP_T_PTR, RP_C_NEG)) == RP_C_NEG);
	CHECK(rp_val_const_mask(f, p) == RP_C_ALL);
	rp_val_name(f, dev, "&pdev->dev");
	rp_val_name(f, dev, "other");
	CHECK_STR(rp_val_str(f, dev), "&pdev->dev");
	rp_func_free(f);
}

static void test_compare_masks(void)
{
	unsigned t, fm;

	CHECK(rp_compare_masks(RP_T_INT, "<", 0, &t, &fm) && t == RP_C_NEG &&
	      fm == (RP_C_ZERO | RP_C_POS));
	CHECK(rp_compare_masks(RP_T_INT, "!=", 0, &t, &fm) && t == (RP_C_NEG | RP_C_POS) &&
	      fm == RP_C_ZERO);
	CHECK(rp_compare_masks(RP_T_INT, ">=", 0, &t, &fm) && t == (RP_C_ZERO | RP_C_POS) &&
	      fm == RP_C_NEG);
	/* "ret == 1" tells nothing when false.  */
	CHECK(rp_compare_masks(RP_T_INT, "==", 1, &t, &fm) && t == RP_C_POS && fm == RP_C_ALL);
	CHECK(rp_compare_masks(RP_T_INT, ">", 5, &t, &fm) && t == RP_C_POS && fm == RP_C_ALL);
	CHECK(rp_compare_masks(RP_T_INT, "<", -4095, &t, &fm) && t == RP_C_NEG && fm == RP_C_ALL);
	CHECK(rp_compare_masks(RP_T_PTR, "==", 0, &t, &fm) && t == RP_C_ZERO &&
	      fm == (RP_C_NEG | RP_C_POS));
	CHECK(!rp_compare_masks(RP_T_PTR, "<", 0, &t, &fm) && t == RP_C_ALL);
	CHECK(rp_compare_masks(RP_T_UINT, ">", 0, &t, &fm) && t == (RP_C_NEG | RP_C_POS) &&
	      fm == RP_C_ZERO);
	CHECK(!rp_compare_masks(RP_T_UINT, "<", 7, &t, &fm));
	CHECK(!rp_compare_masks(RP_T_OTHER, "==", 0, &t, &fm));
}

static void test_edges(void)
{
	struct rp_func *f = rp_func_new("t");
	int b0 = rp_block_new(f, 2), b1 = rp_block_new(f, 3), b2 = rp_block_new(f, 4);
	int v = rp_val_call(f, RP_T_INT, 1), e;

	/* Edges added out of source order are grouped by source.  */
	e = rp_edge_add(f, b1, b2);
	e = rp_edge_add(f, b0, b1);
	rp_edge_cond(f, e, v, RP_C_NEG);
	e = rp_edge_add(f, b0, b2);
	rp_edge_cond(f, e, v, RP_C_ZERO | RP_C_POS);
	rp_func_finish(f);
	CHECK(f->blocks[b0].nsucc == 2 && f->blocks[b1].nsucc == 1 && f->blocks[b2].nsucc == 0);
	CHECK(f->edges[f->blocks[b0].succ_first].branch);
	CHECK(!f->edges[f->blocks[b1].succ_first].branch);
	CHECK(f->edges[f->blocks[b0].succ_first].ncond == 1);
	rp_func_free(f);
}

static void test_op_classes(void)
{
	struct rp_func *f = rp_func_new("t");
	int i = rp_val_phi(f, RP_T_INT, 1), u = rp_val_phi(f, RP_T_UINT, 2);
	const struct rp_value *up, *down, *down2, *udown, *other;

	up = &f->values[rp_val_op(f, RP_T_INT, RP_OP_ADD, i, 1)];
	down = &f->values[rp_val_op(f, RP_T_INT, RP_OP_ADD, i, -1)];
	down2 = &f->values[rp_val_op(f, RP_T_INT, RP_OP_ADD, i, -2)];
	udown = &f->values[rp_val_op(f, RP_T_UINT, RP_OP_ADD, u, -1)];
	other = &f->values[rp_val_op(f, RP_T_INT, 66, i, 1)];
	/* 0 + 1 is positive; so is a positive + 1; a negative + 1 is anything.  */
	CHECK(rp_op_classes(up, RP_C_ZERO) == RP_C_POS);
	CHECK(rp_op_classes(up, RP_C_ZERO | RP_C_POS) == RP_C_POS);
	CHECK(rp_op_classes(up, RP_C_NEG) == RP_C_ALL);
	/* A positive - 1 is not negative; 0 - 1 is; a positive - 2 is anything.  */
	CHECK(rp_op_classes(down, RP_C_POS) == (RP_C_ZERO | RP_C_POS));
	CHECK(rp_op_classes(down, RP_C_ZERO) == RP_C_NEG);
	CHECK(rp_op_classes(down, RP_C_ZERO | RP_C_POS) == RP_C_ALL);
	CHECK(rp_op_classes(down2, RP_C_POS) == RP_C_ALL);
	/* Unsigned 0 - 1 wraps; a positive count + 1 is taken not to.  */
	CHECK(rp_op_classes(udown, RP_C_ZERO) == RP_C_POS);
	CHECK(rp_op_classes(udown, RP_C_POS) == (RP_C_ZERO | RP_C_POS));
	CHECK(rp_op_classes(&f->values[rp_val_op(f, RP_T_UINT, RP_OP_ADD, u, 1)], RP_C_POS) ==
	      RP_C_POS);
	/* Other operators tell nothing.  */
	CHECK(rp_op_classes(other, RP_C_ZERO) == RP_C_ALL);
	rp_func_free(f);
}

static void test_rel_narrow(void)
{
	unsigned a, b;

	/* "j < i" with j == 0: i is positive.  */
	a = RP_C_ZERO, b = RP_C_ALL;
	CHECK(rp_rel_narrow(RP_REL_LT, &a, &b) && a == RP_C_ZERO && b == RP_C_POS);
	/* "j >= i" with j == 0 and i positive cannot hold.  */
	a = RP_C_ZERO, b = RP_C_POS;
	CHECK(!rp_rel_narrow(RP_REL_GE, &a, &b));
	/* Two positives can be in any order, or equal.  */
	a = RP_C_POS, b = RP_C_POS;
	CHECK(rp_rel_narrow(RP_REL_LT, &a, &b) && a == RP_C_POS && b == RP_C_POS);
	a = RP_C_POS, b = RP_C_POS;
	CHECK(rp_rel_narrow(RP_REL_EQ, &a, &b));
	/* "a == b": the same classes; "a != b" with both 0 cannot hold.  */
	a = RP_C_ZERO | RP_C_POS, b = RP_C_NEG | RP_C_ZERO;
	CHECK(rp_rel_narrow(RP_REL_EQ, &a, &b) && a == RP_C_ZERO && b == RP_C_ZERO);
	a = RP_C_ZERO, b = RP_C_ZERO;
	CHECK(!rp_rel_narrow(RP_REL_NE, &a, &b));
	/* "a > b" with a negative: b is negative too.  */
	a = RP_C_NEG, b = RP_C_ALL;
	CHECK(rp_rel_narrow(RP_REL_GT, &a, &b) && b == RP_C_NEG);
}

int main(void)
{
	test_values();
	test_compare_masks();
	test_edges();
	test_op_classes();
	test_rel_narrow();
	return unit_report("test-ir");
}
