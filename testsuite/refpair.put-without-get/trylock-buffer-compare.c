/* A shared buffer guarded by a trylock, or a buffer of its own when the
   lock is busy; at the end "is it the shared one?" decides between the
   unlock and the kfree.  The pointer stored in the transfer is the one the
   function chose: where it is the shared buffer the test is true, where it
   is new memory from kmalloc() the test is false (new memory is no pointer
   that existed before).  Minimised re-creation of spi_write_then_read()
   (Linux 6.1 and 6.12).  */
/* { dg-options "-O2" } */
#include <linux/kernel.h>
#include <linux/mutex.h>
#include <linux/slab.h>

struct xfer {
	const void *tx_buf;
	void *rx_buf;
	unsigned int len;
};
struct msg {
	struct xfer *first;
};
void msg_init(struct msg *m);
void msg_add_tail(struct xfer *t, struct msg *m);
int do_sync(void *spi, struct msg *m);
void *memset(void *s, int c, unsigned long n);
void *memcpy(void *d, const void *s, unsigned long n);

static unsigned char *buf;
static struct mutex lock;

int write_then_read(void *spi, const void *txbuf, unsigned int n_tx, void *rxbuf,
		    unsigned int n_rx)
{
	int status;
	struct msg message;
	struct xfer x[2];
	unsigned char *local_buf;

	if ((n_tx + n_rx) > 32 || !mutex_trylock(&lock)) {
		local_buf = kmalloc(n_tx + n_rx + 32, GFP_KERNEL);
		if (!local_buf)
			return -ENOMEM;
	} else {
		local_buf = buf;
	}
	msg_init(&message);
	memset(x, 0, sizeof(x));
	if (n_tx) {
		x[0].len = n_tx;
		msg_add_tail(&x[0], &message);
	}
	if (n_rx) {
		x[1].len = n_rx;
		msg_add_tail(&x[1], &message);
	}
	memcpy(local_buf, txbuf, n_tx);
	x[0].tx_buf = local_buf;
	x[1].rx_buf = local_buf + n_tx;
	status = do_sync(spi, &message);
	if (status == 0)
		memcpy(rxbuf, x[1].rx_buf, n_rx);
	if (x[0].tx_buf == buf)
		mutex_unlock(&lock); /* { dg-bogus "refpair" } */
	else
		kfree(local_buf);
	return status; /* { dg-bogus "refpair" } */
}

/* The caller's buffer instead of new memory: it may be the shared one, and
   then the unlock runs although the trylock failed.  */
int write_borrowed(void *spi, unsigned char *mine, unsigned int n)
{
	int status;
	struct msg message;
	struct xfer x;
	unsigned char *local_buf;

	if (n > 32 || !mutex_trylock(&lock)) /* { dg-message "'mutex_trylock' fails here and takes nothing" } */
		local_buf = mine;
	else
		local_buf = buf;
	msg_init(&message);
	memset(&x, 0, sizeof(x));
	x.len = n;
	msg_add_tail(&x, &message);
	x.tx_buf = local_buf;
	status = do_sync(spi, &message);
	if (x.tx_buf == buf)
		mutex_unlock(&lock); /* { dg-warning "'mutex_unlock' of '&lock', but 'mutex_trylock' did not take the lock on this path" } */
	return status;
}
