import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AFTER_SALES_API_PATHS, invoiceFileName, MessageBody, orderNumberOf } from '../../../contract';
import { userOf } from '../../http/auth-context';
import { customerOrder, isPaidAndKept, ORDER_NOT_FOUND } from '../fulfilment/orders';
import { linesOfOrder, type OrderRow } from '../orders/repository';
import type { Query } from '../../db/client';
import { renderInvoice, type InvoiceData } from './pdf';

/** The invoice's number: the order's, prefixed by the series (one invoice per paid order). */
export const invoiceNumberOf = (orderUuid: string) => `FT ${orderNumberOf(orderUuid).toUpperCase()}`;

async function invoiceData(query: Query, order: OrderRow): Promise<InvoiceData> {
  const lines = await linesOfOrder(query, order.id);
  const sellers = await query<{ seller_id: number; seller_name: string }>(`select seller_id, seller_name from shipments where order_id = $1 order by id`, [order.id]);
  const sellerName = new Map(sellers.map((row) => [row.seller_id, row.seller_name]));
  return {
    locale: order.locale,
    number: invoiceNumberOf(order.uuid),
    issuedAt: new Date(order.paid_at ?? order.created_at),
    orderNumber: orderNumberOf(order.uuid),
    customer: { name: order.name, email: order.email, nif: order.nif, address: order.shipping_address },
    sellers: sellers.map((row) => row.seller_name),
    lines: lines.map((line) => ({
      name: line.details.name,
      detail: [line.details.size, line.details.color].filter(Boolean).join(', '),
      seller: sellerName.get(line.seller_id) ?? '',
      quantity: line.quantity,
      unitPrice: line.unit_price,
      lineTotal: line.line_total,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    discount: order.discount,
    storeCredit: order.store_credit,
    vatIncluded: order.vat_included,
    total: order.total,
  };
}

/**
 * `GET /v1/account/orders/{uuid}/invoice`: the PDF invoice of the signed-in customer's paid order,
 * as an attachment named after the order's number. A guest 401; an unpaid order or anyone else's 404.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AFTER_SALES_API_PATHS.invoice(':uuid'),
    { onRequest: app.requireUser, schema: { params: z.object({ uuid: z.string() }), response: { 401: MessageBody, 404: MessageBody } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await customerOrder(app.database.query, request.params.uuid, userOf(request).id);
      if (!order || !(await isPaidAndKept(app.database.query, order))) return reply.code(404).send(ORDER_NOT_FOUND);
      const pdf = await renderInvoice(await invoiceData(app.database.query, order));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(orderNumberOf(order.uuid))}"`)
        .send(pdf as never);
    },
  );
};
