/* A helper whose analysis ran out of budget gives no summary: what it
   does at its call sites is unknown, not what the explored part showed.  */
/* { dg-options "-fplugin-arg-refpair-max-states=40" } */
#include <linux/device.h>

struct parts {
	struct device *d[8];
	int want[8];
};

int setup(struct device *dev);

/* Every combination of the eight parts is a state: more than 40.  */
static void release_all(struct device *dev, struct parts *p) /* { dg-message "'release_all' is too complex for refpair; not all paths were analyzed" } */
{
	int i;

	if (p->want[0]) get_device(p->d[0]);
	if (p->want[1]) get_device(p->d[1]);
	if (p->want[2]) get_device(p->d[2]);
	if (p->want[3]) get_device(p->d[3]);
	if (p->want[4]) get_device(p->d[4]);
	if (p->want[5]) get_device(p->d[5]);
	if (p->want[6]) get_device(p->d[6]);
	if (p->want[7]) get_device(p->d[7]);
	for (i = 0; i < 8; i++)
		if (p->want[i])
			put_device(p->d[i]);
	put_device(dev);
}

int open_parts(struct device *dev, struct parts *p)
{
	get_device(dev);
	if (setup(dev) < 0) {
		put_device(dev);
		release_all(dev, p); /* { dg-bogus "refpair" "release_all is unknown" } */
		return -1;
	}
	return 0;
}
