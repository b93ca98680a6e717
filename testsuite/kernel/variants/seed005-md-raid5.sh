# file: drivers/md/raid5.c
# Seed 005, raid5_run()'s hunk.
perl -0pi -e 's/(mddev->sync_thread = md_register_thread\(md_do_sync, mddev,\n\t+"reshape"\);\n)\t\tif \(!mddev->sync_thread\)\n\t\t\tgoto abort;\n/$1/ or exit 1' "$1"
