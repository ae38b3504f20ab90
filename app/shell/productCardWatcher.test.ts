import { describe, expect, it } from 'vitest';
import { watchProductCards } from './productCardWatcher';

/** Just enough DOM: a region holding cards, each naming its slug. */
class FakeCard {
  constructor(readonly slug: string | null) {}
}
class FakeRegion {
  cards: FakeCard[] = [];
  querySelectorAll() {
    return this.cards;
  }
  contains(card: FakeCard) {
    return this.cards.includes(card);
  }
}

function observers() {
  let report: ((entries: { target: FakeCard; isIntersecting: boolean }[]) => void) | null = null;
  let mutated: (() => void) | null = null;
  const observed = new Set<FakeCard>();
  class Intersection {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(card: FakeCard) {
      observed.add(card);
    }
    unobserve(card: FakeCard) {
      observed.delete(card);
    }
    disconnect() {
      observed.clear();
    }
  }
  class Mutation {
    constructor(callback: () => void) {
      mutated = callback;
    }
    observe() {}
    disconnect() {
      mutated = null;
    }
  }
  return {
    IntersectionObserver: Intersection as unknown as typeof IntersectionObserver,
    MutationObserver: Mutation as unknown as typeof MutationObserver,
    observed,
    show: (card: FakeCard, isIntersecting = true) => report?.([{ target: card, isIntersecting }]),
    mutate: () => mutated?.(),
  };
}

function setup(...slugs: (string | null)[]) {
  const region = new FakeRegion();
  region.cards = slugs.map((slug) => new FakeCard(slug));
  const fake = observers();
  const log: string[] = [];
  const stop = watchProductCards(region as unknown as Element, {
    slugOf: (card) => (card as unknown as FakeCard).slug,
    entered: (slug) => log.push(`+${slug}`),
    left: (slug) => log.push(`-${slug}`),
    IntersectionObserver: fake.IntersectionObserver,
    MutationObserver: fake.MutationObserver,
  });
  return { region, fake, log, stop };
}

describe('product cards on screen listen to their channel (§2)', () => {
  it('a card enters its channel when it comes on screen and leaves when it goes off', () => {
    const { region, fake, log } = setup('a', 'b');
    expect(log).toEqual([]);
    fake.show(region.cards[0]!);
    fake.show(region.cards[0]!);
    fake.show(region.cards[0]!, false);
    expect(log).toEqual(['+a', '-a']);
  });

  it('cards added later are watched; removed ones leave; stopping leaves what is still held', () => {
    const { region, fake, log, stop } = setup('a');
    fake.show(region.cards[0]!);
    const added = new FakeCard('c');
    region.cards = [added];
    fake.mutate();
    expect(fake.observed.has(added)).toBe(true);
    expect(log).toEqual(['+a', '-a']);
    fake.show(added);
    stop();
    expect(log).toEqual(['+a', '-a', '+c', '-c']);
  });

  it('something that is not a known card (a skeleton) joins nothing', () => {
    const { region, fake, log } = setup(null);
    fake.show(region.cards[0]!);
    expect(log).toEqual([]);
  });
});
