/* db= adds a project's own database file; its entries then work like the
   bundled ones.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/extra-db.api" } */
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
