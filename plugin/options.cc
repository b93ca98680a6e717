/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * options.cc: the plugin's arguments, -fplugin-arg-refpair-KEY[=VALUE].
 *
 * GCC hands them over as (key, value) pairs, value NULL when there is no
 * '='.  A repeated key arrives once per use; list values use ',' or ':'
 * because GCC cuts a value at a second '='.  Unknown keys and bad values are
 * errors that name the key.  rp_help_text() is what "gcc -v --help" shows.
 */
#include "gcc-compat.h"
#include "refpair.h"

#include <sys/stat.h>

#include <stdlib.h>
#include <string.h>

struct rp_options rp_opts;

/* The default per-function budget: (block, state) pairs explored.  10000
   keeps the costliest kernel object measured (drivers/md/raid10.c, four
   functions cut) under +5 % of its compile time; at 20000 it took +8-11 %
   and no finding of make check-kernel needed more than 10000.  */
#define RP_DEFAULT_MAX_STATES 10000

struct rp_key {
	const char *key;
	const char *arg;	/* NULL: takes no value */
	const char *help;
};

static const struct rp_key rp_keys[] = {
	{ "disable", NULL,
	  "do not analyse this translation unit (as the kernel's DISABLE_*_PLUGIN)" },
	{ "db", "PATH[:PATH...]",
	  "also read these .api files or directories of them, after the bundled "
	  "kernel database; later entries for a function replace earlier ones" },
	{ "no-default-db", NULL, "do not read the bundled kernel database" },
	{ "checks", "LIST",
	  "checks to run: names separated by ',' (only those) or '-name' (all "
	  "but those); 'all' selects every check" },
	{ "families", "LIST",
	  "API families to use, in the same form as checks=" },
	{ "max-states", "N",
	  "analysis budget per function, in (block, state) pairs; past it refpair "
	  "says so in a note and reports only what it is sure of (default 10000)" },
	{ "stats", "FILE",
	  "append one line per translation unit to FILE: functions seen, analysed "
	  "and cut by the budget, states explored, CPU seconds spent by refpair" },
	{ "summaries-out", "DIR",
	  "write the summaries of this unit's non-static functions (what they "
	  "acquire and release) to DIR as a .api file, for refpair-summaries to "
	  "merge into a database for a second build" },
	{ "findings", "DIR",
	  "also write this unit's findings to DIR (created if missing) as a JSON "
	  "Lines file, one object per finding with a fingerprint that survives "
	  "line shifts, for refpair-report" },
	{ "no-summaries", NULL,
	  "do not use what functions of the same unit acquire and release at "
	  "their call sites: only the databases and attributes" },
	{ "severity", "warning|note",
	  "report findings as warnings (default) or as notes, which -Werror and "
	  "CONFIG_WERROR leave alone" },
};

/* Report a bad value for KEY.  EXPECTED is printed as it is, through %s:
   plain words, no GCC quoting codes (a value that needs quotes has its own
   error call, as severity= does).  */
static void rp_bad_value(const char *key, const char *value, const char *expected)
{
	error("invalid value %qs for %<-fplugin-arg-refpair-%s%>; expected %s",
	      value, key, expected);
}

/* Split a list VALUE (',' or ':' separated) into OUT, appending to *N.  */
static bool rp_split_list(const char *key, const char *value, const char **out, int *n)
{
	const char *s = value;

	while (*s) {
		size_t len = strcspn(s, ",:");

		if (len == 0) {
			rp_bad_value(key, value, "a list without empty items");
			return false;
		}
		if (*n >= RP_MAX_LIST) {
			error("too many items in %<-fplugin-arg-refpair-%s%> (at most %d)",
			      key, RP_MAX_LIST);
			return false;
		}
		out[(*n)++] = xstrndup(s, len);
		s += len;
		if (*s)
			s++;
	}
	return true;
}

/* Apply checks=VALUE to rp_opts.checks.  */
static bool rp_parse_checks(const char *value)
{
	const char *items[RP_MAX_LIST];
	int n = 0, i, c;
	bool only = false;

	if (!rp_split_list("checks", value, items, &n))
		return false;
	for (i = 0; i < n; i++)
		if (items[i][0] != '-' && strcmp(items[i], "all"))
			only = true;
	if (only)
		rp_opts.checks = 0;
	for (i = 0; i < n; i++) {
		const char *name = items[i][0] == '-' ? items[i] + 1 : items[i];

		if (!strcmp(name, "all")) {
			rp_opts.checks = items[i][0] == '-' ? 0 : ~0u;
			continue;
		}
		for (c = 0; c < RP_CHECK_COUNT; c++)
			if (!strcmp(name, rp_check_names[c]))
				break;
		if (c == RP_CHECK_COUNT) {
			error("unknown check %qs in %<-fplugin-arg-refpair-checks%>; "
			      "%<gcc -v --help%> lists them", name);
			return false;
		}
		if (items[i][0] == '-')
			rp_opts.checks &= ~(1u << c);
		else
			rp_opts.checks |= 1u << c;
	}
	return true;
}

/* Parse a non-negative decimal number.  */
static bool rp_parse_ulong(const char *s, unsigned long *out)
{
	char *end;

	if (!s || !*s || *s == '-' || *s == '+')
		return false;
	errno = 0;
	*out = strtoul(s, &end, 10);
	return !*end && errno == 0;
}

