import { describe, expect, it } from 'vitest';
import { ProductListQuery } from './queries';

describe('ProductListQuery', () => {
  it('defaults to locale pt, page 1 and 24 per page (§9)', () => {
    expect(ProductListQuery.parse({})).toEqual({ locale: 'pt', page: 1, per_page: 24 });
  });
  it.each([{ page: 'abc' }, { page: '0' }, { per_page: '100000' }, { per_page: '0' }, { locale: 'de' }])(
    'rejects %o',
    (query) => {
      expect(ProductListQuery.safeParse(query).success).toBe(false);
    },
  );
});
