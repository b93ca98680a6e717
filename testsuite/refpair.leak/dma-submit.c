/* A submitted DMA descriptor takes with it the references stored in it:
   the engine calls tx->callback(tx->callback_param) when the transfer
   ends, and that callback gives back what the submitter took for it.
   Taken and not yet submitted, the reference is still the function's.  */
/* { dg-options "-O2" } */
#include <linux/kref.h>
#include <linux/dmaengine.h>
#include <linux/completion.h>

struct xfer_req {
	struct kref refcount;
	struct completion done;
	int status;
};

void xfer_req_free(struct kref *kref);
void xfer_done(void *param);
int xfer_check(struct xfer_req *req);

int start_xfer(struct dma_chan *chan, struct xfer_req *req, unsigned long buf)
{
	struct dma_async_tx_descriptor *tx;
	dma_cookie_t cookie;

	tx = dmaengine_prep_slave_single(chan, buf, 64, 1, 0);
	if (!tx)
		return -EIO;
	tx->callback = xfer_done;
	tx->callback_param = req;
	kref_get(&req->refcount);
	cookie = dmaengine_submit(tx);
	if (dma_submit_error(cookie)) {
		kref_put(&req->refcount, xfer_req_free); /* { dg-bogus "refpair" "not yet handed over where the submission failed" } */
		return -EIO;
	}
	dma_async_issue_pending(chan);
	if (!wait_for_completion_timeout(&req->done, 100))
		return -ETIMEDOUT; /* { dg-bogus "refpair" "the callback gives the reference back" } */
	return req->status;
}

int start_xfer_checked(struct dma_chan *chan, struct xfer_req *req, unsigned long buf)
{
	struct dma_async_tx_descriptor *tx;

	tx = dmaengine_prep_slave_single(chan, buf, 64, 1, 0);
	if (!tx)
		return -EIO;
	tx->callback = xfer_done;
	tx->callback_param = req;
	kref_get(&req->refcount); /* { dg-message "taken here" } */
	if (xfer_check(req)) /* { dg-message "error branch" } */
		return -EINVAL; /* { dg-warning "reference to '&req->refcount' taken by 'kref_get' is not released" } */
	/* { dg-message "returns here" "" { target *-*-* } .-1 } */
	dmaengine_submit(tx);
	return 0;
}