/* Parse the plugin's arguments into rp_opts.  Return false after an error.  */
bool rp_parse_options(struct plugin_name_args *info)
{
	int i;
	bool ok = true;

	memset(&rp_opts, 0, sizeof(rp_opts));
	rp_opts.max_states = RP_DEFAULT_MAX_STATES;
	rp_opts.checks = ~0u;

	for (i = 0; i < info->argc; i++) {
		const char *key = info->argv[i].key;
		const char *value = info->argv[i].value;
		size_t k;

		for (k = 0; k < ARRAY_SIZE(rp_keys); k++)
			if (!strcmp(key, rp_keys[k].key))
				break;
		if (k == ARRAY_SIZE(rp_keys)) {
			error("unknown option %<-fplugin-arg-%s-%s%>; %<gcc -v --help%> "
			      "lists the keys", info->base_name, key);
			ok = false;
			continue;
		}
		if (!rp_keys[k].arg && value) {
			error("option %<-fplugin-arg-%s-%s%> takes no value",
			      info->base_name, key);
			ok = false;
			continue;
		}
		if (rp_keys[k].arg && (!value || !*value)) {
			error("option %<-fplugin-arg-%s-%s%> needs a value (%s)",
			      info->base_name, key, rp_keys[k].arg);
			ok = false;
			continue;
		}
		if (!strcmp(key, "disable")) {
			rp_opts.disable = true;
		} else if (!strcmp(key, "no-default-db")) {
			rp_opts.no_default_db = true;
		} else if (!strcmp(key, "db")) {
			ok &= rp_split_list(key, value, rp_opts.db, &rp_opts.ndb);
		} else if (!strcmp(key, "checks")) {
			ok &= rp_parse_checks(value);
		} else if (!strcmp(key, "families")) {
			int n0 = rp_opts.nfamilies, j;

			ok &= rp_split_list(key, value, rp_opts.families, &rp_opts.nfamilies);
			for (j = n0; j < rp_opts.nfamilies; j++) {
				const char *f = rp_opts.families[j];

				if (!rp_valid_family(f[0] == '-' ? f + 1 : f)) {
					rp_bad_value(key, f, "family names");
					ok = false;
				}
			}
		} else if (!strcmp(key, "max-states")) {
			if (!rp_parse_ulong(value, &rp_opts.max_states) ||
			    rp_opts.max_states < 1 || rp_opts.max_states > 100000000) {
				rp_bad_value(key, value, "a number from 1 to 100000000");
				ok = false;
			}
		} else if (!strcmp(key, "stats")) {
			rp_opts.stats = xstrdup(value);
		} else if (!strcmp(key, "summaries-out")) {
			struct stat st;

			if (stat(value, &st) != 0 || !S_ISDIR(st.st_mode)) {
				rp_bad_value(key, value, "an existing directory");
				ok = false;
			}
			rp_opts.summaries_out = xstrdup(value);
		} else if (!strcmp(key, "findings")) {
			rp_opts.findings = xstrdup(value);
		} else if (!strcmp(key, "no-summaries")) {
			rp_opts.no_summaries = true;
		} else if (!strcmp(key, "severity")) {
			if (!strcmp(value, "warning"))
				rp_opts.notes = false;
			else if (!strcmp(value, "note"))
				rp_opts.notes = true;
			else {
				error("invalid value %qs for %<-fplugin-arg-refpair-%s%>; "
				      "expected %<warning%> or %<note%>", value, key);
				ok = false;
			}
		}
	}
	if (ok && rp_opts.findings && !rp_opts.disable)
		rp_findings_start(info->base_name);
	return ok;
}

/* After the databases are read: every family named in families= must exist
   (a misspelt family would silently turn nothing off).  */
bool rp_validate_families(void)
{
	int i;
	bool ok = true;

	for (i = 0; i < rp_opts.nfamilies; i++) {
		const char *f = rp_opts.families[i];

		if (f[0] == '-')
			f++;
		if (strcmp(f, "all") && !rp_apidb_has_family(rp_db, f)) {
			error("unknown family %qs in %<-fplugin-arg-refpair-families%>; "
			      "no database entry has it", f);
			ok = false;
		}
	}
	return ok;
}

/* Whether API family FAMILY is enabled by families=.  */
bool rp_family_enabled(const char *family)
{
	int i;
	bool only = false, on = true;

	for (i = 0; i < rp_opts.nfamilies; i++) {
		const char *f = rp_opts.families[i];

		if (f[0] != '-' && strcmp(f, "all"))
			only = true;
	}
	if (only)
		on = false;
	for (i = 0; i < rp_opts.nfamilies; i++) {
		const char *f = rp_opts.families[i];
		bool neg = f[0] == '-';

		if (neg)
			f++;
		if (!strcmp(f, "all") || !strcmp(f, family))
			on = !neg;
	}
	return on;
}

/* The help text: every key, then every check.  */
const char *rp_help_text(void)
{
	static char *text;
	size_t k;
	int c;
	char *p;
	size_t size = 4096;

	if (text)
		return text;
	for (k = 0; k < ARRAY_SIZE(rp_keys); k++)
		size += strlen(rp_keys[k].help) + 80;
	for (c = 0; c < RP_CHECK_COUNT; c++)
		size += strlen(rp_check_summaries[c]) + 40;
	text = p = XNEWVEC(char, size);
	p += sprintf(p, "refpair: acquire/release pairing checks.  Arguments, as "
		     "-fplugin-arg-refpair-KEY[=VALUE]:");
	for (k = 0; k < ARRAY_SIZE(rp_keys); k++)
		p += sprintf(p, "\n  %s%s%s\n      %s", rp_keys[k].key,
			     rp_keys[k].arg ? "=" : "",
			     rp_keys[k].arg ? rp_keys[k].arg : "", rp_keys[k].help);
	p += sprintf(p, "\nChecks (warnings end in [refpair-NAME]):");
	for (c = 0; c < RP_CHECK_COUNT; c++)
		p += sprintf(p, "\n  %-16s %s", rp_check_names[c], rp_check_summaries[c]);
	return text;
}
