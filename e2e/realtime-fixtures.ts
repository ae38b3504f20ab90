import type { APIRequestContext, Page } from '@playwright/test';
import { dismissToasts, expect } from './fixtures';

/** Shared by the live-channel specs (`realtime.spec.ts`, `realtime-vip.spec.ts`). */

/** The operator paths' bearer token (the api's development value unless the run sets another). */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'dev-admin-token-change-me';
export const DESKTOP = { width: 1280, height: 900 };
/** §9 and the issue: a change shows within one second of the operator's call returning. */
export const LIVE_WITHIN_MS = 1_000;

export async function patchAdmin(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const response = await request.patch(url, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * What the page's socket received: the channels it was told it joined (`pusher_internal:subscription_succeeded`)
 * and every UpdateDiscounts with its channel, code and state.
 */
export function watchSocket(page: Page) {
  const joined = new Set<string>();
  const discounts: { channel: string; code: string; isActive: boolean }[] = [];
  page.on('websocket', (socket) => {
    if (!/\/app\/[^/?]+/.test(socket.url())) return;
    socket.on('framereceived', ({ payload }) => {
      try {
        const frame = JSON.parse(String(payload)) as { event?: string; channel?: string; data?: unknown };
        if (frame.event === 'pusher_internal:subscription_succeeded' && frame.channel) joined.add(frame.channel);
        if (frame.event === 'UpdateDiscounts' && frame.channel) {
          const data = (typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data) as { message: { code: string; is_active: boolean } };
          discounts.push({ channel: frame.channel, code: data.message.code, isActive: data.message.is_active });
        }
      } catch {
        // not a protocol frame
      }
    });
  });
  const subscribed = (channel: string) => expect.poll(() => joined.has(channel), { message: `subscribed to ${channel}`, timeout: 15_000 }).toBe(true);
  return { subscribed, discounts };
}

/**
 * On a hydrated product page: adds the offer of `seller` to the cart, applies `code` in the coupons drawer and
 * opens that drawer again, showing the coupon applied. Returns the open coupons drawer.
 */
export async function applyCouponOnProductPage(page: Page, seller: string, code: string) {
  await page.getByRole('button', { name: `Adicionar ao carrinho: ${seller}` }).click();
  const drawer = page.getByRole('dialog', { name: /^Carrinho/ });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Cupões disponíveis' }).click();
  const coupons = page.getByRole('dialog', { name: 'Cupões de desconto' });
  await coupons.getByRole('article', { name: new RegExp(code) }).getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(`Cupão ${code} aplicado com sucesso!`, { exact: true })).toBeVisible();
  await dismissToasts(page);
  await drawer.getByRole('button', { name: 'Cupões disponíveis' }).click();
  await expect(coupons.getByRole('region', { name: `Cupão ${code} aplicado` })).toBeVisible();
  return coupons;
}
