/* The budget must be at least 1.  */
/* { dg-options "-fplugin-arg-refpair-max-states=0" } */
/* { dg-error "invalid value '0' for '-fplugin-arg-refpair-max-states'; expected a number from 1" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
