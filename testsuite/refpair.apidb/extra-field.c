/* Releases take no WHEN.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/extra-field.api" } */
/* { dg-error "extra-field.api:1: unexpected field 'always' for kind 'release'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
