# file: drivers/rapidio/devices/rio_mport_cdev.c
# Seed 009 ("rapidio: fix get device imbalance on error"), the code before
# the patch: mport_cdev_open() returns -ENOMEM after kfifo_alloc() fails
# without put_device().
perl -0pi -e 's/(if \(ret < 0\) \{\n)\t\tput_device\(&chdev->dev\);\n(\t\tdev_err\(&chdev->dev, DRV_NAME ": kfifo_alloc failed)/$1$2/ or exit 1' "$1"
