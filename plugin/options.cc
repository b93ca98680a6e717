/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * options.cc: the plugin's arguments, -fplugin-arg-refpair-KEY[=VALUE].
 *
 * GCC hands them over as (key, value) pairs, value NULL when there is no
 * '='.  A repeated key arrives once per use; list values use ',' or ':'
 * because GCC cuts a value at a second '='.  Unknown keys and bad values are
 * errors that name the key.  One table, rp_keys, names the keys for the
 * parser and for the help, rp_help_text(): what "gcc -v --help" shows and
 * what -fplugin-arg-refpair-help prints on standard output.
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
static bool rp_parse_checks(const char *key, const char *value, unsigned *mask)
{
	const char *items[RP_MAX_LIST];
	int n = 0, i, c;
	bool only = false;

	if (!rp_split_list(key, value, items, &n))
		return false;
	for (i = 0; i < n; i++)
		if (items[i][0] != '-' && items[i][0] != '+' && strcmp(items[i], "all"))
			only = true;
	if (only)
		*mask = 0;
	for (i = 0; i < n; i++) {
		const char *name = items[i][0] == '-' || items[i][0] == '+' ? items[i] + 1 : items[i];

		if (!strcmp(name, "all")) {
			*mask = items[i][0] == '-' ? 0 : ~0u;
			continue;
		}
		c = rp_check_index_of(name);
		if (c < 0) {
			error("unknown check %qs in %<-fplugin-arg-refpair-%s%>; "
			      "%<-fplugin-arg-refpair-help%> lists them", name, key);
			return false;
		}
		if (items[i][0] == '-')
			*mask &= ~(1u << c);
		else
			*mask |= 1u << c;
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

/* The handlers of the keys: each applies VALUE (NULL for a key without
   one) to rp_opts and returns false after an error.  */

static bool rp_set_disable(const char *, const char *)
{
	rp_opts.disable = true;
	return true;
}

static bool rp_set_db(const char *key, const char *value)
{
	return rp_split_list(key, value, rp_opts.db, &rp_opts.ndb);
}

static bool rp_set_no_default_db(const char *, const char *)
{
	rp_opts.no_default_db = true;
	return true;
}

static bool rp_set_default_db(const char *key, const char *value)
{
	if (!strcmp(value, "always") || !strcmp(value, "auto")) {
		rp_opts.default_db_always = !strcmp(value, "always");
		return true;
	}
	error("invalid value %qs for %<-fplugin-arg-refpair-%s%>; "
	      "expected %<auto%> or %<always%>", value, key);
	return false;
}

static bool rp_set_checks(const char *key, const char *value)
{
	return rp_parse_checks(key, value, &rp_opts.checks);
}

/* no-werror alone: every check; no-werror=LIST: those, in checks= form.  */
static bool rp_set_no_werror(const char *key, const char *value)
{
	rp_opts.no_werror = ~0u;
	return !value || rp_parse_checks(key, value, &rp_opts.no_werror);
}

static bool rp_set_families(const char *key, const char *value)
{
	int n0 = rp_opts.nfamilies, j;
	bool ok = rp_split_list(key, value, rp_opts.families, &rp_opts.nfamilies);

	for (j = n0; j < rp_opts.nfamilies; j++) {
		const char *f = rp_opts.families[j];

		if (!rp_valid_family(f[0] == '-' ? f + 1 : f)) {
			rp_bad_value(key, f, "family names");
			ok = false;
		}
	}
	return ok;
}

static bool rp_set_max_states(const char *key, const char *value)
{
	if (!rp_parse_ulong(value, &rp_opts.max_states) ||
	    rp_opts.max_states < 1 || rp_opts.max_states > 100000000) {
		rp_bad_value(key, value, "a number from 1 to 100000000");
		return false;
	}
	return true;
}

static bool rp_set_severity(const char *key, const char *value)
{
	if (!strcmp(value, "warning"))
		rp_opts.notes = false;
	else if (!strcmp(value, "note"))
		rp_opts.notes = true;
	else {
		error("invalid value %qs for %<-fplugin-arg-refpair-%s%>; "
		      "expected %<warning%> or %<note%>", value, key);
		return false;
	}
	return true;
}

static bool rp_set_summaries_out(const char *key, const char *value)
{
	struct stat st;

	rp_opts.summaries_out = xstrdup(value);
	if (stat(value, &st) != 0 || !S_ISDIR(st.st_mode)) {
		rp_bad_value(key, value, "an existing directory");
		return false;
	}
	return true;
}

static bool rp_set_no_summaries(const char *, const char *)
{
	rp_opts.no_summaries = true;
	return true;
}

static bool rp_set_stats(const char *, const char *value)
{
	rp_opts.stats = xstrdup(value);
	return true;
}

static bool rp_set_findings(const char *, const char *value)
{
	rp_opts.findings = xstrdup(value);
	return true;
}

static bool rp_set_help(const char *, const char *)
{
	rp_opts.help = true;
	return true;
}

/* The keys: the parser looks them up here, and the help (rp_help_text)
   prints them in this order, one line each, as README's Options table
   (refpair.options/help.exp checks that both list the same keys).  */
struct rp_key {
	const char *key;
	const char *arg;	/* NULL: takes no value; "[X]": X may be left out */
	const char *help;	/* one line */
	bool (*set)(const char *key, const char *value);
};

static const struct rp_key rp_keys[] = {
	{ "disable", NULL,
	  "skip this translation unit (the kernel's DISABLE_*_PLUGIN idiom)",
	  rp_set_disable },
	{ "db", "PATH[:PATH]",
	  "also read these .api files or directories, after the bundled database",
	  rp_set_db },
	{ "no-default-db", NULL, "do not read the bundled kernel database",
	  rp_set_no_default_db },
	{ "default-db", "auto|always",
	  "auto (default): not for a unit that includes a C library's headers without __KERNEL__",
	  rp_set_default_db },
	{ "checks", "LIST",
	  "'leak,double-put' (only those named), '-free-while-linked' (the default ones but "
	  "those), '+lost-reference' (the default ones and those) or 'all'",
	  rp_set_checks },
	{ "families", "LIST", "API families, in the same form, e.g. '-pm'",
	  rp_set_families },
	{ "max-states", "N",
	  "per-function budget in (block, state) pairs (default 10000); past it "
	  "refpair says so in a note", rp_set_max_states },
	{ "severity", "warning|note",
	  "report as warnings (default) or notes (for -Werror builds)",
	  rp_set_severity },
	{ "no-werror", "[LIST]",
	  "-Werror leaves these checks' findings warnings (all without LIST; LIST as for checks=)",
	  rp_set_no_werror },
	{ "summaries-out", "DIR",
	  "write the summaries of this unit's non-static functions to DIR",
	  rp_set_summaries_out },
	{ "no-summaries", NULL,
	  "use only the databases and attributes, not what same-file functions do",
	  rp_set_no_summaries },
	{ "stats", "FILE",
	  "append a line per unit: functions seen and analysed, states, refpair's CPU time",
	  rp_set_stats },
	{ "findings", "DIR",
	  "also write this unit's findings to DIR as JSON Lines, for refpair-report",
	  rp_set_findings },
	{ "help", NULL,
	  "print this list on standard output; the compilation goes on",
	  rp_set_help },
};

/* Parse the plugin's arguments into rp_opts.  Return false after an error.  */
bool rp_parse_options(struct plugin_name_args *info)
{
	int i;
	bool ok = true;

	memset(&rp_opts, 0, sizeof(rp_opts));
	rp_opts.max_states = RP_DEFAULT_MAX_STATES;
	/* Every check but those still measured on real code.  */
	rp_opts.checks = ~0u & ~(1u << RP_CHECK_lost_reference) &
			 ~(1u << RP_CHECK_lookup_use_after_put);

	for (i = 0; i < info->argc; i++) {
		const char *key = info->argv[i].key;
		const char *value = info->argv[i].value;
		size_t k;

		for (k = 0; k < ARRAY_SIZE(rp_keys); k++)
			if (!strcmp(key, rp_keys[k].key))
				break;
		if (k == ARRAY_SIZE(rp_keys)) {
			error("unknown option %<-fplugin-arg-%s-%s%>; "
			      "%<-fplugin-arg-%s-help%> lists the keys",
			      info->base_name, key, info->base_name);
			ok = false;
			continue;
		}
		if (!rp_keys[k].arg && value) {
			error("option %<-fplugin-arg-%s-%s%> takes no value",
			      info->base_name, key);
			ok = false;
			continue;
		}
		if (rp_keys[k].arg && rp_keys[k].arg[0] != '[' && (!value || !*value)) {
			error("option %<-fplugin-arg-%s-%s%> needs a value (%s)",
			      info->base_name, key, rp_keys[k].arg);
			ok = false;
			continue;
		}
		ok &= rp_keys[k].set(key, value);
	}
	if (ok && rp_opts.findings && !rp_opts.disable)
		rp_findings_start(info->base_name);
	return ok;
}

/* After the databases are read (DB: the userspace one with
   default-db=auto, else the only one): every family named in families=
   must exist, since a misspelt family would silently turn nothing off.
   A name that DB does not have may still be a kernel family (the kernel
   database is read only for kernel units) or a family of GCC's malloc
   attribute (named after its deallocator: fclose, closedir), which the
   headers of a userspace unit make: it waits for the unit
   (rp_check_attr_families).  */
bool rp_validate_families(const struct rp_apidb *db)
{
	int i;

	for (i = 0; i < rp_opts.nfamilies; i++) {
		const char *f = rp_opts.families[i];

		if (f[0] == '-')
			f++;
		rp_opts.family_unknown[i] = strcmp(f, "all") && !rp_apidb_has_family(db, f);
	}
	return true;
}

/* Once the unit's kind is known: in kernel code, where no C library's
   header declares deallocators, a family that the kernel database does
   not have either is an error; in USERSPACE code it is taken as a family
   of GCC's malloc attribute.  Return false after an error.  */
bool rp_check_attr_families(bool userspace)
{
	int i;
	bool ok = true;

	for (i = 0; i < rp_opts.nfamilies && !userspace; i++) {
		const char *f = rp_opts.families[i];

		if (!rp_opts.family_unknown[i])
			continue;
		if (f[0] == '-')
			f++;
		if (rp_apidb_has_family(rp_kernel_db(), f))
			continue;
		error("unknown family %qs in %<-fplugin-arg-refpair-families%>; "
		      "no database entry has it", f);
		ok = false;
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

/* The help text: every key, then every check, a line each.  */
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
	p += sprintf(p, "refpair: acquire/release pairing checks.  Options, as "
		     "-fplugin-arg-refpair-KEY[=VALUE]:");
	for (k = 0; k < ARRAY_SIZE(rp_keys); k++) {
		char key[64];

		if (rp_keys[k].arg && rp_keys[k].arg[0] == '[')
			snprintf(key, sizeof(key), "%s[=%s", rp_keys[k].key, rp_keys[k].arg + 1);
		else
			snprintf(key, sizeof(key), "%s%s%s", rp_keys[k].key,
				 rp_keys[k].arg ? "=" : "", rp_keys[k].arg ? rp_keys[k].arg : "");
		p += sprintf(p, "\n  %-22s %s", key, rp_keys[k].help);
	}
	p += sprintf(p, "\nChecks (warnings end in [refpair-NAME]):");
	for (c = 0; c < RP_CHECK_COUNT; c++)
		p += sprintf(p, "\n  %-22s %s", rp_check_names[c], rp_check_summaries[c]);
	return text;
}
