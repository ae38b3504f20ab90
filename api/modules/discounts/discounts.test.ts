import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminDiscountResponse,
  DiscountListResponse,
  isVipDiscount,
  MessageBody,
  ValidationErrorBody,
  type Discount,
} from '../../../contract';
import type { DomainEvents } from '../../events';
import { clearCatalogue, seedCatalogue } from '../../db/seed';
import { bearerFor, createTestApi, DATABASE_MODES, openTestDatabase, signIn, signUp, TEST_SEED_NOW, type TestApi } from '../../test-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Every coupon the seed lists at its own time, soonest-ending first (VIP20 only for customers). */
const GUEST_CODES = ['ULTIMOS15', 'ESGOTADO25', 'MENOS5', 'VERAO10', 'PORTESGRATIS'];

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`coupons on ${mode}`, () => {
    let api: TestApi;
    let clock: number;
    let events: DomainEvents['discount.changed'][];

    beforeAll(async () => {
      clock = TEST_SEED_NOW.getTime() + HOUR;
      api = await createTestApi(mode, { products: 8, now: () => new Date(clock) });
      api.app.domainEvents.on('discount.changed', (event) => events.push(event));
    });
    afterAll(() => api?.close());
    beforeEach(() => {
      clock = TEST_SEED_NOW.getTime() + HOUR;
      events = [];
    });

    async function list(headers: Record<string, string> = {}): Promise<Discount[]> {
      const response = await api.app.inject({ method: 'GET', url: '/v1/discounts', headers });
      expect(response.statusCode).toBe(200);
      return DiscountListResponse.parse(response.json()).data;
    }
    const codes = async (headers: Record<string, string> = {}) => (await list(headers)).map((d) => d.code);
    const uuidOf = async (code: string) =>
      (await api.database.query<{ uuid: string }>('select uuid from discounts where code = $1', [code]))[0]!.uuid;
    const patch = (uuid: string, payload: unknown, authorization: string | null = `Bearer ${api.config.adminToken}`) =>
      api.app.inject({
        method: 'PATCH',
        url: `/v1/admin/discounts/${uuid}`,
        payload: payload as object,
        headers: authorization === null ? {} : { authorization },
      });
    async function insertCoupon(code: string, fields: { is_active?: boolean; start?: number; end?: number | null }, customers: (number | null)[] = []) {
      const [row] = await api.database.query<{ id: number }>(
        `insert into discounts (code, discount_type, value, is_active, start_date, end_date)
         values ($1, 'percentage', 5, $2, $3, $4) returning id`,
        [
          code,
          fields.is_active ?? true,
          fields.start === undefined ? null : new Date(fields.start).toISOString(),
          fields.end === undefined || fields.end === null ? null : new Date(fields.end).toISOString(),
        ],
      );
      for (const customer of customers) {
        await api.database.query(
          `insert into discountables (discount_id, kind, discountable_type, discountable_id, name, translations)
           values ($1, 'customer', 'App\\Models\\Customer', $2, $3, '[]')`,
          [row!.id, customer, customer === null ? 'Clientes VIP' : `Cliente ${customer}`],
        );
      }
    }

    it('lists the seeded valid and active coupons for a guest, soonest-ending first, never cached', async () => {
      const response = await api.app.inject('/v1/discounts');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const data = DiscountListResponse.parse(response.json()).data;
      expect(data.map((d) => d.code)).toEqual(GUEST_CODES);
      expect(data.every((d) => d.is_valid && d.is_active)).toBe(true);

      const byCode = Object.fromEntries(data.map((d) => [d.code, d]));
      expect(byCode.VERAO10).toMatchObject({ discount_type: 'percentage', value: 10, max_usage: 500, usage_count: 120 });
      expect(byCode.VERAO10!.discountables).toEqual([
        {
          name: 'Vestidos',
          type: 'category',
          discountable_type: 'App\\Models\\Category',
          translations: [
            { locale: 'pt', name: 'Vestidos' },
            { locale: 'en', name: 'Dresses' },
            { locale: 'es', name: 'Vestidos' },
            { locale: 'fr', name: 'Robes' },
          ],
        },
      ]);
      expect(byCode.MENOS5).toMatchObject({ discount_type: 'fixed', value: 5, minimum_order_value: 30, discountables: [] });
      expect(byCode.PORTESGRATIS).toMatchObject({ discount_type: 'free_shipping', value: 0, minimum_order_value: 14.9 });
      expect(byCode.ULTIMOS15).toMatchObject({ max_usage: 100, usage_count: 95 });
      // Sold out is still valid and active: the drawer shows it with its sold-out badge.
      expect(byCode.ESGOTADO25).toMatchObject({ max_usage: 50, usage_count: 50 });
      expect(byCode.MENOS5!.end_date).toBe(new Date(TEST_SEED_NOW.getTime() + 21 * DAY).toISOString());
    });

    it('leaves out coupons that have not started, have ended or are switched off', async () => {
      const now = TEST_SEED_NOW.getTime();
      await insertCoupon('NAOCOMECOU', { start: now + 2 * DAY, end: now + 9 * DAY });
      await insertCoupon('JAACABOU', { start: now - 9 * DAY, end: now - HOUR });
      await insertCoupon('DESLIGADO', { is_active: false, start: now - DAY, end: now + DAY });
      await insertCoupon('SEMDATAS', {});
      const listed = await codes();
      expect(listed).not.toContain('NAOCOMECOU');
      expect(listed).not.toContain('JAACABOU');
      expect(listed).not.toContain('DESLIGADO');
      expect(listed).not.toContain('NATAL2025');
      // Open-ended coupons come last.
      expect(listed.at(-1)).toBe('SEMDATAS');

      // Validity follows the clock: two days on, NAOCOMECOU has started; eleven days on, ULTIMOS15 has ended.
      clock = now + 2 * DAY + HOUR;
      expect(await codes()).toContain('NAOCOMECOU');
      clock = now + 11 * DAY;
      expect(await codes()).not.toContain('ULTIMOS15');
      await api.database.query(`delete from discounts where code in ('NAOCOMECOU', 'JAACABOU', 'DESLIGADO', 'SEMDATAS')`);
    });

    it('shows the VIP group coupon to signed-in customers only, by cookie session or bearer token', async () => {
      const ana = await signUp(api.app);
      const session = await signIn(api.app, ana);
      const cookieCodes = await codes({ cookie: session.cookie, origin: session.headers.origin });
      expect(cookieCodes).toEqual(['VIP20', ...GUEST_CODES]);
      const token = await bearerFor(api.app, ana);
      const vip = (await list({ authorization: `Bearer ${token}` })).find((d) => d.code === 'VIP20')!;
      expect(isVipDiscount(vip)).toBe(true);
      expect(vip).toMatchObject({ value: 20, end_date: new Date(TEST_SEED_NOW.getTime() + 3 * DAY + 4 * HOUR).toISOString() });
      expect(vip.discountables).toEqual([
        {
          name: 'Clientes VIP',
          type: 'customer',
          discountable_type: 'App\\Models\\Customer',
          translations: [
            { locale: 'pt', name: 'Clientes VIP' },
            { locale: 'en', name: 'VIP customers' },
            { locale: 'es', name: 'Clientes VIP' },
            { locale: 'fr', name: 'Clients VIP' },
          ],
        },
      ]);
      // A guest, and a wrong token (a guest too), do not see it.
      expect(await codes()).not.toContain('VIP20');
      expect(await codes({ authorization: 'Bearer 1|not-a-token' })).not.toContain('VIP20');
    });

    it("shows a customer's own coupon to that customer only, without other customers' entries", async () => {
      const ana = await signUp(api.app);
      const rui = await signUp(api.app);
      const eva = await signUp(api.app);
      await insertCoupon('SOPARAANA', {}, [ana.user.id]);
      await insertCoupon('ANAEEVA', {}, [ana.user.id, eva.user.id]);
      const anaToken = await bearerFor(api.app, ana);
      const anaList = await list({ authorization: `Bearer ${anaToken}` });
      expect(anaList.map((d) => d.code)).toEqual(expect.arrayContaining(['SOPARAANA', 'ANAEEVA']));
      expect(anaList.find((d) => d.code === 'ANAEEVA')!.discountables.map((d) => d.name)).toEqual([`Cliente ${ana.user.id}`]);
      expect(anaList.filter(isVipDiscount).map((d) => d.code).sort()).toEqual(['ANAEEVA', 'SOPARAANA', 'VIP20']);

      const ruiCodes = await codes({ authorization: `Bearer ${await bearerFor(api.app, rui)}` });
      expect(ruiCodes).toContain('VIP20');
      expect(ruiCodes).not.toContain('SOPARAANA');
      expect(ruiCodes).not.toContain('ANAEEVA');
      expect(await codes({ authorization: `Bearer ${await bearerFor(api.app, eva)}` })).toContain('ANAEEVA');
      expect(await codes()).not.toContain('SOPARAANA');
      await api.database.query(`delete from discounts where code in ('SOPARAANA', 'ANAEEVA')`);
    });

    describe('PATCH /v1/admin/discounts/{uuid}', () => {
      it('answers 401 without a bearer token and 403 with a wrong one', async () => {
        const uuid = await uuidOf('MENOS5');
        const missing = await patch(uuid, { is_active: false }, null);
        expect(missing.statusCode).toBe(401);
        expect(MessageBody.parse(missing.json()).message).toBe('Unauthenticated.');
        expect((await patch(uuid, { is_active: false }, `Basic ${api.config.adminToken}`)).statusCode).toBe(401);
        const wrong = await patch(uuid, { is_active: false }, `Bearer ${api.config.adminToken}x`);
        expect(wrong.statusCode).toBe(403);
        expect(MessageBody.parse(wrong.json()).message).toBe('This action is unauthorized.');
        expect(await codes()).toContain('MENOS5');
        expect(events).toEqual([]);
      });

      it('refuses unknown fields, bad values and an empty body with 422 naming the field', async () => {
        const uuid = await uuidOf('MENOS5');
        for (const [body, field] of [
          [{ is_active: false, code: 'GRATIS' }, 'code'],
          [{ max_usage: 10, usage_count: 0 }, 'usage_count'],
          [{ is_active: 'no' }, 'is_active'],
          [{ max_usage: 0 }, 'max_usage'],
          [{ max_usage: 2.5 }, 'max_usage'],
          [{ minimum_order_value: -1 }, 'minimum_order_value'],
          [{ minimum_order_value: 9.999 }, 'minimum_order_value'],
          [{ end_date: 'next week' }, 'end_date'],
          [{ start_date: '2026-11-01' }, 'start_date'],
          [{ end_date: new Date(TEST_SEED_NOW.getTime() - 8 * DAY).toISOString() }, 'end_date'],
          [{ start_date: new Date(TEST_SEED_NOW.getTime() + 22 * DAY).toISOString() }, 'start_date'],
        ] as const) {
          const response = await patch(uuid, body);
          expect(response.statusCode, JSON.stringify(body)).toBe(422);
          expect(Object.keys(ValidationErrorBody.parse(response.json()).errors), JSON.stringify(body)).toEqual([field]);
        }
        const empty = await patch(uuid, {});
        expect(empty.statusCode).toBe(422);
        expect(ValidationErrorBody.parse(empty.json()).message).toBe('At least one field is required.');
        expect(events).toEqual([]);
        expect((await list()).find((d) => d.code === 'MENOS5')).toMatchObject({ is_active: true, max_usage: null, minimum_order_value: 30 });
      });

      it('answers 404 for an unknown coupon and 422 for a malformed uuid', async () => {
        const unknown = await patch('00000000-0000-4000-8000-000000000000', { is_active: false });
        expect(unknown.statusCode).toBe(404);
        expect(MessageBody.parse(unknown.json()).message).toBe('The discount could not be found.');
        const malformed = await patch('VERAO10', { is_active: false });
        expect(malformed.statusCode).toBe(422);
        expect(Object.keys(malformed.json().errors)).toEqual(['uuid']);
      });

      it('switches a coupon off: the answer and the discount.changed event carry the new state, and the list drops it', async () => {
        const uuid = await uuidOf('VERAO10');
        const response = await patch(uuid, { is_active: false });
        expect(response.statusCode).toBe(200);
        const data = AdminDiscountResponse.parse(response.json()).data;
        expect(data).toMatchObject({ discount_uuid: uuid, code: 'VERAO10', is_active: false, is_valid: true, usage_count: 120 });
        expect(data.discountables.map((d) => d.name)).toEqual(['Vestidos']);
        expect(events).toEqual([{ discount: data, audience: { kind: 'everyone' } }]);
        expect(await codes()).not.toContain('VERAO10');

        const back = await patch(uuid, { is_active: true });
        expect(AdminDiscountResponse.parse(back.json()).data.is_active).toBe(true);
        expect(events.map((e) => e.discount.is_active)).toEqual([false, true]);
        expect(await codes()).toContain('VERAO10');
      });

      it('changes the usage limit and the minimum order value, and clears them with null', async () => {
        const uuid = await uuidOf('MENOS5');
        const set = AdminDiscountResponse.parse((await patch(uuid, { max_usage: 3, minimum_order_value: 12.5 })).json()).data;
        expect(set).toMatchObject({ max_usage: 3, minimum_order_value: 12.5 });
        expect((await list()).find((d) => d.code === 'MENOS5')).toMatchObject({ max_usage: 3, minimum_order_value: 12.5 });
        const cleared = AdminDiscountResponse.parse((await patch(uuid, { max_usage: null, minimum_order_value: null })).json()).data;
        expect(cleared).toMatchObject({ max_usage: null, minimum_order_value: null });
        expect(events.map((e) => [e.discount.max_usage, e.discount.minimum_order_value])).toEqual([
          [3, 12.5],
          [null, null],
        ]);
        await patch(uuid, { minimum_order_value: 30 });
      });

      it('moves the dates: an ended coupon is no longer valid nor listed, a later start hides it until then', async () => {
        const uuid = await uuidOf('ULTIMOS15');
        const ended = new Date(TEST_SEED_NOW.getTime() - 1000).toISOString();
        const response = AdminDiscountResponse.parse((await patch(uuid, { end_date: ended })).json()).data;
        expect(response).toMatchObject({ is_valid: false, is_active: true, end_date: ended });
        expect(events.at(-1)!.discount).toMatchObject({ code: 'ULTIMOS15', is_valid: false });
        expect(await codes()).not.toContain('ULTIMOS15');

        const start = new Date(TEST_SEED_NOW.getTime() + 2 * DAY).toISOString();
        const later = AdminDiscountResponse.parse((await patch(uuid, { start_date: start, end_date: null })).json()).data;
        expect(later).toMatchObject({ is_valid: false, end_date: null });
        expect(await codes()).not.toContain('ULTIMOS15');
        clock = TEST_SEED_NOW.getTime() + 3 * DAY;
        expect(await codes()).toContain('ULTIMOS15');

        // A start with an offset is stored as the same instant.
        const reset = AdminDiscountResponse.parse(
          (await patch(uuid, { start_date: '2026-10-25T13:00:00+01:00', end_date: new Date(TEST_SEED_NOW.getTime() + 10 * DAY).toISOString() })).json(),
        ).data;
        expect(reset.is_valid).toBe(true);
        const [stored] = await api.database.query<{ start_date: Date | string }>("select start_date from discounts where code = 'ULTIMOS15'");
        expect(new Date(stored!.start_date).toISOString()).toBe('2026-10-25T12:00:00.000Z');
      });

      it('tells the realtime server who may see a VIP coupon', async () => {
        const response = await patch(await uuidOf('VIP20'), { max_usage: 100 });
        const data = AdminDiscountResponse.parse(response.json()).data;
        expect(isVipDiscount(data)).toBe(true);
        expect(events).toEqual([{ discount: data, audience: { kind: 'signed-in' } }]);
      });
    });
  });
}

