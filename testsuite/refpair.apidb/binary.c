/* A binary file is refused as a whole.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/binary.api" } */
/* { dg-error "binary.api:2: not a text file \\(NUL byte\\); no entries read" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
