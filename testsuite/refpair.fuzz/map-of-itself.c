/* Reduced by creduce from fuzz/fuzz.sh seed 101 (csmith's "g = safe_sub(g,
   1)" with safe_sub an errcode): "a = sub(a)" stores into A a function of
   A's own value, so the load of A is bound to a MAP whose base is that load.
   Narrowing on "if (a)" went from the MAP to its base and back to the MAP
   until the stack overflowed (engine.c, rp_narrow); now it stops after a few
   hops and keeps every class.  Either function crashed cc1.  */
/* { dg-options "-O2 -fplugin-arg-refpair-no-default-db -fplugin-arg-refpair-db=@srcdir@/map-of-itself.api" } */

long a;
long sub(long x);
int take(int x, int *p);

void once(void)
{
	a = sub(a);
	if (a)
		take(6, 0);
}

/* The same through a loop's PHI: x's PHI is bound to sub(x).  */
void loop(long x)
{
	for (; x >= -21; x = sub(x))
		take(6, 0);
}
