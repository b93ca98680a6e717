/* disable takes no value.  */
/* { dg-options "-fplugin-arg-refpair-disable=yes" } */
/* { dg-error "option '-fplugin-arg-refpair-disable' takes no value" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
