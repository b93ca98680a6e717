/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * apidb-load.c: how long loading a large API database takes.
 *
 *   apidb-load [-n LINES] [-r REPEAT] [FILE]
 *	generate a database of LINES lines (default 100000) into a temporary
 *	file, or read FILE, and load it REPEAT times (default 15) with
 *	rp_apidb_load_path(), each time in a new process as the plugin does
 *	at start-up; print the fastest and the median CPU time of a load
 *	(reading the file included).
 *   apidb-load -g [-n LINES] OUT
 *	only write the generated database to OUT (bench/apidb-load.sh uses it
 *	to time the same file through the plugin).
 *
 * The generated lines look like annotations/ *.api: aligned columns, a
 * comment every 25 lines, a mix of kinds, objects, conditions and keys,
 * some 60 families.  Built at -O2 like the plugin by "make bench-apidb".
 * A benchmark, not a test: it fails only if the database does not load.
 */
#include "core/apidb.h"
#include "core/util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

/* Write the Ith generated line (a comment or an entry) to F.  Entries have
   unique function names, so the file loads without errors; return whether
   line I is an entry.  */
static int gen_line(FILE *f, long i)
{
	static const char *const fams[] = { "pm", "of", "device", "kobject", "clk",
					    "clk-enable", "regulator", "mutex", "spinlock",
					    "usb", "pci", "firmware" };
	static const char *const prefixes[] = { "pm", "of", "device", "kobject", "clk",
						"clk_en", "regulator", "mutex", "spin",
						"usb", "pci", "firmware" };
	const char *fam = fams[i % 12], *pre = prefixes[i % 12];
	long k = i / 12;

	if (i % 25 == 0) {
		fprintf(f, "# section %ld: functions of family %s, sorted by name\n", i / 25, fam);
		return 0;
	}
	switch (i % 8) {
	case 0:
		fprintf(f, "%-10s acquire  %s_get_sync_%07ld       arg1    always   release=%s_put_%07ld\n",
			fam, pre, k, pre, k);
		break;
	case 1:
		fprintf(f, "%-10s release  %s_put_%07ld            arg1\n", fam, pre, i);
		break;
	case 2:
		fprintf(f, "%-10s acquire  %s_find_node_%07ld      ret     nonnull  drops=arg2 release=%s_node_put   # loop iterator\n",
			fam, pre, i, pre);
		break;
	case 3:
		fprintf(f, "%-10s acquire  %s_request_%07ld        *arg1   ret==0   must-check release=%s_release\n",
			fam, pre, i, pre);
		break;
	case 4:
		fprintf(f, "fam%-7ld release  %s_cleanup_%07ld        arg1->48\n", i % 50, pre, i);
		break;
	case 5:
		fprintf(f, "errptr     test     IS_ERR_%07ld              arg1    err|null\n", i);
		break;
	case 6:
		fprintf(f, "%-10s acquire  %s_lock_%07ld           arg1+16 always   lock release=%s_unlock_%07ld\n",
			fam, pre, i, pre, k);
		break;
	default:
		fprintf(f, "mem        alloc    %s_alloc_%07ld          ret\n", pre, i);
		break;
	}
	return 1;
}

/* Write a database of NLINES lines to PATH; return its number of entries.  */
static long generate(const char *path, long nlines)
{
	FILE *f = fopen(path, "w");
	long i, n = 0;

	if (!f) {
		perror(path);
		exit(2);
	}
	for (i = 0; i < nlines; i++)
		n += gen_line(f, i);
	if (fclose(f) != 0) {
		perror(path);
		exit(2);
	}
	return n;
}

static void on_error(void *ctx, const char *msg)
{
	(void)ctx;
	fprintf(stderr, "apidb-load: %s\n", msg);
}

static double cpu_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* What a load in a child process reports.  */
struct result {
	double ms;	/* CPU time of the load */
	size_t count;	/* functions loaded */
	int errors;
};

/* Load PATH in a new process, as the plugin does once per compilation:
   its memory is fresh, so the load pays for it (page faults) as it does in
   cc1, which a second load in the same process would not.  Put what the
   load reports into *R; return 0, or 1 after an error.  */
static int load_in_child(const char *path, struct result *r)
{
	int fds[2], status;
	pid_t pid;

	if (pipe(fds) != 0) {
		perror("pipe");
		return 1;
	}
	pid = fork();
	if (pid < 0) {
		perror("fork");
		return 1;
	}
	if (pid == 0) {
		struct rp_apidb *db = rp_apidb_new();
		double t0 = cpu_ms();

		r->errors = rp_apidb_load_path(db, path, on_error, NULL);
		r->ms = cpu_ms() - t0;
		r->count = rp_apidb_count(db);
		_exit(write(fds[1], r, sizeof(*r)) != (ssize_t)sizeof(*r));
	}
	close(fds[1]);
	status = read(fds[0], r, sizeof(*r)) != (ssize_t)sizeof(*r);
	close(fds[0]);
	if (waitpid(pid, NULL, 0) != pid || status) {
		fprintf(stderr, "apidb-load: the loading process failed\n");
		return 1;
	}
	if (r->errors) {
		fprintf(stderr, "apidb-load: %d errors loading %s\n", r->errors, path);
		return 1;
	}
	return 0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
	long nlines = 100000, nentries = -1;
	int repeat = 15, gen_only = 0, opt, i;
	char tmp[] = "/tmp/apidb-load-XXXXXX";
	const char *path;
	double *ms;
	size_t count = 0;

	while ((opt = getopt(argc, argv, "gn:r:")) != -1) {
		switch (opt) {
		case 'g':
			gen_only = 1;
			break;
		case 'n':
			nlines = atol(optarg);
			break;
		case 'r':
			repeat = atoi(optarg);
			break;
		default:
			fprintf(stderr, "usage: apidb-load [-n LINES] [-r REPEAT] [FILE]\n"
					"       apidb-load -g [-n LINES] OUT\n");
			return 2;
		}
	}
	if (repeat < 1)
		repeat = 1;
	if (gen_only) {
		if (optind >= argc) {
			fprintf(stderr, "apidb-load: -g needs an output file\n");
			return 2;
		}
		generate(argv[optind], nlines);
		return 0;
	}
	if (optind < argc) {
		path = argv[optind];
	} else {
		int fd = mkstemp(tmp);

		if (fd < 0) {
			perror("mkstemp");
			return 2;
		}
		close(fd);
		path = tmp;
		nentries = generate(path, nlines);
	}
	ms = rp_xcalloc((size_t)repeat, sizeof(*ms));
	for (i = 0; i < repeat; i++) {
		struct result r;

		if (load_in_child(path, &r) != 0) {
			if (path == tmp)
				unlink(tmp);
			return 1;
		}
		ms[i] = r.ms;
		count = r.count;
	}
	if (path == tmp)
		unlink(tmp);
	if (nentries >= 0 && (long)count != nentries) {
		fprintf(stderr, "apidb-load: %zu functions loaded, expected %ld\n", count, nentries);
		return 1;
	}
	qsort(ms, (size_t)repeat, sizeof(*ms), cmp_double);
	if (path == tmp)
		printf("apidb-load: %ld generated lines, ", nlines);
	else
		printf("apidb-load: %s, ", path);
	printf("%zu functions: fastest %.1f ms, median %.1f ms (CPU time of %d loads, "
	       "each in a new process)\n", count, ms[0], ms[repeat / 2], repeat);
	free(ms);
	return 0;
}
