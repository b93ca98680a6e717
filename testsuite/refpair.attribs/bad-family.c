/* A family name is a string of letters, digits, '_' and '-'.  */
void put(void *p) __attribute__((refpair_release(1), refpair_family("bad name"))); /* { dg-error "'refpair_family' attribute argument must be a string naming a family" } */
void put2(void *p) __attribute__((refpair_release(1), refpair_family(3))); /* { dg-error "'refpair_family' attribute argument must be a string naming a family" } */
