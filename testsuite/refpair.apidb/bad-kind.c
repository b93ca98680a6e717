/* An unknown kind names the field and the value.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-kind.api" } */
/* { dg-error "bad-kind.api:1: field 'kind': unknown kind 'aquire' \\(expected acquire, release" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
