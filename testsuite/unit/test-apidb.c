/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of the API database parser and lookup (core/apidb.c).  */
#include "core/apidb.h"
#include "core/util.h"
#include "unit.h"

#include <stdlib.h>
#include <time.h>

static char last_error[1024];
static int nerrors;

static void on_error(void *ctx, const char *msg)
{
	(void)ctx;
	snprintf(last_error, sizeof(last_error), "%s", msg);
	nerrors++;
}

static int load(struct rp_apidb *db, const char *text)
{
	last_error[0] = 0;
	return rp_apidb_load_text(db, text, strlen(text), "t.api", on_error, NULL);
}

static void test_good_lines(void)
{
	struct rp_apidb *db = rp_apidb_new();
	const struct rp_api *e;

	CHECK(load(db,
		   "# comment\n"
		   "\n"
		   "pm acquire pm_runtime_get_sync arg1 always release=pm_runtime_put # note\n"
		   "pm\tacquire\tpm_runtime_resume_and_get\targ1\tret==0\n"
		   "of acquire of_get_next_child ret nonnull drops=arg2 release=of_node_put\n"
		   "device acquire get_device arg1 always returns=arg1\n"
		   "firmware acquire request_firmware *arg1 ret==0 must-check\n"
		   "errptr test IS_ERR_OR_NULL arg1 err|null\n"
		   "errptr errcode PTR_ERR_OR_ZERO arg1 or-zero\n"
		   "mem alloc kzalloc ret\n"
		   "kobject acquire kobject_init arg1 always release=kobject_put init ktype=arg2\n") == 0);
	CHECK(rp_apidb_count(db) == 9);
	e = rp_apidb_lookup(db, "pm_runtime_get_sync");
	CHECK(e && e->kind == RP_ACQUIRE && e->obj.arg == 1 && e->when == RP_WHEN_ALWAYS);
	CHECK(e && e->line == 3);
	CHECK_STR(e ? e->release : NULL, "pm_runtime_put");
	CHECK_STR(e ? e->family : NULL, "pm");
	e = rp_apidb_lookup(db, "pm_runtime_resume_and_get");
	CHECK(e && e->when == RP_WHEN_ZERO && rp_when_mask(e->when) == RP_C_ZERO);
	e = rp_apidb_lookup(db, "of_get_next_child");
	CHECK(e && e->obj.arg == 0 && e->drops_arg == 2 && e->when == RP_WHEN_NONNULL);
	e = rp_apidb_lookup(db, "get_device");
	CHECK(e && e->returns_arg == 1);
	e = rp_apidb_lookup(db, "request_firmware");
	CHECK(e && e->obj.deref && e->obj.arg == 1 && (e->flags & RP_API_MUST_CHECK));
	e = rp_apidb_lookup(db, "IS_ERR_OR_NULL");
	CHECK(e && e->kind == RP_TEST && e->test_true == (RP_C_NEG | RP_C_ZERO));
	e = rp_apidb_lookup(db, "PTR_ERR_OR_ZERO");
	CHECK(e && (e->flags & RP_API_OR_ZERO));
	e = rp_apidb_lookup(db, "kzalloc");
	CHECK(e && e->kind == RP_ALLOC && e->when == RP_WHEN_NONNULL);
	e = rp_apidb_lookup(db, "kobject_init");
	CHECK(e && e->ktype_arg == 2 && (e->flags & RP_API_INIT) && !e->returns_arg);
	e = rp_apidb_lookup(db, "get_device");
	CHECK(e && e->ktype_arg == 0);
	CHECK(rp_apidb_lookup(db, "kfree") == NULL);
	CHECK(rp_apidb_has_family(db, "of") && !rp_apidb_has_family(db, "clk"));
	rp_apidb_free(db);
}

