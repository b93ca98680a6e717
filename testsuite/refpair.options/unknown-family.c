/* A family no database entry has is an error in kernel code (no C
   library's header, which could declare a deallocator that makes a family
   of that name): a typo would silently turn nothing off.  */
/* { dg-options "-fplugin-arg-refpair-families=-pm,-no_such_family" } */
/* { dg-error "unknown family 'no_such_family'" "" { target *-*-* } 0 } */
int x;
