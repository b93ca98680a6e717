/* request_firmware() stores the reference where its first argument
   points, and only when it returns 0.  */
#include <linux/firmware.h>

int load(const unsigned char *data, size_t size);

int fw_ok(struct device *dev)
{
	const struct firmware *fw;
	int ret;

	ret = request_firmware(&fw, "x.bin", dev);
	if (ret)
		return ret; /* { dg-bogus "refpair" } */
	ret = load(fw->data, fw->size);
	release_firmware(fw);
	return ret; /* { dg-bogus "refpair" } */
}

int fw_leak(struct device *dev)
{
	const struct firmware *fw;
	int ret;

	ret = request_firmware(&fw, "x.bin", dev); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = load(fw->data, fw->size);
	if (ret) /* { dg-message "error branch" } */
		return ret; /* { dg-warning "reference to 'fw' taken by 'request_firmware' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	release_firmware(fw);
	return 0;
}
