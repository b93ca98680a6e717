/* Kind warning has no OBJECT: its first line is good, the second names
   one.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-warning.api" } */
/* { dg-error "bad-warning.api:2: field 'object': kind 'warning' takes no object, not 'arg1'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
