import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import {
  CUSTOMER_DISCOUNTS_CHANNEL,
  ChannelName,
  DISCOUNT_LIST_CHANNEL,
  LOCALES,
  REALTIME_EVENTS,
  checkoutChannel,
  customerChannel,
  customerDiscountsChannel,
  productChannel,
  type Locale,
  type OrderCreatedFromPayment,
  type PaymentProgress,
  type UpdateDiscounts,
  type UpdateProduct,
} from '../../../contract';
import type { DomainEvents } from '../../events';

/**
 * Publishes the api's domain events on the §7 live channels through the `pusher` Node SDK — the
 * same signed HTTP API (protocols.md §1.13) a Laravel backend would call — to:
 * - REALTIME_URL when set (a realtime server of its own, `npm run realtime`);
 * - else the api itself (the realtime server is mounted in-process): its listening address, read
 *   at publish time, so it works for `startApi` and for a test api after `app.listen({port: 0})`.
 *   An api that is not listening (a test driven by `inject`) has nobody to publish to: the event is
 *   skipped with a debug line.
 *
 * Events are published after the write committed (the domain events are emitted after commit), in
 * the background (`app.deferred`, so the operator's answer never waits and close drains them). A
 * failed publish is logged and never fails the request that caused it.
 */

/** When two locales share a slug, the channel gets the product once, in the first of these (pt > en > es > fr). */
export const PUBLISH_LOCALE_ORDER: readonly Locale[] = LOCALES;
/** A realtime server that does not answer within this is given up on (and logged). */
export const PUBLISH_TIMEOUT_MS = 5_000;
/** Events per POST /apps/{id}/batch_events (Pusher's limit, protocols.md §1.13). */
export const PUBLISH_BATCH_SIZE = 10;

export type PublishTarget = { host: string; port: number; useTLS: boolean };

export type Publisher = {
  /** product_{slug} UpdateProduct `{data: Product}` for each distinct slug of the product's locales. */
  productChanged(event: DomainEvents['product.changed']): Promise<void>;
  /**
   * UpdateDiscounts `{message: discount}` to whoever may see the coupon: `discount_list` for a coupon for
   * everyone; beyond §7, a VIP coupon on `private-discounts.customers` (any signed-in customer) or on
   * `private-discounts.customer.{userId}` of each customer it names — each customer's copy without the
   * customer discountables that name someone else.
   */
  discountChanged(event: DomainEvents['discount.changed']): Promise<void>;
  /**
   * `order.created.from.payment` `{order:{order_uuid}, redirect:{url}}` on `private-checkout.{cartUuid}`
   * (Echo's `private('checkout.{cartUuid}')`). Resolves true once the realtime server took it, false
   * when it could not be published (logged); never rejects.
   */
  orderCreated(cartUuid: string, payload: OrderCreatedFromPayment): Promise<boolean>;
  /** Beyond §7: an account event (`order.updated`, `ticket.updated`) on `private-customer.{userId}`; never rejects. */
  customerEvent(event: DomainEvents['customer.changed']): Promise<boolean>;
  /** Beyond §7: `payment.progress` on `private-checkout.{cartUuid}` (a payment attempt's progress); never rejects. */
  paymentProgress(cartUuid: string, payload: PaymentProgress): Promise<boolean>;
  /** Where events go now (null: in-process and not listening yet). */
  target(): PublishTarget | null;
};

function hostForUrl(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The api's own listening address, as a local client reaches it (0.0.0.0 → 127.0.0.1, :: → [::1]). */
export function ownAddress(app: FastifyInstance): PublishTarget | null {
  if (!app.server.listening) return null;
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return { host: hostForUrl(host), port: address.port, useTLS: false };
}

export function targetOfUrl(url: string): PublishTarget {
  const parsed = new URL(url);
  const useTLS = parsed.protocol === 'https:';
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : useTLS ? 443 : 80, useTLS };
}

