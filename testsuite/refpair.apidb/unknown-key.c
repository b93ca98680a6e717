/* Keys have a fixed vocabulary.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/unknown-key.api" } */
/* { dg-error "unknown-key.api:1: unknown key 'color'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
