/* The function name is required; errors count lines from 1, comments included.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/missing-function.api" } */
/* { dg-error "missing-function.api:2: missing field 'function'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
