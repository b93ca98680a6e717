# file: drivers/md/raid10.c
# Seed 005 (revert of "md: Fix failed allocation of md_register_thread"):
# raid10_run() stores the reshape thread and returns success untested.
perl -0pi -e 's/(mddev->sync_thread = md_register_thread\(md_do_sync, mddev,\n\t+"reshape"\);\n)\t\tif \(!mddev->sync_thread\)\n\t\t\tgoto out_free_conf;\n/$1/ or exit 1' "$1"
