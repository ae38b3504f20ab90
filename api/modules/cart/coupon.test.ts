import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  COMMERCE_API_PATHS,
  COUPON_APPLY_LIMIT,
  COUPON_CODE_MAX_LENGTH,
  CouponApplyResponse,
  CouponRejectionBody,
  CartResponse,
  ValidationErrorBody,
  type Cart,
} from '../../../contract';
import { createTestApi, DATABASE_MODES, signIn, signUp, type TestApi } from '../../test-support';
import { cartClient, createCoupon, headersOf, item, setPrice, setStock, takeOffers, testSessionId, type As, type TestCoupon, type TestOffer } from './cart-test-kit';
import { COUPON_APPLY_ADDRESS_LIMIT } from './routes';

const DAY = 86_400_000;

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`coupons on a cart (§5, §7 v1/carts/{cartUuid}/coupon) on ${mode}`, () => {
    let api: TestApi;
    let carts: ReturnType<typeof cartClient>;
    let taken = 0;
    const code = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;
    const coupon = async (fields: Omit<TestCoupon, 'code'> & { code?: string }) => {
      const created = { code: fields.code ?? code('T'), ...fields };
      return { ...created, ...(await createCoupon(api.database, created)) };
    };
    /** A guest cart of one offer priced `price` × `quantity`. */
    async function cartWorth(price: number, quantity = 1): Promise<{ session: string; cart: Cart; offer: TestOffer }> {
      const [offer] = await takeOffers(api.database, 1, taken++);
      await setStock(api.database, offer!.id, 50);
      await setPrice(api.database, offer!.id, price);
      const session = testSessionId();
      const response = await carts.save({ customer_id: null, session_id: session, items: [item(offer!.id, quantity, price)] }, { session });
      expect(response.statusCode).toBe(201);
      return { session, cart: CartResponse.parse(response.json()).data, offer: offer! };
    }
    const rejection = (response: { statusCode: number; json(): unknown }) => ({ status: response.statusCode, ...CouponRejectionBody.parse(response.json()) });

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 40 });
      carts = cartClient(api.app);
    });
    afterAll(() => api?.close());

    it('applies a coupon: 200 "Coupon applied successfully", listed on the cart, taken off the total (no-store)', async () => {
      const { session, cart } = await cartWorth(40, 2);
      const percent = await coupon({ value: 10 });
      const response = await carts.applyCoupon(cart.cart_uuid, { code: percent.code }, { session });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = CouponApplyResponse.parse(response.json());
      expect(body.message).toBe('Coupon applied successfully');
      expect(body.data).toMatchObject({ subtotal: 80, discount_amount: 8, total_price: 72, version: cart.version + 1 });
      expect(body.data.discounts).toContainEqual({ type: 'percentage', minimum_order_value: null, discount_uuid: percent.uuid, code: percent.code, value: 10 });

      const fixed = await coupon({ discount_type: 'fixed', value: 15 });
      const replaced = CouponApplyResponse.parse((await carts.applyCoupon(cart.cart_uuid, { code: fixed.code }, { session })).json()).data;
      expect(replaced).toMatchObject({ discount_amount: 15, total_price: 65 });
      expect(replaced.discounts.filter((d) => d.code)).toEqual([expect.objectContaining({ code: fixed.code })]);
    });

    it('a coupon for a category takes its share off the lines in it or below it only, and a cart with none is refused: 422 notApplicable', async () => {
      // Two products of different top-level categories; the coupon names the first one's parent category.
      const products = await api.database.query<{ offer: number; category: number; parent: number | null; root: string }>(
        `select distinct on (p.id) o.id as offer, c.id as category, parent.id as parent, coalesce(parent.parent_code, parent.code, c.code) as root
         from offers o join variants v on v.id = o.variant_id join products p on p.id = v.product_id
         join categories c on c.id = p.category_id left join categories parent on parent.code = c.parent_code
         where o.is_active and p.is_active order by p.id, o.id`,
      );
      const inside = products.find((product) => product.parent !== null)!;
      const outside = products.find((product) => product.root !== inside.root)!;
      for (const [offer, price] of [[inside.offer, 40], [outside.offer, 60]] as const) {
        await setStock(api.database, offer, 50);
        await setPrice(api.database, offer, price);
      }
      const scoped = await coupon({ value: 10, covers: [{ kind: 'category', id: inside.parent! }] });

      const session = testSessionId();
      const saved = await carts.save({ customer_id: null, session_id: session, items: [item(outside.offer, 1, 60)] }, { session });
      const cart = CartResponse.parse(saved.json()).data;
      const refused = await carts.applyCoupon(cart.cart_uuid, { code: scoped.code }, { session });
      expect(rejection(refused)).toMatchObject({ status: 422, reason: 'notApplicable', message: 'Este cupão não se aplica aos artigos do carrinho' });

      const both = CartResponse.parse(
        (await carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(outside.offer, 1, 60), item(inside.offer, 1, 40)] }, { session })).json(),
      ).data;
      const applied = CouponApplyResponse.parse((await carts.applyCoupon(both.cart_uuid, { code: scoped.code }, { session })).json()).data;
      expect(applied).toMatchObject({ subtotal: 100, discount_amount: 4, total_price: 96 });

      // Without its line the coupon stays on the cart and takes nothing off, as below a minimum.
      const without = CartResponse.parse(
        (await carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(outside.offer, 1, 60)] }, { session })).json(),
      ).data;
      expect(without).toMatchObject({ subtotal: 60, discount_amount: 0, total_price: 60 });
      expect(without.discounts.map((d) => d.code)).toContain(scoped.code);
    });

    it('removes the coupon: 200 "Coupon removed", the total back to the subtotal', async () => {
      const { session, cart } = await cartWorth(30);
      const { code: couponCode } = await coupon({ discount_type: 'fixed', value: 5 });
      await carts.applyCoupon(cart.cart_uuid, { code: couponCode }, { session });
      const response = await carts.removeCoupon(cart.cart_uuid, { session });
      expect(response.statusCode).toBe(200);
      const body = CouponApplyResponse.parse(response.json());
      expect(body.message).toBe('Coupon removed');
      expect(body.data).toMatchObject({ discount_amount: 0, total_price: 30 });
      expect(body.data.discounts.some((d) => d.code)).toBe(false);
    });

    it("needs a non-empty code: 422 'The code field is required.'", async () => {
      const { session, cart } = await cartWorth(10);
      for (const payload of [{}, { code: '' }, { code: '   ' }]) {
        const response = await carts.applyCoupon(cart.cart_uuid, payload, { session });
        expect(response.statusCode).toBe(422);
        expect(ValidationErrorBody.parse(response.json())).toEqual({ message: 'The code field is required.', errors: { code: ['The code field is required.'] } });
      }
    });

    it('refuses a 10,000-character code with a clear 422 before any lookup, and the cart keeps no coupon', async () => {
      const { session, cart } = await cartWorth(10);
      const response = await carts.applyCoupon(cart.cart_uuid, { code: 'A'.repeat(10_000) }, { session });
      expect(response.statusCode).toBe(422);
      expect(ValidationErrorBody.parse(response.json()).errors).toEqual({ code: [`The code field must not be greater than ${COUPON_CODE_MAX_LENGTH} characters.`] });
      const after = CartResponse.parse((await carts.get(cart.cart_uuid, { session })).json()).data;
      expect(after.discounts.filter((discount) => discount.code)).toEqual([]);
      expect(after.version).toBe(cart.version);
    });

    it("needs an existing cart: 404 reason cartNotFound 'Carrinho não encontrado'", async () => {
      const session = testSessionId();
      for (const uuid of [randomUUID(), 'not-a-uuid']) {
        expect(rejection(await carts.applyCoupon(uuid, { code: 'VERAO10' }, { session }))).toEqual({
          status: 404,
          message: 'Carrinho não encontrado',
          reason: 'cartNotFound',
        });
      }
    });

    it("refuses an unknown code: 422 reason notFound 'Cupão não encontrado'", async () => {
      const { session, cart } = await cartWorth(10);
      expect(rejection(await carts.applyCoupon(cart.cart_uuid, { code: 'NAOEXISTE' }, { session }))).toEqual({
        status: 422,
        message: 'Cupão não encontrado',
        reason: 'notFound',
      });
    });

    it('checks in the §5 order: expired or inactive, then the minimum purchase, then the usage limit', async () => {
      const { session, cart } = await cartWorth(20);
      const apply = async (fields: Omit<TestCoupon, 'code'>) => rejection(await carts.applyCoupon(cart.cart_uuid, { code: (await coupon(fields)).code }, { session }));
      const expired = { status: 422, message: 'Cupão expirado ou inativo', reason: 'expired' };
      expect(await apply({ end_date: new Date(Date.now() - DAY), minimum_order_value: 100, max_usage: 1, usage_count: 1 })).toEqual(expired);
      expect(await apply({ is_active: false, minimum_order_value: 100 })).toEqual(expired);
      expect(await apply({ start_date: new Date(Date.now() + DAY) })).toEqual(expired);
      expect(await apply({ minimum_order_value: 50, max_usage: 3, usage_count: 3 })).toEqual({
        status: 422,
        message: 'Compra mínima de 50,00\u00a0€',
        reason: 'minimumRequired',
        minimum_order_value: 50,
      });
      expect(await apply({ minimum_order_value: 20, max_usage: 3, usage_count: 3 })).toEqual({
        status: 422,
        message: 'Limite de utilização do cupão atingido',
        reason: 'limitReached',
      });
      // Nothing was applied by the refusals.
      const after = CartResponse.parse((await carts.get(cart.cart_uuid, { session })).json()).data;
      expect(after).toMatchObject({ version: cart.version, discount_amount: 0 });
    });

    it('treats look-alike codes as the same coupon: applied once, never twice (E4)', async () => {
      const { session, cart } = await cartWorth(50);
      const { code: couponCode } = await coupon({ code: code('LOOK'), value: 10 });
      const fullWidth = [...couponCode].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
      const variants = [couponCode.toLowerCase(), fullWidth, `${couponCode.slice(0, 3)}\u200B${couponCode.slice(3)}`, ` ${couponCode}\uFEFF`];
      for (const variant of variants) {
        const response = await carts.applyCoupon(cart.cart_uuid, { code: variant }, { session });
        expect(response.statusCode).toBe(200);
        const data = CouponApplyResponse.parse(response.json()).data;
        expect(data).toMatchObject({ discount_amount: 5, total_price: 45 });
        expect(data.discounts.filter((d) => d.code)).toEqual([expect.objectContaining({ code: couponCode })]);
      }
    });

    it('keeps VIP coupons to their customers: a guest or another customer gets notFound', async () => {
      const vip = await signUp(api.app);
      const other = await signUp(api.app);
      const { code: vipCode } = await coupon({ value: 20, vipFor: [vip.user.id] });
      const [offer] = await takeOffers(api.database, 1, taken++);
      await setStock(api.database, offer!.id, 10);

      const { code: groupCode } = await coupon({ value: 5, vipFor: [] });
      const guest = await cartWorth(25);
      for (const vipOnly of [vipCode, groupCode]) {
        expect(rejection(await carts.applyCoupon(guest.cart.cart_uuid, { code: vipOnly }, { session: guest.session })).reason).toBe('notFound');
      }

      for (const [who, expected] of [
        [other, 422],
        [vip, 200],
      ] as const) {
        const session = testSessionId();
        const cookie = await signIn(api.app, who);
        const saved = CartResponse.parse(
          (await carts.save({ customer_id: who.user.id, session_id: session, items: [item(offer!.id, 1, offer!.price)] }, { session, cookie })).json(),
        ).data;
        const response = await carts.applyCoupon(saved.cart_uuid, { code: vipCode }, { session, cookie });
        expect(response.statusCode).toBe(expected);
        if (expected === 422) expect(rejection(response).reason).toBe('notFound');
        // A VIP group coupon (no customer named) is for any signed-in customer.
        expect((await carts.applyCoupon(saved.cart_uuid, { code: groupCode }, { session, cookie })).statusCode).toBe(200);
      }
    });

    it('re-checks the coupon on each write: below its minimum it stays at 0; switched off it is dropped', async () => {
      const { session, cart, offer } = await cartWorth(30, 2);
      const minimum = await coupon({ discount_type: 'fixed', value: 10, minimum_order_value: 50 });
      expect((await carts.applyCoupon(cart.cart_uuid, { code: minimum.code }, { session })).statusCode).toBe(200);
      const update = (quantity: number) =>
        carts.update({ cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [item(offer.id, quantity, 30)] }, { session });

      const below = CartResponse.parse((await update(1)).json()).data;
      expect(below).toMatchObject({ subtotal: 30, discount_amount: 0, total_price: 30 });
      expect(below.discounts).toContainEqual(expect.objectContaining({ code: minimum.code, minimum_order_value: 50 }));
      const above = CartResponse.parse((await update(2)).json()).data;
      expect(above).toMatchObject({ subtotal: 60, discount_amount: 10, total_price: 50 });

      await api.database.query('update discounts set is_active = false where id = $1', [minimum.id]);
      const read = CartResponse.parse((await carts.get(cart.cart_uuid, { session })).json()).data;
      expect(read.discount_amount).toBe(0);
      const dropped = CartResponse.parse((await update(2)).json()).data;
      expect(dropped.discounts.some((d) => d.code === minimum.code)).toBe(false);
    });

    it("keeps the older cart's coupon when the browser's cart has none (merge on sign-in)", async () => {
      const gil = await signUp(api.app);
      const { code: couponCode } = await coupon({ discount_type: 'fixed', value: 3 });
      const [a] = await takeOffers(api.database, 1, taken++);
      await setStock(api.database, a!.id, 10);
      const oldSession = testSessionId();
      const oldCookie = await signIn(api.app, gil);
      const older = CartResponse.parse(
        (await carts.save({ customer_id: gil.user.id, session_id: oldSession, items: [item(a!.id, 1, a!.price)] }, { session: oldSession, cookie: oldCookie })).json(),
      ).data;
      expect((await carts.applyCoupon(older.cart_uuid, { code: couponCode }, { session: oldSession, cookie: oldCookie })).statusCode).toBe(200);

      const guest = await cartWorth(20);
      const cookie = await signIn(api.app, gil);
      const merged = await carts.update(
        { cart_uuid: guest.cart.cart_uuid, customer_id: gil.user.id, session_id: guest.session, items: [item(guest.offer.id, 1, 20)] },
        { session: guest.session, cookie },
      );
      const data = CartResponse.parse(merged.json()).data;
      expect(data.discounts).toContainEqual(expect.objectContaining({ code: couponCode }));
      expect(data.discount_amount).toBe(3);
    });

    it('lists the active free-shipping thresholds on the cart (without a code), lowest minimum first', async () => {
      const { cart } = await cartWorth(10);
      const low = await coupon({ discount_type: 'free_shipping', value: 0, minimum_order_value: 0.5 });
      await coupon({ discount_type: 'free_shipping', value: 0, minimum_order_value: 0.4, is_active: false });
      const { session } = await cartWorth(10);
      const read = CartResponse.parse((await carts.get(session, { session })).json()).data;
      const thresholds = read.discounts.filter((d) => d.type === 'free_shipping');
      expect(thresholds[0]).toEqual({ type: 'free_shipping', minimum_order_value: 0.5, discount_uuid: low.uuid });
      expect(thresholds.every((d) => d.code === undefined)).toBe(true);
      expect(read.discounts.some((d) => d.minimum_order_value === 0.4)).toBe(false);
      // The cart read before the threshold existed did not have it; a read now does.
      expect(cart.discounts.some((d) => d.discount_uuid === low.uuid)).toBe(false);
      expect(CartResponse.parse((await carts.get(cart.session_id, { session: cart.session_id })).json()).data.discounts).toContainEqual(thresholds[0]);
    });

    /** An apply from a given client address (the limits are per address too). */
    const applyFrom = (remoteAddress: string, cartUuid: string, codeText: string, as: As) =>
      api.app.inject({ method: 'POST', url: COMMERCE_API_PATHS.cartCoupon(cartUuid), headers: headersOf(as, true), payload: { code: codeText }, remoteAddress });

    it(`limits applies to ${COUPON_APPLY_LIMIT.max} a minute per session: 429 with Retry-After, other sessions unaffected (E6)`, async () => {
      const { session, cart } = await cartWorth(10);
      for (let i = 0; i < COUPON_APPLY_LIMIT.max; i++) {
        expect((await applyFrom('198.51.100.19', cart.cart_uuid, `GUESS${i}`, { session })).statusCode).toBe(422);
      }
      const limited = await applyFrom('198.51.100.19', cart.cart_uuid, 'GUESS99', { session });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      const otherCart = await cartWorth(10);
      expect((await applyFrom('198.51.100.19', otherCart.cart.cart_uuid, 'GUESS0', { session: otherCart.session })).statusCode).toBe(422);
    });

    it(`holds a signed-in customer to ${COUPON_APPLY_LIMIT.max} a minute however many session ids they send`, async () => {
      const account = await signUp(api.app);
      const customer = await signIn(api.app, account);
      const [offer] = await takeOffers(api.database, 1, taken++);
      await setStock(api.database, offer!.id, 50);
      const first = testSessionId();
      const saved = await carts.save({ customer_id: account.user.id, session_id: first, items: [item(offer!.id, 1, offer!.price)] }, { session: first, cookie: customer });
      expect(saved.statusCode).toBe(201);
      const cartUuid = CartResponse.parse(saved.json()).data.cart_uuid;
      for (let i = 0; i < COUPON_APPLY_LIMIT.max; i++) {
        expect((await applyFrom('198.51.100.20', cartUuid, `GUESS${i}`, { session: testSessionId(), cookie: customer })).statusCode).toBe(422);
      }
      const limited = await applyFrom('198.51.100.20', cartUuid, 'GUESS99', { session: testSessionId(), cookie: customer });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['x-ratelimit-limit']).toBe(String(COUPON_APPLY_LIMIT.max));
    });

    it(`holds one client address to ${COUPON_APPLY_ADDRESS_LIMIT.max} applies a minute across guest sessions it mints`, async () => {
      const guests = await Promise.all(Array.from({ length: 4 }, () => cartWorth(10)));
      for (let i = 0; i < COUPON_APPLY_ADDRESS_LIMIT.max; i++) {
        const guest = guests[Math.floor(i / 9)]!;
        expect((await applyFrom('198.51.100.21', guest.cart.cart_uuid, `GUESS${i}`, { session: guest.session })).statusCode).toBe(422);
      }
      const fresh = await cartWorth(10);
      const limited = await applyFrom('198.51.100.21', fresh.cart.cart_uuid, 'GUESS99', { session: fresh.session });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['x-ratelimit-limit']).toBe(String(COUPON_APPLY_ADDRESS_LIMIT.max));
      // Another address is not held back.
      expect((await applyFrom('198.51.100.22', fresh.cart.cart_uuid, 'GUESS0', { session: fresh.session })).statusCode).toBe(422);
    });
  });
}
