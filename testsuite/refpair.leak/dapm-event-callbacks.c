/* An ASoC DAPM widget's .event handles both power-up and power-down.  The
   DAPM core only logs a failed power-up event (dapm_seq_check_event()):
   the widget counts as powered, and the power-down event that follows
   gives back what the power-up took.  So a power-up that enables the
   platform clock and then fails to set up the codec's PLL leaves the
   clock to the power-down: not a leak.  The role comes from the static
   widget table and the database's "callback" line (annotations/
   pm_ops.api, role power-event); the same body that no widget stores is
   checked as any function, and so is a helper the event calls.  */
/* { dg-options "-O2" } */

#include <linux/clk.h>
#include <linux/device.h>
#include <sound/soc-dapm.h>

struct board {
	struct clk *mclk;
};

int set_pll(struct snd_soc_dapm_context *dapm, int rate);
int set_sysclk(struct snd_soc_dapm_context *dapm, int source);

static int platform_clock_control(struct snd_soc_dapm_widget *w,
				  struct snd_kcontrol *k, int event)
{
	struct board *b = w->dapm->card_drvdata;
	int ret;

	if (SND_SOC_DAPM_EVENT_ON(event)) {
		ret = clk_prepare_enable(b->mclk);
		if (ret < 0)
			return ret;
		ret = set_pll(w->dapm, 48000);
	} else {
		ret = set_sysclk(w->dapm, 0);
		if (!ret)
			clk_disable_unprepare(b->mclk);
	}
	if (ret < 0)
		return ret;			/* { dg-bogus "not released" } */
	return 0;
}

static const struct snd_soc_dapm_widget board_widgets[] = {
	SND_SOC_DAPM_SUPPLY("Platform Clock", -1, 0, 0, platform_clock_control,
			    SND_SOC_DAPM_PRE_PMU | SND_SOC_DAPM_POST_PMD),
};

const struct snd_soc_dapm_widget *board_table(void)
{
	return board_widgets;
}

/* No widget stores this one: its caller sees the error.  */
int clock_on(struct board *b, struct snd_soc_dapm_context *dapm)
{
	int ret;

	ret = clk_prepare_enable(b->mclk);	/* { dg-message "taken here" } */
	if (ret < 0)
		return ret;
	ret = set_pll(dapm, 48000);
	if (ret < 0)				/* { dg-message "error branch taken here" } */
		return ret;			/* { dg-warning "reference to 'b->mclk' taken by 'clk_prepare_enable' is not released on this error path" } */
					/* { dg-message "returns here without 'clk_disable_unprepare'" "" { target *-*-* } .-1 } */
	return 0;
}
