/* WHEN has a fixed vocabulary.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-when.api" } */
/* { dg-error "bad-when.api:1: field 'when': invalid condition 'sometimes'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
