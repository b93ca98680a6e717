/* default-db= takes auto or always.  */
/* { dg-options "-fplugin-arg-refpair-default-db=never" } */
/* { dg-error "invalid value 'never' for '-fplugin-arg-refpair-default-db'; expected 'auto' or 'always'(?=\n)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
