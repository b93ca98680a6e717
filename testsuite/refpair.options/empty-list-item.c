/* Lists have no empty items.  */
/* { dg-options "-fplugin-arg-refpair-checks=leak,,leak" } */
/* { dg-error "invalid value 'leak,,leak' for '-fplugin-arg-refpair-checks'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
