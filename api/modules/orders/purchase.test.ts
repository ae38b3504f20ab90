import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderCreatedResponse, OrderResponse, type OrderStatus } from '../../../contract';
import { createTestApi, type TestApi } from '../../test-support';
import { setStock, takeOffers, type As, type TestOffer } from '../cart/cart-test-kit';
import { COMPRESSED_SANDBOX_ENV, injectFetch } from '../payments/test-kit';
import { filledCart, orderBody, orderClient, sleep, stockOf } from './order-test-kit';

/**
 * The whole purchase with nothing faked: the SIBS client against the local sandbox (reached in-process),
 * the sandbox's encrypted webhooks into `POST /v1/payments/sibs/webhook`, the durable job that hands each
 * one to the ledger, and the reconciliation poller — on PGlite, the sandbox's clock compressed.
 */
describe('a purchase through the SIBS sandbox, its webhooks and the job queue', () => {
  let api: TestApi;
  let orders: ReturnType<typeof orderClient>;
  let offers: TestOffer[];
  let next = 0;

  /** While set, the sandbox's notifications are lost on the way (SIBS retries them much later). */
  let dropWebhooks = false;

  beforeAll(async () => {
    api = await createTestApi('pglite', {
      products: 20,
      env: { ...COMPRESSED_SANDBOX_ENV, SIBS_POLL_INTERVAL_SECONDS: '1' },
      sibsFetch: (app) => {
        const inner = injectFetch(app);
        return (async (input: string | URL | Request, init?: RequestInit) => {
          const url = input instanceof Request ? input.url : String(input);
          if (dropWebhooks && url.includes('/v1/payments/sibs/webhook')) return new Response('lost', { status: 503 });
          return inner(input, init);
        }) as typeof fetch;
      },
    });
    orders = orderClient(api.app);
    offers = await takeOffers(api.database, 10, 0);
  });
  afterAll(() => api?.close());

  async function placed(body: Parameters<typeof orderBody>[0]) {
    const offer = offers[next++]!;
    await setStock(api.database, offer.id, 5);
    const cart = await filledCart(api.app, [{ offer, quantity: 1 }]);
    const response = await orders.place(cart.cartUuid, orderBody(body), cart.as);
    expect(response.statusCode).toBe(201);
    return { offer, cart, created: OrderCreatedResponse.parse(response.json()).data };
  }

  /** Runs the due jobs until the order reaches `status` (the sandbox's webhook arrives on its own). */
  async function settles(orderUuid: string, as: As, status: OrderStatus): Promise<void> {
    const deadline = Date.now() + 8_000;
    for (;;) {
      await api.app.jobs.runDueJobs();
      const order = OrderResponse.parse((await orders.order(orderUuid, as)).json()).data;
      if (order.status === status) return;
      if (Date.now() > deadline) throw new Error(`the order stayed ${order.status}`);
      await sleep(25);
    }
  }

  it('MB WAY approved in the app (a phone ending in 678): the webhook pays the order, the stock is sold, the cart closed', async () => {
    const { offer, cart, created } = await placed({ payment_method: 'mbway', mbway_phone: '912345678' });
    expect(created.payment).toMatchObject({ method: 'mbway', status: 'pending' });
    await settles(created.order_uuid, cart.as, 'paid');
    expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 4, in_checkout: 0 });
    const [row] = await api.database.query<{ status: string; notified: boolean }>(
      `select c.status, exists (select 1 from payment_notifications n where n.transaction_id = $2 and n.outcome = 'paid' and n.processed_at is not null) as notified
       from carts c where c.uuid = $1`,
      [cart.cartUuid, created.payment.transaction_id],
    );
    expect(row).toEqual({ status: 'COMPLETED', notified: true });
  });

  it('Multibanco: the reference is paid at the sandbox later, and the order turns paid', async () => {
    const { cart, created } = await placed({ payment_method: 'multibanco' });
    expect(created.payment.reference).toMatchObject({ entity: api.config.sibs.entity, amount: created.total });
    const paid = await api.app.inject({ method: 'POST', url: `/sibs-sandbox/control/${created.payment.transaction_id}/pay`, headers: { accept: 'application/json' } });
    expect(paid.statusCode).toBe(200);
    await settles(created.order_uuid, cart.as, 'paid');
  });

  it('MB WAY declined (a phone ending in 500): the order is declined, its stock back', async () => {
    const { offer, cart, created } = await placed({ payment_method: 'mbway', mbway_phone: '912345500' });
    await settles(created.order_uuid, cart.as, 'declined');
    expect((await stockOf(api.database, offer.id)).available).toBe(5);
  });

  it('P6: the webhook of an approved MB WAY payment is lost; the reconciliation poller pays the order within 2 poll intervals', async () => {
    dropWebhooks = true;
    try {
      const { cart, created } = await placed({ payment_method: 'mbway', mbway_phone: '912345678' });
      const started = Date.now();
      await settles(created.order_uuid, cart.as, 'paid');
      expect(Date.now() - started).toBeLessThan(2 * 1_000 + 500);
      const [attempt] = await api.database.query<{ last_source: string; notified: boolean }>(
        `select last_source, exists (select 1 from payment_notifications n where n.transaction_id = $1 and n.outcome = 'paid') as notified
         from payment_attempts where transaction_id = $1`,
        [created.payment.transaction_id],
      );
      expect(attempt).toEqual({ last_source: 'poll', notified: false });
    } finally {
      dropWebhooks = false;
    }
  });

  it("MB WAY not approved in its window: the order expires, then 'pay by Multibanco instead' and the reference is paid", async () => {
    const { cart, created } = await placed({ payment_method: 'mbway', mbway_phone: '961234567' });
    await settles(created.order_uuid, cart.as, 'expired');
    const again = await orders.pay(created.order_uuid, { method: 'multibanco' }, cart.as);
    expect(again.statusCode).toBe(201);
    const attempt = OrderCreatedResponse.parse(again.json()).data.payment;
    await api.app.inject({ method: 'POST', url: `/sibs-sandbox/control/${attempt.transaction_id}/pay`, headers: { accept: 'application/json' } });
    await settles(created.order_uuid, cart.as, 'paid');
  });
});
