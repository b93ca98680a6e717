/* A test lists classes.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-classes.api" } */
/* { dg-error "bad-classes.api:1: field 'classes': invalid classes 'err|bogus'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
