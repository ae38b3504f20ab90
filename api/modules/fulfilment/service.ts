import type { FastifyInstance } from 'fastify';
import {
  SHIPMENT_MOVES,
  isUuid,
  orderNumberOf,
  returnDeadline,
  type ShipmentMoveStatus,
  type ShipmentMoveResult,
  type ShipmentMoveRequest,
} from '../../../contract';
import type { Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { shipmentMail } from '../../mail/after-sales-templates';
import { queueMail } from '../../mail/outbox';
import { lockOrderByUuid } from '../orders/repository';
import { enqueueReviewInvitation } from '../reviews/invitations';
import { isPaidAndKept, tellCustomer } from './orders';

/**
 * The operator's fulfilment of one seller's parcel of a paid order: to ship (null) → preparing → shipped
 * (carrier and tracking number) → delivered. Steps may be skipped forward, never taken back; each move
 * stamps its own time, e-mails the customer in the order's language and is pushed to their channel.
 */

type ShipmentRow = {
  id: number;
  seller_id: number;
  seller_name: string;
  fulfilment_status: ShipmentMoveStatus | null;
  carrier: string | null;
  tracking_number: string | null;
  preparing_at: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
};

const SHIPMENT_COLUMNS = 'id, seller_id, seller_name, fulfilment_status, carrier, tracking_number, preparing_at, shipped_at, delivered_at';

export type ShipmentMove =
  | { kind: 'not_found' }
  | { kind: 'conflict'; message: string }
  | { kind: 'moved'; fulfilment: ShipmentMoveResult };

export const FULFILMENT_MESSAGES = {
  notFound: 'The shipment could not be found.',
  notPaid: 'The order is not paid: its shipments cannot move.',
  backwards: (from: string, to: string) => `The shipment is already ${from}; it cannot move to ${to}.`,
} as const;

const rank = (status: ShipmentMoveStatus | null) => (status === null ? -1 : SHIPMENT_MOVES.indexOf(status));
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function fulfilmentOf(orderUuid: string, row: ShipmentRow): ShipmentMoveResult {
  return {
    order_uuid: orderUuid,
    seller_id: row.seller_id,
    status: row.fulfilment_status,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    preparing_at: iso(row.preparing_at),
    shipped_at: iso(row.shipped_at),
    delivered_at: iso(row.delivered_at),
  };
}

/** Each shipment's fulfilment, for readers of an order (the account's order detail). */
export async function fulfilmentsOf(query: Query, orderId: number, orderUuid: string): Promise<ShipmentMoveResult[]> {
  const rows = await query<ShipmentRow>(`select ${SHIPMENT_COLUMNS} from shipments where order_id = $1 order by id`, [orderId]);
  return rows.map((row) => fulfilmentOf(orderUuid, row));
}

export function createFulfilment(app: FastifyInstance) {
  return {
    async move(orderUuid: string, sellerId: number, body: ShipmentMoveRequest): Promise<ShipmentMove> {
      if (!isUuid(orderUuid) || !Number.isSafeInteger(sellerId) || sellerId <= 0 || sellerId > 2_147_483_647) return { kind: 'not_found' };
      const done = await transactionWithRetry(app.database, async (query) => {
        const order = await lockOrderByUuid(query, orderUuid);
        if (!order) return { move: { kind: 'not_found' } as ShipmentMove };
        const [shipment] = await query<ShipmentRow>(`select ${SHIPMENT_COLUMNS} from shipments where order_id = $1 and seller_id = $2 for update`, [order.id, sellerId]);
        if (!shipment) return { move: { kind: 'not_found' } as ShipmentMove };
        if (!(await isPaidAndKept(query, order))) return { move: { kind: 'conflict', message: FULFILMENT_MESSAGES.notPaid } as ShipmentMove };
        if (rank(body.status) <= rank(shipment.fulfilment_status)) {
          return { move: { kind: 'conflict', message: FULFILMENT_MESSAGES.backwards(shipment.fulfilment_status ?? 'to ship', body.status) } as ShipmentMove };
        }
        const [moved] = await query<ShipmentRow>(
          `update shipments set fulfilment_status = $2,
             carrier = coalesce($3, carrier), tracking_number = coalesce($4, tracking_number),
             preparing_at = case when $2 = 'preparing' then now() else preparing_at end,
             shipped_at = case when $2 = 'shipped' then now() else shipped_at end,
             delivered_at = case when $2 = 'delivered' then now() else delivered_at end
           where id = $1 returning ${SHIPMENT_COLUMNS}`,
          [shipment.id, body.status, body.carrier ?? null, body.tracking_number ?? null],
        );
        const mail = shipmentMail({
          locale: order.locale,
          name: order.name,
          number: orderNumberOf(order.uuid),
          seller: moved!.seller_name,
          status: body.status,
          carrier: moved!.carrier,
          trackingNumber: moved!.tracking_number,
          returnBy: moved!.delivered_at ? returnDeadline(moved!.delivered_at) : null,
        });
        const mailId = await queueMail(query, { kind: `shipment_${body.status}`, to: order.email, locale: order.locale, ...mail });
        // Delivered: the customer is invited to review what the parcel brought (a job, sent once).
        if (body.status === 'delivered') await enqueueReviewInvitation(query, moved!.id);
        return { move: { kind: 'moved', fulfilment: fulfilmentOf(order.uuid, moved!) } as ShipmentMove, order, mailId };
      });
      if (done.move.kind === 'moved' && 'order' in done && done.order) {
        await tellCustomer(app, done.order, { order_uuid: done.order.uuid, status: body.status }, [done.mailId!]);
      }
      return done.move;
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
