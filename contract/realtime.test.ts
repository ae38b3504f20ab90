import { describe, expect, it } from 'vitest';
import {
  BroadcastingAuthRequest,
  BroadcastingAuthResponse,
  OrderCreatedFromPaymentMessage,
  UpdateDiscountsMessage,
  UpdateProductMessage,
  checkoutChannel,
  orderNumberOf,
  productChannel,
} from './realtime';
import { discount, product, productCard, uuid } from './test-examples';

const order = { order: { order_uuid: uuid(30) }, redirect: { url: `/order/success/${uuid(30)}` } };

describe('§7 live channels', () => {
  it('names the channels product_{slug} and checkout.{cartUuid}', () => {
    expect(productChannel('vestido-linho')).toBe('product_vestido-linho');
    expect(checkoutChannel(uuid(7))).toBe(`checkout.${uuid(7)}`);
  });

  it('the order number shown in the toast is the first 8 characters of order_uuid (§8)', () => {
    expect(orderNumberOf('3f2a9c1d-0000-4000-8000-000000000001')).toBe('3f2a9c1d');
  });

  it('UpdateProduct carries the product as data, in a JSON message or an object', () => {
    expect(UpdateProductMessage.parse(JSON.stringify({ data: productCard })).data.uuid).toBe(productCard.uuid);
    expect(UpdateProductMessage.parse({ data: product }).data).toHaveProperty('seo');
  });

  it('UpdateDiscounts carries a discount as message', () => {
    expect(UpdateDiscountsMessage.parse({ message: { ...discount, is_active: false } }).message.is_active).toBe(false);
  });

  it('an order-created event arrives as JSON or a plain object', () => {
    expect(OrderCreatedFromPaymentMessage.parse(JSON.stringify(order))).toEqual(order);
    expect(OrderCreatedFromPaymentMessage.parse(order)).toEqual(order);
  });

  it.each([
    { rule: 'an event without order_uuid is ignored', value: { order: {}, redirect: order.redirect } },
    { rule: 'the redirect url is a path or a URL', value: { ...order, redirect: { url: 'order/success' } } },
    { rule: 'a message that is not JSON is rejected', value: '{order' },
  ])('$rule', ({ value }) => {
    expect(OrderCreatedFromPaymentMessage.safeParse(value).success).toBe(false);
  });

  it.each([
    { rule: 'socket_id matches digits.digits', value: { socket_id: '123.456', channel_name: `private-checkout.${uuid(7)}` }, ok: true },
    { rule: 'socket_id without a dot is rejected', value: { socket_id: '123456', channel_name: 'discount_list' }, ok: false },
    { rule: 'channel names hold no spaces', value: { socket_id: '1.2', channel_name: 'private-checkout 1' }, ok: false },
  ])('broadcasting auth: $rule', ({ value, ok }) => {
    expect(BroadcastingAuthRequest.safeParse(value).success).toBe(ok);
  });

  it('the auth answer is key:signature', () => {
    expect(BroadcastingAuthResponse.safeParse({ auth: `app-key:${'a'.repeat(64)}` }).success).toBe(true);
    expect(BroadcastingAuthResponse.safeParse({ auth: 'app-key' }).success).toBe(false);
  });
});
