/* A deallocator of another family: fclose() of popen()'s FILE.  refpair
   has no check of its own for a mismatched deallocator (GCC's analyzer
   says "mismatching deallocation"): fclose() gives back nothing of the
   pclose family, so on an error path the FILE is still reported as
   leaked, naming the right deallocator.  GCC's own -Wmismatched-dealloc
   (in -Wall) reports the call itself; it is off here.  */
/* { dg-options "-Wno-mismatched-dealloc" } */
#include "libc.h"

int use_file(FILE *f);

int wrong_close(const char *cmd)
{
	FILE *f = popen(cmd, "r"); /* { dg-message "taken here" } */

	if (!f)
		return -1;
	if (use_file(f) < 0) { /* { dg-message "error branch taken here" } */
		fclose(f);
		return -1; /* { dg-warning "reference to 'f' taken by 'popen' is not released" } */
		/* { dg-message "returns here without 'pclose'" "" { target *-*-* } .-1 } */
	}
	return pclose(f);
}

/* free() of fopen()'s FILE, the same.  */
int wrong_free(const char *path)
{
	FILE *f = fopen(path, "r"); /* { dg-message "taken here" } */

	if (!f)
		return -1;
	if (use_file(f) < 0) { /* { dg-message "error branch taken here" } */
		free(f);
		return -1; /* { dg-warning "reference to 'f' taken by 'fopen' is not released" } */
		/* { dg-message "returns here without 'fclose'" "" { target *-*-* } .-1 } */
	}
	return fclose(f);
}
