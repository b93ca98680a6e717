/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of the findings writer, fingerprints and JSON parser
   (core/json.c).  */
#include "core/json.h"
#include "unit.h"

#include <dirent.h>
#include <stdlib.h>
#include <unistd.h>

/* S as a JSON string, in a static buffer.  */
static const char *esc(const char *s, size_t len)
{
	static char out[256];
	struct rp_buf b = { 0, 0, 0 };

	rp_json_strn(&b, s, len);
	snprintf(out, sizeof(out), "%s", b.s);
	rp_buf_free(&b);
	return out;
}

static void test_escape(void)
{
	CHECK_STR(esc("a\"b\\c", 5), "\"a\\\"b\\\\c\"");
	CHECK_STR(esc("l1\nl2\t\x01", 7), "\"l1\\nl2\\t\\u0001\"");
	CHECK_STR(esc("\xe2\x80\x98x\xe2\x80\x99", 7), "\"\xe2\x80\x98x\xe2\x80\x99\"");
	/* Not UTF-8: replaced, so that the line stays valid JSON.  */
	CHECK_STR(esc("a\xff" "b", 3), "\"a\\ufffdb\"");
	CHECK_STR(esc("\xe2\x80", 2), "\"\\ufffd\\ufffd\"");
	CHECK_STR(esc("\xed\xa0\x80", 3), "\"\\ufffd\\ufffd\\ufffd\"");	/* a surrogate */
}

/* TEXT normalised, in a static buffer.  */
static const char *norm(const char *text)
{
	static char out[256];
	struct rp_buf b = { 0, 0, 0 };

	rp_normalize_source(text, strlen(text), &b);
	snprintf(out, sizeof(out), "%s", b.s);
	rp_buf_free(&b);
	return out;
}

static void test_normalize(void)
{
	CHECK_STR(norm("\t\treturn ret; /* { dg-warning \"x\" } */\n"), "return ret;");
	CHECK_STR(norm("  return   ret ;  // why\n"), "return ret;");
	CHECK_STR(norm("x = a +\n\t    b;"), "x=a+b;");
	CHECK_STR(norm("unsigned  long x;"), "unsigned long x;");
	CHECK_STR(norm("s = \"a  /* b */\";"), "s=\"a  /* b */\";");
	CHECK_STR(norm("c = '\"';  "), "c='\"';");
	CHECK_STR(norm(""), "");
	CHECK(rp_statement_complete("return ret;"));
	CHECK(rp_statement_complete("if (x) {"));
	CHECK(rp_statement_complete("out:"));
	CHECK(!rp_statement_complete("err = kobject_init_and_add(k,"));
}

static void test_fingerprint(void)
{
	struct rp_finding a, b;
	uint64_t ha, hb;

	memset(&a, 0, sizeof(a));
	a.check = "leak";
	a.api = "pm_runtime_get_sync";
	a.object = "dev";
	a.function = "f";
	a.file = "drivers/x/y.c";
	a.statement = "return ret;";
	a.line = 10;
	b = a;
	b.line = 99;			/* lines do not count */
	b.file = "/elsewhere/y.c";	/* nor directories */
	ha = rp_finding_fingerprint(&a, 0);
	hb = rp_finding_fingerprint(&b, 0);
	CHECK(ha == hb);
	CHECK_STR(a.fingerprint, b.fingerprint);
	CHECK(strlen(a.fingerprint) == 16);
	rp_finding_fingerprint(&b, 1);	/* the second such finding */
	CHECK(strcmp(a.fingerprint, b.fingerprint) != 0);
	b.statement = "return -5;";
	CHECK(rp_finding_fingerprint(&b, 0) != ha);
	b = a;
	b.function = "g";
	CHECK(rp_finding_fingerprint(&b, 0) != ha);
	b = a;
	b.object = "dev2";
	CHECK(rp_finding_fingerprint(&b, 0) != ha);
}

