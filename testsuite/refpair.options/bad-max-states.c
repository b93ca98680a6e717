/* A bad budget is an error naming the key and the value.  */
/* { dg-options "-fplugin-arg-refpair-max-states=lots" } */
/* { dg-error "invalid value 'lots' for '-fplugin-arg-refpair-max-states'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
