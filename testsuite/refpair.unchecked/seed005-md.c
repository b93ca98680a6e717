/* Seed 005 (md, reverted 2021): md_register_thread() returns NULL on
   failure; storing its result and returning success without testing it is
   a bug.  Minimised re-creation of raid10_run()'s reshape branch.  */
#include <linux/kernel.h>

struct mddev;
struct md_thread;
struct md_thread *md_register_thread(void (*run)(struct md_thread *), struct mddev *mddev,
				     const char *name);
void md_unregister_thread(struct md_thread **threadp);
void md_do_sync(struct md_thread *thread);
struct mddev {
	struct md_thread *sync_thread;
	int reshape;
};

int raid10_run_buggy(struct mddev *mddev)
{
	if (mddev->reshape)
		mddev->sync_thread = md_register_thread(md_do_sync, mddev, "reshape"); /* { dg-message "'md_register_thread' called here" } */
	return 0; /* { dg-warning "result of 'md_register_thread' is never checked; it is NULL on failure \\\[refpair-unchecked\\\]" } */
}

int raid10_run(struct mddev *mddev)
{
	if (mddev->reshape) {
		mddev->sync_thread = md_register_thread(md_do_sync, mddev, "reshape");
		if (!mddev->sync_thread)
			goto out_free_conf;
	}
	return 0; /* { dg-bogus "refpair" } */
out_free_conf:
	return -ENOMEM;
}

/* Handing the result to the caller passes on the duty to check it.  */
struct md_thread *start(struct mddev *mddev)
{
	return md_register_thread(md_do_sync, mddev, "x"); /* { dg-bogus "refpair" } */
}
