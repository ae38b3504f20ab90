import type { FastifyInstance } from 'fastify';
import type { OrderCreatedFromPayment, PaymentProgress } from '../../../contract';
import {
  CHECKOUT_CHANNEL_PATTERN,
  CUSTOMER_DISCOUNTS_CHANNEL_PATTERN,
  ONE_CUSTOMER_DISCOUNTS_CHANNEL_PATTERN,
  CUSTOMER_CHANNEL_PATTERN,
  checkoutChannelAuthoriser,
  createChannelRegistry,
  customerDiscountsChannelAuthoriser,
  oneCustomerDiscountsChannelAuthoriser,
  type ChannelRegistry,
} from './channels';
import { createPublisher, publishDomainEvents, type Publisher } from './publisher';

/**
 * The api's side of the §7 live channels (architecture.md §3 "a live update"): who may join which
 * channel (`channels`, used by POST /broadcasting/auth) and what is published on them (`publisher`,
 * fed by `app.domainEvents`). Decorated on the root instance as `app.broadcasting` before the routes,
 * so any module can register a channel pattern or publish.
 */
export type Broadcasting = {
  channels: ChannelRegistry;
  publisher: Publisher;
  /**
   * §3 checkout: tells the cart's owner, on `private-checkout.{cartUuid}`, that the payment made an
   * order (`order.created.from.payment` `{order:{order_uuid}, redirect:{url}}`). Call it after the
   * order is committed. Resolves true when the realtime server took the event, false when it could
   * not be published (logged); never rejects, so a payment webhook never fails because of it.
   */
  publishOrderCreated(cartUuid: string, payload: OrderCreatedFromPayment): Promise<boolean>;
  /** Beyond §3: a payment attempt's progress on the same channel (`payment.progress`); never rejects. */
  publishPaymentProgress(cartUuid: string, payload: PaymentProgress): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    broadcasting: Broadcasting;
  }
}

export function installBroadcasting(app: FastifyInstance): Broadcasting {
  const channels = createChannelRegistry();
  channels.register(CHECKOUT_CHANNEL_PATTERN, checkoutChannelAuthoriser(app.database));
  channels.register(CUSTOMER_DISCOUNTS_CHANNEL_PATTERN, customerDiscountsChannelAuthoriser);
  channels.register(ONE_CUSTOMER_DISCOUNTS_CHANNEL_PATTERN, oneCustomerDiscountsChannelAuthoriser);
  // The same rule as the customer's coupon channel: only the customer the name carries.
  channels.register(CUSTOMER_CHANNEL_PATTERN, oneCustomerDiscountsChannelAuthoriser);
  const publisher = createPublisher(app);
  const broadcasting: Broadcasting = {
    channels,
    publisher,
    publishOrderCreated: (cartUuid, payload) => publisher.orderCreated(cartUuid, payload),
    publishPaymentProgress: (cartUuid, payload) => publisher.paymentProgress(cartUuid, payload),
  };
  app.decorate('broadcasting', broadcasting);
  const unsubscribe = publishDomainEvents(app, publisher);
  app.addHook('onClose', async () => unsubscribe());
  return broadcasting;
}
