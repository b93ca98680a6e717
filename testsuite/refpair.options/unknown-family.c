/* A family no database entry has is an error: a typo would silently
   turn nothing off.  */
/* { dg-options "-fplugin-arg-refpair-families=-pm,-no_such_family" } */
/* { dg-error "unknown family 'no_such_family'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
