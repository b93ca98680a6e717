/* Conflicting entries for one function in one file: each later one is an
   error naming its line and the first; two objects of one function
   (lines 3 and 4) are not a conflict: an error for them would be an excess
   error.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/db-conflict.api" } */
/* { dg-error "db-conflict.api:6: duplicate entry for 'foo_get' \\(first at line 5\\)" "" { target *-*-* } 0 } */
/* { dg-error "db-conflict.api:8: duplicate entry for 'bar_put' \\(first at line 7\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
