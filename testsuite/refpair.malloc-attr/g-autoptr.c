/* glib's cleanup variables, re-created as glib 2.74's gmacros.h writes
   them: g_autoptr(GFile) declares a GFile * whose cleanup function is a
   static inline glib_autoptr_cleanup_GFile(GFile **), which calls
   glib_autoptr_clear_GFile(*p), which calls the type's clear function
   g_object_unref() when the pointer is not NULL; g_autofree's cleanup
   g_autoptr_cleanup_generic_gfree() frees *p.  Two inline levels from the
   variable to the release, each summarised.  glib's headers carry no
   malloc(DEALLOCATOR) attribute: a project that wants its constructors
   tracked declares them (here g_file_new_for_path() and g_strdup()).  */
#include "libc.h"

typedef void *gpointer;
typedef char gchar;
typedef struct _GFile GFile;

extern void g_object_unref(gpointer object);
extern void g_free(gpointer mem);
extern GFile *g_file_new_for_path(const char *path)
	__attribute__((__malloc__, __malloc__(g_object_unref, 1)));
extern gchar *g_strdup(const gchar *str) __attribute__((__malloc__, __malloc__(g_free, 1)));

#define _GLIB_CLEANUP(func) __attribute__((cleanup(func)))
#define _GLIB_AUTOPTR_FUNC_NAME(TypeName) glib_autoptr_cleanup_##TypeName
#define _GLIB_AUTOPTR_CLEAR_FUNC_NAME(TypeName) glib_autoptr_clear_##TypeName
#define _GLIB_AUTOPTR_TYPENAME(TypeName) TypeName##_autoptr
#define _GLIB_DEFINE_AUTOPTR_CLEANUP_FUNCS(TypeName, ParentName, cleanup) \
	typedef TypeName *_GLIB_AUTOPTR_TYPENAME(TypeName); \
	static inline void _GLIB_AUTOPTR_CLEAR_FUNC_NAME(TypeName)(TypeName *_ptr) \
	{ \
		if (_ptr) \
			(cleanup)((ParentName *)_ptr); \
	} \
	static inline void _GLIB_AUTOPTR_FUNC_NAME(TypeName)(TypeName **_ptr) \
	{ \
		_GLIB_AUTOPTR_CLEAR_FUNC_NAME(TypeName)(*_ptr); \
	}
#define G_DEFINE_AUTOPTR_CLEANUP_FUNC(TypeName, func) \
	_GLIB_DEFINE_AUTOPTR_CLEANUP_FUNCS(TypeName, TypeName, func)
#define g_autoptr(TypeName) \
	_GLIB_CLEANUP(_GLIB_AUTOPTR_FUNC_NAME(TypeName)) _GLIB_AUTOPTR_TYPENAME(TypeName)

static inline void g_autoptr_cleanup_generic_gfree(void *p)
{
	void **pp = (void **)p;

	g_free(*pp);
}
#define g_autofree _GLIB_CLEANUP(g_autoptr_cleanup_generic_gfree)

G_DEFINE_AUTOPTR_CLEANUP_FUNC(GFile, g_object_unref) /* { dg-message "'glib_autoptr_cleanup_GFile' releases it here, through 'glib_autoptr_clear_GFile'" } */

int load(GFile *f);
int use(const gchar *s);

/* Correct: both variables are released at every exit of their scope.  */
int open_both(const char *path)
{
	g_autoptr(GFile) f = g_file_new_for_path(path);
	g_autofree gchar *copy = g_strdup(path);

	if (!f || !copy)
		return -ENOMEM;
	if (load(f) < 0)
		return -EIO;
	return use(copy); /* { dg-bogus "refpair" } */
}

/* The same without cleanup: the error return leaks the file.  */
int open_plain(const char *path)
{
	GFile *f = g_file_new_for_path(path); /* { dg-message "taken here" } */

	if (!f)
		return -ENOMEM;
	if (load(f) < 0) /* { dg-message "error branch taken here, where 'load\\(f\\)' is negative" } */
		return -EIO; /* { dg-warning "reference to 'f' taken by 'g_file_new_for_path' is not released on this error path" } */
	/* { dg-message "returns here without 'g_object_unref'" "" { target *-*-* } .-1 } */
	g_object_unref(f);
	return 0;
}

/* A cleanup variable whose object is also released by hand is released
   twice: the warning is at the variable, whose cleanup runs at the end of
   its scope.  */
int open_twice(const char *path)
{
	g_autoptr(GFile) f = g_file_new_for_path(path); /* { dg-warning "double 'glib_autoptr_cleanup_GFile' of 'f'" } */
	/* { dg-message "released again at the end of the scope, by the cleanup of the variable declared here" "" { target *-*-* } .-1 } */

	if (!f)
		return -ENOMEM;
	if (load(f) < 0) {
		g_object_unref(f); /* { dg-message "first 'g_object_unref' here" } */
		return -EIO;
	}
	return 0;
}
