/* A "pure" function of the database (pci_irq_vector, regmap_get_device)
   names one object for the same arguments: the irq number requested
   through one call is the one freed through another, and so is the device
   of one register map.  */
#include <linux/interrupt.h>
#include <linux/pci.h>
#include <linux/pm_runtime.h>

int pci_irq_vector(struct pci_dev *dev, unsigned int nr);
irqreturn_t misc_handler(int irq, void *data);
int hw_start(struct pci_dev *pdev);

int misc_irq_setup(struct pci_dev *pdev, void *data)
{
	int err;

	err = request_irq(pci_irq_vector(pdev, 0), misc_handler, 0, "misc", data);
	if (err)
		return err;
	err = hw_start(pdev);
	if (err)
		goto free; /* { dg-bogus "refpair" } */
	return 0;
free:
	free_irq(pci_irq_vector(pdev, 0), data);
	return err;
}

/* Another vector is freed: vector 0 is still requested.  */
int misc_irq_setup_wrong(struct pci_dev *pdev, void *data)
{
	int err;

	err = request_irq(pci_irq_vector(pdev, 0), misc_handler, 0, "misc", data); /* { dg-message "taken here" } */
	if (err)
		return err;
	err = hw_start(pdev);
	if (err) /* { dg-message "error branch taken here" } */
		goto free; /* { dg-warning "reference to 'pci_irq_vector\\\(pdev, 0\\\)' taken by 'request_irq' is not released on this error path" } */
	return 0;
free:
	free_irq(pci_irq_vector(pdev, 1), data);
	return err; /* { dg-message "returns here without 'free_irq'" } */
}

struct regmap;
struct device *regmap_get_device(struct regmap *map);
int regmap_bulk_read(struct regmap *map, unsigned int reg, void *val, unsigned int count);
struct sensor {
	struct regmap *regmap;
	struct regmap *other;
};

int sensor_read(struct sensor *data, void *buf)
{
	int ret = pm_runtime_resume_and_get(regmap_get_device(data->regmap));

	if (ret < 0)
		return ret;
	ret = regmap_bulk_read(data->regmap, 0x80, buf, 2);
	pm_runtime_put_autosuspend(regmap_get_device(data->regmap));
	if (ret)
		return ret; /* { dg-bogus "refpair" } */
	return 0;
}

/* The device of another map is given back.  */
int sensor_read_wrong(struct sensor *data, void *buf)
{
	int ret = pm_runtime_resume_and_get(regmap_get_device(data->regmap)); /* { dg-message "taken here" } */

	if (ret < 0)
		return ret;
	ret = regmap_bulk_read(data->regmap, 0x80, buf, 2);
	pm_runtime_put_autosuspend(regmap_get_device(data->other));
	if (ret) /* { dg-message "error branch taken here" } */
		return ret; /* { dg-warning "reference to 'regmap_get_device\\\(data->regmap\\\)' taken by 'pm_runtime_resume_and_get' is not released on this error path" } */
	/* { dg-message "returns here without 'pm_runtime_put'" "" { target *-*-* } .-1 } */
	return 0;
}
