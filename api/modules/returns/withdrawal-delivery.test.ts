import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponse, OrderReturnResponse, OrderReturnsResponse, RETURNS_ADDRESS, returnNumberOf, type OrderReturn, type ReturnReason } from '../../../contract';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';
import { setPrice, takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { account, customer, delivered, operator, paidOrder, type Customer, type PaidOrder } from '../fulfilment/after-sales-test-kit';
import { FakeGateway, orderClient } from '../orders/order-test-kit';

/**
 * The right of withdrawal gives back what the shopper paid for delivery (Directive 2011/83/EU art. 13):
 * withdrawing every item of a parcel refunds its standard delivery with the items, never a faster method's
 * extra cost; a partial return refunds the items only; a parcel returned only as faulty keeps the items-only
 * refund. The amount the request shows, the one refunded and the e-mails are the same.
 * Prices are set low (2 × 5 €) so the goods stay under the free-shipping thresholds and delivery costs 3.99 €.
 */

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`delivery given back by a withdrawal on ${mode}`, () => {
    let api: TestApi;
    let pool: TestOffer[];
    let ana: Customer;
    const gateway = new FakeGateway();
    const admin = () => operator(api.app, api.config.adminToken);

    /** Offers of `count` different sellers, each at `price`. */
    const offersOfSellers = async (count: number, price = 5) => {
      const sellers = await api.database.query<{ id: number; seller_id: number }>(`select id, seller_id from offers where id = any($1::int[])`, [pool.map((offer) => offer.id)]);
      const picked: TestOffer[] = [];
      const used = new Set<number>();
      for (const offer of pool) {
        const seller = sellers.find((row) => row.id === offer.id)!.seller_id;
        if (used.has(seller)) continue;
        used.add(seller);
        picked.push(offer);
        if (picked.length === count) break;
      }
      if (picked.length < count) throw new Error(`only ${picked.length} sellers left among the test offers`);
      pool = pool.filter((offer) => !picked.includes(offer));
      for (const offer of picked) await setPrice(api.database, offer.id, price);
      return picked.map((offer) => ({ ...offer, price }));
    };
    const sellerOf = async (offer: TestOffer) => (await api.database.query<{ seller_id: number }>(`select seller_id from offers where id = $1`, [offer.id]))[0]!.seller_id;
    const deliveredOrder = async (offers: TestOffer[], shipping?: Record<string, string>) => {
      const order = await paidOrder(api, gateway, offers, ana, { quantity: 2, ...(shipping ? { body: { shipping } } : {}) });
      await delivered(api, order);
      return order;
    };
    const ask = async (order: PaidOrder, lines: { offer: TestOffer; quantity: number; reason?: ReturnReason }[], refund_method: 'original' | 'store_credit' = 'original') => {
      const response = await account(api.app, ana).requestReturn(order.uuid, {
        refund_method,
        lines: lines.map((line) => ({ offer_id: line.offer.id, quantity: line.quantity, reason: line.reason ?? 'changed_mind' })),
      });
      expect(response.statusCode).toBe(201);
      return OrderReturnResponse.parse(response.json()).data;
    };
    const move = async (entry: OrderReturn, ...statuses: ('approved' | 'received' | 'refunded' | 'rejected')[]) => {
      let moved = entry;
      for (const status of statuses) {
        const response = await admin().moveReturn(entry.return_uuid, { status });
        expect(response.statusCode).toBe(200);
        moved = OrderReturnResponse.parse(response.json()).data;
      }
      return moved;
    };
    const listed = async (order: PaidOrder) => OrderReturnsResponse.parse((await account(api.app, ana).returns(order.uuid)).json()).data;
    const listedOf = async (order: PaidOrder, entry: OrderReturn) => (await listed(order)).find((candidate) => candidate.return_uuid === entry.return_uuid)!;
    const gatewayRefunds = () => gateway.callsOf('refund').map((call) => (call.input as { amount: number }).amount);
    const mailsOf = (entry: OrderReturn) =>
      api.database.query<{ kind: string; text_body: string; html_body: string }>(
        `select kind, text_body, html_body from mail_outbox where kind like 'return_%' and text_body like $1 order by id`,
        [`%${returnNumberOf(entry.return_uuid)}%`],
      );
    const mailOf = async (order: PaidOrder, kind: string) =>
      (await api.database.query<{ text_body: string }>(`select text_body from mail_outbox where kind = $2 and subject like $1 order by id`, [`%${order.uuid.slice(0, 8)}%`, kind])).map(
        (mail) => mail.text_body,
      );

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 60, paymentGateway: gateway });
      pool = await takeOffers(api.database, 50, 0);
      ana = await customer(api.app);
    });
    afterAll(() => api?.close());

    it('full withdrawal refunds items + delivery: the request, the list, the refund to the payment and the e-mails all say 13.99 €, 3.99 € of it delivery', async () => {
      const [offer] = await offersOfSellers(1);
      const order = await deliveredOrder([offer!]);
      const paid = OrderResponse.parse((await orderClient(api.app).order(order.uuid, { cookie: ana })).json()).data;
      expect(paid.shipping).toBe(3.99);

      const created = await ask(order, [{ offer: offer!, quantity: 2 }]);
      expect(created).toMatchObject({ amount: 13.99, delivery: 3.99 });
      expect(await listedOf(order, created)).toMatchObject({ amount: 13.99, delivery: 3.99 });

      const before = gatewayRefunds().length;
      const refunded = await move(created, 'approved', 'received', 'refunded');
      expect(refunded).toMatchObject({ status: 'refunded', amount: 13.99, delivery: 3.99 });
      expect(gatewayRefunds().slice(before)).toEqual([13.99]);
      const after = OrderResponse.parse((await orderClient(api.app).order(order.uuid, { cookie: ana })).json()).data;
      expect(after.payment.refund).toEqual({ status: 'refunded', amount: 13.99, reason: 'return' });

      const [requested] = await mailOf(order, 'return_requested');
      expect(requested).toContain('13,99');
      expect(requested).toContain('Inclui 3,99');
      const [refundedMail] = await mailOf(order, 'return_refunded');
      expect(refundedMail).toContain('Reembolsámos 13,99');
      expect(refundedMail).toContain('Inclui 3,99');
    });

    it('partial refunds items only: one unit of two gives back its price and no delivery', async () => {
      const [offer] = await offersOfSellers(1);
      const order = await deliveredOrder([offer!]);
      const created = await ask(order, [{ offer: offer!, quantity: 1 }]);
      expect(created).toMatchObject({ amount: 5, delivery: 0 });
      const before = gatewayRefunds().length;
      await move(created, 'approved', 'received', 'refunded');
      expect(gatewayRefunds().slice(before)).toEqual([5]);
      const [requested] = await mailOf(order, 'return_requested');
      expect(requested).not.toContain('3,99');
    });

    it('a second return that completes the order then includes the delivery; rejecting the first takes it back off, a new request for those units carries it again', async () => {
      const [offer] = await offersOfSellers(1);
      const order = await deliveredOrder([offer!]);
      const first = await ask(order, [{ offer: offer!, quantity: 1 }]);
      const second = await ask(order, [{ offer: offer!, quantity: 1 }]);
      expect(second).toMatchObject({ amount: 8.99, delivery: 3.99 });
      expect(await listedOf(order, first)).toMatchObject({ amount: 5, delivery: 0 });

      // The first one's unit is back in the parcel: the order is no longer all returned.
      await move(first, 'rejected');
      expect(await listedOf(order, second)).toMatchObject({ amount: 5, delivery: 0 });
      const third = await ask(order, [{ offer: offer!, quantity: 1 }]);
      expect(third).toMatchObject({ amount: 8.99, delivery: 3.99 });
      expect(await listedOf(order, second)).toMatchObject({ amount: 5, delivery: 0 });

      const before = gatewayRefunds().length;
      await move(second, 'approved', 'received', 'refunded');
      await move(third, 'approved', 'received', 'refunded');
      expect(gatewayRefunds().slice(before)).toEqual([5, 8.99]);
    });

    it('express delivery above standard refunds only the standard cost; with the standard delivery free, nothing of it', async () => {
      const [offer] = await offersOfSellers(1);
      const seller = await sellerOf(offer!);
      const order = await deliveredOrder([offer!], { [String(seller)]: 'express' });
      expect(OrderResponse.parse((await orderClient(api.app).order(order.uuid, { cookie: ana })).json()).data.shipping).toBe(6.99);
      const created = await ask(order, [{ offer: offer!, quantity: 2 }]);
      expect(created).toMatchObject({ amount: 13.99, delivery: 3.99 });

      // 2 × 15 € reaches the free-shipping threshold: standard was free, express still cost 6.99 €.
      const [dear] = await offersOfSellers(1, 15);
      const free = await deliveredOrder([dear!], { [String(await sellerOf(dear!))]: 'express' });
      expect(OrderResponse.parse((await orderClient(api.app).order(free.uuid, { cookie: ana })).json()).data.shipping).toBe(6.99);
      expect(await ask(free, [{ offer: dear!, quantity: 2 }])).toMatchObject({ amount: 30, delivery: 0 });
    });

    it('a faulty-item return of every item keeps its rule: the items only; its approval e-mail puts the postage on the shop', async () => {
      const [offer] = await offersOfSellers(1);
      const order = await deliveredOrder([offer!]);
      const created = await ask(order, [{ offer: offer!, quantity: 2, reason: 'damaged' }], 'store_credit');
      expect(created).toMatchObject({ amount: 10, delivery: 0 });
      await move(created, 'approved');
      const [approved] = await mailOf(order, 'return_approved');
      expect(approved).toContain('ficam por nossa conta');
      expect(approved).not.toContain('ficam a seu cargo');
    });

    it('a marketplace order: withdrawing every item of one seller’s parcel gives back that parcel’s delivery only', async () => {
      // 2 × 2 × 3 € stays under every free-shipping threshold: each parcel costs 3.99 €.
      const [first, second] = await offersOfSellers(2, 3);
      const order = await deliveredOrder([first!, second!]);
      expect(order.sellerIds).toHaveLength(2);
      expect(OrderResponse.parse((await orderClient(api.app).order(order.uuid, { cookie: ana })).json()).data.shipping).toBe(7.98);
      const partOfSecond = await ask(order, [{ offer: second!, quantity: 1 }]);
      expect(partOfSecond).toMatchObject({ amount: 3, delivery: 0 });
      const whole = await ask(order, [{ offer: first!, quantity: 2 }]);
      expect(whole).toMatchObject({ amount: 9.99, delivery: 3.99 });
      const rest = await ask(order, [{ offer: second!, quantity: 1 }]);
      expect(rest).toMatchObject({ amount: 6.99, delivery: 3.99 });
      expect(await listedOf(order, whole)).toMatchObject({ amount: 9.99, delivery: 3.99 });
    });

    it('the approval e-mail gives the returns address, the return number to put in the parcel and who pays the postage', async () => {
      const [offer] = await offersOfSellers(1);
      const order = await deliveredOrder([offer!]);
      const created = await ask(order, [{ offer: offer!, quantity: 1, reason: 'wrong_size' }]);
      await move(created, 'approved');
      const mails = await mailsOf(created);
      expect(mails.map((mail) => mail.kind)).toEqual(['return_approved']);
      expect(mails[0]!.text_body).toContain(RETURNS_ADDRESS);
      expect(mails[0]!.text_body).toContain(returnNumberOf(created.return_uuid));
      expect(mails[0]!.text_body).toContain('Os portes do envio de volta ficam a seu cargo');
      expect(mails[0]!.html_body).toContain(returnNumberOf(created.return_uuid));
    });
  });
}
