/* Function names are C identifiers.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-function.api" } */
/* { dg-error "bad-function.api:1: field 'function': invalid function name '9lives'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
