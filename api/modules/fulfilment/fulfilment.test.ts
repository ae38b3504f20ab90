import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerOrderUpdated, MessageBody, ShipmentMoveResponse, ValidationErrorBody } from '../../../contract';
import { RealtimeStandIn } from '../../realtime/test-support';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';
import { takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { FakeGateway } from '../orders/order-test-kit';
import { customer, paidOrder, operator, type Customer } from './after-sales-test-kit';

/**
 * The operator's fulfilment of a paid order's parcels (POST /v1/admin/orders/{uuid}/shipments/{sellerId}):
 * forward only, carrier and tracking number to ship, each move e-mailed in the order's language and
 * pushed on the customer's own private channel, which no other customer may join.
 */

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`shipment fulfilment on ${mode}`, () => {
    let api: TestApi;
    let standIn: RealtimeStandIn;
    let offers: TestOffer[];
    let next = 0;
    let ana: Customer;
    const gateway = new FakeGateway();
    const take = (count = 1) => offers.slice(next, (next += count));
    const admin = () => operator(api.app, api.config.adminToken);
    const published = async () => {
      await api.app.deferred.settled();
      return standIn.take();
    };
    const mails = (orderUuid: string) =>
      api.database.query<{ kind: string; subject: string; text_body: string; locale: string }>(
        `select kind, subject, text_body, locale from mail_outbox where kind like 'shipment_%' and subject like $1 order by id`,
        [`%${orderUuid.slice(0, 8)}%`],
      );

    beforeAll(async () => {
      standIn = new RealtimeStandIn('storefront-dev-secret');
      const url = await standIn.start();
      api = await createTestApi(mode, { products: 40, paymentGateway: gateway, env: { REALTIME_URL: url } });
      offers = await takeOffers(api.database, 30, 0);
      ana = await customer(api.app);
    });
    afterAll(async () => {
      await api?.close();
      await standIn?.stop();
    });

    it('moves a paid parcel preparing → shipped (carrier, tracking) → delivered, stamping each time', async () => {
      const order = await paidOrder(api, gateway, take(), ana);
      const seller = order.sellerIds[0]!;
      const preparing = await admin().ship(order.uuid, seller, { status: 'preparing' });
      expect(preparing.statusCode).toBe(200);
      expect(ShipmentMoveResponse.parse(preparing.json()).data).toMatchObject({ status: 'preparing', carrier: null, preparing_at: expect.any(String), shipped_at: null });
      const shipped = ShipmentMoveResponse.parse((await admin().ship(order.uuid, seller, { status: 'shipped', carrier: 'CTT Expresso', tracking_number: 'EA123456789PT' })).json()).data;
      expect(shipped).toMatchObject({ status: 'shipped', carrier: 'CTT Expresso', tracking_number: 'EA123456789PT', shipped_at: expect.any(String) });
      const done = ShipmentMoveResponse.parse((await admin().ship(order.uuid, seller, { status: 'delivered' })).json()).data;
      expect(done).toMatchObject({ status: 'delivered', carrier: 'CTT Expresso', delivered_at: expect.any(String), preparing_at: expect.any(String) });
      const [row] = await api.database.query<{ fulfilment_status: string; tracking_number: string }>(`select fulfilment_status, tracking_number from shipments s join orders o on o.id = s.order_id where o.uuid = $1`, [order.uuid]);
      expect(row).toEqual({ fulfilment_status: 'delivered', tracking_number: 'EA123456789PT' });
    });

    it('only forward: the same step again, a step back or any move after delivery is a 409; skipping ahead is allowed', async () => {
      const order = await paidOrder(api, gateway, take(), ana);
      const seller = order.sellerIds[0]!;
      expect((await admin().ship(order.uuid, seller, { status: 'shipped', carrier: 'DPD', tracking_number: '0987' })).statusCode).toBe(200);
      for (const status of ['preparing', 'shipped']) {
        const refused = await admin().ship(order.uuid, seller, { status, carrier: 'DPD', tracking_number: '0987' });
        expect(refused.statusCode).toBe(409);
        expect(MessageBody.parse(refused.json()).message).toMatch(/already shipped/);
      }
      expect((await admin().ship(order.uuid, seller, { status: 'delivered' })).statusCode).toBe(200);
      expect((await admin().ship(order.uuid, seller, { status: 'delivered' })).statusCode).toBe(409);
    });

    it('an unpaid order cannot move (409); an unknown order, seller or malformed id is a 404', async () => {
      const unpaid = await paidOrder(api, gateway, take(), ana, { pay: false });
      const refused = await admin().ship(unpaid.uuid, unpaid.sellerIds[0]!, { status: 'preparing' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'The order is not paid: its shipments cannot move.' });
      const paid = await paidOrder(api, gateway, take(), ana);
      for (const [uuid, seller] of [
        ['00000000-0000-4000-8000-000000000000', paid.sellerIds[0]!],
        [paid.uuid, 999999],
        [paid.uuid, 'abc'],
        ['not-a-uuid', paid.sellerIds[0]!],
        [paid.uuid, '99999999999999'],
      ] as const) {
        const missing = await admin().ship(uuid, seller, { status: 'preparing' });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'The shipment could not be found.' });
      }
    });

    it('bad bodies are 422 naming the field: carrier and tracking to ship, a known status, no unknown field', async () => {
      const order = await paidOrder(api, gateway, take(), ana);
      const seller = order.sellerIds[0]!;
      const cases: [unknown, string[]][] = [
        [{ status: 'shipped' }, ['carrier', 'tracking_number']],
        [{ status: 'shipped', carrier: 'CTT', tracking_number: '   ' }, ['tracking_number']],
        [{ status: 'lost' }, ['status']],
        [{}, ['status']],
        [{ status: 'preparing', fulfilment_status: 'delivered' }, ['fulfilment_status']],
        [{ status: 'preparing', carrier: 'x'.repeat(81) }, ['carrier']],
      ];
      for (const [body, fields] of cases) {
        const response = await admin().ship(order.uuid, seller, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(ValidationErrorBody.parse(response.json()).errors).sort()).toEqual(fields.sort());
      }
      const notJson = await api.app.inject({ method: 'POST', url: `/v1/admin/orders/${order.uuid}/shipments/${seller}`, headers: { authorization: `Bearer ${api.config.adminToken}`, 'content-type': 'application/json' }, payload: '{"status":' });
      expect(notJson.statusCode).toBe(400);
    });

    it('needs the operator token: none → 401, a wrong one → 403, and nothing moves', async () => {
      const order = await paidOrder(api, gateway, take(), ana);
      expect((await operator(api.app, null).ship(order.uuid, order.sellerIds[0]!, { status: 'preparing' })).statusCode).toBe(401);
      expect((await operator(api.app, 'not-the-token').ship(order.uuid, order.sellerIds[0]!, { status: 'preparing' })).statusCode).toBe(403);
      const bearerOfCustomer = await api.app.inject({ method: 'POST', url: `/v1/admin/orders/${order.uuid}/shipments/${order.sellerIds[0]}`, headers: ana.headers, payload: { status: 'preparing' } });
      expect(bearerOfCustomer.statusCode).toBe(401);
      const [row] = await api.database.query<{ fulfilment_status: string | null }>(`select fulfilment_status from shipments s join orders o on o.id = s.order_id where o.uuid = $1`, [order.uuid]);
      expect(row!.fulfilment_status).toBeNull();
    });

    it("each move is e-mailed in the order's language: shipped with carrier and tracking, delivered with the return window", async () => {
      const order = await paidOrder(api, gateway, take(), ana, { locale: 'fr' });
      const seller = order.sellerIds[0]!;
      await admin().ship(order.uuid, seller, { status: 'preparing' });
      await admin().ship(order.uuid, seller, { status: 'shipped', carrier: 'Chronopost', tracking_number: 'XY998877' });
      await admin().ship(order.uuid, seller, { status: 'delivered' });
      const sent = await mails(order.uuid);
      expect(sent.map((mail) => [mail.kind, mail.locale])).toEqual([
        ['shipment_preparing', 'fr'],
        ['shipment_shipped', 'fr'],
        ['shipment_delivered', 'fr'],
      ]);
      expect(sent[0]!.subject).toContain('Suivi de la commande');
      expect(sent[1]!.text_body).toContain('Chronopost');
      expect(sent[1]!.text_body).toContain('XY998877');
      expect(sent[2]!.text_body).toMatch(/dans un délai de 14 jours, jusqu’au \d+/);
    });

    it("each move is published as order.updated on private-customer.{id} of the order's customer only; a guest order publishes nothing", async () => {
      await published();
      const order = await paidOrder(api, gateway, take(), ana);
      await published();
      await admin().ship(order.uuid, order.sellerIds[0]!, { status: 'shipped', carrier: 'CTT', tracking_number: 'RR1' });
      const events = await published();
      expect(events.map((event) => [event.channels[0], event.name])).toEqual([[`private-customer.${ana.user.id}`, 'order.updated']]);
      expect(CustomerOrderUpdated.parse(JSON.parse(events[0]!.data))).toEqual({ order_uuid: order.uuid, status: 'shipped' });

      const guestOrder = await paidOrder(api, gateway, take(), null);
      await published();
      expect((await admin().ship(guestOrder.uuid, guestOrder.sellerIds[0]!, { status: 'preparing' })).statusCode).toBe(200);
      expect((await published()).filter((event) => event.channels[0]!.startsWith('private-customer.'))).toEqual([]);
      expect(standIn.badSignatures).toEqual([]);
    });

    it("another customer cannot join the customer's channel (POST /broadcasting/auth → 403); the customer can", async () => {
      const channel = `private-customer.${ana.user.id}`;
      const auth = (who: Customer) =>
        api.app.inject({
          method: 'POST',
          url: '/broadcasting/auth',
          headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ socket_id: '1234.5678', channel_name: channel }).toString(),
        });
      expect((await auth(ana)).statusCode).toBe(200);
      const other = await customer(api.app);
      const refused = await auth(other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    });
  });
}
