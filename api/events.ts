import { EventEmitter } from 'node:events';
import type { CustomerOrderUpdated, CustomerTicketUpdated, Discount } from '../contract';

/**
 * Who may see a coupon (§2 VIP exclusive): everyone; any signed-in customer (a customer-kind
 * discountable without an id, e.g. 'Clientes VIP'); or only the users whose ids customer-kind
 * discountables name. The realtime server routes `discount.changed` by it (a VIP coupon is not for
 * the public `discount_list` channel's guests).
 */
export type DiscountAudience = { kind: 'everyone' } | { kind: 'signed-in' } | { kind: 'users'; userIds: number[] };

/**
 * In-process domain events (architecture.md §3 "a live update"): the api's writes emit them, and the
 * realtime server publishes them on the §7 channels (`product.changed` → `product_{slug}` UpdateProduct).
 */
export type DomainEvents = {
  /** A product's card data changed (price, pvp, stock, countdown). `slug` is the pt slug. */
  'product.changed': { uuid: string; slug: string; slugs: Record<string, string> };
  /**
   * An operator changed a coupon (PATCH /v1/admin/discounts/{uuid}). `discount` is the coupon as
   * GET v1/discounts shows it (is_valid from its dates, is_active false when switched off); the
   * realtime server publishes it on `discount_list` as UpdateDiscounts `{message: discount}`.
   */
  'discount.changed': { discount: Discount; audience: DiscountAudience };
  /**
   * Something in one customer's account changed; the realtime server publishes it on that customer's
   * private `customer.{userId}` channel (`order.updated` / `ticket.updated`).
   */
  'customer.changed':
    | { userId: number; event: 'order.updated'; data: CustomerOrderUpdated }
    | { userId: number; event: 'ticket.updated'; data: CustomerTicketUpdated };
};

export type DomainEventName = keyof DomainEvents;

export class DomainEventBus {
  readonly #emitter = new EventEmitter();

  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void {
    this.#emitter.emit(name, payload);
  }

  /** Subscribes; returns the unsubscribe function. */
  on<K extends DomainEventName>(name: K, listener: (payload: DomainEvents[K]) => void): () => void {
    this.#emitter.on(name, listener);
    return () => this.#emitter.off(name, listener);
  }
}

/** One bus per app (decorated as `app.domainEvents`), so tests and processes stay apart. */
export function createDomainEventBus(): DomainEventBus {
  return new DomainEventBus();
}
