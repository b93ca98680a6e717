/* From fuzz/fuzz.sh seed 28 (GCC 11, CI): csmith's "uint8_t ****l[7] =
   {0, ...}" is the store "l = {}" and a later "l[0]" reads the same
   address.  The load took the stored value's term, but a CONSTRUCTOR (or
   a STRING_CST) has none: the value -1 was then used as an index
   (lower/value.cc, rp_load_of), an out-of-bounds read that valgrind shows
   on every run and that crashed cc1 on some.  Now such a load keeps its
   own term.  */
/* { dg-options "-O2 -fplugin-arg-refpair-checks=all" } */

#include <linux/device.h>

void *g;
char *h;

void zeroed_array(int c, struct device *d)
{
	void *arr[7] = { 0, 0, 0, 0, 0, 0, 0 };

	if (c)
		put_device(d);
	g = arr[0];
}

void string_row(int c)
{
	char rows[2][3] = { "ab", "cd" };

	h = rows[1][0] ? (char *)0 : h;
	if (c)
		h = 0;
}
