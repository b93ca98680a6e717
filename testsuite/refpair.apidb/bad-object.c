/* Arguments count from 1.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/bad-object.api" } */
/* { dg-error "bad-object.api:1: field 'object': invalid object 'arg0' \\(expected ret, argN, \\*argN, global or global:NAME, then ->OFF or \\+OFF steps\\)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
