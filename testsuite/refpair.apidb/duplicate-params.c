/* Two lines for one object of one function must hold for different
   shapes (params=1, params=2): a line without params= holds for all.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/duplicate-params.api" } */
/* { dg-error "duplicate-params.api:2: duplicate entry for 'foo_put' \\(first at line 1\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
