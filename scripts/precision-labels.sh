#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# precision-labels.sh KVER EXPECTED TSV: the labelled corpus of make
# precision (testsuite/kernel/labels-KVER.txt) from a triaged findings list
# of the kernel harness and the findings of a build of its objects.
#
#   EXPECTED  testsuite/kernel/findings.expected or findings-6.12.expected:
#             FILE:LINE [refpair-CHECK] FUNCTION: MESSAGE, each under a
#             comment "# REAL: reason", "# REAL (latent): reason" or
#             "# FP (cause): reason"
#   TSV       refpair-report --format=tsv of the findings directory that
#             check-kernel wrote (build/kernel/findings, ...): "-" for stdin;
#             several runs may be concatenated (a fingerprint counts once)
#
# A finding of EXPECTED is the finding of TSV with the same file, line,
# check, function and message; its label line takes the fingerprint, API
# and object from TSV and the verdict, cause and reason from EXPECTED.  A
# triaged finding that the build did not write is kept as a comment
# ("# no fingerprint: ..."), and a finding of TSV that EXPECTED does not
# triage is named on stderr; either makes the exit status 1.  The labels go
# to stdout; the format is in the header this writes.
set -eu
export LC_ALL=C
[ $# -eq 3 ] || { echo "usage: precision-labels.sh KVER EXPECTED TSV" >&2; exit 2; }
kver=$1
expected=$2
tsv=$3

cat <<EOF
# Labelled findings of refpair on Linux $kver (make precision KVER=$kver), one line
# each, fields separated by one tab:
#   FINGERPRINT VERDICT CAUSE CHECK FILE FUNCTION API OBJECT REASON
# FINGERPRINT is the finding's "fingerprint" (16 hex digits; refpair-report
# --format=tsv and the findings files give it), VERDICT REAL or FP, CAUSE the
# class of a false positive (for REAL: "-" or a qualifier such as latent),
# CHECK to OBJECT as in the findings file ("-" when empty, for information:
# only the fingerprint is matched), REASON one line of triage.
# Adding a newly triaged finding by hand: make precision writes each finding no
# label names to build/precision/KVER/unlabelled.txt as a line of this format
# with VERDICT "?" and CAUSE and REASON "-"; set VERDICT, CAUSE and REASON and
# append the line here.  A label whose finding is gone stays: it counts as
# "no longer reported".
# First written by scripts/precision-labels.sh from the triage of
# testsuite/kernel/$(basename "$expected") and the fingerprints of make check-kernel.
EOF

# The awk program reads TSV first (NR == FNR), then EXPECTED.
{ if [ "$tsv" = - ]; then cat; else cat "$tsv"; fi; } | awk -F '\t' -v OFS='\t' -v expected="$expected" '
function verdict(line) {
	# "# REAL: r", "# REAL (q): r", "# FP (cause): r"; anything else is no triage.
	if (!match(line, /^# (REAL|FP)( \([^)]*\))?: /))
		return 0
	v = substr(line, 3, RLENGTH - 4)
	reason = substr(line, RLENGTH + 1)
	cause = "-"
	if (v ~ /\(/) {
		cause = v; sub(/^[A-Z]+ \(/, "", cause); sub(/\)$/, "", cause)
		sub(/ .*/, "", v)
	}
	return 1
}
NR == FNR {
	if ($1 in dup) next
	dup[$1] = 1
	key = $3 ":" $4 " [refpair-" $2 "] " $5 ": " $8
	n[key]++
	fp[key, n[key]] = $1
	rest[key, n[key]] = $2 OFS $3 OFS $5 OFS $6 OFS $7
	order[++nkeys] = key
	next
}
END {
	status = 0
	triaged = 0
	while ((getline line < expected) > 0) {
		if (line ~ /^[[:space:]]*$/) { triaged = 0; continue }
		if (line ~ /^#/) {
			if (verdict(line)) { triaged = 1; tv = v; tc = cause; tr = reason }
			else triaged = 0
			continue
		}
		if (!triaged) {
			printf "precision-labels: %s: untriaged: %s\n", expected, line > "/dev/stderr"
			status = 1
			continue
		}
		triaged = 0
		seen[line] = 1
		if (!(line in n)) {
			printf "precision-labels: no finding in the build for: %s\n", line > "/dev/stderr"
			print "# no fingerprint: " tv " (" tc "): " line ": " tr
			status = 1
			continue
		}
		for (i = 1; i <= n[line]; i++)
			print fp[line, i], tv, tc, rest[line, i], tr
	}
	for (k = 1; k <= nkeys; k++)
		if (!(order[k] in seen)) {
			printf "precision-labels: not triaged in %s: %s\n", expected, order[k] > "/dev/stderr"
			status = 1
		}
	exit status
}'
