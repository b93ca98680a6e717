/* -E alone (the local half of distcc and ccache) sees __REFPAIR__ too, so
   headers that test it preprocess the same way as in a compile.  */
/* { dg-do preprocess } */
#ifndef __REFPAIR__
#error "__REFPAIR__ is not defined under -E"
#endif
int x;
