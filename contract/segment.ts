import { z } from 'zod';

/** §3: segment slug (pt) ↔ segment code (en). */
export const SEGMENTS = [
  { slug: 'moda-mulher', code: 'women' },
  { slug: 'moda-homem', code: 'men' },
  { slug: 'moda-crianca', code: 'kids' },
  { slug: 'relogios', code: 'watch' },
  { slug: 'beleza', code: 'beauty' },
  { slug: 'casa', code: 'home' },
  { slug: 'tecnologia', code: 'technology' },
] as const;

export const SEGMENT_SLUGS = SEGMENTS.map((s) => s.slug) as unknown as readonly [
  (typeof SEGMENTS)[number]['slug'],
  ...(typeof SEGMENTS)[number]['slug'][],
];
export const SEGMENT_CODES = SEGMENTS.map((s) => s.code) as unknown as readonly [
  (typeof SEGMENTS)[number]['code'],
  ...(typeof SEGMENTS)[number]['code'][],
];
export const SegmentSlug = z.enum(SEGMENT_SLUGS);
export type SegmentSlug = z.infer<typeof SegmentSlug>;
export const SegmentCode = z.enum(SEGMENT_CODES);
export type SegmentCode = z.infer<typeof SegmentCode>;

/** Accepts the pt slug (`moda-mulher`) or the English code (`women`); returns the slug. */
export function toSegmentSlug(value: string): SegmentSlug | null {
  const found = SEGMENTS.find((s) => s.slug === value || s.code === value);
  return found ? found.slug : null;
}
