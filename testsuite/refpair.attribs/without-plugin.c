/* Without the plugin the macros expand to nothing: no warning at all.  */
/* { dg-options "@noplugin@ -Werror" } */
#include <refpair.h>
struct foo;
void foo_put(struct foo *f) __releases_ref(1);
struct foo *foo_get(const char *name) __acquires_ref(foo_put);
#ifdef __REFPAIR__
#error "__REFPAIR__ is defined only when the plugin is loaded"
#endif
int reviewed(void) __refpair_ignore("leak");
