import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import type { ProductCardData } from '../../contract';
import { $liveProducts, liveProductOf, productChannelEntered, productChannelLeft } from './products';

/** §2 cards with their live updates applied (the list's own objects when nothing changed). */
export function useLiveProducts<T extends ProductCardData>(products: readonly T[]): readonly T[] {
  const live = useUnit($liveProducts);
  return useMemo(() => (Object.keys(live).length === 0 ? products : products.map((product) => liveProductOf(product, live))), [products, live]);
}

/** The product page listens to its product's channel while it is shown (§7). */
export function useProductChannel(slug: string | null | undefined): void {
  const [entered, left] = useUnit([productChannelEntered, productChannelLeft]);
  useEffect(() => {
    if (!slug) return;
    entered(slug);
    return () => {
      left(slug);
    };
  }, [slug, entered, left]);
}
