# file: drivers/edac/edac_device_sysfs.c
# Seed 003 (revert of "EDAC: Fix reference count leaks"): the error label
# of edac_device_register_sysfs_main_kobj() no longer puts the kobject that
# kobject_init_and_add() initialised.
perl -0pi -e 's/(err_kobj_reg:\n)\tkobject_put\(&edac_dev->kobj\);\n/$1/ or exit 1' "$1"
