/* An unknown key is an error naming it.  */
/* { dg-options "-fplugin-arg-refpair-bogus=1" } */
/* { dg-error "unknown option '-fplugin-arg-refpair-bogus'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
