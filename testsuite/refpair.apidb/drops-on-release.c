/* drops= belongs to acquires.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/drops-on-release.api" } */
/* { dg-error "drops-on-release.api:1: field 'drops' is only allowed for kind 'acquire'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
