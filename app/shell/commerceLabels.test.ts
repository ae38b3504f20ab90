import { describe, expect, it } from 'vitest';
import type { Discount, Discountable, Locale } from '../../contract';
import { discount as example } from '../../contract/test-examples';
import { createI18n, loadMessages } from '../i18n/i18n';
import { buildCouponCardLabels, couponDisplayOf } from './commerceLabels';

const FIXTURE_NOW_MS = Date.parse('2026-06-01T12:00:00Z');
const at = (ms: number) => new Date(FIXTURE_NOW_MS + ms).toISOString();
const DAY = 86_400_000;
const dresses: Discountable = { name: 'Vestidos', type: 'category', discountable_type: 'App\\Models\\Category', translations: [{ locale: 'en', name: 'Dresses' }] };
const vipCustomers: Discountable = { name: 'Clientes VIP', type: 'customer', discountable_type: 'App\\Models\\Customer', translations: [] };
const coupon = (overrides: Partial<Discount>): Discount => ({ ...example, minimum_order_value: null, max_usage: null, usage_count: 0, end_date: at(30 * DAY), discountables: [], ...overrides });
const discountPercentage = coupon({ code: 'VERAO10', value: 10, discountables: [dresses], max_usage: 500, usage_count: 120 });
const discountFixed = coupon({ code: 'MENOS5', discount_type: 'fixed', value: 5, minimum_order_value: 30 });
const discountFreeShipping = coupon({ code: 'PORTESGRATIS', discount_type: 'free_shipping', value: 0, minimum_order_value: 14.9 });
const discountVip = coupon({ code: 'VIP20', value: 20, discountables: [vipCustomers], end_date: at(3 * DAY + 4 * 3_600_000) });
const discountLastUses = coupon({ code: 'ULTIMOS15', value: 15, max_usage: 100, usage_count: 95 });
const discountSoldOut = coupon({ code: 'ESGOTADO25', value: 25, max_usage: 50, usage_count: 50 });
const discountExpired = coupon({ code: 'NATAL2025', end_date: at(-30 * DAY) });

async function displayIn(locale: Locale) {
  const { t } = createI18n(locale, await loadMessages(locale));
  return (discount: Parameters<typeof couponDisplayOf>[0], cartTotal = 100) => couponDisplayOf(discount, { t, locale, now: FIXTURE_NOW_MS, cartTotal });
}

describe('§2 coupon cards as the discounts drawer shows them', () => {
  it('shows the value as N% for percentage, a price for fixed (5,00 € in pt, €5.00 in en) and the free-shipping word, each with its gradient kind', async () => {
    const display = await displayIn('pt');
    expect(display(discountPercentage)).toMatchObject({ valueText: '10%', kind: 'percentage' });
    expect(display(discountFixed)).toMatchObject({ valueText: '5,00\u00a0€', kind: 'fixed' });
    expect(display(discountFreeShipping)).toMatchObject({ valueText: 'grátis', kind: 'free_shipping' });
    expect((await displayIn('en'))(discountFixed)).toMatchObject({ valueText: '€5.00' });
    expect((await displayIn('es'))(discountFixed)).toMatchObject({ valueText: '5,00\u00a0€' });
  });

  it('says the value in the language\'s word order: Portes de envio grátis, Free shipping', async () => {
    for (const [locale, phrase] of [['pt', 'Portes de envio grátis'], ['en', 'Free shipping'], ['es', 'Envío gratis'], ['fr', 'Livraison gratuite']] as const) {
      const { t } = createI18n(locale, await loadMessages(locale));
      const { valueText } = (await displayIn(locale))(discountFreeShipping);
      expect(buildCouponCardLabels(t).value.free_shipping(valueText)).toBe(phrase);
    }
  });

  it('marks a coupon whose discountable type includes Customer as VIP, and names only the other discountables', async () => {
    const display = await displayIn('en');
    expect(display(discountVip)).toMatchObject({ isVip: true, appliesTo: [] });
    expect(display(discountPercentage)).toMatchObject({ isVip: false, appliesTo: ['Dresses'] });
  });

  it("gives the usage badge: sold out at 0 remaining, 'Last {count}!' at 10 or fewer, else used/total", async () => {
    const display = await displayIn('pt');
    expect(display(discountSoldOut).usage).toEqual({ kind: 'soldOut' });
    expect(display(discountLastUses).usage).toEqual({ kind: 'last', count: 5 });
    expect(display(discountPercentage).usage).toEqual({ kind: 'usage', used: 120, total: 500 });
  });

  it('writes the remaining time in the page language (Nd Nh; French jours), and Expirado when past', async () => {
    expect((await displayIn('pt'))(discountVip).remainingText).toBe('3d 4h');
    expect((await displayIn('fr'))(discountVip).remainingText).toBe('3j 4h');
    expect((await displayIn('pt'))(discountExpired)).toMatchObject({ remainingText: 'Expirado', expired: true });
  });

  it('below its minimum a coupon says the §5 message once, as the reason it cannot be applied; at the minimum it shows the minimum', async () => {
    const display = await displayIn('pt');
    const below = display(discountFixed, 29.99);
    expect(below.disabledReason).toBe('Compra mínima de 30,00\u00a0€');
    expect(below.minimumText).toBeUndefined();
    const reached = display(discountFixed, 30);
    expect(reached.disabledReason).toBeUndefined();
    expect(reached.minimumText).toBe('30,00\u00a0€');
  });

  it('an inactive coupon is refused as expired first (§5 check order)', async () => {
    const display = await displayIn('pt');
    expect(display({ ...discountFixed, is_active: false }, 10).disabledReason).toBe('Cupão expirado ou inativo');
  });
});
