/* A failed request_firmware() leaves the pointer NULL, and
   release_firmware(NULL) does nothing (annotations/firmware.api:
   null-on-failure): a shared exit that releases it after a failed request
   is harmless (sound/soc/codecs/sigmadsp.c, wm2000.c).  A pm_runtime put
   after a failed resume_and_get is still wrong.  */
#include <linux/firmware.h>
#include <linux/pm_runtime.h>

int parse(const struct firmware *fw);

int load(struct device *dev)
{
	const struct firmware *fw;
	int ret;

	ret = request_firmware(&fw, "codec.bin", dev);
	if (ret)
		goto done;
	ret = parse(fw);
done:
	release_firmware(fw); /* { dg-bogus "refpair" "fw is NULL after a failed request" } */
	return ret;
}

int resume(struct device *dev)
{
	int ret = pm_runtime_resume_and_get(dev); /* { dg-message "'pm_runtime_resume_and_get' fails here and takes nothing" } */

	if (ret < 0)
		goto done;
	ret = 0;
done:
	pm_runtime_put(dev); /* { dg-warning "'pm_runtime_put' of 'dev', but 'pm_runtime_resume_and_get' did not take the reference on this path" } */
	return ret;
}
