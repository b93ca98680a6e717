/* An unknown check name is an error.  */
/* { dg-options "-fplugin-arg-refpair-checks=leak,-leek" } */
/* { dg-error "unknown check 'leek'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
