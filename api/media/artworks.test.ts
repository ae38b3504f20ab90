import { describe, expect, it } from 'vitest';
import { VOCABULARY } from '../db/seed-vocabulary';
import { artworkSvg, brandLogoSvg, categoryArtworkId, segmentPictureSvg } from './artworks';
import { drawShape, type ShapeName } from './shapes';

/** A shape's drawing with every colour blotted out: what stays is the silhouette, whatever its ink. */
const HEX = /#[0-9a-f]{6}/gi;
const silhouette = (shape: ShapeName) => drawShape(shape, { c: '#000000', d: '#000000', l: '#000000' }).replace(HEX, '#');
const drawn = (svg: string, shape: ShapeName) => svg.replace(HEX, '#').includes(silhouette(shape));

describe('generated pictures', () => {
  it("a category's thumbnail shows its own product type and no other of its segment", () => {
    for (const segment of VOCABULARY) {
      for (const leaf of segment.leaves) {
        const svg = artworkSvg(categoryArtworkId(leaf.code)!)!;
        const own = segment.types.find((type) => type.category === leaf.code)!.shape;
        expect(drawn(svg, own), `${leaf.code} shows a ${own}`).toBe(true);
        for (const other of segment.types.filter((type) => type.shape !== own)) expect(drawn(svg, other.shape), `${leaf.code} shows no ${other.shape}`).toBe(false);
      }
    }
    expect(categoryArtworkId('no-such-category')).toBeNull();
  });

  it("a segment's picture shows three of its own goods", () => {
    for (const segment of VOCABULARY) {
      const svg = segmentPictureSvg(segment.code)!;
      const shown = new Set(segment.types.map((type) => type.shape).filter((shape) => drawn(svg, shape)));
      expect(shown.size, segment.code).toBe(3);
    }
    expect(segmentPictureSvg('garden')).toBeNull();
  });

  it('a brand wordmark is the name in a sans, in a dark ink, fitted to its box', () => {
    for (const name of VOCABULARY.flatMap((segment) => segment.brands)) {
      const svg = brandLogoSvg(name);
      expect(svg).toContain(`aria-label="${name.replace(/&/g, '&amp;')}"`);
      expect(svg).toMatch(/font-family="[^"]*sans-serif"/);
      expect(svg).not.toMatch(/Georgia|Times/);
      const [, width] = /viewBox="0 0 (\d+) \d+"/.exec(svg)!;
      for (const [, length] of svg.matchAll(/textLength="([\d.]+)"/g)) expect(Number(length)).toBeLessThanOrEqual(Number(width));
    }
  });

  it('a long brand name is set on two lines when that draws it larger in the 80 × 24 logo box', () => {
    expect(brandLogoSvg('Flor de Laranjeira').match(/<text /g)).toHaveLength(2);
    expect(brandLogoSvg('Ribeira').match(/<text /g)).toHaveLength(1);
  });
});
