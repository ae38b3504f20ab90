/** The product cards inside a region: ui/ProductCard's root is an `<article>` whose links go to its product page. */
const CARD_SELECTOR = 'article';

export interface CardWatcherOptions {
  /** The product slug a card shows (from its link), or null for anything that is not a known card. */
  slugOf(card: Element): string | null;
  entered(slug: string): void;
  left(slug: string): void;
  IntersectionObserver?: typeof IntersectionObserver;
  MutationObserver?: typeof MutationObserver;
}

/**
 * §2 "the card subscribes to the live channel for its product": every card in `root` that comes on screen
 * enters its product's channel, and leaves it when it goes off screen or out of the page. Cards added later
 * (load more, a refetch) are watched as they appear. Returns the stop function (it leaves every channel still held).
 */
export function watchProductCards(root: Element, options: CardWatcherOptions): () => void {
  const Intersection = options.IntersectionObserver ?? globalThis.IntersectionObserver;
  if (!Intersection) return () => undefined;
  const onScreen = new Map<Element, string>();
  const watched = new Set<Element>();
  const leave = (card: Element) => {
    const slug = onScreen.get(card);
    if (slug === undefined) return;
    onScreen.delete(card);
    options.left(slug);
  };
  const intersection = new Intersection((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) {
        leave(entry.target);
        continue;
      }
      if (onScreen.has(entry.target)) continue;
      const slug = options.slugOf(entry.target);
      if (slug === null) continue;
      onScreen.set(entry.target, slug);
      options.entered(slug);
    }
  });
  const scan = () => {
    for (const card of root.querySelectorAll(CARD_SELECTOR)) {
      if (watched.has(card)) continue;
      watched.add(card);
      intersection.observe(card);
    }
    for (const card of [...watched]) {
      if (root.contains(card)) continue;
      watched.delete(card);
      intersection.unobserve(card);
      leave(card);
    }
  };
  scan();
  const Mutation = options.MutationObserver ?? globalThis.MutationObserver;
  const mutations = Mutation ? new Mutation(scan) : null;
  mutations?.observe(root, { childList: true, subtree: true });
  return () => {
    mutations?.disconnect();
    intersection.disconnect();
    for (const card of [...onScreen.keys()]) leave(card);
  };
}
