/* The object is required.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/missing-object.api" } */
/* { dg-error "missing-object.api:1: missing field 'object'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
