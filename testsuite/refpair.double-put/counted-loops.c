/* One object taken once per turn of a loop and given back once per turn
   of another (a counting semaphore's n slots, "down" n times and "up" n
   times) is counted, not held or not held: the second turn of the loop
   that gives back is no double put (engine/elements.c, rp_setup_counted).
   What must still warn: a return between the loops.  What this cannot
   see: one more give-back after the loop (the count is not known).  */
#include <linux/kernel.h>

struct semaphore {
	int count;
};
void down(struct semaphore *sem);
int down_trylock(struct semaphore *sem);
void up(struct semaphore *sem);
void poll_hw(void *p);

struct cmd {
	struct semaphore sem;
	struct semaphore pages_sem;
	int max_reg_cmds;
	int mode;
};

void take_all(struct cmd *cmd, int mode)
{
	int i;

	for (i = 0; i < cmd->max_reg_cmds; i++)
		down(&cmd->sem);
	down(&cmd->pages_sem);
	cmd->mode = mode;
	up(&cmd->pages_sem);
	for (i = 0; i < cmd->max_reg_cmds; i++)
		up(&cmd->sem); /* { dg-bogus "refpair" } */
}

/* Each slot taken by retrying a try-lock.  */
void flush_all(struct cmd *cmd)
{
	int i;

	for (i = 0; i < cmd->max_reg_cmds; i++) {
		while (down_trylock(&cmd->sem))
			poll_hw(cmd);
	}
	for (i = 0; i < cmd->max_reg_cmds; i++)
		up(&cmd->sem); /* { dg-bogus "refpair" } */
}

/* A return between the loops keeps the slots.  */
int take_all_fails(struct cmd *cmd, int mode)
{
	int i;

	for (i = 0; i < cmd->max_reg_cmds; i++)
		down(&cmd->sem); /* { dg-message "taken here" } */
	if (mode < 0) /* { dg-message "error branch taken here" } */
		return -EINVAL; /* { dg-warning "lock '&cmd->sem' taken by 'down' is not released on this error path" } */
		/* { dg-message "returns here without 'up'" "" { target *-*-* } .-1 } */
	cmd->mode = mode;
	for (i = 0; i < cmd->max_reg_cmds; i++)
		up(&cmd->sem);
	return 0;
}
