/* The first argument of refpair_acquire names the release function.  */
void *get(void) __attribute__((refpair_acquire(42))); /* { dg-error "'refpair_acquire' attribute argument 1 must be the function that releases the reference" } */
