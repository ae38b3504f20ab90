import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ProductTracking } from '../../contract';
import { itemAddedToCart } from '../cart';
import { $analyticsStorage, $dataLayer, PURCHASES_SENT_STORAGE_KEY, addPaymentInfo, addShippingInfo, addToCart, addToWishlist, beginCheckout, pageViewed, purchase, trackEventFx, viewItem } from './index';

const dress: ProductTracking = {
  ean: '5601234567890',
  offer_id: 11,
  variant_uuid: '00000000-0000-4000-8000-000000000011',
  product_id: '00000000-0000-4000-8000-000000000101',
  name: 'Vestido de linho',
  price: 19.99,
  original_price: 29.99,
  quantity: 2,
  brand: 'Maré',
  category: 'vestidos',
  color: 'Azul',
  size: 'M',
  seller: 'Loja Oficial',
  coupon: null,
};
const serum: ProductTracking = { ...dress, offer_id: 12, product_id: '00000000-0000-4000-8000-000000000102', name: 'Sérum', price: 4.5, quantity: 1 };

function analyticsScope() {
  const dataLayer: object[] = [];
  const scope = fork({ values: [[$dataLayer, dataLayer]] });
  return { scope, dataLayer };
}

describe('§7 analytics events (EUR) on the data layer', () => {
  it('add_to_cart: the ecommerce object cleared, then currency EUR, value and the product tracking items', async () => {
    const { scope, dataLayer } = analyticsScope();
    await allSettled(addToCart, { scope, params: [dress, serum] });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 44.48,
          items: [
            { ...dress, item_id: dress.product_id, item_name: 'Vestido de linho', item_brand: 'Maré', item_category: 'vestidos', item_variant: dress.variant_uuid },
            { ...serum, item_id: serum.product_id, item_name: 'Sérum', item_brand: 'Maré', item_category: 'vestidos', item_variant: serum.variant_uuid },
          ],
        },
      },
    ]);
  });

  it('an add the cart accepted is pushed as add_to_cart', async () => {
    const { scope, dataLayer } = analyticsScope();
    await allSettled(itemAddedToCart, { scope, params: serum });
    expect(dataLayer.at(-1)).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 4.5, items: [{ offer_id: 12, quantity: 1 }] } });
  });

  it('view_item, add_to_wishlist and begin_checkout (with its coupon)', async () => {
    const { scope, dataLayer } = analyticsScope();
    await allSettled(viewItem, { scope, params: { ...dress, quantity: 1 } });
    await allSettled(addToWishlist, { scope, params: { ...dress, quantity: 1 } });
    await allSettled(beginCheckout, { scope, params: { items: [dress], coupon: 'VERAO10' } });
    const events = dataLayer.filter((entry) => 'event' in entry) as { event: string; ecommerce: { value: number; coupon?: string } }[];
    expect(events.map((entry) => [entry.event, entry.ecommerce.value, entry.ecommerce.coupon])).toEqual([
      ['view_item', 19.99, undefined],
      ['add_to_wishlist', 19.99, undefined],
      ['begin_checkout', 39.98, 'VERAO10'],
    ]);
  });

  it('without a data layer (the server, or no consent) nothing is pushed and nothing fails', async () => {
    const scope = fork();
    const result = await allSettled(trackEventFx, { scope, params: { event: 'view_item', ecommerce: { currency: 'EUR', value: 0, items: [] } } });
    expect(result.status).toBe('done');
  });
});

