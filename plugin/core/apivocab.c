/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * apivocab.c: the vocabulary of the .api format, expanded from
 * apivocab.def: the tables of kinds, WHEN conditions, test classes and
 * keys, their spellings, and the lists that messages give of them.
 */
#include "apidb.h"
#include "util.h"

#include <string.h>

const struct rp_vocab_kind rp_vocab_kinds[RP_KIND_COUNT] = {
#define RP_KIND(id, name, objects, field, effect, desc) \
	[RP_##id] = { name, objects, field, effect, desc },
#include "apivocab.def"
};

const struct rp_vocab_when rp_vocab_whens[RP_WHEN_COUNT] = {
	[RP_WHEN_NONE] = { "-", "", RP_C_ALL, false, "not an acquire" },
#define RP_WHEN(id, name, spaced, classes, self, desc) \
	[RP_WHEN_##id] = { name, spaced, classes, self, desc },
#include "apivocab.def"
};

const struct rp_vocab_class rp_vocab_classes[RP_CLASS_COUNT] = {
#define RP_CLASS(id, name, desc) [RP_CLASS_##id] = { name, RP_C_##id, desc },
#include "apivocab.def"
};

const struct rp_vocab_key rp_vocab_keys[RP_KEY_COUNT] = {
#define RP_KEY(id, name, form, kinds, member, desc) \
	[RP_KEY_##id] = { name, RP_FORM_##form, kinds, desc },
#include "apivocab.def"
};

/* The sets of words are unsigned masks.  */
_Static_assert(RP_KIND_COUNT <= 32 && RP_WHEN_COUNT <= 32 && RP_CLASS_COUNT <= 32 &&
	       RP_KEY_COUNT < 31, "a part of the vocabulary has too many words");

const char *rp_kind_name(enum rp_kind k)
{
	return (unsigned)k < RP_KIND_COUNT ? rp_vocab_kinds[k].name : "?";
}

const char *rp_when_name(enum rp_when w)
{
	return (unsigned)w < RP_WHEN_COUNT ? rp_vocab_whens[w].name : "?";
}

bool rp_parse_when(const char *s, enum rp_when *w)
{
	int i;

	for (i = RP_WHEN_NONE + 1; i < RP_WHEN_COUNT; i++)
		if (!strcmp(s, rp_vocab_whens[i].name) ||
		    (*rp_vocab_whens[i].spaced && !strcmp(s, rp_vocab_whens[i].spaced))) {
			*w = (enum rp_when)i;
			return true;
		}
	return false;
}

unsigned rp_when_mask(enum rp_when w)
{
	return (unsigned)w < RP_WHEN_COUNT ? rp_vocab_whens[w].classes : RP_C_ALL;
}

unsigned rp_when_self_mask(void)
{
	unsigned mask = 0;
	int i;

	for (i = RP_WHEN_NONE + 1; i < RP_WHEN_COUNT; i++)
		if (rp_vocab_whens[i].self)
			mask |= 1u << i;
	return mask;
}

/* The number of words of each part.  */
static const int rp_vocab_counts[] = { RP_KIND_COUNT, RP_WHEN_COUNT, RP_CLASS_COUNT,
				       RP_KEY_COUNT };

/* The spelling of word I of part V.  */
static const char *rp_vocab_word(enum rp_vocab v, int i)
{
	switch (v) {
	case RP_VOCAB_KIND:
		return rp_vocab_kinds[i].name;
	case RP_VOCAB_WHEN:
		return rp_vocab_whens[i].name;
	case RP_VOCAB_CLASS:
		return rp_vocab_classes[i].name;
	default:
		return rp_vocab_keys[i].name;
	}
}

int rp_vocab_lookup(enum rp_vocab v, const char *s)
{
	int i;

	/* Every compilation reads the whole database: compare the first
	   character before the rest.  */
	for (i = v == RP_VOCAB_WHEN ? RP_WHEN_NONE + 1 : 0; i < rp_vocab_counts[v]; i++) {
		const char *w = rp_vocab_word(v, i);

		if (w[0] == s[0] && !strcmp(s, w))
			return i;
	}
	return -1;
}

const char *rp_vocab_words(enum rp_vocab v, unsigned mask, const char *last, bool quote)
{
	static struct rp_buf bufs[2];
	static unsigned next;
	struct rp_buf *b = &bufs[next++ % 2];
	int n = rp_vocab_counts[v], i, left = 0;

	b->len = 0;
	rp_buf_add(b, "");
	if (v == RP_VOCAB_WHEN)
		mask &= ~(1u << RP_WHEN_NONE);
	for (i = 0; i < n; i++)
		left += (mask >> i) & 1;
	for (i = 0; i < n; i++) {
		if (!((mask >> i) & 1))
			continue;
		rp_buf_printf(b, "%s%s%s", quote ? rp_open_quote : "", rp_vocab_word(v, i),
			      quote ? rp_close_quote : "");
		left--;
		if (left > 1)
			rp_buf_add(b, ", ");
		else if (left == 1)
			rp_buf_printf(b, " %s ", last);
	}
	return b->s;
}
