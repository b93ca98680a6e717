/* A path that goes through a regular file is an error naming it.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/db-twice.api/x.api" } */
/* { dg-error "cannot open annotation file '.*db-twice.api/x.api': Not a directory" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
