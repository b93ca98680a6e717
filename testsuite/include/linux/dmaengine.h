/* SPDX-License-Identifier: GPL-3.0-or-later */
/* DMA engine descriptors (written for the tests): the engine calls
   tx->callback(tx->callback_param) when the submitted transfer ends.  */
#ifndef TEST_LINUX_DMAENGINE_H
#define TEST_LINUX_DMAENGINE_H
#include <linux/kernel.h>
typedef int dma_cookie_t;
struct dma_chan;
struct dma_async_tx_descriptor {
	dma_cookie_t (*tx_submit)(struct dma_async_tx_descriptor *tx);
	void (*callback)(void *param);
	void *callback_param;
};
struct dma_async_tx_descriptor *dmaengine_prep_slave_single(struct dma_chan *chan,
							    unsigned long buf, size_t len,
							    int dir, unsigned long flags);
static inline dma_cookie_t dmaengine_submit(struct dma_async_tx_descriptor *tx)
{
	return tx->tx_submit(tx);
}
static inline int dma_submit_error(dma_cookie_t cookie)
{
	return cookie < 0 ? cookie : 0;
}
void dma_async_issue_pending(struct dma_chan *chan);
#endif
