import { SEGMENT_PICTURE_SIZE } from '../../contract';
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

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * ((n >> 16) & 0xff) + 0.7152 * ((n >> 8) & 0xff) + 0.0722 * (n & 0xff)) / 255;
}

/** Object colours pale enough to melt into the light backdrops; a thumbnail never uses them. */
const PALE = 0.75;

/**
 * The variation of a product type that pictures it in small places (a category thumbnail, a segment
 * picture): the first, from `start`, whose colour stands out from the backdrop.
 */
function vividVariation(segment: (typeof VOCABULARY)[number], start: number): number {
  for (let step = 0; step < ARTWORKS_PER_TYPE; step++) {
    const variation = (start + step) % ARTWORKS_PER_TYPE;
    if (luminance(COLORS[segment.colors[variation % segment.colors.length]!]!.hex) < PALE) return variation;
  }
  return start % ARTWORKS_PER_TYPE;
}

/**
 * The artwork a leaf category is pictured by: a product of its own type (trousers under 'Calças', a bag
 * under 'Malas'), neighbouring categories in different colours. Null for a code that is no leaf.
 */
export function categoryArtworkId(categoryCode: string): number | null {
  for (const [segmentIndex, segment] of VOCABULARY.entries()) {
    const typeIndex = segment.types.findIndex((type) => type.category === categoryCode);
    if (typeIndex >= 0) return artworkIdFor(segmentIndex, typeIndex, vividVariation(segment, typeIndex * 2 + 1));
  }
  return null;
}

/** Per segment: its three most telling product types (main, front left, front right) and the backdrop. */
const SEGMENT_SCENES: Record<string, { types: [number, number, number]; backdrop: [string, string] }> = {
  women: { types: [0, 4, 3], backdrop: ['#f6e9e4', '#e9cfc6'] },
  men: { types: [3, 4, 2], backdrop: ['#e9edf1', '#cdd6df'] },
  kids: { types: [0, 4, 1], backdrop: ['#fbf1d9', '#f0dba6'] },
  watch: { types: [1, 0, 2], backdrop: ['#ecebe7', '#d6d2c8'] },
  beauty: { types: [0, 3, 2], backdrop: ['#f7e6ea', '#ebc9d2'] },
  home: { types: [0, 2, 1], backdrop: ['#eef0e6', '#d6dcc4'] },
  technology: { types: [0, 3, 1], backdrop: ['#e6ebf2', '#c8d2e0'] },
};

/**
 * A segment's picture: three of its own goods arranged like a shop window, one large at the back and two
 * in front, kept in the upper part so the tile's label below stays clear. Null for an unknown segment code.
 */
export function segmentPictureSvg(code: string): string | null {
  const segmentIndex = VOCABULARY.findIndex((v) => v.code === code);
  const scene = SEGMENT_SCENES[code];
  if (segmentIndex < 0 || !scene) return null;
  const segment = VOCABULARY[segmentIndex]!;
  const { width, height } = SEGMENT_PICTURE_SIZE;
  const placements = [
    { cx: 300, base: 560, scale: 0.62 },
    { cx: 165, base: 640, scale: 0.36 },
    { cx: 440, base: 650, scale: 0.4 },
  ];
  const items = scene.types.map((typeIndex, slot) => {
    const type = segment.types[typeIndex]!;
    const colorCode = segment.colors[vividVariation(segment, slot * 2 + typeIndex) % segment.colors.length]!;
    const c = COLORS[colorCode]!.hex;
    const { cx, base, scale } = placements[slot]!;
    const x = cx - 400 * scale;
    const y = base - 800 * scale;
    return `<ellipse cx="${cx}" cy="${base + 4}" rx="${(230 * scale).toFixed(0)}" ry="${(22 * scale).toFixed(0)}" fill="#000000" opacity="0.14" filter="url(#soft)"/>
  <g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale})" stroke="${shade(c, -0.2)}" stroke-width="3" stroke-linejoin="round">${drawShape(type.shape, { c, d: shade(c, -0.35), l: shade(c, 0.55) })}</g>`;
  });
  const [top, bottom] = scene.backdrop;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.38" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <rect y="600" width="${width}" height="200" fill="${bottom}" opacity="0.55"/>
  ${items.join('\n  ')}
</svg>`;
}

/** The brand wordmark is drawn in contract/, where the storefront's mocks draw the same one. */
export { brandLogoSvg } from '../../contract/brand-logo';
