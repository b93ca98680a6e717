# SPDX-License-Identifier: GPL-3.0-or-later
#
# precision.awk: findings matched to labels by fingerprint (make precision;
# scripts/precision.sh runs it).
#
#   awk -f precision.awk -v out=DIR -v objects=LIST -v units=UNITS \
#       LABELS LIST UNITS FINDINGS.tsv
#
# LABELS: testsuite/kernel/labels-KVER.txt (FINGERPRINT VERDICT CAUSE CHECK
# FILE FUNCTION API OBJECT REASON, tab-separated; # comments).  FINDINGS.tsv:
# refpair-report --format=tsv (FINGERPRINT CHECK FILE LINE FUNCTION API
# OBJECT MESSAGE).  LIST: the objects built, one a line (may be empty).
# UNITS: the names of the findings files without ".HASH.jsonl" (the unit's
# path with "_" for "/"; empty when unknown): a label of a .c file no unit
# of which wrote a findings file is "not built" rather than gone, and counts
# neither in recall nor among the gone.
# Prints the table on stdout and writes into DIR:
#   matched.txt     each labelled finding still reported: VERDICT CAUSE FILE:LINE ...
#   gone.txt        each label whose finding is no longer reported (label lines)
#   notbuilt.txt    each label whose file's unit wrote no findings file
#   unlabelled.txt  each finding no label names, as a label line to complete
#                   (VERDICT "?", CAUSE and REASON "-")
#   uncovered.txt   labels whose file no object of LIST compiles (.c files only)
# Exit status 2 on a malformed label line (named by file and line), else 0.
BEGIN { FS = OFS = "\t"; bad = 0; nchecks = 0; ncauses = 0 }

function addcheck(c) {
	if (!(c in known)) { known[c] = 1; checks[++nchecks] = c }
}
function addcause(c) {
	if (!(c in knowncause)) { knowncause[c] = 1; causes[++ncauses] = c }
}
function ratio(a, b) { return b ? sprintf("%.2f", a / b) : "-" }
# Precision when the U unlabelled findings are unknown: from all of them
# false to all of them real.
function range(rf, fp, u) {
	if (!u) return ratio(rf, rf + fp)
	return ratio(rf, rf + fp + u) "-" ratio(rf + u, rf + fp + u)
}
function row(name, c) {
	printf "%-20s %5d/%-5d %9d %11d %8d %10d %9d %7s %9s %13s\n", name, rf[c], real[c] - rnb[c],
		rgone[c], fpr[c], fgone[c], un[c], nb[c], ratio(rf[c], real[c] - rnb[c]),
		ratio(rf[c], rf[c] + fpr[c]), range(rf[c], fpr[c], un[c])
}
# The findings file name of unit FILE, without its hash (json.c's rule).
function unitname(f) {
	sub(/^(\.\.?\/)+/, "", f); sub(/^\/+/, "", f)
	gsub(/[^A-Za-z0-9.+-]/, "_", f)
	sub(/^\./, "_", f)
	return f
}

