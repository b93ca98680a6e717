/* An acquire says when it takes effect.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/missing-when.api" } */
/* { dg-error "missing-when.api:1: missing field 'when'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
