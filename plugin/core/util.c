/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * util.c: allocation, arena, string buffer, hashing and quoting helpers
 * for refpair's plain-C parts.  See util.h.
 */
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *rp_open_quote = "'";
const char *rp_close_quote = "'";

static void rp_oom(size_t n)
{
	fprintf(stderr, "refpair: out of memory allocating %zu bytes\n", n);
	abort();
}

void *rp_xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		rp_oom(n);
	return p;
}

void *rp_xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		rp_oom(n * size);
	return p;
}

void *rp_xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		rp_oom(n);
	return p;
}

char *rp_xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(rp_xmalloc(n), s, n);
}

char *rp_xstrndup(const char *s, size_t n)
{
	char *p = rp_xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

/* Grow *P to at least NEED items of ELEM bytes; new items are zeroed.  */
void rp_grow(void **p, size_t *cap, size_t need, size_t elem)
{
	size_t ncap;

	if (need <= *cap)
		return;
	ncap = *cap ? *cap * 2 : 8;
	while (ncap < need)
		ncap *= 2;
	*p = rp_xrealloc(*p, ncap * elem);
	memset((char *)*p + *cap * elem, 0, (ncap - *cap) * elem);
	*cap = ncap;
}

struct rp_arena_chunk {
	struct rp_arena_chunk *next;
	size_t size;
	max_align_t data[];
};

/* Return N bytes of zeroed, suitably aligned memory from arena A.  */
void *rp_arena_alloc(struct rp_arena *a, size_t n)
{
	const size_t align = sizeof(max_align_t);
	void *p;

	n = (n + align - 1) / align * align;
	if (!a->chunks || a->used + n > a->size) {
		size_t size = n > 16384 ? n : 16384;
		struct rp_arena_chunk *c = rp_xmalloc(sizeof(*c) + size);

		c->next = a->chunks;
		c->size = size;
		a->chunks = c;
		a->used = 0;
		a->size = size;
	}
	p = (char *)a->chunks->data + a->used;
	a->used += n;
	memset(p, 0, n);
	return p;
}

char *rp_arena_strndup(struct rp_arena *a, const char *s, size_t n)
{
	char *p = rp_arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *rp_arena_strdup(struct rp_arena *a, const char *s)
{
	return rp_arena_strndup(a, s, strlen(s));
}

void rp_arena_free(struct rp_arena *a)
{
	struct rp_arena_chunk *c = a->chunks, *next;

	for (; c; c = next) {
		next = c->next;
		free(c);
	}
	a->chunks = NULL;
	a->used = a->size = 0;
}

void rp_buf_addn(struct rp_buf *b, const char *s, size_t n)
{
	RP_GROW(b->s, b->cap, b->len + n + 1);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}

void rp_buf_add(struct rp_buf *b, const char *s)
{
	rp_buf_addn(b, s, strlen(s));
}

void rp_buf_vprintf(struct rp_buf *b, const char *fmt, va_list ap)
{
	va_list ap2;
	int n;

	va_copy(ap2, ap);
	n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		return;
	RP_GROW(b->s, b->cap, b->len + (size_t)n + 1);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
}

void rp_buf_printf(struct rp_buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	rp_buf_vprintf(b, fmt, ap);
	va_end(ap);
}

void rp_buf_free(struct rp_buf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

uint32_t rp_hash_bytes(const void *p, size_t n, uint32_t h)
{
	const unsigned char *c = p;

	while (n--) {
		h ^= *c++;
		h *= 16777619u;
	}
	return h;
}

uint32_t rp_hash_str(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 16777619u;
	}
	return h;
}

/* Quote NAME with the current quotes.  Eight results may be live at once.
   The buffers grow to fit: a name of thousands of characters is quoted
   whole, never cut before its closing quote.  */
const char *rp_qs(const char *name)
{
	static char *bufs[8];
	static size_t caps[8];
	static unsigned next;
	unsigned i = next++ % 8;
	size_t n = strlen(rp_open_quote) + strlen(name) + strlen(rp_close_quote) + 1;

	if (caps[i] < n) {
		bufs[i] = rp_xrealloc(bufs[i], n);
		caps[i] = n;
	}
	snprintf(bufs[i], n, "%s%s%s", rp_open_quote, name, rp_close_quote);
	return bufs[i];
}
