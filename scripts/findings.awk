# SPDX-License-Identifier: GPL-3.0-or-later
#
# findings.awk: refpair's warnings in compiler output, one line each:
#   FILE:LINE [CHECK] FUNCTION: MESSAGE
# (the kernel harness's findings format; pipe through "sort -u").
/: In function / { fn = $0; sub(/.*In function ./, "", fn); sub(/.:$/, "", fn); next }
/: warning: .*\[refpair-[a-z-]*\]$/ {
	loc = $0; sub(/: warning: .*/, "", loc); sub(/:[0-9]+$/, "", loc)
	msg = $0; sub(/.*: warning: /, "", msg)
	chk = msg; sub(/.*\[/, "[", chk)
	sub(/ \[refpair-[a-z-]*\]$/, "", msg)
	print loc " " chk " " fn ": " msg
}
