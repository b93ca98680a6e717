/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Declarations as glibc 2.36 writes them (stdio.h, stdlib.h, dirent.h,
   string.h), with GCC 11's malloc(DEALLOCATOR, N) attribute, written for
   these tests: no system header is included.  Unlike glibc 2.36, malloc,
   calloc and strdup name free as their deallocator here.  */
#ifndef REFPAIR_TEST_LIBC_H
#define REFPAIR_TEST_LIBC_H

/* As <features.h>, which every glibc header includes: the unit is
   userspace code (the plugin's default-db=auto).  */
#define __GLIBC__ 2
#define __GLIBC_MINOR__ 36

#define NULL ((void *)0)
typedef __SIZE_TYPE__ size_t;
typedef struct _IO_FILE FILE;
typedef struct __dirstream DIR;

#define EINVAL 22
#define ENOMEM 12
#define EIO 5
extern int *__errno_location(void) __attribute__((__nothrow__, __const__));
#define errno (*__errno_location())

extern void free(void *ptr) __attribute__((__nothrow__));
extern void *malloc(size_t size) __attribute__((__nothrow__, __malloc__, __alloc_size__(1),
						 __malloc__(__builtin_free, 1)));
extern void *calloc(size_t n, size_t size)
	__attribute__((__nothrow__, __malloc__, __malloc__(__builtin_free, 1)));
extern void *realloc(void *ptr, size_t size) __attribute__((__nothrow__, __alloc_size__(2)));
extern char *strdup(const char *s) __attribute__((__nothrow__, __malloc__,
						  __malloc__(__builtin_free, 1)));

extern int fclose(FILE *stream);
extern int pclose(FILE *stream);
extern FILE *fopen(const char *path, const char *mode)
	__attribute__((__malloc__, __malloc__(fclose, 1)));
extern FILE *fdopen(int fd, const char *mode) __attribute__((__malloc__, __malloc__(fclose, 1)));
extern FILE *popen(const char *cmd, const char *mode)
	__attribute__((__malloc__, __malloc__(pclose, 1)));
extern int fgetc(FILE *stream);
extern size_t fread(void *buf, size_t size, size_t n, FILE *stream);

extern int closedir(DIR *dir);
extern DIR *opendir(const char *name) __attribute__((__malloc__, __malloc__(closedir, 1)));
extern DIR *fdopendir(int fd) __attribute__((__malloc__, __malloc__(closedir, 1)));

extern void exit(int status) __attribute__((__nothrow__, __noreturn__));
extern void abort(void) __attribute__((__nothrow__, __noreturn__));

/* POSIX calls glibc declares without a deallocator (fcntl.h, unistd.h,
   sys/socket.h, pthread.h, dlfcn.h): annotations/userspace/posix.api.  */
#define O_RDONLY 0
typedef union {
	long __align;
} pthread_mutex_t;
extern int open(const char *file, int oflag, ...) __attribute__((__nonnull__(1)));
extern int close(int fd);
extern int socket(int domain, int type, int protocol) __attribute__((__nothrow__));
extern int pthread_mutex_lock(pthread_mutex_t *m) __attribute__((__nothrow__, __nonnull__(1)));
extern int pthread_mutex_trylock(pthread_mutex_t *m) __attribute__((__nothrow__, __nonnull__(1)));
extern int pthread_mutex_unlock(pthread_mutex_t *m) __attribute__((__nothrow__, __nonnull__(1)));
extern void *dlopen(const char *file, int mode) __attribute__((__nothrow__));
extern int dlclose(void *handle) __attribute__((__nothrow__, __nonnull__(1)));

#endif
