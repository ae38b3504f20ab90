import { COLORS, VOCABULARY } from '../db/seed-vocabulary';
import { drawShape } from './shapes';

/**
 * A fixed pool of product artworks, generated as SVG: for every segment × product type, ten
 * variations of colour and backdrop. Ids are stable, so images stored by the seed never go stale.
 * Each artwork also comes in every catalogue colour (a variant's pictures): those ids follow the
 * plain pool, one block of `COLOR_CODES.length` per artwork.
 */
export const ARTWORKS_PER_TYPE = 10;
const TYPES_PER_SEGMENT = 5;
export const ARTWORK_COUNT = VOCABULARY.length * TYPES_PER_SEGMENT * ARTWORKS_PER_TYPE;
const COLOR_CODES = Object.keys(COLORS);
/** The last id of the pool, coloured artworks included. */
export const LAST_ARTWORK_ID = ARTWORK_COUNT * (1 + COLOR_CODES.length);

export function artworkIdFor(segmentIndex: number, typeIndex: number, variation: number): number {
  return 1 + (segmentIndex * TYPES_PER_SEGMENT + typeIndex) * ARTWORKS_PER_TYPE + (variation % ARTWORKS_PER_TYPE);
}

/** The artwork `artworkId` drawn in the catalogue colour `colorCode` (a variant's picture). */
export function colouredArtworkId(artworkId: number, colorCode: string): number {
  const colorIndex = COLOR_CODES.indexOf(colorCode);
  if (!isArtworkId(artworkId) || artworkId > ARTWORK_COUNT || colorIndex < 0) throw new Error(`No coloured artwork ${artworkId} in ${colorCode}`);
  return ARTWORK_COUNT + (artworkId - 1) * COLOR_CODES.length + colorIndex + 1;
}

/** The plain artwork an id draws and the colour code it is drawn in. */
function artworkOf(id: number): { index: number; colorCode: string | null } {
  if (id <= ARTWORK_COUNT) return { index: id - 1, colorCode: null };
  const offset = id - ARTWORK_COUNT - 1;
  return { index: Math.floor(offset / COLOR_CODES.length), colorCode: COLOR_CODES[offset % COLOR_CODES.length]! };
}

const BACKDROPS: [string, string][] = [
  ['#f6f1ea', '#e7ddd0'],
  ['#eef2f5', '#d8e0e8'],
  ['#f3efe9', '#e3d7cb'],
  ['#eef3ee', '#d5e2d6'],
  ['#f5eef0', '#e6d5da'],
  ['#f1f0f6', '#dcdbe9'],
  ['#f7f4e9', '#ebe3c8'],
  ['#edf1f2', '#d3dcdf'],
  ['#f4f1f6', '#e2dbe8'],
  ['#f2f2f0', '#deded8'],
];

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const mixed = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.round(Math.min(255, Math.max(0, mixed)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function isArtworkId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= LAST_ARTWORK_ID;
}

/** The SVG of one artwork, or null for an id outside the pool. */
export function artworkSvg(id: number): string | null {
  if (!isArtworkId(id)) return null;
  const { index, colorCode: chosenColor } = artworkOf(id);
  const variation = index % ARTWORKS_PER_TYPE;
  const typeIndex = Math.floor(index / ARTWORKS_PER_TYPE) % TYPES_PER_SEGMENT;
  const segment = VOCABULARY[Math.floor(index / (ARTWORKS_PER_TYPE * TYPES_PER_SEGMENT))]!;
  const type = segment.types[typeIndex]!;
  const colorCode = chosenColor ?? segment.colors[variation % segment.colors.length]!;
  const c = COLORS[colorCode]!.hex;
  const [top, bottom] = BACKDROPS[(variation + typeIndex) % BACKDROPS.length]!;
  const ink = { c, d: shade(c, -0.35), l: shade(c, 0.55) };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <rect width="800" height="1000" fill="url(#glow)"/>
  <rect y="820" width="800" height="180" fill="${bottom}" opacity="0.6"/>
  <ellipse cx="400" cy="815" rx="250" ry="26" fill="#000000" opacity="0.16" filter="url(#soft)"/>
  <g stroke="${shade(c, -0.2)}" stroke-width="3" stroke-linejoin="round">${drawShape(type.shape, ink)}</g>
</svg>`;
}

const LOGO_INKS = ['#1d2b4f', '#7a4e2d', '#3f7a55', '#b8323a', '#2f5d9e', '#4a3b6b', '#1f1f24', '#8a5a00'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A brand wordmark: monogram roundel plus the name, in one of a few inks chosen by the name. */
export function brandLogoSvg(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const ink = LOGO_INKS[hash % LOGO_INKS.length]!;
  const initials = name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const width = Math.max(240, 110 + name.length * 19);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80" role="img" aria-label="${escapeXml(name)}">
  <circle cx="40" cy="40" r="32" fill="${ink}"/>
  <text x="40" y="49" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
  <text x="86" y="51" font-family="Georgia, 'Times New Roman', serif" font-size="30" letter-spacing="1" fill="${ink}">${escapeXml(name)}</text>
</svg>`;
}
