/* An entry naming an argument the call does not have is an error at the
   call, naming the database line.  */
/* { dg-options "-fplugin-arg-refpair-db=@srcdir@/arity.api" } */
#include <linux/pm_runtime.h>
void two_arg_put(void *a, void *b);

void f(struct device *dev, void *a, void *b)
{
	pm_runtime_get_noresume(dev);
	two_arg_put(a, b); /* { dg-error "arity.api:1: refpair database entry for 'two_arg_put' names argument 3, but this call has 2 arguments" } */
	pm_runtime_put_noidle(dev);
}