/** The product's slugs, each once, with the locale its product is read in. */
export function slugsToPublish(event: Pick<DomainEvents['product.changed'], 'slug' | 'slugs'>): { slug: string; locale: Locale }[] {
  const seen = new Set<string>();
  const out: { slug: string; locale: Locale }[] = [];
  for (const locale of PUBLISH_LOCALE_ORDER) {
    const slug = event.slugs[locale];
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    out.push({ slug, locale });
  }
  if (out.length === 0 && event.slug) out.push({ slug: event.slug, locale: PUBLISH_LOCALE_ORDER[0]! });
  return out;
}

export function createPublisher(app: FastifyInstance): Publisher {
  const { config, log } = app;
  let client: { key: string; pusher: Pusher } | null = null;

  const target = (): PublishTarget | null => (config.realtimeUrl ? targetOfUrl(config.realtimeUrl) : ownAddress(app));

  const pusherFor = (where: PublishTarget): Pusher => {
    const key = `${where.useTLS ? 'https' : 'http'}://${where.host}:${where.port}`;
    if (client?.key !== key) {
      client = {
        key,
        pusher: new Pusher({
          appId: config.pusher.appId,
          key: config.pusher.key,
          secret: config.pusher.secret,
          host: where.host,
          port: String(where.port),
          useTLS: where.useTLS,
          timeout: PUBLISH_TIMEOUT_MS,
        }),
      };
    }
    return client.pusher;
  };

  /** One event on one channel; false (and a log line) when it could not be handed to the server. */
  async function publish(channel: string, event: string, data: string): Promise<boolean> {
    if (!ChannelName.safeParse(channel).success) {
      log.warn({ channel, event }, 'realtime: not a valid channel name, event not published');
      return false;
    }
    const where = target();
    if (!where) {
      log.debug({ channel, event }, 'realtime: the api is not listening, event not published');
      return false;
    }
    try {
      await pusherFor(where).trigger(channel, event, data);
      return true;
    } catch (error) {
      const detail = error as { message?: string; status?: number; body?: string };
      log.warn(
        { channel, event, status: detail.status, body: detail.body, err: error },
        `realtime: publishing ${event} on ${channel} failed`,
      );
      return false;
    }
  }

  /**
   * Events on several channels, each with its own data: POST batch_events, PUBLISH_BATCH_SIZE to a request,
   * one request after the other. A refused or failed request is logged and the next one still goes.
   */
  async function publishBatch(events: { channel: string; name: string; data: string }[]): Promise<void> {
    const valid = events.filter(({ channel, name }) => {
      if (ChannelName.safeParse(channel).success) return true;
      log.warn({ channel, event: name }, 'realtime: not a valid channel name, event not published');
      return false;
    });
    if (valid.length === 0) return;
    const where = target();
    if (!where) {
      log.debug({ channels: valid.length, event: valid[0]!.name }, 'realtime: the api is not listening, events not published');
      return;
    }
    for (let start = 0; start < valid.length; start += PUBLISH_BATCH_SIZE) {
      const batch = valid.slice(start, start + PUBLISH_BATCH_SIZE);
      try {
        await pusherFor(where).triggerBatch(batch);
      } catch (error) {
        const detail = error as { message?: string; status?: number; body?: string };
        log.warn(
          { channels: batch.map((event) => event.channel), event: batch[0]!.name, status: detail.status, body: detail.body, err: error },
          `realtime: publishing a batch of ${batch[0]!.name} failed`,
        );
      }
    }
  }

  return {
    target,

    async productChanged(event) {
      await Promise.all(
        slugsToPublish(event).map(async ({ slug, locale }) => {
          const product = await app.catalog.productBySlug(slug, locale);
          // Inactive, gone, or the slug now names another product: nothing to tell this channel.
          if (!product || product.uuid !== event.uuid) return;
          const message: UpdateProduct = { data: product };
          await publish(productChannel(slug), REALTIME_EVENTS.updateProduct, JSON.stringify(message));
        }),
      );
    },

    async discountChanged({ discount, audience }) {
      if (audience.kind === 'everyone') {
        const message: UpdateDiscounts = { message: discount };
        await publish(DISCOUNT_LIST_CHANNEL, REALTIME_EVENTS.updateDiscounts, JSON.stringify(message));
        return;
      }
      // §2 VIP exclusive: discount_list is a public channel any guest may join, so a coupon meant for
      // signed-in or named customers never goes there, but to private channels only they may join (beyond §7).
      // The event's coupon is the operator's view (every customer discountable): each channel gets the
      // coupon's state from the event with the discountables its customers may see.
      const viewers = audience.kind === 'signed-in' ? [null] : audience.userIds;
      const views = await app.discounts.viewsOf(discount.discount_uuid, viewers);
      const messageFor = (viewer: number | null): string | null => {
        const view = views.get(viewer);
        if (!view) return null;
        const message: UpdateDiscounts = { message: { ...discount, discountables: view.discountables } };
        return JSON.stringify(message);
      };
      if (audience.kind === 'signed-in') {
        const data = messageFor(null);
        if (data) await publish(`private-${CUSTOMER_DISCOUNTS_CHANNEL}`, REALTIME_EVENTS.updateDiscounts, data);
        else log.warn({ discount: discount.discount_uuid }, 'realtime: the coupon is gone, UpdateDiscounts not published');
        return;
      }
      const events = audience.userIds.flatMap((userId) => {
        const data = messageFor(userId);
        return data === null ? [] : [{ channel: `private-${customerDiscountsChannel(userId)}`, name: REALTIME_EVENTS.updateDiscounts, data }];
      });
      if (events.length < audience.userIds.length) log.warn({ discount: discount.discount_uuid }, 'realtime: the coupon is gone, UpdateDiscounts not published');
      await publishBatch(events);
    },

    async orderCreated(cartUuid, payload) {
      try {
        return await publish(`private-${checkoutChannel(cartUuid)}`, REALTIME_EVENTS.orderCreatedFromPayment, JSON.stringify(payload));
      } catch (error) {
        log.warn({ err: error, cartUuid }, 'realtime: publishing order.created.from.payment failed');
        return false;
      }
    },

    async customerEvent({ userId, event, data }) {
      try {
        return await publish(`private-${customerChannel(userId)}`, event, JSON.stringify(data));
      } catch (error) {
        log.warn({ err: error, userId, event }, 'realtime: publishing a customer event failed');
        return false;
      }
    },

    async paymentProgress(cartUuid, payload) {
      try {
        return await publish(`private-${checkoutChannel(cartUuid)}`, REALTIME_EVENTS.paymentProgress, JSON.stringify(payload));
      } catch (error) {
        log.warn({ err: error, cartUuid }, 'realtime: publishing payment.progress failed');
        return false;
      }
    },
  };
}

