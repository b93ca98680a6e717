# file: drivers/crypto/cavium/nitrox/nitrox_main.c
# Seed 007 ("crypto: cavium/nitrox: add an error message ..."): a dev_err()
# on the pci_request_mem_regions() failure path; both versions are correct.
perl -0pi -e 's/(err = pci_request_mem_regions\(pdev, nitrox_driver_name\);\n\tif \(err\))\n\t\tgoto flr_fail;/$1 {\n\t\tdev_err(&pdev->dev, "Failed to request mem regions!\\n");\n\t\tgoto flr_fail;\n\t}/ or exit 1' "$1"
