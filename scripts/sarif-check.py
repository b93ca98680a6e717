#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# sarif-check.py FILE.sarif [SOURCE-ROOT]: check refpair-report's SARIF.
#
#  1. It validates against testsuite/lib/sarif-2.1.0-subset.schema.json (the
#     SARIF 2.1.0 constraints on what refpair writes; python3-jsonschema).
#  2. Each result's ruleIndex points at the rule its ruleId names.
#  3. With SOURCE-ROOT (where relative paths and SRCROOT resolve, when the
#     run's own SRCROOT is not a readable directory), every region whose
#     file can be read is checked against the line's characters, as the
#     run's columnKind counts them: a location starts a token (not inside
#     an identifier, not white space, not past the end of the line), and a
#     fix deletes a non-empty text that starts and ends a token.
# Prints one line per problem and exits 1 if there is any, else prints a
# summary and exits 0.
import json
import os
import sys
import urllib.parse

try:
    import jsonschema
except ImportError:
    sys.exit("sarif-check: needs python3-jsonschema (apt-get install python3-jsonschema)")

top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
schema_file = os.path.join(top, "testsuite", "lib", "sarif-2.1.0-subset.schema.json")


def ident(c):
    return c.isalnum() or c == "_"


class Checker:
    def __init__(self, log, root):
        self.log = log
        self.root = root
        self.problems = []
        self.regions = 0
        self.lines = {}

    def problem(self, where, text):
        self.problems.append("%s: %s" % (where, text))

    def path(self, run, art):
        uri = art.get("uri", "")
        base = art.get("uriBaseId")
        if uri.startswith("file://"):
            return urllib.parse.unquote(urllib.parse.urlparse(uri).path)
        rel = urllib.parse.unquote(uri)
        if base:
            b = run.get("originalUriBaseIds", {}).get(base, {}).get("uri", "")
            bpath = urllib.parse.unquote(urllib.parse.urlparse(b).path)
            if bpath and os.path.isdir(bpath):
                return os.path.join(bpath, rel)
        return os.path.join(self.root, rel) if self.root else None

    def line(self, path, n):
        if path not in self.lines:
            try:
                with open(path, encoding="utf-8", errors="surrogateescape") as f:
                    self.lines[path] = f.read().split("\n")
            except OSError:
                self.lines[path] = None
        text = self.lines[path]
        if text is None or n < 1 or n > len(text):
            return None
        return text[n - 1]

    def location(self, run, where, phys):
        reg = phys.get("region", {})
        if "startColumn" not in reg:
            return
        path = self.path(run, phys.get("artifactLocation", {}))
        line = self.line(path, reg["startLine"]) if path else None
        if line is None:
            return
        self.regions += 1
        c = reg["startColumn"]
        if c > len(line) or line[c - 1].isspace():
            self.problem(where, "column %d is not on a token of line %d: %r" % (c, reg["startLine"], line))
        elif c > 1 and ident(line[c - 2]) and ident(line[c - 1]):
            self.problem(where, "column %d is inside an identifier of line %d: %r" % (c, reg["startLine"], line))

    def fix(self, run, where, change):
        path = self.path(run, change["artifactLocation"])
        for r in change["replacements"]:
            reg = r["deletedRegion"]
            if reg.get("endLine", reg.get("startLine")) != reg.get("startLine"):
                continue
            line = self.line(path, reg["startLine"]) if path else None
            if line is None:
                continue
            self.regions += 1
            s, e = reg["startColumn"], reg["endColumn"]
            old = line[s - 1:e - 1]
            if (not old or e - 1 > len(line) or old[0].isspace() or old[-1].isspace()
                    or (s > 1 and ident(line[s - 2]) and ident(old[0]))
                    or (e - 1 < len(line) and ident(line[e - 1]) and ident(old[-1]))):
                self.problem(where, "fix deletes %r of line %d: %r" % (old, reg["startLine"], line))

    def check(self):
        validator = jsonschema.Draft7Validator(json.load(open(schema_file)))
        for err in sorted(validator.iter_errors(self.log), key=lambda e: list(e.path)):
            self.problem("/" + "/".join(str(p) for p in err.path), "schema: " + err.message)
        if self.problems:
            return
        for i, run in enumerate(self.log["runs"]):
            rules = run["tool"]["driver"].get("rules", [])
            for j, res in enumerate(run.get("results", [])):
                where = "runs[%d].results[%d]" % (i, j)
                k = res.get("ruleIndex")
                if k is not None and (k >= len(rules) or rules[k]["id"] != res.get("ruleId")):
                    self.problem(where, "ruleIndex %d does not name rule %r" % (k, res.get("ruleId")))
                for loc in res.get("locations", []):
                    if "physicalLocation" in loc:
                        self.location(run, where, loc["physicalLocation"])
                for cf in res.get("codeFlows", []):
                    for tf in cf["threadFlows"]:
                        for tl in tf["locations"]:
                            phys = tl.get("location", {}).get("physicalLocation")
                            if phys:
                                self.location(run, where + " (path)", phys)
                for fx in res.get("fixes", []):
                    for ch in fx["artifactChanges"]:
                        self.fix(run, where + " (fix)", ch)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: sarif-check.py FILE.sarif [SOURCE-ROOT]")
    with open(sys.argv[1], encoding="utf-8") as f:
        log = json.load(f)
    c = Checker(log, sys.argv[2] if len(sys.argv) == 3 else None)
    c.check()
    for p in c.problems:
        print("sarif-check: %s: %s" % (sys.argv[1], p))
    if c.problems:
        sys.exit(1)
    n = sum(len(r.get("results", [])) for r in log["runs"])
    print("sarif-check: %s: valid SARIF 2.1.0, %d results, %d regions checked against the source"
          % (sys.argv[1], n, c.regions))


main()
