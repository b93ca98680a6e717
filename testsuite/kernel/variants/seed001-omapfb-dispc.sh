# file: drivers/video/fbdev/omap2/omapfb/dss/dispc.c
# Seed 001 (revert of "omapfb: fix multiple reference count leaks due to
# pm_runtime_get_sync"), recreated by an edit: 6.1 has the kernel's later
# fix (pm_runtime_resume_and_get); the reverted dispc_runtime_get() used
# pm_runtime_get_sync(), warned on failure and kept the usage count.
perl -0pi -e 's/r = pm_runtime_resume_and_get\(&dispc\.pdev->dev\);\n\tif \(WARN_ON\(r < 0\)\)\n\t\treturn r;\n\treturn 0;/r = pm_runtime_get_sync(&dispc.pdev->dev);\n\tWARN_ON(r < 0);\n\treturn r < 0 ? r : 0;/ or exit 1' "$1"
