import type { FastifyInstance } from 'fastify';
import { refreshReadModel } from '../../db/read-model';
import { transactionWithRetry } from '../../db/retry';
import { createCheckoutService } from '../checkout/service';
import { GatewayError, type PaymentGateway } from '../payments/gateway';
import { createPaymentLedger, type LedgerEffects } from '../payments/ledger';
import { createUtmRepository } from '../utm/repository';
import type { OrderOwnership } from '../utm/orders';
import { createOrderLinks } from './links';
import { createOrderService } from './service';

/**
 * The purchase on the app: `app.checkout` (the checkout view), `app.payments` (the payment-attempt ledger)
 * and `app.orders`, decorated before the routes. The gateway is the one `buildApp` is given (the SIBS
 * client, the sandbox behind it, or a test's fake); without one, every payment answers 502.
 */

/** The gateway of an app built without one: each call fails like an unreachable gateway. */
export const UNCONFIGURED_GATEWAY: PaymentGateway = {
  createCheckout: () => Promise.reject(new GatewayError('No payment gateway is configured.', null)),
  mbwayPurchase: () => Promise.reject(new GatewayError('No payment gateway is configured.', null)),
  generateReference: () => Promise.reject(new GatewayError('No payment gateway is configured.', null)),
  status: () => Promise.reject(new GatewayError('No payment gateway is configured.', null)),
  refund: () => Promise.reject(new GatewayError('No payment gateway is configured.', null)),
};

export function installOrders(app: FastifyInstance, options: { gateway: PaymentGateway | null; now: () => Date }): void {
  const gateway = options.gateway ?? UNCONFIGURED_GATEWAY;
  const windows = app.config.payments.windowsMs;
  const utm = createUtmRepository(app.database);

  const effects: LedgerEffects = {
    orderCreated: (cartUuid, payload) => app.broadcasting.publishOrderCreated(cartUuid, payload),
    paymentProgress: (cartUuid, payload) => app.broadcasting.publishPaymentProgress(cartUuid, payload),
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
  const payments = createPaymentLedger({ database: app.database, gateway: () => gateway, effects, log: app.log, webOrigin: app.config.webOrigins[0]!, orderLinkToken: links.tokenOf });
  app.decorate('checkout', checkout);
  app.decorate('payments', payments);
  app.decorate('orders', createOrderService(app.database, { checkout, ledger: payments, windowsMs: windows, links }));
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
