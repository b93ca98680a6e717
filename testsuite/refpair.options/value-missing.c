/* db needs a value.  */
/* { dg-options "-fplugin-arg-refpair-db" } */
/* { dg-error "option '-fplugin-arg-refpair-db' needs a value" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
