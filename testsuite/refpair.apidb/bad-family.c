/* Family names are restricted.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-family.api" } */
/* { dg-error "bad-family.api:1: field 'family': invalid family name 'Bad!family'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
