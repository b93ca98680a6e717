/* An index into the "..." of a variadic function, or into a function
   declared without a prototype, names no parameter: an error counting the
   named parameters.  (attr-forms.c shows that the named parameters of a
   variadic function work.)  */
void put1(void *p, ...) __attribute__((refpair_release(1)));
void put2(void *p, ...) __attribute__((refpair_release(2))); /* { dg-error "'refpair_release' attribute argument 1 value 2 is out of range: 'put2' has 1 parameters" } */
void *get0(int n, ...) __attribute__((refpair_acquire(put1, 2))); /* { dg-error "'refpair_acquire' attribute argument 2 value 2 is out of range: 'get0' has 1 parameters \\(0 is the return value\\)" } */
void kr_put() __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute argument 1 value 1 is out of range: 'kr_put' has 0 parameters" } */
void no_params(void) __attribute__((refpair_transfer(1))); /* { dg-error "'refpair_transfer' attribute argument 1 value 1 is out of range: 'no_params' has 0 parameters" } */
