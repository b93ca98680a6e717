/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * refpair.h: annotate your own acquire/release APIs for refpair.
 *
 * With the plugin loaded (gcc -fplugin=refpair ...), these macros become
 * refpair_* attributes; without it (or under sparse) they are empty, so a
 * header can use them unconditionally.  They complement, and are named
 * apart from, the kernel's sparse annotations __acquires()/__releases().
 *
 *   struct foo *foo_get(const char *name) __acquires_ref(foo_put);
 *	the returned pointer carries a reference (taken when it is not NULL)
 *   void foo_attach(struct foo *f) __acquires_ref_arg(1, foo_detach);
 *	takes a reference on argument 1, even when it fails
 *   int foo_start(struct foo *f) __cond_acquires_ref_arg(1, foo_stop, "ret==0");
 *	takes a reference on argument 1 only when it returns 0
 *   void foo_put(struct foo *f) __releases_ref(1);
 *   void foo_free(struct foo *f) __frees_mem(1);
 *	frees argument 1's memory without its release (like kfree)
 *   int foo_adopt(struct bar *b, struct foo *f) __takes_ref(2);
 *	takes over the caller's reference to argument 2
 *   __ref_family("foo")
 *	puts a function in an API family (default: the release function's
 *	name for acquires, the function's own name otherwise)
 *   int foo_probe(struct device *dev) __refpair_ignore("leak") { ... }
 *	a reviewed false positive: the function's findings of these checks
 *	("leak", "double-put", ...; "all": every check) are not reported,
 *	only counted as suppressed in the findings files (refpair-report)
 *
 * Conditions (the third argument) use the database's WHEN syntax:
 * "always", "ret==0", "ret>=0", "ret!=0", "ret>0", "nonnull", "valid".
 * Argument numbers are 1-based; 0 is the return value.
 */
#ifndef REFPAIR_H
#define REFPAIR_H

#if defined(__has_attribute) && !defined(__CHECKER__)
#if __has_attribute(refpair_acquire)
#define REFPAIR_ANNOTATIONS 1
#endif
#endif

#ifdef REFPAIR_ANNOTATIONS
#define __acquires_ref(put)			__attribute__((refpair_acquire(put)))
#define __acquires_ref_arg(n, put)		__attribute__((refpair_acquire(put, n)))
#define __cond_acquires_ref(put, when)		__attribute__((refpair_acquire(put, 0, when)))
#define __cond_acquires_ref_arg(n, put, when)	__attribute__((refpair_acquire(put, n, when)))
#define __releases_ref(n)			__attribute__((refpair_release(n)))
#define __frees_mem(n)				__attribute__((refpair_free(n)))
#define __takes_ref(n)				__attribute__((refpair_transfer(n)))
#define __ref_family(name)			__attribute__((refpair_family(name)))
#define __refpair_ignore(...)			__attribute__((refpair_ignore(__VA_ARGS__)))
#else
#define __acquires_ref(put)
#define __acquires_ref_arg(n, put)
#define __cond_acquires_ref(put, when)
#define __cond_acquires_ref_arg(n, put, when)
#define __releases_ref(n)
#define __frees_mem(n)
#define __takes_ref(n)
#define __ref_family(name)
#define __refpair_ignore(...)
#endif

#endif /* REFPAIR_H */
