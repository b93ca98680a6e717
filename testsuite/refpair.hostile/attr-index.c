/* Absurd argument indexes: huge, negative, not integers.  Each is an
   error on its declaration, never a crash or a silent truncation; indexes
   that are integer constant expressions of another form work.
   (3, 0 and 9 are in refpair.attribs/index-out-of-range.c.)  */
extern int var;
enum { ONE = 1 };
void put(void *p);

void huge1(void *p) __attribute__((refpair_release(4294967297))); /* { dg-error "'refpair_release' attribute argument 1 value 4294967297 is out of range: 'huge1' has 1 parameters" } */
void huge2(void *p) __attribute__((refpair_release(9223372036854775807))); /* { dg-error "argument 1 value 9223372036854775807 is out of range: 'huge2' has 1 parameters" } */
void huge3(void *p) __attribute__((refpair_release(18446744073709551615u))); /* { dg-error "argument 1 value 18446744073709551615 is out of range: 'huge3' has 1 parameters" } */
void huge4(void *p) __attribute__((refpair_free((unsigned __int128)1 << 100))); /* { dg-error "'refpair_free' attribute argument 1 value 0x10000000000000000000000000 is out of range: 'huge4' has 1 parameters" } */
void short1(void *p) __attribute__((refpair_transfer(65537))); /* { dg-error "'refpair_transfer' attribute argument 1 value 65537 is out of range" } */
void neg1(void *p) __attribute__((refpair_release(-1))); /* { dg-error "argument 1 value -1 is out of range: 'neg1' has 1 parameters" } */
void neg2(void *p) __attribute__((refpair_release(-2147483648))); /* { dg-error "argument 1 value -2147483648 is out of range" } */
void *aneg(void *p) __attribute__((refpair_acquire(put, -1))); /* { dg-error "'refpair_acquire' attribute argument 2 value -1 is out of range: 'aneg' has 1 parameters \\(0 is the return value\\)" } */
void *ahuge(void *p) __attribute__((refpair_acquire(put, 4294967296))); /* { dg-error "'refpair_acquire' attribute argument 2 value 4294967296 is out of range" } */
void *ashort(void *p) __attribute__((refpair_acquire(put, 32769))); /* { dg-error "'refpair_acquire' attribute argument 2 value 32769 is out of range" } */
void chr(void *p) __attribute__((refpair_release('a'))); /* { dg-error "argument 1 value 97 is out of range" } */

void real(void *p) __attribute__((refpair_release(1.0))); /* { dg-error "'refpair_release' attribute argument 1 is not an integer constant" } */
void str(void *p) __attribute__((refpair_release("1"))); /* { dg-error "'refpair_release' attribute argument 1 is not an integer constant" } */
void ptr(void *p) __attribute__((refpair_release((void *)1))); /* { dg-error "'refpair_release' attribute argument 1 is not an integer constant" } */
void nonconst(void *p) __attribute__((refpair_release(var))); /* { dg-error "'refpair_release' attribute argument 1 is not an integer constant" } */
void undecl(void *p) __attribute__((refpair_release(no_such_thing))); /* { dg-error "'refpair_release' attribute argument 1 is not an integer constant" } */
/* { dg-error "'no_such_thing' undeclared" "" { target *-*-* } .-1 } */
void *areal(void *p) __attribute__((refpair_acquire(put, 1.5))); /* { dg-error "'refpair_acquire' attribute argument 2 is not an integer constant" } */
void *aptr(void *p) __attribute__((refpair_acquire(put, (void *)0))); /* { dg-error "'refpair_acquire' attribute argument 2 is not an integer constant" } */

/* Integer constant expressions of other forms are indexes like any.  */
void put_enum(void *p) __attribute__((refpair_release(ONE)));
void put_sizeof(void *p) __attribute__((refpair_release(sizeof(char))));
void put_cond(void *a, void *b) __attribute__((refpair_release(ONE ? 2 : 1)));
