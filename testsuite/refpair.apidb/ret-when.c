/* A returned object cannot depend on a status.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/ret-when.api" } */
/* { dg-error "ret-when.api:1: field 'when': an acquired return value can only be conditioned on itself" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
