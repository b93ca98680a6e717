/* fwnode_handle_put() does nothing on an ERR_PTR, as on NULL (its ops
   test IS_ERR_OR_NULL: the database's ignores-err): a __free(fwnode_handle)
   variable that holds fwnode_find_reference()'s error is put at scope exit
   without a put without get, and so is an explicit put of the error.  */
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/kernel.h>

struct fwnode_handle;
struct fwnode_handle *fwnode_find_reference(const struct fwnode_handle *fwnode,
					    const char *name, unsigned int index);
void fwnode_handle_put(struct fwnode_handle *fwnode);
DEFINE_FREE(fwnode_handle, struct fwnode_handle *, fwnode_handle_put(_T))

int use_ref(struct fwnode_handle *ref);

int sensor_new(struct fwnode_handle *child)
{
	struct fwnode_handle *ref __free(fwnode_handle) = /* { dg-bogus "refpair" "fwnode_handle_put() of an ERR_PTR does nothing" } */
		fwnode_find_reference(child, "adi,rsense-handle", 0);

	if (IS_ERR(ref))
		return PTR_ERR(ref); /* { dg-bogus "refpair" } */
	return use_ref(ref);
}

int sensor_put_err(struct fwnode_handle *child)
{
	struct fwnode_handle *ref = fwnode_find_reference(child, "x", 0);

	if (IS_ERR(ref)) {
		fwnode_handle_put(ref); /* { dg-bogus "refpair" "fwnode_handle_put() of an ERR_PTR does nothing" } */
		return PTR_ERR(ref);
	}
	use_ref(ref);
	fwnode_handle_put(ref);
	return 0;
}