static void test_name(void)
{
	struct rp_buf a = { 0, 0, 0 }, b = { 0, 0, 0 }, c = { 0, 0, 0 };

	rp_findings_name("drivers/net/a.c", "/k", "drivers/net/a", &a);
	rp_findings_name("drivers/net/a.c", "/k", "drivers/net/b", &b);
	rp_findings_name("../../x y.c", "/k", NULL, &c);
	CHECK(!strncmp(a.s, "drivers_net_a.c.", 16));
	CHECK(strlen(a.s) == strlen("drivers_net_a.c.12345678.jsonl"));
	CHECK(strcmp(a.s, b.s) != 0);
	CHECK(!strncmp(c.s, "x_y.c.", 6));
	rp_buf_free(&a);
	rp_buf_free(&b);
	rp_buf_free(&c);
	a.len = 0;
	rp_findings_name(".hidden.c", "/k", NULL, &a);
	CHECK(a.s[0] != '.');
	rp_buf_free(&a);
}

/* Parse TEXT; NULL and the error in ERR on failure.  */
static struct rp_jval *parse(const char *text, char *err, size_t *pos)
{
	return rp_json_parse(text, strlen(text), err, 200, pos);
}

static void test_parse(void)
{
	char err[200];
	size_t pos = 0;
	struct rp_jval *v;

	v = parse(" {\"a\": [1, -2.5e3, true, false, null, \"x\\u00e9\\ud83d\\ude00\\n\"],"
		  " \"b\": {}, \"a2\": \"\"} ", err, &pos);
	CHECK(v && v->type == RP_J_OBJ && v->n == 3);
	if (v) {
		const struct rp_jval *a = rp_json_get(v, "a");

		CHECK(a && a->type == RP_J_ARR && a->n == 6);
		CHECK(a && a->items[0]->num == 1 && a->items[1]->num == -2500);
		CHECK(a && a->items[2]->b && !a->items[3]->b && a->items[4]->type == RP_J_NULL);
		CHECK_STR(a ? a->items[5]->s : NULL, "x\xc3\xa9\xf0\x9f\x98\x80\n");
		CHECK(rp_json_get(v, "b")->type == RP_J_OBJ);
		CHECK_STR(rp_json_get_str(v, "a2"), "");
		CHECK(rp_json_get_uint(v, "a") == -1);
		rp_json_free(v);
	}
	v = parse("{\"line\": 12, \"neg\": -1, \"frac\": 1.5}", err, &pos);
	CHECK(v && rp_json_get_uint(v, "line") == 12 && rp_json_get_uint(v, "neg") == -1 &&
	      rp_json_get_uint(v, "frac") == -1 && rp_json_get_uint(v, "none") == -1);
	rp_json_free(v);

	CHECK(!parse("{\"a\": 1,}", err, &pos) && pos == 8);
	CHECK(!parse("{\"a\" 1}", err, &pos) && strstr(err, "':'"));
	CHECK(!parse("[1, 2", err, &pos) && strstr(err, "end of the input"));
	CHECK(!parse("\"abc", err, &pos) && strstr(err, "unterminated"));
	CHECK(!parse("\"a\tb\"", err, &pos) && strstr(err, "control"));
	CHECK(!parse("\"\\x\"", err, &pos) && strstr(err, "escape"));
	CHECK(!parse("01", err, &pos));
	CHECK(!parse("1.", err, &pos));
	CHECK(!parse("{} x", err, &pos) && strstr(err, "after the value"));
	CHECK(!parse("", err, &pos));
	CHECK(!parse("tru", err, &pos));
	{
		char deep[1000];

		memset(deep, '[', sizeof(deep) - 1);
		deep[sizeof(deep) - 1] = 0;
		CHECK(!parse(deep, err, &pos) && strstr(err, "deep"));
	}
}

