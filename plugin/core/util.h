/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * util.h: small helpers shared by refpair's plain-C parts: checked
 * allocation, an arena for strings and records that live as long as a
 * translation unit, a growable string buffer, and the message quoting that
 * lets C code word its diagnostics the way GCC does.
 *
 * Nothing here includes GCC headers: the C parts are unit-tested without
 * a compiler.
 */
#ifndef REFPAIR_UTIL_H
#define REFPAIR_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define RP_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define RP_PRINTF(f, a)
#endif

/* malloc/calloc/realloc that abort with a message instead of returning NULL. */
void *rp_xmalloc(size_t n);
void *rp_xcalloc(size_t n, size_t size);
void *rp_xrealloc(void *p, size_t n);
char *rp_xstrdup(const char *s);
/* The first N bytes of S, NUL-terminated.  */
char *rp_xstrndup(const char *s, size_t n);

/* Grow *P (an array of ELEM-sized items with capacity *CAP) to hold at least
   NEED items.  */
void rp_grow(void **p, size_t *cap, size_t need, size_t elem);
#define RP_GROW(arr, cap, need) \
	rp_grow((void **)&(arr), &(cap), (need), sizeof(*(arr)))

/* An arena: many small allocations freed together.  */
struct rp_arena {
	struct rp_arena_chunk *chunks;
	size_t used, size;
};
void *rp_arena_alloc(struct rp_arena *a, size_t n);
char *rp_arena_strndup(struct rp_arena *a, const char *s, size_t n);
char *rp_arena_strdup(struct rp_arena *a, const char *s);
void rp_arena_free(struct rp_arena *a);

/* A growable NUL-terminated string.  */
struct rp_buf {
	char *s;
	size_t len, cap;
};
void rp_buf_add(struct rp_buf *b, const char *s);
void rp_buf_addn(struct rp_buf *b, const char *s, size_t n);
void rp_buf_printf(struct rp_buf *b, const char *fmt, ...) RP_PRINTF(2, 3);
void rp_buf_vprintf(struct rp_buf *b, const char *fmt, va_list ap);
void rp_buf_free(struct rp_buf *b);

/* FNV-1a hash of a string and of bytes.  */
uint32_t rp_hash_str(const char *s);
uint32_t rp_hash_bytes(const void *p, size_t n, uint32_t h);

/*
 * Quoting.  Messages built in C quote names with rp_open_quote and
 * rp_close_quote, which the plugin sets to GCC's own quotes (the ones %qs
 * prints, locale-dependent); unit tests keep the plain ASCII default.
 * rp_qs() formats one quoted name into a small rotating static buffer
 * (eight results may be live at once).
 */
extern const char *rp_open_quote;
extern const char *rp_close_quote;
const char *rp_qs(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* REFPAIR_UTIL_H */
