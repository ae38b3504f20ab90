import { globalFontFace } from '@vanilla-extract/css';

/**
 * The product's one web font, Inter (variable weight, @fontsource-variable/inter), in the two subsets
 * the four languages use: latin covers Portuguese, English, Spanish and French text and the euro sign;
 * latin-ext only the odd brand or seller name (ő, ł, ș…) — the browser fetches it only when a page
 * holds such a letter. Cyrillic, Greek and Vietnamese are not shipped.
 *
 * `font-display: optional`: text is laid out once. The latin file is preloaded (index.html), so it
 * is normally there for the first layout; when it is late, the page keeps the fallback below until
 * the next page instead of swapping under the reader (a swap moves every line whose width changes).
 */
export const WEB_FONT_FAMILY = 'Inter Variable';

globalFontFace(WEB_FONT_FAMILY, [
  {
    fontStyle: 'normal',
    fontDisplay: 'optional',
    fontWeight: '100 900',
    src: "url('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2') format('woff2-variations')",
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
  {
    fontStyle: 'normal',
    fontDisplay: 'optional',
    fontWeight: '100 900',
    src: "url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2-variations')",
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
]);

/*
 * Fallbacks shaped like Inter, so a page drawn before (or without) the web font keeps Inter's line
 * widths and baselines: a local font scaled to Inter's average advance (`size-adjust`, measured in
 * Chromium on header, menu and product texts) with Inter's vertical metrics (ascender 1984,
 * descender 494, no line gap, on 2048 units; the overrides are divided by the scale as they apply
 * to the scaled font). Arial and Liberation Sans share their metrics; DejaVu Sans (Linux) is wider.
 * Bold weights get their own scale: Inter's 650 is narrower against Arial Bold than 400 is against Arial.
 */
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;

function shapedLikeInter(scale: number) {
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return {
    fontStyle: 'normal',
    fontDisplay: 'swap',
    sizeAdjust: percent(scale),
    ascentOverride: percent(INTER_ASCENT / scale),
    descentOverride: percent(INTER_DESCENT / scale),
    lineGapOverride: '0%',
  } as const;
}

export const FALLBACK_FONT_FAMILY = 'Inter Fallback';
export const FALLBACK_FONT_FAMILY_DEJAVU = 'Inter Fallback DejaVu';

globalFontFace(FALLBACK_FONT_FAMILY, [
  { ...shapedLikeInter(1.065), fontWeight: '100 599', src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')" },
  { ...shapedLikeInter(1.018), fontWeight: '600 900', src: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')" },
]);

globalFontFace(FALLBACK_FONT_FAMILY_DEJAVU, [
  { ...shapedLikeInter(0.951), fontWeight: '100 599', src: "local('DejaVu Sans'), local('DejaVuSans')" },
  { ...shapedLikeInter(0.863), fontWeight: '600 900', src: "local('DejaVu Sans Bold'), local('DejaVuSans-Bold')" },
]);
