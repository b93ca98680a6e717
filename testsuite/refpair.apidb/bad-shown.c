/* shown= names a function: a C identifier.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-shown.api" } */
/* { dg-error "bad-shown.api:1: field 'shown': invalid function name 'foo-put'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
