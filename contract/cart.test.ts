import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  Cart,
  CartItem,
  CartItemInput,
  CartParams,
  CartSaveRequest,
  CartStoreState,
  CartUpdateRequest,
  CouponApplyRequest,
  SessionId,
} from './cart';
import { SESSION, cart, cartItem, issuePaths, uuid } from './test-examples';

const itemInput = { offer_id: 10, quantity: 2, price: 39.99, segment_id: null, campaign_id: null, cart_id: null, id: null, category: 'vestidos' };

describe('§3 cart', () => {
  it('a read-back item gets the defaults Único, Padrão, Loja Oficial and 2-4 days', () => {
    const { size: _s, color: _c, seller: _r, deliveryEstimate: _d, ...bare } = cartItem;
    expect(CartItem.parse(bare)).toMatchObject({ size: 'Único', color: 'Padrão', seller: 'Loja Oficial', deliveryEstimate: '2-4' });
  });

  it.each<{ rule: string; schema: z.ZodType; value: unknown }>([
    { rule: 'a cart parses', schema: Cart, value: cart },
    { rule: 'a sent item parses', schema: CartItemInput, value: itemInput },
    { rule: 'save sends customer_id, session_id and items', schema: CartSaveRequest, value: { customer_id: null, session_id: SESSION, items: [itemInput] } },
    { rule: 'update may send the version it read', schema: CartUpdateRequest, value: { cart_uuid: uuid(7), customer_id: 3, session_id: SESSION, items: [], version: 4 } },
    { rule: 'a cart is fetched by uuid', schema: CartParams, value: { cartUuidOrSessionId: uuid(7) } },
    { rule: 'a cart is fetched by session id', schema: CartParams, value: { cartUuidOrSessionId: SESSION } },
    {
      rule: 'the store state holds progress as a whole percent',
      schema: CartStoreState,
      value: { cartUuid: null, cartItems: [], totalPrice: 0, isOpen: false, freeShippingDiscount: null, hasFreeShipping: false, freeShippingProgress: 0, remainingForFreeShipping: 19.9 },
    },
  ])('$rule', ({ schema, value }) => {
    expect(schema.safeParse(value).error).toBeUndefined();
  });

  it.each<{ rule: string; path: string; schema: z.ZodType; value: unknown }>([
    { rule: 'session id is 40 characters', path: '', schema: SessionId, value: SESSION.slice(1) },
    { rule: 'session id is lowercase', path: '', schema: SessionId, value: SESSION.toUpperCase() },
    { rule: 'session id is alphanumeric', path: '', schema: SessionId, value: `${SESSION.slice(1)}-` },
    { rule: 'cart_uuid must be a UUID', path: 'cart_uuid', schema: Cart, value: { ...cart, cart_uuid: 'cart-1' } },
    { rule: 'a cart has a status', path: 'status', schema: Cart, value: { ...cart, status: 'open' } },
    { rule: 'a cart carries its version', path: 'version', schema: Cart, value: { ...cart, version: undefined } },
    { rule: "delivery estimate reads 'min-max'", path: 'deliveryEstimate', schema: CartItem, value: { ...cartItem, deliveryEstimate: '2 to 4' } },
    { rule: 'quantity is a positive integer', path: 'quantity', schema: CartItemInput, value: { ...itemInput, quantity: 0 } },
    { rule: 'save needs at least one item', path: 'items', schema: CartSaveRequest, value: { customer_id: null, session_id: SESSION, items: [] } },
    { rule: 'progress is capped at 100%', path: '', schema: CartStoreState.shape.freeShippingProgress, value: 101 },
    { rule: 'the coupon code is not empty', path: 'code', schema: CouponApplyRequest, value: { code: '  ' } },
  ])('$rule', ({ schema, value, path }) => {
    expect(issuePaths(schema, value)).toContain(path);
  });
});
