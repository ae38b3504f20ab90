import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SegmentSlug } from '../../contract';
import {
  $selectedSegment,
  pathChanged,
  readStoredSegmentFx,
  segmentClientStarted,
  segmentRuleFor,
  segmentSelected,
  writeStoredSegmentFx,
} from './index';

/** A scope whose browser storage holds `stored`; `written` records what the model stores. */
function scopeWith(stored: SegmentSlug | null = null, selected: SegmentSlug | null = null) {
  const written: (SegmentSlug | null)[] = [];
  const scope = fork({
    values: [[$selectedSegment, selected]],
    handlers: [
      [readStoredSegmentFx, () => stored],
      [writeStoredSegmentFx, (segment: SegmentSlug | null) => void written.push(segment)],
    ],
  });
  return { scope, written };
}

describe('§4 Segment', () => {
  it('set from the catalog segment route (/catalog/segment/{slug}, every locale, slug or English code)', async () => {
    const { scope, written } = scopeWith();
    await allSettled(pathChanged, { scope, params: '/catalog/segment/moda-homem' });
    expect(scope.getState($selectedSegment)).toBe('moda-homem');
    await allSettled(pathChanged, { scope, params: '/fr/catalog/segment/beauty' });
    expect(scope.getState($selectedSegment)).toBe('beleza');
    expect(written).toEqual(['moda-homem', 'beleza']);
  });

  it('cleared on home (/ and /en, /es, /fr)', async () => {
    for (const home of ['/', '/en', '/es/', '/fr']) {
      const { scope, written } = scopeWith(null, 'casa');
      await allSettled(pathChanged, { scope, params: home });
      expect(scope.getState($selectedSegment), home).toBeNull();
      expect(written).toEqual([null]);
    }
  });

  it('cleared on paths containing /welcome', async () => {
    const { scope } = scopeWith(null, 'casa');
    await allSettled(pathChanged, { scope, params: '/en/welcome/offer' });
    expect(scope.getState($selectedSegment)).toBeNull();
  });

  it('kept on every other path (products, other catalogues, an unknown segment)', async () => {
    const { scope, written } = scopeWith(null, 'casa');
    for (const path of ['/product/vestido-linho', '/catalog/brand/zara', '/catalog/segment/unknown', '/search']) {
      await allSettled(pathChanged, { scope, params: path });
    }
    expect(scope.getState($selectedSegment)).toBe('casa');
    expect(written).toEqual([]);
  });

  it('persisted: restored from browser storage when the browser starts', async () => {
    const { scope } = scopeWith('tecnologia');
    await allSettled(pathChanged, { scope, params: '/product/portatil' });
    await allSettled(segmentClientStarted, { scope });
    expect(scope.getState($selectedSegment)).toBe('tecnologia');
  });

  it('persisted: the current path wins over the stored value', async () => {
    const { scope: onHome } = scopeWith('tecnologia');
    await allSettled(pathChanged, { scope: onHome, params: '/' });
    await allSettled(segmentClientStarted, { scope: onHome });
    expect(onHome.getState($selectedSegment)).toBeNull();

    const { scope: onSegment } = scopeWith('tecnologia');
    await allSettled(pathChanged, { scope: onSegment, params: '/catalog/segment/casa' });
    await allSettled(segmentClientStarted, { scope: onSegment });
    expect(onSegment.getState($selectedSegment)).toBe('casa');
  });

  it('a segment picked by the shopper is kept and stored', async () => {
    const { scope, written } = scopeWith();
    await allSettled(segmentSelected, { scope, params: 'relogios' });
    expect(scope.getState($selectedSegment)).toBe('relogios');
    expect(written).toEqual(['relogios']);
  });

  it('the selection set while rendering on the server reaches the browser', async () => {
    const { scope: server } = scopeWith();
    await allSettled(pathChanged, { scope: server, params: '/catalog/segment/casa' });
    expect(fork({ values: serialize(server) }).getState($selectedSegment)).toBe('casa');
  });

  it('reads paths with a query or a trailing slash', () => {
    expect(segmentRuleFor('/catalog/segment/casa/?sort=newest')).toEqual({ kind: 'set', segment: 'casa' });
    expect(segmentRuleFor('/?utm_source=x')).toEqual({ kind: 'clear' });
    expect(segmentRuleFor('/english')).toEqual({ kind: 'keep' });
  });
});
