/* Seed 009's risk: a put added before a goto whose label puts again.  */
#include <linux/device.h>
#include <linux/slab.h>

struct mport_dev {
	struct device dev;
};
int setup(struct mport_dev *md);

int open_double(struct mport_dev *chdev)
{
	int ret;

	get_device(&chdev->dev);
	ret = setup(chdev);
	if (ret < 0) {
		put_device(&chdev->dev); /* { dg-message "first 'put_device' here" } */
		goto err;
	}
	return 0;
err:
	put_device(&chdev->dev); /* { dg-warning "double 'put_device' of '&chdev->dev' \\\[refpair-double-put\\\]" } */
	return ret;
}

int open_once(struct mport_dev *chdev)
{
	int ret;

	get_device(&chdev->dev);
	ret = setup(chdev);
	if (ret < 0)
		goto err;
	return 0;
err:
	put_device(&chdev->dev); /* { dg-bogus "refpair" } */
	return ret;
}

/* Two references, two puts.  */
int two_gets(struct mport_dev *chdev)
{
	get_device(&chdev->dev);
	get_device(&chdev->dev);
	put_device(&chdev->dev);
	put_device(&chdev->dev); /* { dg-bogus "refpair" } */
	return 0;
}

/* A reference the caller holds is not this function's: no report.  */
void callers_reference(struct mport_dev *chdev)
{
	put_device(&chdev->dev); /* { dg-bogus "refpair" } */
}