describe('§7 the checkout funnel and purchase', () => {
  const purchaseOf = (transactionId: string) => ({
    transaction_id: transactionId,
    value: 45.48,
    shipping: 3.9,
    tax: 8.5,
    coupon: 'VERAO10',
    customer_type: 'guest' as const,
    customer_email: 'rita@example.pt',
    currency: 'EUR' as const,
    items: [dress],
  });

  function storageOf() {
    const entries = new Map<string, string>();
    return { entries, getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value), removeItem: (key: string) => void entries.delete(key) };
  }

  it('add_shipping_info carries the shipping tier, add_payment_info the payment type (EUR)', async () => {
    const { scope, dataLayer } = analyticsScope();
    await allSettled(addShippingInfo, { scope, params: { items: [dress], coupon: null, shippingTier: 'express' } });
    await allSettled(addPaymentInfo, { scope, params: { items: [dress], coupon: 'VERAO10', paymentType: 'mbway' } });
    expect(dataLayer.filter((entry) => 'event' in entry)).toEqual([
      { event: 'add_shipping_info', ecommerce: expect.objectContaining({ currency: 'EUR', value: 39.98, coupon: null, shipping_tier: 'express' }) },
      { event: 'add_payment_info', ecommerce: expect.objectContaining({ currency: 'EUR', value: 39.98, coupon: 'VERAO10', payment_type: 'mbway' }) },
    ]);
  });

  it('purchase: transaction id, value, shipping, tax, coupon, customer type and e-mail in EUR — once per order, also in a page loaded again', async () => {
    const storage = storageOf();
    const first = fork({ values: [[$dataLayer, [] as object[]], [$analyticsStorage, storage]] });
    await allSettled(purchase, { scope: first, params: purchaseOf('order-1') });
    await allSettled(purchase, { scope: first, params: purchaseOf('order-1') });
    const pushed = first.getState($dataLayer) as unknown as object[];
    expect(pushed.filter((entry) => 'event' in entry)).toEqual([
      {
        event: 'purchase',
        ecommerce: expect.objectContaining({ transaction_id: 'order-1', value: 45.48, shipping: 3.9, tax: 8.5, coupon: 'VERAO10', customer_type: 'guest', customer_email: 'rita@example.pt', currency: 'EUR' }),
      },
    ]);
    const reloaded: object[] = [];
    const again = fork({ values: [[$dataLayer, reloaded], [$analyticsStorage, storage]] });
    await allSettled(purchase, { scope: again, params: purchaseOf('order-1') });
    await allSettled(purchase, { scope: again, params: purchaseOf('order-2') });
    expect(reloaded.filter((entry) => 'event' in entry).map((entry) => (entry as unknown as { ecommerce: { transaction_id: string } }).ecommerce.transaction_id)).toEqual(['order-2']);
    expect(JSON.parse(storage.getItem(PURCHASES_SENT_STORAGE_KEY)!)).toEqual(['order-1', 'order-2']);
  });
});

describe('§7 purchase without a storage injected', () => {
  it('is still sent once per order on the page', async () => {
    const dataLayer: object[] = [];
    const scope = fork({ values: [[$dataLayer, dataLayer]] });
    const tracking = { transaction_id: 'order-9', value: 10, shipping: 0, tax: 1.87, coupon: null, customer_type: 'returning' as const, customer_email: null, currency: 'EUR' as const, items: [] };
    await allSettled(purchase, { scope, params: tracking });
    await allSettled(purchase, { scope, params: tracking });
    expect(dataLayer.filter((entry) => 'event' in entry)).toHaveLength(1);
  });
});

describe('§7 page views', () => {
  it('page_view names the address, path, title, the page before and the language, and clears no ecommerce object', async () => {
    const { scope, dataLayer } = analyticsScope();
    await allSettled(pageViewed, { scope, params: { href: 'https://shop.example/en/search?q=linen', title: 'Search: linen | Outlet Marketplace', referrer: 'https://shop.example/en', language: 'en' } });
    expect(dataLayer).toEqual([
      {
        event: 'page_view',
        page_location: 'https://shop.example/en/search?q=linen',
        page_path: '/en/search?q=linen',
        page_title: 'Search: linen | Outlet Marketplace',
        page_referrer: 'https://shop.example/en',
        language: 'en',
      },
    ]);
  });

  it('every ecommerce event carries EUR and each of the §3 product tracking fields', async () => {
    const { scope, dataLayer } = analyticsScope();
    await allSettled(addToCart, { scope, params: dress });
    await allSettled(viewItem, { scope, params: dress });
    await allSettled(addToWishlist, { scope, params: dress });
    await allSettled(beginCheckout, { scope, params: { items: [dress] } });
    await allSettled(addShippingInfo, { scope, params: { items: [dress], coupon: null, shippingTier: 'standard' } });
    await allSettled(addPaymentInfo, { scope, params: { items: [dress], coupon: null, paymentType: 'multibanco' } });
    const events = dataLayer.filter((entry) => 'event' in entry) as { event: string; ecommerce: { currency: string; items: object[] } }[];
    expect(events.map((entry) => entry.event)).toEqual(['add_to_cart', 'view_item', 'add_to_wishlist', 'begin_checkout', 'add_shipping_info', 'add_payment_info']);
    const trackingFields = ['ean', 'offer_id', 'variant_uuid', 'product_id', 'name', 'price', 'original_price', 'quantity', 'brand', 'category', 'color', 'size', 'seller', 'coupon'];
    for (const entry of events) {
      expect(entry.ecommerce.currency).toBe('EUR');
      for (const item of entry.ecommerce.items) expect(Object.keys(item)).toEqual(expect.arrayContaining(trackingFields));
    }
  });
});
