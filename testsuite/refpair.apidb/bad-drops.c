/* drops= names an argument.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-drops.api" } */
/* { dg-error "bad-drops.api:1: field 'drops': invalid argument 'from' \\(expected argN\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
