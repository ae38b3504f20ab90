/** Widths the media route resizes to (the api's sharp variants). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;

/** URLs that carry their bytes inline cannot be resized by the media route. */
const INLINE_URL = /^(data|blob):/i;
/** A vector image is sharp at any width: one file serves every screen. */
const VECTOR_URL = /\.svg(?:[?#]|$)/i;
/** A `sizes` of one fixed width, e.g. '80px'. */
const FIXED_SIZE = /^\s*(\d+(?:\.\d+)?)px\s*$/;

/**
 * `url?w=160 160w, url?w=320 320w, …`, keeping any query the URL already has; undefined for inline
 * (`data:`/`blob:`) and vector (`.svg`) images, which have one size only.
 */
export function buildSrcSet(src: string, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  if (INLINE_URL.test(src) || VECTOR_URL.test(src)) return undefined;
  const [base = src, hash] = src.split('#');
  const separator = base.includes('?') ? '&' : '?';
  return widths.map((width) => `${base}${separator}w=${width}${hash === undefined ? '' : `#${hash}`} ${width}w`).join(', ');
}

/**
 * The widths worth offering for a `sizes`: an image always drawn at one width needs the first variant that
 * covers it on a standard screen and the first that covers it on a double-density one; any other `sizes`
 * gets every variant.
 */
export function widthsFor(sizes: string): readonly number[] {
  const fixed = FIXED_SIZE.exec(sizes);
  if (!fixed) return IMAGE_WIDTHS;
  const drawn = Number(fixed[1]);
  const covering = (width: number) => IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return [...new Set([covering(drawn), covering(drawn * 2)])];
}
