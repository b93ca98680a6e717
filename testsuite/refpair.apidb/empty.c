/* An empty database file is fine.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/empty.api" } */
int x;
