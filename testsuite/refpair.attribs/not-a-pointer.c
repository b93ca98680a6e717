/* The object must be a pointer.  */
void release_int(int a) __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute argument 1 value 1 refers to parameter of type 'int', which is not a pointer" } */
void put(void *p) __attribute__((refpair_release(1)));
int get_int(void) __attribute__((refpair_acquire(put))); /* { dg-error "'refpair_acquire' attribute without an argument index applies to the return value, but 'get_int' does not return a pointer" } */
int get_ret0(void) __attribute__((refpair_acquire(put, 0))); /* { dg-error "'refpair_acquire' attribute argument 2 value 0 refers to the return value, but 'get_ret0' does not return a pointer" } */
