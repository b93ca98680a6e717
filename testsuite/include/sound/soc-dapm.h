/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ASoC DAPM widgets (written for the tests). */
#ifndef TEST_SOUND_SOC_DAPM_H
#define TEST_SOUND_SOC_DAPM_H
struct snd_kcontrol;
struct snd_soc_dapm_context {
	struct device *dev;
	void *card_drvdata;
};
struct snd_soc_dapm_widget {
	const char *name;
	int id;
	struct snd_soc_dapm_context *dapm;
	int (*event)(struct snd_soc_dapm_widget *w, struct snd_kcontrol *k, int event);
	unsigned short event_flags;
};
#define SND_SOC_DAPM_PRE_PMU	0x1
#define SND_SOC_DAPM_POST_PMU	0x2
#define SND_SOC_DAPM_PRE_PMD	0x4
#define SND_SOC_DAPM_POST_PMD	0x8
#define SND_SOC_DAPM_EVENT_ON(e) ((e) & (SND_SOC_DAPM_PRE_PMU | SND_SOC_DAPM_POST_PMU))
#define SND_SOC_DAPM_SUPPLY(wname, wreg, wshift, winvert, wevent, wflags) \
	{ .name = wname, .id = 1, .event = wevent, .event_flags = wflags }
#endif
