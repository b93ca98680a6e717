/* A release gives back an argument.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/release-ret.api" } */
/* { dg-error "release-ret.api:1: field 'object': kind 'release' needs an argument, not 'ret'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
