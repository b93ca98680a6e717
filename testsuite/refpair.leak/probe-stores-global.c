/* A driver's probe that stores a reference into a global object and then
   fails leaves it there for no one: no remove follows a failed probe, and
   the next probe overwrites the field.  The reference stays the probe's to
   give back on its error paths (a static sound card whose links get the
   nodes of_parse_phandle() returned, then the card's registration fails).
   The same store in a function that is not a probe hands the reference
   over to the global, as before.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/of.h>
#include <linux/platform_device.h>

struct link_component {
	const char *name;
	struct device_node *of_node;
};
struct dai_link {
	const char *name;
	struct link_component *codecs;
	struct link_component *cpus;
};
struct card {
	const char *name;
	struct dai_link *dai_link;
};
static struct link_component codec_component, cpu_component;
static struct dai_link links[] = {
	{ .name = "hifi", .codecs = &codec_component, .cpus = &cpu_component },
};
static struct card the_card = { .name = "board", .dai_link = links };
int register_card(struct device *dev, struct card *card);
int parse_name(struct card *card);

static int board_probe(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node;
	struct device_node *np_codec;
	struct card *card = &the_card;
	int ret;

	np_codec = of_parse_phandle(np, "audio-codec", 0); /* { dg-message "taken here" } */
	if (!np_codec)
		return -EINVAL;
	card->dai_link[0].codecs->of_node = np_codec;
	ret = parse_name(card);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'np_codec' taken by 'of_parse_phandle' is not released on this error path" } */
	/* { dg-message "returns here without 'of_node_put'" "" { target *-*-* } .-1 } */
	return register_card(&pdev->dev, card);
}

static int board_probe_puts(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node;
	struct device_node *np_codec;
	struct card *card = &the_card;
	int ret;

	np_codec = of_parse_phandle(np, "audio-codec", 0);
	if (!np_codec)
		return -EINVAL;
	card->dai_link[0].codecs->of_node = np_codec;
	ret = parse_name(card);
	if (ret) {
		of_node_put(np_codec);
		return ret; /* { dg-bogus "refpair" "given back before the error return" } */
	}
	return register_card(&pdev->dev, card);
}

struct platform_driver board_driver = {
	.probe = board_probe,
	.name = "board",
};
struct platform_driver board_driver_puts = {
	.probe = board_probe_puts,
	.name = "board-puts",
};

/* Not a probe: the global keeps the node for whoever uses it next.  */
int board_setup(struct device_node *np)
{
	struct device_node *np_codec = of_parse_phandle(np, "audio-codec", 0);

	if (!np_codec)
		return -EINVAL;
	the_card.dai_link[0].codecs->of_node = np_codec;
	if (parse_name(&the_card))
		return -EIO; /* { dg-bogus "refpair" "stored into the global, not a probe" } */
	return 0;
}
