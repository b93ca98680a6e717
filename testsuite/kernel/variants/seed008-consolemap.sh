# file: drivers/tty/vt/consolemap.c
# Seed 008 ("tty/vt: fix a memory leak in con_insert_unipair"): the "fix"
# frees the directory when the row allocation fails, while
# p->uni_pgdir[n] still points to it.
perl -0pi -e 's/(row = dir\[n\] = kmalloc_array\(UNI_ROW_GLYPHS, sizeof\(\*row\),\n\t+GFP_KERNEL\);\n)\t\tif \(!row\)\n\t\t\treturn -ENOMEM;/$1\t\tif (!row) {\n\t\t\tkfree(dir);\n\t\t\treturn -ENOMEM;\n\t\t}/ or exit 1' "$1"
