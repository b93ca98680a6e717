/* guard(rwsem_read), guard(rwsem_write) and guard(rcu) (Linux 6.12's
   rwsem.h and rcupdate.h) release at the end of the scope; releasing by
   hand as well releases twice.  Warnings name the calls the user's code
   reaches (up_read, up_write, rcu_read_unlock), never the class_*
   helpers.  -O2 as in the kernel.  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/rwsem.h>
#include <linux/rcupdate.h>

struct priv {
	struct rw_semaphore sem;
	int state;
};
int hw_op(struct priv *p);

int read_guard_then_up(struct priv *p)
{
	guard(rwsem_read)(&p->sem); /* { dg-warning "double 'up_read' of '&p->sem'; the lock is not held here" } */
	/* { dg-message "released again at the end of the scope" "" { target *-*-* } .-1 } */
	/* { dg-bogus "class_" "" { target *-*-* } .-2 } */
	if (hw_op(p) < 0) {
		up_read(&p->sem); /* { dg-message "first 'up_read' here" } */
		return -EIO;
	}
	return 0;
}

int write_scoped_then_up(struct priv *p)
{
	scoped_guard(rwsem_write, &p->sem) { /* { dg-message "first released at the end of the scope" } */
		p->state = hw_op(p);
	}
	up_write(&p->sem); /* { dg-warning "double 'up_write' of '&p->sem'; the lock is not held here" } */
	return 0;
}

int rcu_guard_then_unlock(struct priv *p)
{
	guard(rcu)(); /* { dg-warning "double 'rcu_read_unlock'" } */
	/* { dg-message "released again at the end of the scope" "" { target *-*-* } .-1 } */
	/* { dg-bogus "class_" "" { target *-*-* } .-2 } */
	if (hw_op(p) < 0) {
		rcu_read_unlock(); /* { dg-message "first 'rcu_read_unlock' here" } */
		return -EIO;
	}
	return 0;
}

/* Correct code stays silent.  */
int guards_ok(struct priv *p)
{
	scoped_guard(rcu) {
		if (hw_op(p) < 0)
			return -EIO;
	}
	guard(rwsem_read)(&p->sem);
	if (hw_op(p) < 0)
		return -EIO;
	return 0;
}
