/* A reference taken on a counter embedded in an object is given back by a
   put that names the object: "kref_get(&p->ref); ... proc_unref(p)", where
   proc_unref() (declared, its body in another unit) releases the kref
   family's reference on its argument.  The counter need not be the
   structure's first member.  A second put of the object is one too many,
   and a return without the put still leaks.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <refpair.h>
#include <linux/kernel.h>
#include <linux/kref.h>

struct proc {
	void *mm;
	struct kref ref;
	int state;
};
void proc_unref(struct proc *p) __releases_ref(1) __ref_family("kref");
int proc_check(struct proc *p);

int use_and_unref(struct proc *t)
{
	kref_get(&t->ref);
	if (proc_check(t)) {
		proc_unref(t);
		return -EIO; /* { dg-bogus "refpair" "proc_unref gives back the counter's reference" } */
	}
	return 0;
}

int unref_twice(struct proc *t)
{
	kref_get(&t->ref);
	if (proc_check(t)) {
		proc_unref(t); /* { dg-message "first 'proc_unref' here" } */
		proc_unref(t); /* { dg-warning "double 'proc_unref' of 't'" } */
		return -EIO;
	}
	return 0;
}

int forgets(struct proc *t)
{
	kref_get(&t->ref); /* { dg-message "taken here" } */
	if (proc_check(t)) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "reference to '&t->ref' taken by 'kref_get' is not released on this error path" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	return 0;
}