const SEEDED = `select d.uuid, d.code, d.discount_type, d.value::float8 as value, d.is_active, d.minimum_order_value::float8 as minimum,
    d.max_usage, d.usage_count, d.start_date, d.end_date,
    (select json_agg(json_build_object('kind', x.kind, 'type', x.discountable_type, 'id', x.discountable_id, 'name', x.name, 'translations', x.translations))
     from discountables x where x.discount_id = d.id) as discountables
  from discounts d order by d.code`;

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`seeded coupons on ${mode}`, () => {
    it('are the same on every run, and a reseed rewrites them in place without touching other coupons', { timeout: 60_000 }, async () => {
      const { database, close } = await openTestDatabase(mode);
      try {
        await seedCatalogue(database, { products: 2, now: TEST_SEED_NOW });
        const first = await database.query<{ code: string }>(SEEDED);
        expect(first.map((d) => d.code)).toEqual(['ESGOTADO25', 'MENOS5', 'NATAL2025', 'PORTESGRATIS', 'ULTIMOS15', 'VERAO10', 'VIP20']);

        await database.query(`update discounts set usage_count = 7, is_active = false where code = 'MENOS5'`);
        await database.query(`insert into discounts (code, discount_type, value) values ('OPERADOR', 'fixed', 2)`);
        await clearCatalogue(database);
        await seedCatalogue(database, { products: 2, now: TEST_SEED_NOW });
        const again = await database.query<{ code: string }>(SEEDED);
        // Same uuids, values, dates and discountables as the first run; the operator's coupon is kept.
        expect(again.filter((d) => d.code !== 'OPERADOR')).toEqual(first);
        expect(again.map((d) => d.code)).toContain('OPERADOR');
      } finally {
        await close();
      }
    });
  });
}
