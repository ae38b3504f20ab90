import { describe, expect, it } from 'vitest';
import { ProductTracking } from '../../contract';
import { cartItem } from '../../contract/test-examples';
import { lineTrackingOf, productTrackingOf } from './changes';
import type { CartProduct } from './changes';

const product: CartProduct = {
  product_id: 'p-1',
  variant_uuid: cartItem.variant_uuid,
  offer_id: cartItem.offer_id,
  name: 'Vestido',
  price: 30,
  original_price: 45,
  size: 'M',
  color: null,
  seller: 'Loja Oficial',
};

describe('§3 product tracking fields (analytics, §7 in EUR)', () => {
  it("a product being added, viewed or wished for carries its own fields, or the API's line's server price once answered", () => {
    const own = productTrackingOf(product, 2, null);
    expect(ProductTracking.parse(own)).toMatchObject({ product_id: 'p-1', price: 30, original_price: 45, quantity: 2, size: 'M', coupon: null });
    expect(productTrackingOf(product, 1, 'VERAO10', { ...cartItem, price: 28.5 })).toMatchObject({ price: 28.5, quantity: 1, coupon: 'VERAO10' });
  });

  it('a cart line (begin_checkout) carries its quantity, server price and the applied coupon', () => {
    const tracked = ProductTracking.parse(lineTrackingOf({ ...cartItem, quantity: 3 }, 'MENOS5'));
    expect(tracked).toMatchObject({ offer_id: cartItem.offer_id, quantity: 3, price: cartItem.price, original_price: cartItem.originalPrice, coupon: 'MENOS5' });
  });

  it("a cart line names its product by uuid and its EAN once the API gave them, as view_item and add_to_cart do", () => {
    const product_uuid = '00000000-0000-4000-8000-000000000101';
    expect(lineTrackingOf({ ...cartItem, product_uuid, ean: '5601234567890' }, null)).toMatchObject({ product_id: product_uuid, ean: '5601234567890' });
  });
});
