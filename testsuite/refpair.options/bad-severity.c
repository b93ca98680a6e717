/* severity takes warning or note.  */
/* { dg-options "-fplugin-arg-refpair-severity=error" } */
/* { dg-error "invalid value 'error' for '-fplugin-arg-refpair-severity'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
