import { LOCALES, toSegmentSlug } from '../../contract/constants';
import type { SegmentSlug } from '../../contract';

export type SegmentPathRule = { kind: 'set'; segment: SegmentSlug } | { kind: 'clear' } | { kind: 'keep' };

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.filter((l) => l !== 'pt').join('|')})(?=/|$)`);
const CATALOG_SEGMENT = /^\/catalog\/segment\/([^/?#]+)\/?$/;

/**
 * §2 'Selecting /catalog/segment/{segmentSlug} sets the selected segment; / and paths containing
 * /welcome clear it' — in every locale variant (`/en/catalog/segment/…`, `/fr`). Other paths keep it.
 */
export function segmentRuleFor(pathname: string): SegmentPathRule {
  const path = pathname.split(/[?#]/)[0] ?? '';
  if (path.includes('/welcome')) return { kind: 'clear' };
  const unprefixed = path.replace(LOCALE_PREFIX, '') || '/';
  if (unprefixed === '/') return { kind: 'clear' };
  const match = CATALOG_SEGMENT.exec(unprefixed);
  if (match) {
    let raw = match[1]!;
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return { kind: 'keep' };
    }
    const segment = toSegmentSlug(raw);
    return segment ? { kind: 'set', segment } : { kind: 'keep' };
  }
  return { kind: 'keep' };
}