/**
 * Publishes every domain event the channels carry, in the background, after the write's answer. The
 * publishes of one product (or one coupon) run one after the other, each reading the state of its
 * turn, so two quick writes never leave a channel's last message older than the last write.
 */
export function publishDomainEvents(app: FastifyInstance, publisher: Publisher): () => void {
  const turns = new Map<string, Promise<void>>();
  const inTurn = (key: string, name: string, task: () => Promise<void>) => {
    const previous = turns.get(key) ?? Promise.resolve();
    const current = previous
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(task)
      .catch((error: unknown) => app.log.warn({ err: error }, `realtime: ${name} not published`))
      .finally(() => {
        if (turns.get(key) === current) turns.delete(key);
      });
    turns.set(key, current);
    app.deferred.run(name, () => current);
  };
  const offProduct = app.domainEvents.on('product.changed', (event) =>
    inTurn(`product:${event.uuid}`, 'product.changed', () => publisher.productChanged(event)),
  );
  const offDiscount = app.domainEvents.on('discount.changed', (event) =>
    inTurn(`discount:${event.discount.discount_uuid}`, 'discount.changed', () => publisher.discountChanged(event)),
  );
  const offCustomer = app.domainEvents.on('customer.changed', (event) =>
    inTurn(`customer:${event.userId}`, 'customer.changed', async () => {
      await publisher.customerEvent(event);
    }),
  );
  return () => {
    offProduct();
    offDiscount();
    offCustomer();
  };
}
