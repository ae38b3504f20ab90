import { describe, expect, it } from 'vitest';
import { LOCALES, SIZE_GUIDE_KINDS } from '../contract';
import { brandLogoSvg } from '../api/media/artworks';
import { sizeGuide } from '../api/modules/size-guides/guides';
import { logoImage } from '../mocks/fixtures/media';
import { sizeGuides } from '../mocks/fixtures/sizeGuides';

/**
 * Fixtures the workbench and the unit tests use in place of the API, checked against the API's own code (here,
 * because mocks/ and api/ may not import each other): when the API's answer changes, these fail until the
 * fixture follows.
 */
describe('the mocks answer what the API answers', () => {
  it('every size guide in every language is the one GET /v1/size-guides/{kind}?locale= serves', () => {
    expect(Object.keys(sizeGuides).sort()).toEqual([...SIZE_GUIDE_KINDS].sort());
    for (const kind of SIZE_GUIDE_KINDS) {
      expect(Object.keys(sizeGuides[kind]).sort(), kind).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(sizeGuides[kind][locale], `${kind} ${locale}`).toEqual(sizeGuide(kind, locale));
    }
  });

  it('a brand logo is the wordmark GET /media/brands/{name}.svg draws: sans, fitted to 80 × 24', () => {
    for (const name of ['Maré', 'Lumen', 'Flor de Laranjeira']) {
      const svg = decodeURIComponent(logoImage(name).replace(/^data:image\/svg\+xml,/, ''));
      expect(svg).toBe(brandLogoSvg(name));
      expect(svg).toContain('sans-serif');
      expect(svg).not.toMatch(/font-family="serif"/);
    }
  });
});
