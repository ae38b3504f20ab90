import type { FastifyInstance } from 'fastify';
import { refreshReadModel } from '../../db/read-model';
import { transactionWithRetry } from '../../db/retry';
import { createCheckoutService } from '../checkout/service';
import { createPaymentLedger, type LedgerEffects, type PaymentLedger } from '../payments/ledger';
import type { PaymentHooks } from '../payments/plugin';
import { createUtmRepository } from '../utm/repository';
import type { OrderOwnership } from '../utm/orders';
import { createOrderLinks } from './links';
import { createOrderService } from './service';

/**
 * The purchase on the app: `app.checkout` (the checkout view), `app.ledger` (the payment-attempt ledger)
 * and `app.orders`, decorated before the routes, and their recurring jobs (`app.jobs`). The gateway is
 * `app.paymentGateway` (the SIBS client, the sandbox behind it, or a test's fake), read at each call:
 * `installPayments` decorates it after the routes. `ledgerHooks` hands the ledger to the webhook job
 * and the reconciliation poller.
 */

/** How often the durable jobs of orders run: holds past their window, refunds the gateway could not take yet, old Idempotency-Keys. */
export const SWEEP_HOLDS_EVERY_MS = 60_000;
export const RETRY_REFUNDS_EVERY_MS = 5 * 60_000;
export const PURGE_KEYS_EVERY_MS = 60 * 60_000;

export function installOrders(app: FastifyInstance, options: { now: () => Date }): void {
  const windows = app.config.payments.windowsMs;
  const utm = createUtmRepository(app.database);

  /** A customer's order page follows its payment too: the customer's own channel hears each step of it. */
  async function tellCustomer(orderUuid: string): Promise<void> {
    try {
      const [order] = await app.database.query<{ customer_id: number | null; status: string }>(`select customer_id, status from orders where uuid = $1`, [orderUuid]);
      if (order?.customer_id) app.domainEvents.emit('customer.changed', { userId: order.customer_id, event: 'order.updated', data: { order_uuid: orderUuid, status: order.status } });
    } catch (error) {
      app.log.warn({ err: error, order: orderUuid }, 'orders: the customer could not be told of a payment step');
    }
  }

  const effects: LedgerEffects = {
    orderCreated: (cartUuid, payload) => app.broadcasting.publishOrderCreated(cartUuid, payload),
    async paymentProgress(cartUuid, payload) {
      const published = await app.broadcasting.publishPaymentProgress(cartUuid, payload);
      await tellCustomer(payload.order_uuid);
      return published;
    },
    async productsChanged(productIds) {
      const products = await transactionWithRetry(app.database, async (query) => {
        await refreshReadModel(query, productIds, options.now());
        return query<{ uuid: string; locale: string; slug: string }>(
          `select p.uuid, t.locale, t.slug from products p join product_translations t on t.product_id = p.id where p.id = any($1::int[]) order by p.id`,
          [productIds],
        );
      });
      app.catalog.invalidate();
      const slugs = new Map<string, Record<string, string>>();
      for (const row of products) slugs.set(row.uuid, { ...slugs.get(row.uuid), [row.locale]: row.slug });
      for (const [uuid, bySlug] of slugs) app.domainEvents.emit('product.changed', { uuid, slug: bySlug.pt ?? Object.values(bySlug)[0]!, slugs: bySlug });
    },
    async orderConverted({ userId, orderUuid, total, trackingId }) {
      await utm.convert({ userId, type: 'order', orderId: orderUuid, value: total, trackingId, attributionId: null }, options.now());
    },
    deliverMail: (id) => app.mailer.deliver(id),
  };

  const links = createOrderLinks(app.config.adminToken);
  const checkout = createCheckoutService(app.database, { now: options.now, mediaOrigin: app.config.apiUrl, events: app.domainEvents, windows });
  const ledger = createPaymentLedger({
    database: app.database,
    gateway: () => app.paymentGateway,
    effects,
    log: app.log,
    webOrigin: app.config.webOrigins[0]!,
    orderLinkToken: links.tokenOf,
  });
  app.decorate('checkout', checkout);
  app.decorate('ledger', ledger);
  app.decorate('orders', createOrderService(app.database, { checkout, ledger, windowsMs: windows, links }));

  app.jobs.register('orders.sweep-holds', async () => {
    const released = await ledger.sweepExpiredHolds();
    if (released > 0) app.log.info({ released }, 'stock holds past their window released');
  });
  app.jobs.schedule('orders.sweep-holds', 'orders.sweep-holds', SWEEP_HOLDS_EVERY_MS);
  app.jobs.register('payments.refunds', async () => {
    for (const id of await ledger.listPendingRefunds()) await ledger.settleRefund(id);
  });
  app.jobs.schedule('payments.refunds', 'payments.refunds', RETRY_REFUNDS_EVERY_MS);
  app.jobs.register('orders.purge-idempotency-keys', async () => {
    await app.orders.purgeExpiredKeys();
  });
  app.jobs.schedule('orders.purge-idempotency-keys', 'orders.purge-idempotency-keys', PURGE_KEYS_EVERY_MS);
}

/** The ledger as the payments plugin calls it: the webhook job and the poller converge on `applyGatewayStatus`. */
export function ledgerHooks(ledger: PaymentLedger): PaymentHooks {
  return {
    async onGatewayStatus(status, source) {
      const result = await ledger.applyGatewayStatus(status, source);
      return result.kind === 'unknown' ? 'unknown-transaction' : undefined;
    },
    listOpenAttempts: () => ledger.listOpenAttempts(),
  };
}

/** `POST /v1/utm/conversion` of type order: the caller's own paid order, at its total. */
export function orderOwnership(app: FastifyInstance): OrderOwnership {
  return {
    async ownedOrder(userId, orderId) {
      if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
      const [row] = await app.database.query<{ total: number }>(
        `select total::float8 as total from orders where uuid = $1 and customer_id = $2 and status in ('paid', 'paid_after_expiry')`,
        [orderId, userId],
      );
      return row ?? null;
    },
  };
}
