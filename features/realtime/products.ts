import { createEvent, createStore, sample } from 'effector';
import { productCardFacts } from '../../contract/cards';
import { productChannel } from '../../contract/realtime-channels';
import type { Product, ProductCard, ProductCardData } from '../../contract';
import { productUpdated } from '../product';
import { publicChannel } from './client';
import { channelEntered, channelLeft, channelReleased, productUpdateReceived } from './units';

/** The latest live data of a product and the slug of the channel it came on. */
export interface LiveProduct {
  slug: string;
  product: Product | ProductCard;
}

/** §2 a product card (or the product page) on screen needs its `product_{slug}` channel. */
export const productChannelEntered = createEvent<string>();
/** …and no longer does (off screen, unmounted). */
export const productChannelLeft = createEvent<string>();

/**
 * §2 live overrides of the cards: product uuid → the latest `UpdateProduct` heard for it. Cards show their
 * data through `liveProductOf`; the overrides of a product go when nothing on the page listens to its
 * channel any more, since a later fetch of it is newer than the last update heard.
 */
export const $liveProducts = createStore<Record<string, LiveProduct>>({}, { serialize: 'ignore' });

const channelOfSlug = (slug: string) => publicChannel(productChannel(slug));

sample({ clock: productChannelEntered, fn: channelOfSlug, target: channelEntered });
sample({ clock: productChannelLeft, fn: channelOfSlug, target: channelLeft });

// §2: "the card subscribes to the live channel for its product and replaces its data on update".
sample({
  clock: productUpdateReceived,
  source: $liveProducts,
  fn: (live, { slug, product }) => ({ ...live, [product.uuid]: { slug, product } }),
  target: $liveProducts,
});
const PRODUCT_CHANNEL_PREFIX = productChannel('');
const releasedSlug = sample({
  clock: channelReleased,
  filter: (channel) => !channel.private && channel.name.startsWith(PRODUCT_CHANNEL_PREFIX),
  fn: (channel) => channel.name.slice(PRODUCT_CHANNEL_PREFIX.length),
});
sample({
  clock: releasedSlug,
  source: $liveProducts,
  fn: (live, released) => Object.fromEntries(Object.entries(live).filter(([, { slug }]) => slug !== released)),
  target: $liveProducts,
});
// §7: the product page (and an open quick view) of that product replace their data too.
sample({ clock: productUpdateReceived, fn: ({ product }) => product, target: productUpdated });

/**
 * A card's data with its live update applied: prices, stock, pictures, tags and the countdown change; the
 * shown language's text, slug and brand stay (an update is written in its publisher's language).
 */
export function liveProductOf<T extends ProductCardData>(card: T, live: Record<string, LiveProduct>): T {
  const update = live[card.uuid];
  return update ? { ...card, ...productCardFacts(update.product) } : card;
}
