/* A value tested by two branches keeps its correlation even where many
   states meet (past RP_WIDEN_STATES, the engine keeps only the classes
   that decide pairing): "if (g == NULL) name = get(...); if (g != NULL)
   name = get(g);" never takes both, however many optional acquires came
   before (coreutils' parse_with_separator()).  The test's acquires are
   two steps or more from the tests, so that only the double test keeps
   them.  */
/* { dg-options "-O2" } */
char *xs(const char *s) __attribute__((__malloc__, __malloc__(__builtin_free, 1)));
int pick(int);
void use(const char *);
int parse(const char *);

int correlated(const char *g, int a1, int a2, int a3, int a4, int a5, int a6, char **out)
{
	char *p1 = 0, *p2 = 0, *p3 = 0, *p4 = 0, *p5 = 0, *p6 = 0;
	char *name = 0;
	int ret = 0;

	if (a1) p1 = xs("1");
	if (a2) p2 = xs("2");
	if (a3) p3 = xs("3");
	if (a4) p4 = xs("4");
	if (a5) p5 = xs("5");
	if (a6) p6 = xs("6");
	if (g == 0) {
		use(pick(1) ? "x" : "y");
		name = xs("login");
	}
	if (g != 0) {
		use(pick(2) ? "x" : "y");
		name = xs(g);
	}
	if (parse(name) < 0)
		ret = -1; /* { dg-bogus "refpair" "the two tests of g exclude each other" } */
	else if (out) {
		*out = name;
		name = 0;
	}
	__builtin_free(name);
	__builtin_free(p1); __builtin_free(p2); __builtin_free(p3);
	__builtin_free(p4); __builtin_free(p5); __builtin_free(p6);
	return ret;
}

/* Two different values tested: both acquires may run, the first is lost.  */
int uncorrelated(const char *g, const char *h, int a1, int a2, int a3, int a4, int a5, int a6)
{
	char *p1 = 0, *p2 = 0, *p3 = 0, *p4 = 0, *p5 = 0, *p6 = 0;
	char *name = 0;
	int ret = 0;

	if (a1) p1 = xs("1");
	if (a2) p2 = xs("2");
	if (a3) p3 = xs("3");
	if (a4) p4 = xs("4");
	if (a5) p5 = xs("5");
	if (a6) p6 = xs("6");
	if (g == 0) {
		use(pick(1) ? "x" : "y");
		name = xs("login"); /* { dg-message "taken here" } */
	}
	if (h != 0) {
		use(pick(2) ? "x" : "y");
		name = xs(h);
	}
	if (parse(name) < 0) /* { dg-message "error branch taken here" } */
		ret = -1; /* { dg-warning "reference to 'name' taken by 'xs' is not released on this error path" } */
	__builtin_free(name);
	__builtin_free(p1); __builtin_free(p2); __builtin_free(p3);
	__builtin_free(p4); __builtin_free(p5); __builtin_free(p6);
	return ret; /* { dg-message "returns here without 'free'" } */
}
