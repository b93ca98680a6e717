/* A flag bit of a local that a call fills ("regmap_read(map, reg, &val)")
   tested before the get and again before the put is one value: the put
   pairs with the get.  A second call that gets the local's address fills
   it anew, every field of it, so a test after that call says nothing
   about the get.  */
#include <linux/device.h>
#include <linux/pm_runtime.h>

#define DIR_OUT 0x4
struct regmap;
struct chip {
	struct device *parent;
};
struct info {
	int id;
	unsigned int flags;	/* not at offset 0 */
};
int regmap_read(struct regmap *map, unsigned int reg, unsigned int *val);
int regmap_update_bits(struct regmap *map, unsigned int reg, unsigned int mask,
		       unsigned int val);
int read_info(struct regmap *map, struct info *info);
_Bool line_is_persistent(struct chip *chip, unsigned int offset);

int out_param_twice(struct chip *chip, struct regmap *map, unsigned int offset, int value)
{
	_Bool persistent = line_is_persistent(chip, offset);
	unsigned int val;
	int ret;

	ret = regmap_read(map, 0x10 + offset, &val);
	if (ret < 0)
		return ret;
	if ((val & DIR_OUT) && persistent) {
		ret = pm_runtime_get_sync(chip->parent);
		if (ret < 0) {
			pm_runtime_put(chip->parent);
			return ret;
		}
	}
	ret = regmap_update_bits(map, 0x10 + offset, 6, value ? 2 : 0);
	if (ret < 0 && (val & DIR_OUT) && persistent)
		pm_runtime_put_autosuspend(chip->parent);
	return ret; /* { dg-bogus "refpair" } */
}

int struct_field_twice(struct chip *chip, struct regmap *map)
{
	struct info info;
	int ret;

	ret = read_info(map, &info);
	if (ret)
		return ret;
	if (info.flags & DIR_OUT) {
		ret = pm_runtime_resume_and_get(chip->parent);
		if (ret < 0)
			return ret;
	}
	ret = regmap_update_bits(map, 0x20, 6, 2);
	if (ret < 0) {
		if (info.flags & DIR_OUT)
			pm_runtime_put(chip->parent);
		return ret; /* { dg-bogus "refpair" } */
	}
	return 0;
}

/* The local is read again between the two tests: the bit may be clear
   now although the get was taken.  */
int out_param_reread(struct chip *chip, struct regmap *map, unsigned int offset)
{
	unsigned int val;
	int ret;

	ret = regmap_read(map, 0x10 + offset, &val);
	if (ret < 0)
		return ret;
	if (val & DIR_OUT) {
		ret = pm_runtime_resume_and_get(chip->parent); /* { dg-message "taken here" } */
		if (ret < 0)
			return ret;
	}
	ret = regmap_read(map, 0x30 + offset, &val);
	if (ret < 0 && (val & DIR_OUT)) /* { dg-message "error branch taken here, where 'ret' is negative" } */
		pm_runtime_put(chip->parent);
	return ret; /* { dg-warning "reference to 'chip->parent' taken by 'pm_runtime_resume_and_get' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
}

/* The same with a field that is not the first of the structure.  */
int struct_field_reread(struct chip *chip, struct regmap *map)
{
	struct info info;
	int ret;

	ret = read_info(map, &info);
	if (ret)
		return ret;
	if (info.flags & DIR_OUT) {
		ret = pm_runtime_resume_and_get(chip->parent); /* { dg-message "taken here" } */
		if (ret < 0)
			return ret;
	}
	ret = read_info(map, &info);
	if (ret < 0) { /* { dg-message "error branch taken here, where 'ret' is negative" } */
		if (info.flags & DIR_OUT)
			pm_runtime_put(chip->parent);
		return ret; /* { dg-warning "reference to 'chip->parent' taken by 'pm_runtime_resume_and_get' is not released on this error path" } */
		/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	}
	if (info.flags & DIR_OUT)
		pm_runtime_put(chip->parent);
	return 0;
}
