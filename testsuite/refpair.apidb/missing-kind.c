/* A line with only a family lacks its kind.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/missing-kind.api" } */
/* { dg-error "missing-kind.api:1: missing field 'kind'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
