/* Seed 009 (rapidio): mport_cdev_open() took a device reference with
   get_device() and returned -ENOMEM without put_device() when
   kfifo_alloc() failed.  Minimised re-creation of the code before the
   patch (buggy) and after it (correct).  */
#include <linux/device.h>
#include <linux/slab.h>

struct cdev {
	int dummy;
};
struct inode {
	struct cdev *i_cdev;
	unsigned int i_rdev;
};
struct file {
	void *private_data;
};
struct mport_dev {
	int active;
	struct cdev cdev;
	struct device dev;
};
struct mport_cdev_priv {
	struct mport_dev *md;
	void *event_fifo;
};
int kfifo_alloc(void **fifo, unsigned int size, gfp_t gfp);
int atomic_read(const int *v);

int mport_cdev_open_buggy(struct inode *inode, struct file *filp)
{
	int ret;
	struct mport_dev *chdev;
	struct mport_cdev_priv *priv;

	chdev = container_of(inode->i_cdev, struct mport_dev, cdev);
	if (atomic_read(&chdev->active) == 0)
		return -ENODEV;

	get_device(&chdev->dev); /* { dg-message "taken here" } */

	priv = kzalloc(sizeof(*priv), GFP_KERNEL);
	if (!priv) {
		put_device(&chdev->dev);
		return -ENOMEM;
	}

	priv->md = chdev;

	ret = kfifo_alloc(&priv->event_fifo, 64, GFP_KERNEL);
	if (ret < 0) { /* { dg-message "error branch taken here, where 'ret' is negative" } */
		dev_err(&chdev->dev, "kfifo_alloc failed\n");
		ret = -ENOMEM;
		goto err_fifo; /* { dg-warning "reference to '&chdev->dev' taken by 'get_device' is not released on this error path" } */
	}

	filp->private_data = priv;
	return 0;

err_fifo:
	kfree(priv);
	return ret; /* { dg-message "returns here" } */
}

int mport_cdev_open(struct inode *inode, struct file *filp)
{
	int ret;
	struct mport_dev *chdev;
	struct mport_cdev_priv *priv;

	chdev = container_of(inode->i_cdev, struct mport_dev, cdev);
	if (atomic_read(&chdev->active) == 0)
		return -ENODEV;

	get_device(&chdev->dev);

	priv = kzalloc(sizeof(*priv), GFP_KERNEL);
	if (!priv) {
		put_device(&chdev->dev);
		return -ENOMEM;
	}

	priv->md = chdev;

	ret = kfifo_alloc(&priv->event_fifo, 64, GFP_KERNEL);
	if (ret < 0) {
		put_device(&chdev->dev);
		dev_err(&chdev->dev, "kfifo_alloc failed\n");
		ret = -ENOMEM;
		goto err_fifo; /* { dg-bogus "refpair" } */
	}

	/* The reference now lives in the file's private data.  */
	filp->private_data = priv;
	return 0;

err_fifo:
	kfree(priv);
	return ret;
}
