/* severity takes warning or note; the message quotes them as GCC quotes
   (issue 17: it showed GCC's quoting codes, %<warning%>, literally).  */
/* { dg-options "-fplugin-arg-refpair-severity=error" } */
/* { dg-error "invalid value 'error' for '-fplugin-arg-refpair-severity'; expected 'warning' or 'note'(?=\n)" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
