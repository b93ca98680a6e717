/* __refpair_ignore takes names of checks, as strings, or "all".  */
#include <refpair.h>

int bad_name(void) __refpair_ignore("leaks"); /* { dg-error "'refpair_ignore' attribute argument 1 must be a string naming a check, such as 'leak', or 'all'" } */
int bad_arg(void) __refpair_ignore("leak", 3); /* { dg-error "'refpair_ignore' attribute argument 2 must be a string naming a check" } */
