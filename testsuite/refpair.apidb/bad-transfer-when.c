/* A transfer's optional condition has WHEN's vocabulary.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-transfer-when.api" } */
/* { dg-error "bad-transfer-when.api:1: field 'when': invalid condition 'sometimes'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
