import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Locale, ProductCardData } from '../../contract';
import { productChannelEntered, productChannelLeft, useLiveProducts } from '../../features/realtime';
import { href } from '../routes/href';
import * as styles from './LiveCards.css';
import { watchProductCards } from './productCardWatcher';

export interface LiveCardsBinding<T extends ProductCardData> {
  /** The cards' data with their live updates applied. */
  products: readonly T[];
  /** Receives the region whose cards are watched (`<LiveCards binding={…}>` passes its element). */
  regionChanged: (element: HTMLElement | null) => void;
}

/**
 * §2 product cards kept live: each card on screen listens to `product_{slug}` (two cards of one product share
 * the channel) and shows its product's updates. `slugOf` is the slug the card links with (the page's language).
 */
export function useLiveCards<T extends ProductCardData>(products: readonly T[], locale: Locale, slugOf: (product: T) => string = (product) => product.slug): LiveCardsBinding<T> {
  const live = useLiveProducts(products);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [entered, left] = useUnit([productChannelEntered, productChannelLeft]);
  const slugByHref = useRef(new Map<string, string>());
  useEffect(() => {
    slugByHref.current = new Map(products.map((product) => [href('product', { slug: slugOf(product) }, locale), slugOf(product)]));
  });
  useEffect(() => {
    if (!region) return;
    return watchProductCards(region, {
      slugOf: (card) => {
        const link = card.querySelector('a[href]')?.getAttribute('href');
        return link ? (slugByHref.current.get(link) ?? null) : null;
      },
      entered,
      left,
    });
  }, [region, entered, left]);
  return { products: live, regionChanged: setRegion };
}

/** The region of live cards (a grid, a listing, a rail); it adds no box to the layout. */
export function LiveCards<T extends ProductCardData>({ binding, children }: { binding: LiveCardsBinding<T>; children: ReactNode }) {
  const { regionChanged } = binding;
  return (
    <div ref={regionChanged} className={styles.root}>
      {children}
    </div>
  );
}
