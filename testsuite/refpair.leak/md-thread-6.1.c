/* One API in two shapes: md_unregister_thread(threadp), as in Linux 6.1.
   The database has a line for each (params=1: *arg1, params=2: *arg2);
   the declaration this unit sees picks the one that holds, so the put of
   the thread is seen whichever kernel the code is from.  */
#include <linux/kernel.h>

struct mddev;
struct md_thread;
struct md_thread *md_register_thread(void (*run)(struct md_thread *), struct mddev *mddev,
				     const char *name);
void md_unregister_thread(struct md_thread **threadp);
void md_do_sync(struct md_thread *thread);
int md_setup(struct mddev *mddev, struct md_thread *t);

int start_ok(struct mddev *mddev)
{
	struct md_thread *t = md_register_thread(md_do_sync, mddev, "x");

	if (!t)
		return -ENOMEM;
	if (md_setup(mddev, t) < 0) {
		md_unregister_thread(&t);
		return -EIO; /* { dg-bogus "refpair" } */
	}
	md_unregister_thread(&t);
	return 0;
}

int start_leaks(struct mddev *mddev)
{
	struct md_thread *t = md_register_thread(md_do_sync, mddev, "x"); /* { dg-message "taken here" } */

	if (!t)
		return -ENOMEM;
	if (md_setup(mddev, t) < 0) /* { dg-message "error branch taken here" } */
		return -EIO; /* { dg-warning "taken by 'md_register_thread' is not released on this error path \\\[refpair-leak\\\]" } */
		     /* { dg-message "returns here without 'md_unregister_thread'" "" { target *-*-* } .-1 } */
	md_unregister_thread(&t);
	return 0;
}
