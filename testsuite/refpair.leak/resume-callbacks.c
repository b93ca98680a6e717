/* A system-sleep resume callback (dev_pm_ops .resume, .thaw, .restore and
   their _early/_noirq forms, an ASoC component's .resume) whose failure the
   PM core only logs: the device counts as resumed, and what the callback
   enabled before failing is the next suspend's to give back (giving it back
   on the error path would make that suspend's disable unbalanced).  Its error
   returns are not leaks.  A runtime resume is different: a failed one leaves
   the device suspended and no runtime suspend follows, so its error returns
   must give back what it took, and a function that is both (the same
   function in the system-sleep and the runtime members) is checked as a
   runtime resume.  The roles come from the static objects of the unit and
   the database's "callback" lines (annotations/pm_ops.api).  */
#include <linux/device.h>
#include <linux/pm.h>
#include <linux/regulator/consumer.h>
#include <sound/soc-component.h>

struct chip {
	struct regulator *vdd;
	int state;
};

struct chip *dev_chip(struct device *dev);
int chip_init(struct chip *chip);

static int chip_suspend(struct device *dev)
{
	return regulator_disable(dev_chip(dev)->vdd);
}

/* System sleep only.  */
static int chip_resume(struct device *dev)
{
	struct chip *chip = dev_chip(dev);
	int ret = regulator_enable(chip->vdd);

	if (ret)
		return ret;
	ret = chip_init(chip);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the next suspend disables vdd" } */
	return 0;
}

static DEFINE_SIMPLE_DEV_PM_OPS(chip_pm_ops, chip_suspend, chip_resume);

/* Runtime only.  */
static int chip_runtime_resume(struct device *dev)
{
	struct chip *chip = dev_chip(dev);
	int ret = regulator_enable(chip->vdd); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = chip_init(chip);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'chip->vdd' taken by 'regulator_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'regulator_disable'" "" { target *-*-* } .-1 } */
	return 0;
}

static DEFINE_RUNTIME_DEV_PM_OPS(chip_rpm_ops, chip_suspend, chip_runtime_resume, NULL);

/* Both: checked as a runtime resume.  */
static int both_resume(struct device *dev)
{
	struct chip *chip = dev_chip(dev);
	int ret = regulator_enable(chip->vdd); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = chip_init(chip);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'chip->vdd' taken by 'regulator_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'regulator_disable'" "" { target *-*-* } .-1 } */
	return 0;
}

static const struct dev_pm_ops both_pm_ops = {
	SYSTEM_SLEEP_PM_OPS(chip_suspend, both_resume)
	RUNTIME_PM_OPS(chip_suspend, both_resume, NULL)
};

/* A resume-like function that no callback member holds keeps the rule.  */
int chip_power_up(struct device *dev)
{
	struct chip *chip = dev_chip(dev);
	int ret = regulator_enable(chip->vdd); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = chip_init(chip);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'chip->vdd' taken by 'regulator_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'regulator_disable'" "" { target *-*-* } .-1 } */
	return 0;
}

/* An ASoC component's resume: snd_soc_component_resume() ignores its
   result and counts the component as resumed.  */
static int codec_resume(struct snd_soc_component *component)
{
	struct chip *chip = component->drvdata;
	int ret = regulator_enable(chip->vdd);

	if (ret)
		return ret;
	ret = chip_init(chip);
	if (ret)
		return ret; /* { dg-bogus "refpair" "the component's next suspend disables vdd" } */
	return 0;
}

/* A component's .probe is no resume.  */
static int codec_probe(struct snd_soc_component *component)
{
	struct chip *chip = component->drvdata;
	int ret = regulator_enable(chip->vdd); /* { dg-message "taken here" } */

	if (ret)
		return ret;
	ret = chip_init(chip);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'chip->vdd' taken by 'regulator_enable' is not released on this error path" } */
	/* { dg-message "returns here without 'regulator_disable'" "" { target *-*-* } .-1 } */
	return 0;
}

static const struct snd_soc_component_driver codec_driver = {
	.name = "codec",
	.probe = codec_probe,
	.resume = codec_resume,
};

const void *ops[] = { &chip_pm_ops, &chip_rpm_ops, &both_pm_ops, &codec_driver };
