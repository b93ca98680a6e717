# file: drivers/video/fbdev/omap2/omapfb/dss/hdmi4.c
# Seed 001, hdmi4's reverted form: WARN_ON(r < 0); if (r < 0) return r;
# after pm_runtime_get_sync(), without a put.
perl -0pi -e 's/r = pm_runtime_resume_and_get\(&hdmi\.pdev->dev\);\n\tif \(WARN_ON\(r < 0\)\)\n\t\treturn r;/r = pm_runtime_get_sync(&hdmi.pdev->dev);\n\tWARN_ON(r < 0);\n\tif (r < 0)\n\t\treturn r;/ or exit 1' "$1"
