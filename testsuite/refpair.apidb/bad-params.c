/* params= is a count of parameters, from 1.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-params.api" } */
/* { dg-error "bad-params.api:1: field 'params': invalid number '0' \\(expected 1 to 99\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
