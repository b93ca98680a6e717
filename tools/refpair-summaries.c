/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * refpair-summaries: merge the per-object summary files that a first
 * kernel build writes with -fplugin-arg-refpair-summaries-out=DIR into one
 * database file, for a second build's -fplugin-arg-refpair-db=FILE.
 *
 *   refpair-summaries [-o OUT] DIR|FILE...
 *
 * Every input is parsed as a database file (a bad line is an error naming
 * file and line).  A function that several inputs describe the same way is
 * written once; one they describe differently (the same source built twice
 * with different configurations) is dropped, so that it is unknown rather
 * than wrongly known, and listed in a comment.  Output is sorted by name.
 */
#include "core/apidb.h"
#include "core/util.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* One function as one input file describes it.  */
struct rp_fn {
	char *name;
	char *text;	/* its lines, in the order of the file */
	const char *from;
};

static struct rp_fn *fns;
static size_t nfns, capfns;
static int errors;

static void rp_diag(void *ctx, const char *msg)
{
	(void)ctx;
	fprintf(stderr, "refpair-summaries: %s\n", msg);
	errors++;
}

/* Read database file PATH and record each of its functions.  */
static void rp_read_file(const char *path)
{
	struct rp_apidb *db = rp_apidb_new();
	size_t i, n;

	if (rp_apidb_load_path(db, path, rp_diag, NULL)) {
		rp_apidb_free(db);
		return;
	}
	n = rp_apidb_count(db);
	for (i = 0; i < n; i++) {
		const struct rp_api *e = rp_apidb_at(db, i);
		struct rp_buf b = { 0, 0, 0 };
		struct rp_fn *f;

		for (; e; e = e->also) {
			rp_api_format(e, &b);
			rp_buf_add(&b, "\n");
		}
		RP_GROW(fns, capfns, nfns + 1);
		f = &fns[nfns++];
		f->name = strdup(rp_apidb_at(db, i)->name);
		f->text = b.s;
		f->from = path;
	}
	rp_apidb_free(db);
}

static int rp_fn_cmp(const void *a, const void *b)
{
	const struct rp_fn *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : strcmp(x->text, y->text);
}

/* Read PATH: a file, or every *.api file of a directory.  */
static void rp_read_path(const char *path)
{
	struct stat st;
	struct dirent **list;
	int n, i;

	if (stat(path, &st) != 0) {
		fprintf(stderr, "refpair-summaries: cannot read %s\n", path);
		errors++;
		return;
	}
	if (!S_ISDIR(st.st_mode)) {
		rp_read_file(path);
		return;
	}
	n = scandir(path, &list, NULL, alphasort);
	if (n < 0) {
		fprintf(stderr, "refpair-summaries: cannot read directory %s\n", path);
		errors++;
		return;
	}
	for (i = 0; i < n; i++) {
		size_t len = strlen(list[i]->d_name);

		if (len > 4 && !strcmp(list[i]->d_name + len - 4, ".api")) {
			char *p = malloc(strlen(path) + len + 2);

			sprintf(p, "%s/%s", path, list[i]->d_name);
			rp_read_file(p);	/* P stays: fns[].from points to it */
		}
		free(list[i]);
	}
	free(list);
}

int main(int argc, char **argv)
{
	const char *out = NULL;
	FILE *o = stdout;
	size_t i, j, kept = 0, dropped = 0;
	int a = 1;

	if (a + 1 < argc && !strcmp(argv[a], "-o")) {
		out = argv[a + 1];
		a += 2;
	}
	if (a >= argc || argv[a][0] == '-') {
		fprintf(stderr, "usage: refpair-summaries [-o OUT] DIR|FILE...\n"
				"Merge refpair summary files (summaries-out=DIR) into one "
				"database file.\n");
		return 2;
	}
	for (; a < argc; a++)
		rp_read_path(argv[a]);
	if (errors)
		return 1;
	qsort(fns, nfns, sizeof(*fns), rp_fn_cmp);
	if (out && !(o = fopen(out, "w"))) {
		fprintf(stderr, "refpair-summaries: cannot write %s\n", out);
		return 1;
	}
	fprintf(o, "# refpair summaries merged by refpair-summaries; load with "
		   "-fplugin-arg-refpair-db=FILE\n");
	for (i = 0; i < nfns; i = j) {
		bool same = true;

		for (j = i + 1; j < nfns && !strcmp(fns[j].name, fns[i].name); j++)
			if (strcmp(fns[j].text, fns[i].text))
				same = false;
		if (same) {
			fputs(fns[i].text, o);
			kept++;
		} else {
			fprintf(o, "# %s: unknown, its summaries differ (%s, %s)\n", fns[i].name,
				fns[i].from, fns[j - 1].from);
			dropped++;
		}
	}
	fprintf(stderr, "refpair-summaries: %zu functions, %zu dropped as conflicting\n", kept,
		dropped);
	if (out && fclose(o) != 0) {
		fprintf(stderr, "refpair-summaries: cannot write %s\n", out);
		return 1;
	}
	return 0;
}
