import type { FastifyInstance } from 'fastify';
import type { OrderReturn, ReturnableLine } from '../../../../contract';
import { createReturns } from '../../returns/service';

/**
 * Return eligibility and starting a return, through the returns service the account's form uses: only
 * the customer's own order, only lines of delivered parcels inside the return window, never more than
 * is left of a line.
 */
export function createReturnTools(app: FastifyInstance) {
  const returns = createReturns(app);
  return {
    /** What is left to return of the customer's order; null when it is not theirs. */
    async returnable(orderUuid: string, userId: number): Promise<ReturnableLine[] | null> {
      return (await returns.list(orderUuid, userId))?.returnable ?? null;
    },

    /**
     * Asks to return everything still returnable, refunded by the original payment (the shopper can
     * change the reason and method with the operator). Null when nothing could be asked.
     */
    async startAll(orderUuid: string, userId: number): Promise<OrderReturn | null> {
      const lines = await this.returnable(orderUuid, userId);
      if (!lines?.length) return null;
      const created = await returns.create(orderUuid, userId, {
        refund_method: 'original',
        lines: lines.map((line) => ({ offer_id: line.offer_id, quantity: line.quantity, reason: 'other' })),
      });
      return created.kind === 'created' ? created.data : null;
    },
  };
}

export type ReturnTools = ReturnType<typeof createReturnTools>;
