# file: drivers/gpu/drm/radeon/radeon_connectors.c
# Seed 002 (revert of "drm/radeon: fix multiple reference count leak"):
# the detect functions return after a failed pm_runtime_get_sync() without
# pm_runtime_put_autosuspend().
perl -0pi -e '$n = s/(if \(r < 0\)) \{\n\t+pm_runtime_put_autosuspend\(connector->dev->dev\);\n(\t+return connector_status_disconnected;\n)\t+\}\n/$1\n$2/g; $n == 5 or exit 1' "$1"
