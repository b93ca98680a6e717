/* A database path that cannot be read is an error naming it.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/no-such-file.api" } */
/* { dg-error "cannot open annotation file '.*no-such-file.api': No such file or directory" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
