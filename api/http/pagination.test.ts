import { describe, expect, it } from 'vitest';
import { pageWindow, paginationEnvelope } from './pagination';

describe('pageWindow (Laravel UrlWindow, onEachSide 3)', () => {
  it('lists every page below 14 pages', () => {
    expect(pageWindow(7, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('shows pages 1–10 and the last two near the start', () => {
    expect(pageWindow(7, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '...', 29, 30]);
  });

  it('shows the first two and the last ten near the end', () => {
    expect(pageWindow(24, 30)).toEqual([1, 2, '...', 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('slides current ±3 between two ellipses in the middle', () => {
    expect(pageWindow(8, 30)).toEqual([1, 2, '...', 5, 6, 7, 8, 9, 10, 11, '...', 29, 30]);
  });
});

describe('paginationEnvelope', () => {
  it('has one page, no prev and no next for an empty result', () => {
    const { links, meta } = paginationEnvelope({ page: 1, perPage: 24, total: 0, path: 'http://a.test/v1/x' });
    expect(links).toEqual({ first: 'http://a.test/v1/x?page=1', last: 'http://a.test/v1/x?page=1', prev: null, next: null });
    expect(meta).toMatchObject({ current_page: 1, from: null, to: null, last_page: 1, total: 0 });
    expect(meta.links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', 'Next &raquo;']);
  });
});
