/* A file may describe a function once.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/duplicate.api" } */
/* { dg-error "duplicate.api:2: duplicate entry for 'foo_put' \\(first at line 1\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
