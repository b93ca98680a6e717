/* A function that calls setjmp(): GCC's CFG gives every call an abnormal
   edge to the setjmp's second return (any call may longjmp()).  Those
   edges are not paths of their own: fclose(in) on the error path of the
   second fopen() does not "return" into the setjmp branch that closes
   in again.  The setjmp branch itself is checked from the setjmp's normal
   return.  (libpng's png_jmpbuf() error handling is written so.)  */
/* { dg-options "-O2" } */
#include "libc.h"

typedef long jmp_buf[8];
extern int setjmp(jmp_buf env) __attribute__((__nothrow__, __returns_twice__));
extern void longjmp(jmp_buf env, int val) __attribute__((__nothrow__, __noreturn__));

jmp_buf jb;
void work(FILE *in, FILE *out);

int copy(const char *a, const char *b)
{
	FILE *in, *out;

	if ((in = fopen(a, "r")) == NULL)
		return -1;
	if ((out = fopen(b, "w")) == NULL) {
		fclose(in);
		return -1;
	}
	if (setjmp(jb)) {
		fclose(in);
		fclose(out);
		return -1;
	}
	work(in, out);
	fclose(in);
	fclose(out);
	return 0; /* { dg-bogus "refpair" } */
}

/* The setjmp branch forgets one of them.  */
int copy_leaky(const char *a, const char *b)
{
	FILE *in, *out;

	if ((in = fopen(a, "r")) == NULL)
		return -1;
	if ((out = fopen(b, "w")) == NULL) { /* { dg-message "taken here" } */
		fclose(in);
		return -1;
	}
	if (setjmp(jb)) { /* { dg-message "error branch taken here" } */
		fclose(in);
		return -1; /* { dg-warning "reference to 'out' taken by 'fopen' is not released on this error path" } */
		/* { dg-message "returns here without 'fclose'" "" { target *-*-* } .-1 } */
	}
	work(in, out);
	fclose(in);
	fclose(out);
	return 0;
}
