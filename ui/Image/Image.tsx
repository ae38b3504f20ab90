import * as styles from './Image.css';
import { buildSrcSet, widthsFor } from './srcSet';

export interface ImageProps {
  src: string;
  /** Empty string for a decorative image that a neighbouring text already describes. */
  alt: string;
  /** Intrinsic size: required so the browser reserves the space before the image loads (no layout shift). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes?: string;
  /** The resized widths offered in `srcset`; by default those `sizes` calls for (`widthsFor`). */
  widths?: readonly number[];
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  fit?: styles.ImageFit;
  layout?: styles.ImageLayout;
  onLoad?: () => void;
  onError?: () => void;
}

export function Image({ src, alt, width, height, sizes = '100vw', widths, priority = false, fit, layout, onLoad, onError }: ImageProps) {
  const srcSet = buildSrcSet(src, widths ?? widthsFor(sizes));
  // Only what differs from the browser's defaults is written: every card repeats these attributes.
  return (
    <img
      className={styles.root({ fit, layout })}
      src={src}
      srcSet={srcSet}
      sizes={srcSet === undefined ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? 'sync' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={onLoad}
      onError={onError}
    />
  );
}