/* A finding written and read back has its members.  */
static void test_roundtrip(void)
{
	struct rp_fevent ev[2] = { { "a.c", 3, 5, 2, "taken \"here\"" },
				  { "a.c", 9, 2, 0, "returns" } };
	struct rp_finding f;
	struct rp_fmeta m = { "a.c", "/tmp", "12.2.0", "0.1", "0123456789abcdef" };
	struct rp_buf b = { 0, 0, 0 };
	struct rp_jval *v;
	char err[200];
	size_t pos;

	memset(&f, 0, sizeof(f));
	f.check = "leak";
	f.severity = "warning";
	f.family = "pm";
	f.api = "pm_runtime_get_sync";
	f.object = "&pdev->dev";
	f.function = "probe";
	f.file = "a.c";
	f.line = 9;
	f.column = 9;
	f.char_column = 2;
	f.message = "reference to 'x' \xe2\x80\x98y\xe2\x80\x99";
	f.statement = "return ret;";
	f.events = ev;
	f.nevents = 2;
	f.fix_text = "kobject_put(x)";
	f.fix_line = 9;
	rp_finding_fingerprint(&f, 0);
	rp_finding_write(&b, &f, &m);
	CHECK(b.len > 0 && strchr(b.s, '\n') == b.s + b.len - 1);
	v = rp_json_parse(b.s, b.len, err, sizeof(err), &pos);
	CHECK(v != NULL);
	if (v) {
		const struct rp_jval *e = rp_json_get(v, "events");

		CHECK_STR(rp_json_get_str(v, "check"), "leak");
		CHECK_STR(rp_json_get_str(v, "object"), "&pdev->dev");
		CHECK_STR(rp_json_get_str(v, "message"), f.message);
		CHECK_STR(rp_json_get_str(v, "fingerprint"), f.fingerprint);
		CHECK_STR(rp_json_get_str(v, "database"), "0123456789abcdef");
		CHECK(rp_json_get_uint(v, "line") == 9 && rp_json_get_uint(v, "column") == 9);
		CHECK(rp_json_get_uint(v, "char_column") == 2);
		CHECK(e && e->type == RP_J_ARR && e->n == 2);
		/* An unknown character column is left out.  */
		CHECK(e && e->n == 2 && rp_json_get_uint(e->items[0], "char_column") == 2 &&
		      !rp_json_get(e->items[1], "char_column"));
		CHECK_STR(e && e->n ? rp_json_get_str(e->items[0], "text") : NULL, "taken \"here\"");
		CHECK_STR(rp_json_get_str(rp_json_get(v, "fixit"), "text"), "kobject_put(x)");
		rp_json_free(v);
	}
	rp_buf_free(&b);
}

static void test_write_atomic(void)
{
	char tmpl[] = "/tmp/refpair-unit-XXXXXX", err[512], path[600];
	char *dir = mkdtemp(tmpl);
	FILE *fp;
	char buf[64] = "";
	DIR *d;
	struct dirent *de;
	int n = 0;

	CHECK(dir != NULL);
	if (!dir)
		return;
	snprintf(path, sizeof(path), "%s/a/b", dir);
	CHECK(rp_write_atomic(path, "x.jsonl", "one\n", 4, err, sizeof(err)) == 0);
	CHECK(rp_write_atomic(path, "x.jsonl", "two\n", 4, err, sizeof(err)) == 0);
	snprintf(path, sizeof(path), "%s/a/b/x.jsonl", dir);
	fp = fopen(path, "r");
	CHECK(fp && fgets(buf, sizeof(buf), fp));
	CHECK_STR(buf, "two\n");
	if (fp)
		fclose(fp);
	snprintf(path, sizeof(path), "%s/a/b", dir);
	d = opendir(path);
	while (d && (de = readdir(d)))
		n += de->d_name[0] != '.';
	if (d)
		closedir(d);
	CHECK(n == 1);		/* no temporary file left */
	/* A file where the directory should be.  */
	snprintf(path, sizeof(path), "%s/a/b/x.jsonl", dir);
	CHECK(rp_write_atomic(path, "y.jsonl", "", 0, err, sizeof(err)) != 0 &&
	      strstr(err, "cannot create directory"));
	unlink(path);
	snprintf(path, sizeof(path), "%s/a/b", dir);
	rmdir(path);
	snprintf(path, sizeof(path), "%s/a", dir);
	rmdir(path);
	rmdir(dir);
}

static void test_db_identity(void)
{
	char a[17], b[17], c[17];
	const char *f1[] = { "/nonexistent/x.api", "/nonexistent/y.api" };
	const char *f2[] = { "/nonexistent/y.api", "/nonexistent/x.api" };
	const char *f3[] = { "/nonexistent/x.api" };

	rp_db_identity(f1, 2, a);
	rp_db_identity(f2, 2, b);
	rp_db_identity(f3, 1, c);
	CHECK_STR(a, b);	/* order does not matter */
	CHECK(strcmp(a, c) != 0);
	CHECK(strlen(a) == 16);
}

int main(void)
{
	test_escape();
	test_normalize();
	test_fingerprint();
	test_name();
	test_parse();
	test_roundtrip();
	test_write_atomic();
	test_db_identity();
	return unit_report("test-json");
}
