# file: drivers/edac/edac_pci_sysfs.c
# Seed 003's second hunk (revert of "EDAC: Fix reference count leaks"): the
# error label kfree()s the kobject that kobject_init_and_add() initialised.
perl -0pi -e 's/(kobject_init_and_add_fail:\n)\tkobject_put\(edac_pci_top_main_kobj\);/$1\tkfree(edac_pci_top_main_kobj);/ or exit 1' "$1"
