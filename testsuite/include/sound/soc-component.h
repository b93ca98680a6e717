/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ASoC components (written for the tests). */
#ifndef TEST_SOUND_SOC_COMPONENT_H
#define TEST_SOUND_SOC_COMPONENT_H
struct snd_soc_component {
	struct device *dev;
	void *drvdata;
};
struct snd_soc_component_driver {
	const char *name;
	int (*probe)(struct snd_soc_component *component);
	int (*suspend)(struct snd_soc_component *component);
	int (*resume)(struct snd_soc_component *component);
};
#endif
