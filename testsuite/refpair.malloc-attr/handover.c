/* Correct code stays silent: a pointer stored where it outlives the
   function, returned, or given to realloc() is handed over, not leaked.  */
#include "libc.h"

struct cfg {
	char *name;
	FILE *log;
};

int use(void *p);
int use_file(FILE *f);
char *global_name;

int stored_in_caller_struct(struct cfg *c, const char *s)
{
	char *p = strdup(s);

	if (!p)
		return -ENOMEM;
	c->name = p;
	if (use(p) < 0)
		return -EIO; /* { dg-bogus "refpair" "c->name holds it" } */
	return 0;
}

int stored_in_global(const char *s)
{
	char *p = strdup(s);

	if (!p)
		return -ENOMEM;
	global_name = p;
	if (use(p) < 0)
		return -EIO; /* { dg-bogus "refpair" "global_name holds it" } */
	return 0;
}

FILE *returned(const char *path)
{
	FILE *f = fopen(path, "r");

	if (!f)
		return NULL;
	if (use_file(f) < 0) {
		fclose(f);
		return NULL; /* { dg-bogus "refpair" } */
	}
	return f;
}

/* A new struct that takes both: freed together on the error path.  */
struct cfg *cfg_new(const char *s, const char *path)
{
	struct cfg *c = calloc(1, sizeof(*c));

	if (!c)
		return NULL;
	c->name = strdup(s);
	if (!c->name) {
		free(c);
		return NULL; /* { dg-bogus "refpair" } */
	}
	c->log = fopen(path, "a");
	if (!c->log) {
		free(c->name);
		free(c);
		return NULL; /* { dg-bogus "refpair" } */
	}
	return c;
}

/* realloc() takes the old pointer over: freeing the new one is right.  */
int grow(size_t n)
{
	char *p = malloc(n), *q;

	if (!p)
		return -ENOMEM;
	q = realloc(p, 2 * n);
	if (!q) {
		free(p);
		return -ENOMEM; /* { dg-bogus "refpair" } */
	}
	p = q;
	if (use(p) < 0) {
		free(p);
		return -EIO; /* { dg-bogus "refpair" } */
	}
	free(p);
	return 0;
}

/* free(NULL) and a path where the allocation failed hold nothing.  */
int free_null_ok(size_t n)
{
	char *p = malloc(n);

	if (use(p) < 0) {
		free(p);
		return -1; /* { dg-bogus "refpair" } */
	}
	free(p);
	return 0;
}
