/** Widths the media route resizes to (the api's sharp variants). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;

/** URLs that carry their bytes inline cannot be resized by the media route. */
const INLINE_URL = /^(data|blob):/i;

/**
 * `url?w=160 160w, url?w=320 320w, …`, keeping any query the URL already has;
 * undefined for inline (`data:`/`blob:`) images, which have one size only.
 */
export function buildSrcSet(src: string, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  if (INLINE_URL.test(src)) return undefined;
  const [base = src, hash] = src.split('#');
  const separator = base.includes('?') ? '&' : '?';
  return widths.map((width) => `${base}${separator}w=${width}${hash === undefined ? '' : `#${hash}`} ${width}w`).join(', ');
}
