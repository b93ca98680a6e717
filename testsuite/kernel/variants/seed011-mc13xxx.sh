# file: drivers/rtc/rtc-mc13xxx.c
# Seed 011 (revert of "rtc: mc13xxx: fix a double-unlock issue"): without
# the re-lock before "goto err_irq_request", that label unlocks twice.
perl -0pi -e 's/\t\tmc13xxx_lock\(mc13xxx\);\n(\t\tgoto err_irq_request;\n\t\}\n\n\treturn 0;)/$1/ or exit 1' "$1"