/* Each bad line gives one error naming the line and the field.  */
static void test_bad_lines(void)
{
	static const struct {
		const char *text, *error;
	} cases[] = {
		{ "x aquire f ret nonnull\n", "t.api:1: field 'kind': unknown kind 'aquire'" },
		{ "x\n", "t.api:1: missing field 'kind'" },
		{ "\n\nx acquire\n", "t.api:3: missing field 'function'" },
		{ "x acquire f\n", "t.api:1: missing field 'object'" },
		{ "x acquire f arg0 always\n", "t.api:1: field 'object': invalid object 'arg0'" },
		{ "x acquire f arg100 always\n", "t.api:1: field 'object': invalid object 'arg100'" },
		{ "x acquire f ret\n", "t.api:1: missing field 'when'" },
		{ "x acquire f ret ret==0\n", "t.api:1: field 'when': an acquired return value" },
		{ "x release f ret\n", "t.api:1: field 'object': kind 'release' needs an argument" },
		{ "x alloc f arg1\n", "t.api:1: field 'object': kind 'alloc' returns its object" },
		{ "x release f arg1 always\n", "t.api:1: unexpected field 'always' for kind 'release'" },
		{ "x acquire f ret nonnull bogus=1\n", "t.api:1: unknown key 'bogus'" },
		{ "x acquire f ret nonnull drops=2\n", "t.api:1: field 'drops': invalid argument '2'" },
		{ "x test f arg1\n", "t.api:1: field 'classes': invalid classes ''" },
		{ "x test f arg1 err|\n", "t.api:1: field 'classes': invalid classes 'err|'" },
		{ "-x acquire f ret nonnull\n", "t.api:1: field 'family': invalid family name '-x'" },
		{ "x acquire 1f ret nonnull\n", "t.api:1: field 'function': invalid function name '1f'" },
		{ "x release f arg1\nx release f arg1\n", "t.api:2: duplicate entry for 'f' (first at line 1)" },
		{ "x release f arg1 or-zero\n", "t.api:1: field 'or-zero' is only allowed for kind 'errcode'" },
		{ "x release f arg1->8\nx release f arg1->8\n", "t.api:2: duplicate entry for 'f' (first at line 1)" },
		{ "x release f arg1\nx test f arg1 err\n", "t.api:2: duplicate entry for 'f' (first at line 1)" },
		{ "x release f global:\n", "t.api:1: field 'object': invalid object 'global:'" },
		{ "x release f global:a b\n", "t.api:1: unexpected field 'b' for kind 'release'" },
		{ "x release f arg1->x\n", "t.api:1: field 'object': invalid object 'arg1->x'" },
		{ "x release f arg1->1->2->3->4->5\n", "t.api:1: field 'object': invalid object" },
		{ "x release f global:g as=\n", "t.api:1: field 'as': empty name" },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct rp_apidb *db = rp_apidb_new();

		nerrors = 0;
		CHECK(load(db, cases[i].text) == 1);
		CHECK(nerrors == 1);
		if (strncmp(last_error, cases[i].error, strlen(cases[i].error))) {
			fprintf(stderr, "case %zu: got \"%s\"\n", i, last_error);
			unit_failed++;
		} else {
			unit_passed++;
		}
		rp_apidb_free(db);
	}
}

static void test_binary_and_override(void)
{
	struct rp_apidb *db = rp_apidb_new();
	static const char bin[] = "x release f arg1\n\0zz\n";
	const struct rp_api *e;

	nerrors = 0;
	CHECK(rp_apidb_load_text(db, bin, sizeof(bin) - 1, "b.api", on_error, NULL) == 1);
	CHECK(!strncmp(last_error, "b.api:2: not a text file", 24));
	CHECK(rp_apidb_count(db) == 0);
	/* A later file replaces an earlier file's entry.  */
	CHECK(load(db, "a acquire f ret nonnull\n") == 0);
	CHECK(load(db, "b acquire f arg1 always\n") == 0);
	e = rp_apidb_lookup(db, "f");
	CHECK(e && !strcmp(e->family, "b") && e->obj.arg == 1 && rp_apidb_count(db) == 1);
	rp_apidb_free(db);
}

/* Summaries: several objects per function, object paths, named globals,
   and the line format written back (rp_api_format) reads the same.  */
