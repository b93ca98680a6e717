/* A reference returned under another name is not lost: a function of the
   unit that only computes a pointer from its argument (a container_of()
   behind a type check, as i2c_verify_client()) returns, where it does not
   return NULL, a pointer into the object, and the caller that returns it
   returns the reference.  The same helper's result on an object that holds
   no reference returns nothing of the lookup's.  -O2 as in the kernel.  */
/* { dg-options "-O2 -fplugin-arg-refpair-checks=+lost-reference" } */
#include <linux/kernel.h>
#include <linux/device.h>

struct client {
	int flags;
	struct device dev;
};
extern const void *client_kind;
struct device *bus_find_device_by_fwnode(void *bus, const void *fwnode);

/* Computes only: container_of() where the device is a client.  */
static struct client *verify_client(struct device *dev)
{
	return dev->driver_data == client_kind ? container_of(dev, struct client, dev) : NULL;
}

struct client *find_client(void *bus, const void *fwnode)
{
	struct device *dev = bus_find_device_by_fwnode(bus, fwnode);
	struct client *c;

	if (!dev)
		return NULL;
	c = verify_client(dev);
	if (!c)
		put_device(dev);
	return c; /* { dg-bogus "refpair" "the reference is returned as the client" } */
}

/* The lookup's device is only tested; the client returned is another's.  */
struct client *find_parent_client(void *bus, const void *fwnode, struct device *parent)
{
	struct device *dev = bus_find_device_by_fwnode(bus, fwnode); /* { dg-message "taken here" } */

	if (!dev)
		return NULL;
	return verify_client(parent); /* { dg-warning "reference to 'dev' taken by 'bus_find_device_by_fwnode' is lost here" } */
	/* { dg-message "returns here without 'put_device'" "" { target *-*-* } .-1 } */
}
