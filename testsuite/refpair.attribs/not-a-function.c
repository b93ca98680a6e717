/* The attributes apply to function declarations only.  */
int x __attribute__((refpair_release(1))); /* { dg-error "'refpair_release' attribute only applies to function declarations" } */