static void test_summary_lines(void)
{
	struct rp_apidb *db = rp_apidb_new(), *db2 = rp_apidb_new();
	const struct rp_api *e, *e2;
	struct rp_buf b = { 0, 0, 0 };
	size_t i;
	int n = 0;

	CHECK(load(db, "pci release cleanup arg1->32\n"
		       "pm release cleanup arg1+16\n"
		       "pm acquire get global:dispc.c:dispc->0+16 ret==0 release=put as=&dispc.pdev->dev\n"
		       "mutex acquire lock_it arg1+8 always release=mutex_unlock lock\n"
		       "clk-enable acquire both arg1 ret==0 release=dis\n"
		       "clk-prepare acquire both arg1 ret==0 release=unprep null-on-failure\n") == 0);
	/* One object, two families: two records.  */
	e = rp_apidb_lookup(db, "both");
	CHECK(e && !strcmp(e->family, "clk-enable") && e->also && !e->also->also &&
	      !strcmp(e->also->family, "clk-prepare") && e->also->obj.arg == 1 &&
	      (e->also->flags & RP_API_NULL_ON_FAILURE) && !(e->flags & RP_API_NULL_ON_FAILURE));
	e = rp_apidb_lookup(db, "cleanup");
	CHECK(e && e->kind == RP_RELEASE && e->obj.arg == 1 && e->obj.npath == 1 &&
	      e->obj.path[0].load && e->obj.path[0].off == 32);
	CHECK(e && e->also && !e->also->also && e->also->obj.npath == 1 &&
	      !e->also->obj.path[0].load && e->also->obj.path[0].off == 16 &&
	      !strcmp(e->also->family, "pm"));
	e = rp_apidb_lookup(db, "get");
	CHECK(e && e->obj.arg == -1 && e->obj.gname && !strcmp(e->obj.gname, "dispc.c:dispc") &&
	      e->obj.npath == 2);
	CHECK_STR(e ? e->objname : NULL, "&dispc.pdev->dev");
	/* A later file replaces the whole chain.  */
	CHECK(load(db, "pci release cleanup arg2\n") == 0);
	e = rp_apidb_lookup(db, "cleanup");
	CHECK(e && e->obj.arg == 2 && !e->also);
	/* Written back and read again: the same records.  */
	for (i = 0; i < rp_apidb_count(db); i++)
		for (e = rp_apidb_at(db, i); e; e = e->also) {
			rp_api_format(e, &b);
			rp_buf_add(&b, "\n");
		}
	CHECK(load(db2, b.s) == 0);
	for (i = 0; i < rp_apidb_count(db); i++)
		for (e = rp_apidb_at(db, i); e; e = e->also) {
			for (e2 = rp_apidb_lookup(db2, e->name); e2; e2 = e2->also)
				if (rp_objref_equal(&e->obj, &e2->obj) &&
				    !strcmp(e2->family, e->family))
					break;
			n += e2 && e2->kind == e->kind && e2->when == e->when &&
			     e2->flags == e->flags && !strcmp(e2->family, e->family) &&
			     (e2->release == e->release ||
			      (e2->release && e->release && !strcmp(e2->release, e->release)));
		}
	CHECK(n == 5);
	rp_buf_free(&b);
	rp_apidb_free(db);
	rp_apidb_free(db2);
}

/* 100,000 lines load quickly and all are found.  */
static void test_large(void)
{
	struct rp_apidb *db = rp_apidb_new();
	struct rp_buf b = { 0 };
	clock_t t0;
	double ms;
	int i, found = 0;

	for (i = 0; i < 100000; i++)
		rp_buf_printf(&b, "fam%d acquire func_%06d arg1 always release=put_%d\n",
			      i % 50, i, i);
	t0 = clock();
	CHECK(rp_apidb_load_text(db, b.s, b.len, "big.api", on_error, NULL) == 0);
	ms = (double)(clock() - t0) * 1000.0 / CLOCKS_PER_SEC;
	for (i = 0; i < 100000; i += 997) {
		char name[32];

		snprintf(name, sizeof(name), "func_%06d", i);
		found += rp_apidb_lookup(db, name) != NULL;
	}
	CHECK(found == 101);
	CHECK(rp_apidb_count(db) == 100000);
	printf("test-apidb: 100000 lines loaded in %.1f ms\n", ms);
	rp_buf_free(&b);
	rp_apidb_free(db);
}

