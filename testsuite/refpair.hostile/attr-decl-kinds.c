/* The attributes on every kind of declaration that is not a function: an
   error on the declaration's line, never a crash.  (A global variable is
   in refpair.attribs/not-a-function.c.)  */
typedef void put_fn(void *p) __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute only applies to function declarations" } */
struct s {
	int field __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute only applies to function declarations" } */
	void (*put)(void *) __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute only applies to function declarations" } */
};
struct __attribute__((refpair_release(1))) t { int y; }; /* { dg-warning "'refpair_release' attribute does not apply to types" } */
void (*fp)(void *) __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute only applies to function declarations" } */
void param(void *p __attribute__((refpair_free(1)))); /* { dg-error "'refpair_free' attribute only applies to function declarations" } */
enum e { E1 __attribute__((refpair_transfer(1))) }; /* { dg-error "'refpair_transfer' attribute only applies to function declarations" } */
extern int array[4] __attribute__((refpair_family("pm"))); /* { dg-error "'refpair_family' attribute only applies to function declarations" } */

void locals(void)
{
	static int st __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute only applies to function declarations" } */
	int local __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute only applies to function declarations" } */

	(void)st;
	(void)local;
lab: __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute only applies to function declarations" } */
	goto lab;
}
