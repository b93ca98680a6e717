/* String arguments that are not what they must be: a release function
   named by a string that is not an identifier, and strings cut short by
   a NUL, are errors rather than silently read up to the NUL.  */
void put(void *p);
void *s1(void *p) __attribute__((refpair_acquire("", 1))); /* { dg-error "'refpair_acquire' attribute argument 1 must be the function that releases the reference" } */
void *s2(void *p) __attribute__((refpair_acquire("not a name", 1))); /* { dg-error "'refpair_acquire' attribute argument 1 must be the function that releases the reference" } */
void *s3(void *p) __attribute__((refpair_acquire("put\0junk", 1))); /* { dg-error "'refpair_acquire' attribute argument 1 must be the function that releases the reference" } */
void *s4(void *p) __attribute__((refpair_acquire(put, 1, "always\0junk"))); /* { dg-error "'refpair_acquire' attribute argument 3 must be one of 'always', 'ret==0'" } */
void *s5(void *p) __attribute__((refpair_acquire(put, 1, ""))); /* { dg-error "'refpair_acquire' attribute argument 3 must be one of" } */
void *s6(void *p) __attribute__((refpair_acquire(put, 1, 0))); /* { dg-error "'refpair_acquire' attribute argument 3 must be one of" } */
void s7(void *p) __attribute__((refpair_release(1), refpair_family(""))); /* { dg-error "'refpair_family' attribute argument must be a string naming a family" } */
void s8(void *p) __attribute__((refpair_release(1), refpair_family("pm\0x"))); /* { dg-error "'refpair_family' attribute argument must be a string naming a family" } */
/* A string that is an identifier is fine.  */
void *s9(void *p) __attribute__((refpair_acquire("put", 1)));
