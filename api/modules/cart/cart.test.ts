import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  CartConflictBody,
  CartDeleteResponse,
  CartResponse,
  MessageBody,
  ValidationErrorBody,
  type Cart,
} from '../../../contract';
import { bearerFor, createTestApi, DATABASE_MODES, signIn, signUp, type TestApi } from '../../test-support';
import { cartClient, item, setPrice, setStock, takeOffers, testSessionId, type TestOffer } from './cart-test-kit';

const NOT_FOUND = { message: 'Carrinho não encontrado' };

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`carts (§7 v1/carts) on ${mode}`, () => {
    let api: TestApi;
    let carts: ReturnType<typeof cartClient>;
    let taken = 0;
    /** Offers no other test of this file touches, each with `stock` left for sale. */
    async function offers(count: number, stock = 20): Promise<TestOffer[]> {
      const list = await takeOffers(api.database, count, taken);
      taken += count;
      for (const offer of list) await setStock(api.database, offer.id, stock);
      return list;
    }
    const cartOf = (response: { json(): unknown }) => CartResponse.parse(response.json()).data;
    async function guestCart(lines: [TestOffer, number][], session = testSessionId()) {
      const response = await carts.save({ customer_id: null, session_id: session, items: lines.map(([o, q]) => item(o.id, q, o.price)) }, { session });
      expect(response.statusCode).toBe(201);
      return { session, cart: cartOf(response) };
    }

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 60 });
      carts = cartClient(api.app);
    });
    afterAll(() => api?.close());

    describe('save, read back and totals', () => {
      it('creates the cart (201) with the server read-back of each item, its totals and version 1', async () => {
        const [a, b] = await offers(2);
        const { session, cart } = await guestCart([
          [a!, 2],
          [b!, 1],
        ]);
        expect(cart).toMatchObject({ session_id: session, customer_id: null, status: 'OPEN', version: 1, total_items: 3 });
        const subtotal = Math.round((a!.price * 2 + b!.price) * 100) / 100;
        expect(cart.subtotal).toBe(subtotal);
        expect(cart.discount_amount).toBe(0);
        expect(cart.total_price).toBe(subtotal);
        const first = cart.items.find((line) => line.offer_id === a!.id)!;
        expect(first).toMatchObject({ quantity: 2, price: a!.price, originalPrice: a!.pvp, stock: 20, stock_available: 18 });
        expect(first.name).toBe(first.translations.pt!.name);
        expect(first.product_slug).toBe(first.translations.pt!.slug);
        expect(first.image).toMatch(/^http:\/\/api\.test\/media\/\d+\.webp$/);
        expect(first.deliveryEstimate).toMatch(/^\d+-\d+$/);
        expect(first.size).not.toBe('');
        expect(first.color).not.toBe('');
        expect(first.offer_uuid).toMatch(/^[0-9a-f-]{36}$/);
        expect(first.price_changed).toBeUndefined();
      });

      it('reads the cart by its uuid and by its session id, names in the asked language, with Cache-Control: no-store', async () => {
        const [a] = await offers(1);
        const { session, cart } = await guestCart([[a!, 1]]);
        const byUuid = await carts.get(cart.cart_uuid, { session });
        expect(byUuid.statusCode).toBe(200);
        expect(byUuid.headers['cache-control']).toBe('no-store');
        expect(cartOf(byUuid)).toEqual(cart);
        expect(cartOf(await carts.get(session, { session }))).toEqual(cart);
        expect(cartOf(await carts.get(session, {}))).toEqual(cart);

        const english = cartOf(await carts.get(cart.cart_uuid, { session }, '?locale=en')).items[0]!;
        expect(english.name).toBe(english.translations.en!.name);
        const french = cartOf(await carts.get(cart.cart_uuid, { session, acceptLanguage: 'fr-FR,fr;q=0.9' })).items[0]!;
        expect(french.name).toBe(french.translations.fr!.name);
      });

      it('names the line\'s colour and size in the asked language (§2 cart lines in the page\'s language)', async () => {
        // An offer whose variant's colour reads differently in Portuguese and English (e.g. 'Rosa' / 'Pink').
        const [row] = await api.database.query<{ offer_id: number; pt: string; en: string; size_en: string }>(
          `select o.id as offer_id, pt.value as pt, en.value as en,
             (select s.value from variant_attribute_values vs join attribute_values sv on sv.id = vs.attribute_value_id and sv.attribute_code = 'size'
               join attribute_value_translations s on s.attribute_value_id = sv.id and s.locale = 'en' where vs.variant_id = v.id limit 1) as size_en
           from offers o join variants v on v.id = o.variant_id
           join variant_attribute_values va on va.variant_id = v.id
           join attribute_values av on av.id = va.attribute_value_id and av.attribute_code = 'color'
           join attribute_value_translations pt on pt.attribute_value_id = av.id and pt.locale = 'pt'
           join attribute_value_translations en on en.attribute_value_id = av.id and en.locale = 'en'
           where o.is_active and pt.value <> en.value order by o.id desc limit 1`,
        );
        expect(row).toBeDefined();
        await setStock(api.database, row!.offer_id, 5);
        const session = testSessionId();
        const saved = await carts.save({ customer_id: null, session_id: session, items: [item(row!.offer_id, 1, 1)] }, { session, acceptLanguage: 'en-GB,en;q=0.9' });
        const cart = cartOf(saved);
        expect(cart.items[0]!.color).toBe(row!.en);
        if (row!.size_en) expect(cart.items[0]!.size).toBe(row!.size_en);
        expect(cartOf(await carts.get(cart.cart_uuid, { session }, '?locale=en')).items[0]!.color).toBe(row!.en);
        expect(cartOf(await carts.get(cart.cart_uuid, { session }, '?locale=pt')).items[0]!.color).toBe(row!.pt);
        // The same offer read in another language right after answers that language, not the first one read.
        expect(cartOf(await carts.get(cart.cart_uuid, { session }, '?locale=en')).items[0]!.color).toBe(row!.en);
      });

      it('answers only the keys of the contract: no cost, internal id or another customer in any cart answer (B4 minimisation)', async () => {
        const [a] = await offers(1);
        const { cart } = await guestCart([[a!, 1]]);
        expect(Object.keys(cart).sort()).toEqual(
          ['cart_uuid', 'customer_id', 'discount_amount', 'discounts', 'items', 'session_id', 'status', 'subtotal', 'total_items', 'total_price', 'version'].sort(),
        );
        expect(Object.keys(cart.items[0]!).sort()).toEqual(
          [
            'brand', 'category', 'color', 'deliveryEstimate', 'ean', 'id', 'image', 'initial_stock', 'name', 'offer_id', 'offer_uuid', 'originalPrice',
            'price', 'product_slug', 'product_uuid', 'quantity', 'seller', 'seller_rating', 'size', 'stock', 'stock_available', 'translations', 'variant_uuid',
          ].sort(),
        );
        for (const discount of cart.discounts) {
          expect(['type', 'minimum_order_value', 'discount_uuid', 'code', 'value']).toEqual(expect.arrayContaining(Object.keys(discount)));
        }
      });

      it('corrects a stale client price to the server one and flags it, never refusing (price_changed)', async () => {
        const [a] = await offers(1);
        const session = testSessionId();
        const response = await carts.save({ customer_id: null, session_id: session, items: [item(a!.id, 1, 0.01)] }, { session });
        expect(response.statusCode).toBe(201);
        const line = cartOf(response).items[0]!;
        expect(line.price).toBe(a!.price);
        expect(line.price_changed).toBe(true);
        expect(cartOf(response).total_price).toBe(a!.price);

        // The server price moves later: the next read shows the new price, flagged, in the totals.
        await setPrice(api.database, a!.id, 12.34);
        const reread = cartOf(await carts.get(session, { session }));
        expect(reread.items[0]).toMatchObject({ price: 12.34, price_changed: true });
        expect(reread.total_price).toBe(12.34);
      });

      it('shows a renamed product at once when the catalogue says it changed (product.changed)', async () => {
        const [a] = await offers(1);
        const { session, cart } = await guestCart([[a!, 1]]);
        await api.database.query(`update product_translations set name = 'Casaco renomeado' where product_id = $1 and locale = 'pt'`, [a!.productId]);
        const slug = cart.items[0]!.product_slug!;
        api.app.domainEvents.emit('product.changed', { uuid: randomUUID(), slug, slugs: { pt: slug } });
        expect(cartOf(await carts.get(cart.cart_uuid, { session })).items[0]!.name).toBe('Casaco renomeado');
      });

      it('merges lines of the same offer sent twice into one line (summed)', async () => {
        const [a] = await offers(1);
        const session = testSessionId();
        const response = await carts.save(
          { customer_id: null, session_id: session, items: [item(a!.id, 1, a!.price), item(a!.id, 2, a!.price)] },
          { session },
        );
        expect(cartOf(response).items.map((line) => [line.offer_id, line.quantity])).toEqual([[a!.id, 3]]);
      });

      it('save into the session\'s OPEN cart adds the new lines (200), and a repeated save never doubles a line', async () => {
        const [a, b] = await offers(2);
        const { session, cart } = await guestCart([[a!, 2]]);
        const again = await carts.save({ customer_id: null, session_id: session, items: [item(a!.id, 2, a!.price), item(b!.id, 1, b!.price)] }, { session });
        expect(again.statusCode).toBe(200);
        const saved = cartOf(again);
        expect(saved.cart_uuid).toBe(cart.cart_uuid);
        expect(saved.items.map((line) => [line.offer_id, line.quantity])).toEqual([
          [a!.id, 2],
          [b!.id, 1],
        ]);
        expect(saved.version).toBe(2);
      });
    });

    describe('stock (§5 on the server)', () => {
      it('clamps a new line above stock to the stock and flags it (quantity_adjusted)', async () => {
        const [a] = await offers(1, 4);
        const { cart } = await guestCart([[a!, 9]]);
        expect(cart.items[0]).toMatchObject({ quantity: 4, quantity_adjusted: true, stock_available: 0 });
      });

      it('refuses an existing line raised above stock with 409 OUT_OF_STOCK and the cart unchanged', async () => {
        const [a] = await offers(1, 5);
        const { session, cart } = await guestCart([[a!, 2]]);
        const raised = await carts.update(
          { cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(a!.id, 6, a!.price)], version: cart.version },
          { session },
        );
        expect(raised.statusCode).toBe(409);
        const body = CartConflictBody.parse(raised.json());
        expect(body).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Apenas 5 em stock', offer_id: a!.id, available: 5 });
        expect(body.data).toEqual(cart);
        expect(cartOf(await carts.get(cart.cart_uuid, { session }))).toEqual(cart);

        const full = await carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(a!.id, 5, a!.price)] }, { session });
        expect(cartOf(full).items[0]!.quantity).toBe(5);
        const more = await carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(a!.id, 6, a!.price)] }, { session });
        expect(CartConflictBody.parse(more.json())).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Limite de stock atingido', available: 5 });
      });

      it('refuses two lines of one offer that together exceed its stock (C2: stock 3, lines 2 + 2)', async () => {
        const [a, b] = await offers(2, 3);
        const { session, cart } = await guestCart([[b!, 1]]);
        const response = await carts.update(
          { cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(b!.id, 1, b!.price), item(a!.id, 2, a!.price), item(a!.id, 2, a!.price)] },
          { session },
        );
        expect(response.statusCode).toBe(409);
        expect(CartConflictBody.parse(response.json())).toMatchObject({ code: 'OUT_OF_STOCK', offer_id: a!.id, available: 3, message: 'Apenas 3 em stock' });
        expect(cartOf(await carts.get(cart.cart_uuid, { session }))).toEqual(cart);

        // On a first save there is no cart yet: `data` is null and no cart is created.
        const session2 = testSessionId();
        const first = await carts.save({ customer_id: null, session_id: session2, items: [item(a!.id, 2, a!.price), item(a!.id, 2, a!.price)] }, { session: session2 });
        expect(first.statusCode).toBe(409);
        expect(CartConflictBody.parse(first.json())).toMatchObject({ code: 'OUT_OF_STOCK', data: null, available: 3 });
        expect((await carts.get(session2, { session: session2 })).statusCode).toBe(404);
      });

      it('refuses a line of an offer with nothing left ("Limite de stock atingido")', async () => {
        const [a, b] = await offers(2);
        await setStock(api.database, a!.id, 0);
        const { session, cart } = await guestCart([[b!, 1]]);
        const response = await carts.update(
          { cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(b!.id, 1, b!.price), item(a!.id, 1, a!.price)] },
          { session },
        );
        expect(CartConflictBody.parse(response.json())).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Limite de stock atingido', available: 0, data: cart });
      });

      it('keeps a line the stock fell below while other lines change; it only may not grow', async () => {
        const [a, b] = await offers(2, 6);
        const { session, cart } = await guestCart([
          [a!, 5],
          [b!, 1],
        ]);
        await setStock(api.database, a!.id, 2);
        const response = await carts.update(
          { cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(a!.id, 5, a!.price), item(b!.id, 2, b!.price)] },
          { session },
        );
        expect(response.statusCode).toBe(200);
        expect(cartOf(response).items.find((line) => line.offer_id === a!.id)).toMatchObject({ quantity: 5, stock: 2, stock_available: -3 });
      });

      it('refuses an unknown or withdrawn offer with 422 naming the line; a withdrawn line already there may stay', async () => {
        const [a, b] = await offers(2);
        const { session, cart } = await guestCart([[a!, 2]]);
        const unknown = await carts.update(
          { cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(a!.id, 2, a!.price), item(2_000_000, 1, 1)] },
          { session },
        );
        expect(unknown.statusCode).toBe(422);
        expect(ValidationErrorBody.parse(unknown.json()).errors).toEqual({ 'items.1.offer_id': ['Este produto já não está disponível.'] });

        await api.database.query('update offers set is_active = false where id = any($1::int[])', [[a!.id, b!.id]]);
        const withdrawn = await carts.update(
          { cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(a!.id, 2, a!.price), item(b!.id, 1, b!.price)] },
          { session },
        );
        expect(withdrawn.statusCode).toBe(422);
        expect(ValidationErrorBody.parse(withdrawn.json()).errors).toEqual({ 'items.1.offer_id': ['Este produto já não está disponível.'] });
        const lowered = await carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(a!.id, 1, a!.price)] }, { session });
        expect(lowered.statusCode).toBe(200);
        expect(cartOf(lowered).items[0]!.quantity).toBe(1);
      });
    });

    describe('strict bodies (B4, E4)', () => {
      it('refuses price, seller, discount or status fields with 400 naming each, and changes nothing', async () => {
        const [a] = await offers(1);
        const { session, cart } = await guestCart([[a!, 1]]);
        const response = await carts.update(
          {
            cart_uuid: cart.cart_uuid,
            customer_id: null,
            session_id: session,
            status: 'COMPLETED',
            discount: 100,
            items: [{ ...item(a!.id, 2, a!.price), unitPrice: 0.01, sellerId: 1 }],
          },
          { session },
        );
        expect(response.statusCode).toBe(400);
        expect(Object.keys(ValidationErrorBody.parse(response.json()).errors).sort()).toEqual(['discount', 'items.0.sellerId', 'items.0.unitPrice', 'status']);
        expect(cartOf(await carts.get(cart.cart_uuid, { session }))).toEqual(cart);

        const save = await carts.save({ customer_id: null, session_id: testSessionId(), items: [item(a!.id, 1, a!.price)], total_price: 0 }, {});
        expect(save.statusCode).toBe(400);
        expect(ValidationErrorBody.parse(save.json()).errors).toHaveProperty('total_price');
      });

      it.each([0, -1, 1.5, '1', 1e308, 2 ** 53 + 1, null])('refuses quantity %s with 400 and changes nothing', async (quantity) => {
        const [a] = await offers(1);
        const { session, cart } = await guestCart([[a!, 1]]);
        const response = await carts.update(
          { cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [{ ...item(a!.id, 1, a!.price), quantity }] },
          { session },
        );
        expect(response.statusCode).toBe(400);
        expect(ValidationErrorBody.parse(response.json()).errors).toHaveProperty(['items.0.quantity']);
        expect(cartOf(await carts.get(cart.cart_uuid, { session }))).toEqual(cart);
      });

      it('refuses ids beyond the database integer, a NUL in the category, and a missing session id with 400 (never a 500)', async () => {
        const [a] = await offers(1);
        const session = testSessionId();
        for (const line of [
          { ...item(a!.id, 1, a!.price), segment_id: 2 ** 40 },
          { ...item(a!.id, 1, a!.price), offer_id: 2 ** 31 },
          { ...item(a!.id, 1, a!.price), category: 'vestidos\u0000' },
        ]) {
          expect((await carts.save({ customer_id: null, session_id: session, items: [line] }, { session })).statusCode).toBe(400);
        }
        expect((await carts.save({ customer_id: null, items: [item(a!.id, 1, a!.price)] }, { session })).statusCode).toBe(400);
        expect((await carts.save({ customer_id: null, session_id: 'short', items: [item(a!.id, 1, a!.price)] }, {})).statusCode).toBe(400);
      });
    });

    describe('version (optimistic concurrency)', () => {
      it('bumps the version on every write; a stale version → 409 CART_VERSION_CONFLICT with the current cart, re-applied on it', async () => {
        const [a, b] = await offers(2);
        const { session, cart } = await guestCart([[a!, 1]]);
        const base = { cart_uuid: cart.cart_uuid, customer_id: null, session_id: session };
        const second = cartOf(await carts.update({ ...base, items: [item(a!.id, 2, a!.price)], version: 1 }, { session }));
        expect(second.version).toBe(2);

        const stale = await carts.update({ ...base, items: [item(a!.id, 1, a!.price), item(b!.id, 1, b!.price)], version: 1 }, { session });
        expect(stale.statusCode).toBe(409);
        const conflict = CartConflictBody.parse(stale.json());
        expect(conflict.code).toBe('CART_VERSION_CONFLICT');
        expect(conflict.data).toEqual(second);

        const current = conflict.data!;
        const reapplied = await carts.update(
          { ...base, items: [...current.items.map((line) => item(line.offer_id, line.quantity, line.price)), item(b!.id, 1, b!.price)], version: current.version },
          { session },
        );
        expect(cartOf(reapplied)).toMatchObject({ version: 3, total_items: 3 });

        // Without a version the last write wins.
        const blind = cartOf(await carts.update({ ...base, items: [item(b!.id, 1, b!.price)] }, { session }));
        expect(blind).toMatchObject({ version: 4, total_items: 1 });
      });

      it('allows an empty update: the cart stays, empty, at a new version', async () => {
        const [a] = await offers(1);
        const { session, cart } = await guestCart([[a!, 1]]);
        const emptied = cartOf(await carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [] }, { session }));
        expect(emptied).toMatchObject({ items: [], total_items: 0, total_price: 0, subtotal: 0, version: 2, status: 'OPEN' });
      });
    });

    describe('ownership (B1)', () => {
      it('hides guest cart Y from guest session X on every call, with the same 404 as an id nobody has', async () => {
        const [a] = await offers(1);
        const y = await guestCart([[a!, 1]]);
        const x = testSessionId();
        const uuid = y.cart.cart_uuid;
        const answers = [
          await carts.get(uuid, { session: x }),
          await carts.get(uuid, {}),
          await carts.get(y.session, { session: x }),
          await carts.update({ cart_uuid: uuid, customer_id: null, session_id: x, items: [] }, { session: x }),
          await carts.update({ cart_uuid: uuid, customer_id: null, session_id: y.session, items: [] }, { session: x }),
          await carts.update({ cart_uuid: uuid, customer_id: null, session_id: x, items: [] }, {}),
          await carts.remove(uuid, { session: x }),
          await carts.get(randomUUID(), { session: x }),
          await carts.get('1', { session: x }),
          await carts.remove(randomUUID(), { session: y.session }),
        ];
        for (const answer of answers) {
          expect(answer.statusCode).toBe(404);
          expect(answer.json()).toEqual(NOT_FOUND);
        }
        for (const answer of [await carts.applyCoupon(uuid, { code: 'X' }, { session: x }), await carts.removeCoupon(uuid, { session: x })]) {
          expect(answer.statusCode).toBe(404);
          expect(answer.json()).toEqual({ message: 'Carrinho não encontrado', reason: 'cartNotFound' });
        }
        expect(cartOf(await carts.get(uuid, { session: y.session }))).toEqual(y.cart);
      });

      it("hides customer A's cart from customer B (cookie and bearer), from guests, and from A's own old session id", async () => {
        const [a] = await offers(1);
        const alice = await signUp(api.app);
        const bob = await signUp(api.app);
        const aliceCookie = await signIn(api.app, alice);
        const bobCookie = await signIn(api.app, bob);
        const bobBearer = await bearerFor(api.app, bob);
        const session = testSessionId();
        const saved = await carts.save({ customer_id: alice.user.id, session_id: session, items: [item(a!.id, 1, a!.price)] }, { session, cookie: aliceCookie });
        expect(saved.statusCode).toBe(201);
        const cart = cartOf(saved);
        expect(cart.customer_id).toBe(alice.user.id);

        for (const as of [{ cookie: bobCookie }, { bearer: bobBearer }, { session }, { session, cookie: bobCookie }, {}]) {
          expect((await carts.get(cart.cart_uuid, as)).statusCode).toBe(404);
          expect((await carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [] }, as)).statusCode).toBe(404);
          expect((await carts.remove(cart.cart_uuid, as)).statusCode).toBe(404);
        }
        expect((await carts.get(session, { session })).statusCode).toBe(404);
        const aliceBearer = await bearerFor(api.app, alice);
        expect(cartOf(await carts.get(cart.cart_uuid, { bearer: aliceBearer }))).toEqual(cart);
        expect(cartOf(await carts.get(cart.cart_uuid, { cookie: aliceCookie }))).toEqual(cart);
      });

      it('refuses a body customer_id that is not the signed-in customer (or any while a guest) with 403', async () => {
        const [a] = await offers(1);
        const alice = await signUp(api.app);
        const bob = await signUp(api.app);
        const bobCookie = await signIn(api.app, bob);
        const session = testSessionId();
        const body = { customer_id: alice.user.id, session_id: session, items: [item(a!.id, 1, a!.price)] };
        for (const as of [{ session }, { session, cookie: bobCookie }]) {
          const response = await carts.save(body, as);
          expect(response.statusCode).toBe(403);
          expect(MessageBody.parse(response.json()).message).toBe('This action is unauthorized.');
        }
        const { cart } = await guestCart([[a!, 1]], session);
        const update = await carts.update({ cart_uuid: cart.cart_uuid, customer_id: alice.user.id, session_id: session, items: [] }, { session, cookie: bobCookie });
        expect(update.statusCode).toBe(403);
        expect(cartOf(await carts.get(cart.cart_uuid, { session }))).toEqual(cart);
        // A body session id that is not the header's: the cart is not the caller's.
        expect((await carts.save({ ...body, customer_id: null, session_id: testSessionId() }, { session })).statusCode).toBe(403);
      });

      it("answers a signed-in customer's GET by session id with their OPEN cart", async () => {
        const [a] = await offers(1);
        const carla = await signUp(api.app);
        const cookie = await signIn(api.app, carla);
        const first = testSessionId();
        const cart = cartOf(await carts.save({ customer_id: carla.user.id, session_id: first, items: [item(a!.id, 1, a!.price)] }, { session: first, cookie }));
        const elsewhere = testSessionId();
        expect(cartOf(await carts.get(elsewhere, { session: elsewhere, cookie }))).toEqual(cart);
        expect((await carts.get(elsewhere, { session: elsewhere })).statusCode).toBe(404);
      });

      it("gives a guest on a shared browser a cart of their own when the session's OPEN cart is a customer's", async () => {
        const [a, b] = await offers(2);
        const dora = await signUp(api.app);
        const cookie = await signIn(api.app, dora);
        const session = testSessionId();
        const doras = cartOf(await carts.save({ customer_id: dora.user.id, session_id: session, items: [item(a!.id, 1, a!.price)] }, { session, cookie }));
        const guest = await carts.save({ customer_id: null, session_id: session, items: [item(b!.id, 1, b!.price)] }, { session });
        expect(guest.statusCode).toBe(201);
        expect(cartOf(guest).items.map((line) => line.offer_id)).toEqual([b!.id]);
        expect(cartOf(await carts.get(doras.cart_uuid, { cookie })).items.map((line) => line.offer_id)).toEqual([a!.id]);
      });
    });

    describe('merge on sign-in (B5)', () => {
      it("the browser's guest cart absorbs the customer's older cart; the older cart and the guest session alone then get 404", async () => {
        const [shared, onlyOld, onlyGuest] = await offers(3, 5);
        const erin = await signUp(api.app);
        const oldSession = testSessionId();
        const oldCookie = await signIn(api.app, erin);
        const older = cartOf(
          await carts.save({ customer_id: erin.user.id, session_id: oldSession, items: [item(shared!.id, 4, shared!.price), item(onlyOld!.id, 1, onlyOld!.price)] }, { session: oldSession, cookie: oldCookie }),
        );

        const { session, cart: guest } = await guestCart([
          [shared!, 3],
          [onlyGuest!, 1],
        ]);
        const cookie = await signIn(api.app, erin);
        const claimed = await carts.update(
          {
            cart_uuid: guest.cart_uuid,
            customer_id: erin.user.id,
            session_id: session,
            items: guest.items.map((line) => item(line.offer_id, line.quantity, line.price)),
            version: guest.version,
          },
          { session, cookie },
        );
        expect(claimed.statusCode).toBe(200);
        const merged = cartOf(claimed);
        expect(merged).toMatchObject({ cart_uuid: guest.cart_uuid, customer_id: erin.user.id, status: 'OPEN' });
        const byOffer = [...merged.items].sort((x, y) => x.offer_id - y.offer_id);
        expect(byOffer.map((line) => [line.offer_id, line.quantity, line.quantity_adjusted ?? false])).toEqual(
          [
            [shared!.id, 5, true],
            [onlyOld!.id, 1, false],
            [onlyGuest!.id, 1, false],
          ].sort((x, y) => (x[0] as number) - (y[0] as number)),
        );

        expect((await carts.get(older.cart_uuid, { cookie })).statusCode).toBe(404);
        expect((await carts.get(guest.cart_uuid, { session })).statusCode).toBe(404);
        expect((await carts.get(session, { session })).statusCode).toBe(404);
        expect((await carts.update({ cart_uuid: guest.cart_uuid, customer_id: null, session_id: session, items: [] }, { session })).statusCode).toBe(404);
        expect(cartOf(await carts.get(session, { session, cookie })).cart_uuid).toBe(guest.cart_uuid);
        expect(cartOf(await carts.get(oldSession, { session: oldSession, cookie: oldCookie })).cart_uuid).toBe(guest.cart_uuid);
      });

      it('a save of a signed-in customer claims the session guest cart too', async () => {
        const [a, b] = await offers(2);
        const fay = await signUp(api.app);
        const { session, cart } = await guestCart([[a!, 1]]);
        const cookie = await signIn(api.app, fay);
        const response = await carts.save({ customer_id: fay.user.id, session_id: session, items: [item(b!.id, 1, b!.price)] }, { session, cookie });
        expect(response.statusCode).toBe(200);
        expect(cartOf(response)).toMatchObject({ cart_uuid: cart.cart_uuid, customer_id: fay.user.id, total_items: 2 });
        expect((await carts.get(cart.cart_uuid, { session })).statusCode).toBe(404);
      });
    });

    describe('status and deletion', () => {
      it('returns a cart that is no longer OPEN as it is, and refuses to change it with 409 CART_NOT_OPEN', async () => {
        const [a] = await offers(1);
        const { session, cart } = await guestCart([[a!, 1]]);
        await api.database.query(`update carts set status = 'CHECKOUT' where uuid = $1`, [cart.cart_uuid]);
        const read = cartOf(await carts.get(cart.cart_uuid, { session }));
        expect(read.status).toBe('CHECKOUT');
        for (const response of [
          await carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [] }, { session }),
          await carts.remove(cart.cart_uuid, { session }),
          await carts.applyCoupon(cart.cart_uuid, { code: 'ANY' }, { session }),
        ]) {
          expect(response.statusCode).toBe(409);
          expect(CartConflictBody.parse(response.json())).toMatchObject({ code: 'CART_NOT_OPEN', data: read });
        }
        // The session starts a new cart.
        expect((await carts.get(session, { session })).statusCode).toBe(404);
        const fresh = await carts.save({ customer_id: null, session_id: session, items: [item(a!.id, 1, a!.price)] }, { session });
        expect(fresh.statusCode).toBe(201);
        expect(cartOf(fresh).cart_uuid).not.toBe(cart.cart_uuid);
      });

      it('deletes the cart: success, then 404 for every call on it', async () => {
        const [a] = await offers(1);
        const { session, cart } = await guestCart([[a!, 1]]);
        const response = await carts.remove(cart.cart_uuid, { session });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(CartDeleteResponse.parse(response.json()).success).toBe(true);
        expect((await carts.get(cart.cart_uuid, { session })).statusCode).toBe(404);
        expect((await carts.remove(cart.cart_uuid, { session })).statusCode).toBe(404);
        expect((await carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [] }, { session })).statusCode).toBe(404);
      });
    });

    it('every answer parses with the contract (a full cart of several sellers)', async () => {
      const list = await offers(5);
      const { cart } = await guestCart(list.map((offer, index) => [offer, index + 1]));
      const parsed: Cart = CartResponse.parse({ data: cart }).data;
      expect(parsed.items).toHaveLength(5);
      expect(new Set(parsed.items.map((line) => line.seller)).size).toBeGreaterThanOrEqual(1);
    });
  });
}
