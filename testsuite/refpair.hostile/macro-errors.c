/* A bad annotation inside a macro is an error at the line that uses the
   macro, with a note pointing into the macro's definition.  */
#include <refpair.h>

#define OBJ_ARG 2
#define DECLARE_BAD(type)	\
	struct type;		\
	void type##_put(struct type *p) __releases_ref(OBJ_ARG) /* { dg-message "in definition of macro 'DECLARE_BAD'" } */
DECLARE_BAD(thing); /* { dg-error "'refpair_release' attribute argument 1 value 2 is out of range: 'thing_put' has 1 parameters" } */

#define NOT_A_FUNCTION(name) int name __releases_ref(1)
NOT_A_FUNCTION(counter); /* { dg-error "'refpair_release' attribute only applies to function declarations" } */

#define ANNOTATE(attr) __attribute__((attr))
void int_put(int x) ANNOTATE(refpair_release(1)); /* { dg-error "'refpair_release' attribute argument 1 value 1 refers to parameter of type 'int', which is not a pointer" } */