static void test_when(void)
{
	enum rp_when w;

	CHECK(rp_parse_when("ret == 0", &w) && w == RP_WHEN_ZERO);
	CHECK(rp_parse_when("ret>0", &w) && w == RP_WHEN_POS);
	CHECK(!rp_parse_when("ret<0", &w));
	CHECK(rp_when_mask(RP_WHEN_ALWAYS) == RP_C_ALL);
	CHECK(rp_when_mask(RP_WHEN_VALID) == RP_C_POS);
	CHECK(rp_when_mask(RP_WHEN_NONNULL) == (RP_C_NEG | RP_C_POS));
}

/* Every key of the vocabulary (core/apivocab.def) parses with a value of
   its form on each kind that accepts it, is written back by
   rp_api_format, and is refused on the other kinds; the "unknown key"
   error lists every key.  */
static void test_vocab_keys(void)
{
	struct rp_buf want = { 0 };
	int k, kind;

	for (k = 0; k < RP_KEY_COUNT; k++) {
		const struct rp_vocab_key *key = &rp_vocab_keys[k];
		char tok[64], line[160];

		switch (key->form) {
		case RP_FORM_FLAG:
			snprintf(tok, sizeof(tok), "%s", key->name);
			break;
		case RP_FORM_ARGN:
			snprintf(tok, sizeof(tok), "%s=arg2", key->name);
			break;
		case RP_FORM_NUM:
			snprintf(tok, sizeof(tok), "%s=2", key->name);
			break;
		default:
			snprintf(tok, sizeof(tok), "%s=%s", key->name,
				 k == RP_KEY_ROLE ? "resume" : "f_put");
			break;
		}
		for (kind = 0; kind < RP_KIND_COUNT; kind++) {
			const struct rp_vocab_kind *ki = &rp_vocab_kinds[kind];
			bool global = k == RP_KEY_AS && (ki->objects & RP_OBJ_GLOBAL);
			struct rp_apidb *db = rp_apidb_new();
			const char *field = ki->field == RP_FIELD_WHEN	  ? " always"
					    : ki->field == RP_FIELD_CLASSES ? " err"
									    : "";

			/* A callback line needs its member and role.  */
			const char *needs = kind != RP_CALLBACK ? ""
					    : k == RP_KEY_MEMBER ? " role=resume"
					    : k == RP_KEY_ROLE	 ? " member=m"
								 : " member=m role=resume";

			snprintf(line, sizeof(line), "x %s f %s%s %s%s\n", ki->name,
				 global ? "global:g" : (ki->objects & RP_OBJ_ARG) ? "arg1"
						     : ki->objects ? "ret" : "",
				 field, tok, needs);
			nerrors = 0;
			load(db, line);
			if (key->kinds & (1u << kind)) {
				const struct rp_api *e = rp_apidb_lookup(db, "f");
				struct rp_buf b = { 0 };

				CHECK(nerrors == 0 && e);
				if (e && (k != RP_KEY_AS || global)) {
					rp_api_format(e, &b);
					snprintf(line, sizeof(line), " %s", tok);
					if (!b.s || !strstr(b.s, line)) {
						fprintf(stderr, "key %s, kind %s: wrote \"%s\"\n",
							key->name, ki->name, b.s ? b.s : "");
						unit_failed++;
					} else {
						unit_passed++;
					}
				}
				rp_buf_free(&b);
			} else {
				snprintf(line, sizeof(line), "t.api:1: field '%s' is only allowed for kind",
					 key->name);
				CHECK(nerrors == 1 && !strncmp(last_error, line, strlen(line)));
			}
			rp_apidb_free(db);
		}
	}
	/* The error lists the keys from the table, null-on-failure among them.  */
	{
		struct rp_apidb *db = rp_apidb_new();

		load(db, "x acquire f ret nonnull color=red\n");
		rp_buf_printf(&want, "t.api:1: unknown key 'color' (expected %s)",
			      rp_vocab_words(RP_VOCAB_KEY, ~0u, "or", false));
		CHECK_STR(last_error, want.s);
		CHECK(strstr(last_error, " null-on-failure") && strstr(last_error, " better,"));
		rp_apidb_free(db);
	}
	rp_buf_free(&want);
}

int main(void)
{
	test_good_lines();
	test_bad_lines();
	test_binary_and_override();
	test_summary_lines();
	test_large();
	test_when();
	test_vocab_keys();
	return unit_report("test-apidb");
}
