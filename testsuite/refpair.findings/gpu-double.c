/* refpair.findings: a double put, compiled as drivers/gpu/drm/gpu-double.c.  */
#include <linux/device.h>

struct gpu {
	struct device dev;
};
int gpu_setup(struct gpu *g);

int gpu_open(struct gpu *g)
{
	int ret;

	get_device(&g->dev);
	ret = gpu_setup(g);
	if (ret < 0) {
		put_device(&g->dev);
		goto err;
	}
	return 0;
err:
	put_device(&g->dev);
	return ret;
}
