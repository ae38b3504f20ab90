import { EventEmitter } from 'node:events';

/**
 * In-process domain events (architecture.md §3 "a live update"): the api's writes emit them, and the
 * realtime server publishes them on the §7 channels (`product.changed` → `product_{slug}` UpdateProduct).
 */
export type DomainEvents = {
  /** A product's card data changed (price, pvp, stock, countdown). `slug` is the pt slug. */
  'product.changed': { uuid: string; slug: string; slugs: Record<string, string> };
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
