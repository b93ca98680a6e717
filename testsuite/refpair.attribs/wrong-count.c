/* GCC checks the number of arguments.  GCC 13 and later say "expected 1"
   where GCC 11 and 12 say "expected between 1 and 1".  */
void put(void *p) __attribute__((refpair_release)); /* { dg-error "wrong number of arguments specified for .refpair_release. attribute" } */
/* { dg-message "expected (between 1 and )?1, found 0" "" { target *-*-* } .-1 } */
void *get(void) __attribute__((refpair_acquire(put, 0, "nonnull", 4))); /* { dg-error "wrong number of arguments specified for .refpair_acquire. attribute" } */
/* { dg-message "expected between 1 and 3, found 4" "" { target *-*-* } .-1 } */
