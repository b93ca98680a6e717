# file: drivers/cpuidle/sysfs.c
# Seed 004 (revert of "cpuidle: Fix three reference count leaks"): the three
# error paths kfree() instead of kobject_put() after kobject_init_and_add().
perl -0pi -e '$n = s/\tkobject_put\(&(\w+)->kobj\);\n(\t+)kfree\(\1\);/$2kfree($1);/g; $n == 3 or exit 1' "$1"
