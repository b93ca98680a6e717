# file: drivers/mtd/maps/ck804xrom.c
# Seed 010 ("mtd: ck804xrom: fix missing pci device put in error paths"),
# applied: a pci_dev_put(pdev) before each of the three "goto out" (6.1
# has no braces around the second; the edit adds them).  6.1 is balanced:
# out: calls ck804xrom_cleanup(window), which puts window->pdev, the same
# device through pci_dev_get()'s return.  The patch puts it twice; refpair
# knows the helper from its summary.
perl -0pi -e '
	$n = s/(\n(\t+))goto out;/$1pci_dev_put(pdev);$1goto out;/g;
	$n += s/(\n(\t+)if \(!map\))(\n\t+pci_dev_put\(pdev\);\n\t+goto out;)/$1 {$3\n$2}/;
	$n == 4 or exit 1' "$1"
