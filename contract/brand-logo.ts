/**
 * The brand logos the product draws (`GET /media/brands/{name}.svg`, api/media): a sans wordmark that fits the
 * 80 × 24 box where logos are shown (§2). It lives in contract/ — pure, no dependencies — because the API and the
 * storefront's mocks (mocks/ may import only contract/) must draw the same picture, so the workbench's
 * screenshots show what the shop shows.
 */

/** Inks dark enough for a wordmark on a white tile (contrast ≥ 4.5:1), chosen by the brand name. */
const LOGO_INKS = ['#1d2b4f', '#6b4226', '#2f6446', '#a82d35', '#2a5290', '#4a3b6b', '#1f1f24', '#7a4f00'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Advance widths of Liberation Sans Bold / Arial Bold in thousandths of an em. Each line of a wordmark is
 * pinned to its measured width (`textLength`), so whichever sans the viewer has fills the same box.
 */
const BOLD_WIDTHS: Record<string, number> = {
  ' ': 278, '&': 722, '-': 333, '.': 278, "'": 238,
  a: 556, b: 611, c: 556, d: 611, e: 556, f: 333, g: 611, h: 611, i: 278, j: 278, k: 556, l: 278, m: 889,
  n: 611, o: 611, p: 611, q: 611, r: 389, s: 556, t: 333, u: 611, v: 556, w: 778, x: 556, y: 556, z: 500,
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722, L: 611, M: 833,
  N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
};
const DIGIT_WIDTH = 556;

function textWidth(text: string, fontSize: number, tracking: number): number {
  let units = 0;
  for (const ch of text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) units += BOLD_WIDTHS[ch] ?? DIGIT_WIDTH;
  return (units / 1000) * fontSize + tracking * fontSize * Math.max(0, [...text].length - 1);
}

/** §2: where logos are drawn, they fit a box of at most 80 × 24 px. */
const LOGO_BOX = { width: 80, height: 24 };

/** The name on one line or on two (split at the space nearest its middle): whichever draws larger in the logo box. */
function wordmarkLines(name: string, measure: (lines: string[]) => { width: number; height: number }): string[] {
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index);
  if (spaces.length === 0) return [name];
  const split = spaces.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best));
  const drawnScale = (lines: string[]) => {
    const box = measure(lines);
    return Math.min(LOGO_BOX.width / box.width, LOGO_BOX.height / box.height);
  };
  const stacked = [name.slice(0, split), name.slice(split + 1)];
  return drawnScale(stacked) > drawnScale([name]) ? stacked : [name];
}

const LOGO_FONT = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/**
 * A brand wordmark: the name in a heavy sans (title case, or tracked capitals for a short name), in one of
 * a few dark inks chosen by the name, on a transparent ground cut tight to the letters so it reads at the
 * small sizes logos are shown (80 px wide on a card). Uses only the viewer's system sans: no font to load.
 */
export function brandLogoSvg(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const ink = LOGO_INKS[hash % LOGO_INKS.length]!;
  const capitals = name.length <= 9 && hash % 3 === 0;
  const fontSize = 40;
  const tracking = capitals ? 0.12 : -0.01;
  const capHeight = fontSize * 0.72;
  const lineGap = fontSize * 1.08;
  const pad = 4;
  const measure = (lines: string[]) => ({
    width: Math.ceil(Math.max(...lines.map((line) => textWidth(line, fontSize, tracking))) + pad * 2),
    height: Math.ceil(capHeight + lineGap * (lines.length - 1) + fontSize * 0.22 + pad * 2),
  });
  const lines = wordmarkLines(capitals ? name.toUpperCase() : name, measure);
  const widths = lines.map((line) => textWidth(line, fontSize, tracking));
  const { width, height } = measure(lines);
  const texts = lines
    .map(
      (line, index) =>
        `<text x="${pad}" y="${(pad + capHeight + index * lineGap).toFixed(1)}" textLength="${widths[index]!.toFixed(1)}" lengthAdjust="spacingAndGlyphs"${capitals ? ` letter-spacing="${(tracking * fontSize).toFixed(1)}"` : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}"><g font-family="${LOGO_FONT}" font-size="${fontSize}" font-weight="700" fill="${ink}">${texts}</g></svg>`;
}
