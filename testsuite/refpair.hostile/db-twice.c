/* The same file given twice (db=A:A) is not a duplicate: the second load
   replaces the first, and the entries work once.  /dev/null, an empty
   "file", adds nothing.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/db-twice.api:@srcdir@/db-twice.api:/dev/null" } */
struct widget;
struct widget *widget_get(const char *name);
void widget_put(struct widget *w);
int widget_start(struct widget *w);

int f(void)
{
	struct widget *w = widget_get("a"); /* { dg-message "taken here" } */

	if (!w)
		return -1;
	if (widget_start(w)) /* { dg-message "error branch" } */
		return -2; /* { dg-warning "reference to 'w' taken by 'widget_get' is not released on this error path" } */
	/* { dg-message "returns here without 'widget_put'" "" { target *-*-* } .-1 } */
	widget_put(w);
	return 0;
}

int g(void)
{
	struct widget *w = widget_get("b");

	if (!w)
		return -1;
	if (widget_start(w)) {
		widget_put(w);
		return -2; /* { dg-bogus "refpair" } */
	}
	widget_put(w);
	return 0;
}
