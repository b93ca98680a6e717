/* Flags take no value.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/flag-value.api" } */
/* { dg-error "flag-value.api:1: field 'must-check' takes no value" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
