/* no-werror=LIST takes check names, as checks= does.  */
/* { dg-options "-fplugin-arg-refpair-no-werror=leek" } */
/* { dg-error "unknown check 'leek' in '-fplugin-arg-refpair-no-werror'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
