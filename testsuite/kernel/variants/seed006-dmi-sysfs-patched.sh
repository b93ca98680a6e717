# file: drivers/firmware/dmi-sysfs.c
# Seed 006's patch ("firmware: dmi-sysfs: Add clean-up operations to fix
# refcount leak"): kobject_put() before "goto out_free", whose label
# kfree()s the same object that the put's release already freed.
perl -0pi -e 's/(\t\t\t\t   "system_event_log"\);\n)\tif \(ret\)\n\t\tgoto out_free;/$1\tif (ret) {\n\t\tkobject_put(entry->child);\n\t\tgoto out_free;\n\t}/ or exit 1' "$1"
