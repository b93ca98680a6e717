/* A value compared with one constant twice is one test, however GCC
   spells each comparison: a switch on an accessor of an unsigned short
   field compares "(int) id == 0x2101", the later "if (d->product ==
   0x2101)" compares the unsigned short itself.  The firmware requested in
   the first case is released under the second test: silent.  A test of
   another constant does not release it.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/firmware.h>

struct udev {
	struct device dev;
	unsigned short product;
};
extern const struct firmware builtin;
int do_load(struct udev *d, const struct firmware *fw);
static inline unsigned short id_of(unsigned short v)
{
	return v;
}

int load(struct udev *d)
{
	const struct firmware *fw;
	int ret;

	switch (id_of(d->product)) {
	case 0x2101:
		ret = request_firmware(&fw, "x.fw", &d->dev);
		if (ret)
			return ret;
		break;
	default:
		fw = &builtin;
		break;
	}
	ret = do_load(d, fw);
	if (d->product == 0x2101)
		release_firmware(fw);
	if (ret)
		return -5; /* { dg-bogus "refpair" "released under the same test" } */
	return 0;
}

int load_other(struct udev *d)
{
	const struct firmware *fw;
	int ret;

	switch (id_of(d->product)) {
	case 0x2101:
		ret = request_firmware(&fw, "x.fw", &d->dev); /* { dg-message "taken here" } */
		if (ret)
			return ret;
		break;
	default:
		fw = &builtin;
		break;
	}
	ret = do_load(d, fw);
	if (ret) { /* { dg-message "error branch taken here" } */
		if (d->product == 0x2102)
			release_firmware(fw);
		return ret; /* { dg-warning "reference to 'fw' taken by 'request_firmware' is not released on this error path" } */
		/* { dg-message "returns here without" "" { target *-*-* } .-1 } */
	}
	if (d->product == 0x2101)
		release_firmware(fw);
	return 0;
}
