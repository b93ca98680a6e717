/* An em28xx extension's .init: em28xx-core ignores its result and calls
   the extension's .fini for every device when the extension or the device
   goes, whatever .init returned (annotations/media.api: role enable).
   What .init leaves held when it gives up early is .fini's to give back:
   its returns are not leaks.  A helper that .init calls and whose result
   it reads is checked as any function.  The structures are the kernel's,
   cut down to the members used.  */
/* { dg-options "-O2" } */
#include <linux/kref.h>
#include <linux/slab.h>

struct em28xx {
	struct kref ref;
	void *ext_priv;
	int has_audio;
};

struct em28xx_ops {
	int id;
	int (*init)(struct em28xx *dev);
	int (*fini)(struct em28xx *dev);
};

void em28xx_free_device(struct kref *ref);
int card_register(struct em28xx *dev);

static int audio_init(struct em28xx *dev)
{
	void *card;

	kref_get(&dev->ref);
	card = kzalloc(64, GFP_KERNEL);
	if (!card)
		return -ENOMEM; /* { dg-bogus "refpair" "the extension's fini puts the device" } */
	dev->ext_priv = card;
	if (card_register(dev))
		return -ENODEV; /* { dg-bogus "refpair" "the extension's fini puts the device" } */
	return 0;
}

static int audio_fini(struct em28xx *dev)
{
	kfree(dev->ext_priv);
	dev->ext_priv = NULL;
	kref_put(&dev->ref, em28xx_free_device);
	return 0;
}

static struct em28xx_ops audio_ops = {
	.id = 1,
	.init = audio_init,
	.fini = audio_fini,
};

struct em28xx_ops *audio_extension(void)
{
	return &audio_ops;
}

/* Not a callback: its caller reads the result.  */
int audio_probe_card(struct em28xx *dev)
{
	kref_get(&dev->ref); /* { dg-message "taken here" } */
	if (card_register(dev)) /* { dg-message "error branch" } */
		return -ENODEV; /* { dg-warning "reference to '&dev->ref' taken by 'kref_get' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}
