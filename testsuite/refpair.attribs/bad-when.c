/* The condition must be one of the database's WHEN values.  */
void put(void *p) __attribute__((refpair_release(1)));
int get(void *p) __attribute__((refpair_acquire(put, 1, "sometimes"))); /* { dg-error "'refpair_acquire' attribute argument 3 must be one of 'always', 'ret==0'" } */
void *get_ret(void) __attribute__((refpair_acquire(put, 0, "ret==0"))); /* { dg-error "an acquired return value can only be conditioned on itself" } */