FILENAME == ARGV[1] {
	if ($0 ~ /^#/ || $0 ~ /^[ \t]*$/) next
	if (NF != 9 || $1 !~ /^[0-9a-f]+$/ || length($1) != 16 || ($2 != "REAL" && $2 != "FP")) {
		printf "precision: %s:%d: not a label line (FINGERPRINT VERDICT CAUSE CHECK FILE FUNCTION API OBJECT REASON, tab-separated, VERDICT REAL or FP)\n", FILENAME, FNR > "/dev/stderr"
		bad = 1
		next
	}
	if ($1 in verdict) {
		printf "precision: %s:%d: fingerprint %s labelled twice; the first label counts\n", FILENAME, FNR, $1 > "/dev/stderr"
		next
	}
	verdict[$1] = $2; cause[$1] = $3; lcheck[$1] = $4; lfile[$1] = $5; label[$1] = $0
	order[++nlabels] = $1
	next
}
FILENAME == objects {
	if ($0 !~ /^[ \t]*(#|$)/) { o = $1; sub(/\.o$/, ".c", o); built[o] = 1 }
	next
}
FILENAME == units {
	unit[$0] = 1; nunits++
	next
}
{
	# A finding.  refpair-report has already merged the units' copies.
	if ($1 in reported) next
	reported[$1] = 1
	nfind++
	c = $2
	addcheck(c)
	if ($1 in verdict) {
		printf "%s %s %s:%s [refpair-%s] %s: %s\n", verdict[$1], cause[$1], $3, $4, $2, $5, $8 > (out "/matched.txt")
	} else {
		un[c]++; un[""]++
		print $1, "?", "-", $2, $3, $5, $6, $7, "-" > (out "/unlabelled.txt")
	}
}
END {
	if (bad) exit 2
	printf "" > (out "/matched.txt"); printf "" > (out "/unlabelled.txt")
	printf "" > (out "/gone.txt"); printf "" > (out "/uncovered.txt")
	printf "" > (out "/notbuilt.txt")
	for (i = 1; i <= nlabels; i++) {
		f = order[i]; c = lcheck[f]
		addcheck(c)
		notbuilt = !(f in reported) && nunits && lfile[f] ~ /\.c$/ && !(unitname(lfile[f]) in unit)
		if (notbuilt) {
			nb[c]++; nb[""]++
			print label[f] > (out "/notbuilt.txt")
		} else if (!(f in reported))
			print label[f] > (out "/gone.txt")
		if (verdict[f] == "REAL") {
			real[c]++; real[""]++
			if (f in reported) { rf[c]++; rf[""]++ }
			else if (notbuilt) { rnb[c]++; rnb[""]++ }
			else { rgone[c]++; rgone[""]++ }
		} else {
			fpl[c]++; fpl[""]++
			addcause(cause[f])
			fpcl[cause[f]]++
			if (f in reported) { fpr[c]++; fpr[""]++; fpcr[cause[f]]++ }
			else if (notbuilt) fpcnb[cause[f]]++
			else { fgone[c]++; fgone[""]++; fpcg[cause[f]]++ }
		}
		if (lfile[f] ~ /\.c$/ && !(lfile[f] in built)) { print label[f] > (out "/uncovered.txt"); nunc++ }
	}
	# Checks by name, causes by how many FP they label.
	for (i = 2; i <= nchecks; i++)
		for (j = i; j > 1 && checks[j - 1] > checks[j]; j--) {
			t = checks[j]; checks[j] = checks[j - 1]; checks[j - 1] = t
		}
	for (i = 2; i <= ncauses; i++)
		for (j = i; j > 1 && (fpcl[causes[j - 1]] < fpcl[causes[j]] ||
		     (fpcl[causes[j - 1]] == fpcl[causes[j]] && causes[j - 1] > causes[j])); j--) {
			t = causes[j]; causes[j] = causes[j - 1]; causes[j - 1] = t
		}
	printf "%d findings, %d labels (%d REAL, %d FP)\n\n", nfind, nlabels, real[""], fpl[""]
	printf "%-20s %11s %9s %11s %8s %10s %9s %7s %9s %13s\n", "check", "REAL found", "REAL gone",
		"FP reported", "FP gone", "unlabelled", "not built", "recall", "precision", "(unlab. ?)"
	for (i = 1; i <= nchecks; i++)
		if (checks[i] != "") row(checks[i], checks[i])
	row("total", "")
	if (ncauses) {
		printf "\n%-28s %11s %8s %9s\n", "FP by cause", "FP reported", "FP gone", "not built"
		for (i = 1; i <= ncauses; i++)
			printf "%-28s %11d %8d %9d\n", causes[i], fpcr[causes[i]], fpcg[causes[i]], fpcnb[causes[i]]
	}
	printf "\nrecall: labelled REAL still found / labelled REAL (not built left out); precision:\n"
	printf "REAL found / (REAL found + FP reported), labelled findings only; (unlab. ?):\n"
	printf "precision if the unlabelled findings were all FP - all REAL; not built: labels\n"
	printf "of a file whose unit wrote no findings file (notbuilt.txt).\n"
	if (objects != "" && nunc)
		printf "%d labels are in files that no object of the list compiles (uncovered.txt)\n", nunc
}
