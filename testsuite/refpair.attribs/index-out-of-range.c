/* An argument index beyond the parameters is an error.  */
void put2(void *a, void *b) __attribute__((refpair_release(3))); /* { dg-error "'refpair_release' attribute argument 1 value 3 is out of range: 'put2' has 2 parameters" } */
void put0(void *a) __attribute__((refpair_release(0))); /* { dg-error "'refpair_release' attribute argument 1 value 0 is out of range" } */
void get9(void *a) __attribute__((refpair_acquire(put0, 9))); /* { dg-error "'refpair_acquire' attribute argument 2 value 9 is out of range: 'get9' has 1 parameters \\(0 is the return value\\)" } */
