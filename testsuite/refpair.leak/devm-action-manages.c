/* A devres action registered before the references it undoes: after
   "devm_add_action_or_reset(dev, chip_off, chip)", where chip_off()
   disables chip->vdd and chip->vio, enabling them owes no disable on the
   error paths: devres calls chip_off(chip) when the probe fails or the
   device goes (the database's action=arg2; the action's summary says what
   it gives back).  What the action does not give back still leaks.  */
/* { dg-options "-O2" } */
#include <linux/device.h>
#include <linux/regulator/consumer.h>

struct chip {
	struct device *dev;
	struct regulator *vdd, *vio, *vref;
};

int chip_init(struct chip *chip);

static void chip_off(void *data)
{
	struct chip *chip = data;

	regulator_disable(chip->vio);
	regulator_disable(chip->vdd);
}

int chip_probe(struct chip *chip)
{
	int ret;

	ret = devm_add_action_or_reset(chip->dev, chip_off, chip);
	if (ret)
		return ret;
	ret = regulator_enable(chip->vdd);
	if (ret)
		return ret;
	ret = regulator_enable(chip->vio);
	if (ret)
		return ret; /* { dg-bogus "refpair" "chip_off disables vdd" } */
	ret = chip_init(chip);
	if (ret)
		return ret; /* { dg-bogus "refpair" "chip_off disables vdd and vio" } */
	return 0;
}

/* vref is not the action's.  */
int chip_probe_vref(struct chip *chip)
{
	int ret;

	ret = devm_add_action_or_reset(chip->dev, chip_off, chip);
	if (ret)
		return ret;
	ret = regulator_enable(chip->vref); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = chip_init(chip);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'regulator_disable'" "" { target *-*-* } .-1 } */
	return 0;
}

/* An action that tests before it disables (a flag of the driver's) gives
   vdd back where it is held, as a teardown helper that tests what it undoes
   does ("release arg1->8 if-held", refpair.summaries/release-if-held.c).  */
int chip_state(struct chip *chip);

static void chip_off_if_on(void *data)
{
	struct chip *chip = data;

	if (chip_state(chip))
		regulator_disable(chip->vdd);
}

int chip_probe_if_on(struct chip *chip)
{
	int ret;

	ret = devm_add_action_or_reset(chip->dev, chip_off_if_on, chip);
	if (ret)
		return ret;
	ret = regulator_enable(chip->vdd);
	if (ret)
		return ret;
	ret = chip_init(chip);
	if (ret)
		return ret; /* { dg-bogus "refpair" "chip_off_if_on disables vdd where it is on" } */
	return 0;
}

/* The action registered on another object's behalf (a second chip) does
   not manage this one's supplies.  */
int chip_probe_other(struct chip *chip, struct chip *peer)
{
	int ret;

	ret = devm_add_action_or_reset(chip->dev, chip_off, peer);
	if (ret)
		return ret;
	ret = regulator_enable(chip->vdd); /* { dg-message "taken here" } */
	if (ret)
		return ret;
	ret = chip_init(chip);
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "not released on this error path" } */
	/* { dg-message "returns here without 'regulator_disable'" "" { target *-*-* } .-1 } */
	return 0;
}
