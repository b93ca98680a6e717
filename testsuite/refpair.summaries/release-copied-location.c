/* A helper that reads a location of its caller's, uses the value in later
   blocks, releases it and then clears the location ("fw = info->fw; ...
   exit: release_firmware(fw); info->fw = NULL;") releases what the
   location held when it was called: the read keeps a value of its own,
   since the store rewrites the location (lower/value.cc), and that value
   stands for the caller's location where it is released.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/firmware.h>

struct fw_info {
	const struct firmware *fw;
	const char *name;
};
struct hw {
	struct fw_info *fw_info;
};
struct adapter {
	struct hw *ahw;
	struct device *dev;
};
int write_mem(struct adapter *a, const void *p);

static int copy_fw(struct adapter *adapter)
{
	struct fw_info *fw_info = adapter->ahw->fw_info;
	const struct firmware *fw = fw_info->fw;
	int ret;

	ret = write_mem(adapter, fw->data);
	if (ret)
		goto exit;
	ret = write_mem(adapter, fw->data);
exit:
	release_firmware(fw);
	fw_info->fw = NULL;
	return ret;
}

int load_fw(struct adapter *adapter)
{
	struct fw_info *fw_info = adapter->ahw->fw_info;
	int ret;

	ret = request_firmware(&fw_info->fw, fw_info->name, adapter->dev);
	if (ret)
		return ret;
	ret = copy_fw(adapter);
	if (ret)
		return ret; /* { dg-bogus "refpair" "copy_fw released it" } */
	return write_mem(adapter, NULL);
}

/* A helper that releases it only when it succeeds: its caller still
   holds it when the helper fails.  */
static int copy_fw_maybe(struct adapter *adapter)
{
	struct fw_info *fw_info = adapter->ahw->fw_info;
	const struct firmware *fw = fw_info->fw;
	int ret;

	ret = write_mem(adapter, fw->data);
	if (ret)
		return ret;
	release_firmware(fw);
	fw_info->fw = NULL;
	return 0;
}

int load_fw_maybe(struct adapter *adapter)
{
	struct fw_info *fw_info = adapter->ahw->fw_info;
	int ret;

	ret = request_firmware(&fw_info->fw, fw_info->name, adapter->dev); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = copy_fw_maybe(adapter);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'release_firmware'" "" { target *-*-* } .-1 } */
	return write_mem(adapter, NULL);
}
