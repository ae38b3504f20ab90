import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const IMAGE_FITS = ['cover', 'contain', 'containStart'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const IMAGE_LAYOUTS = ['intrinsic', 'fill', 'logo'] as const;
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];

export const root = recipe({
  base: { display: 'block', maxWidth: '100%', backgroundColor: vars.color.surfaceMuted },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      /** Logos centred in a tile: contained, on the tile's own ground (no placeholder box behind the letters). */
      contain: { objectFit: 'contain', backgroundColor: 'transparent' },
      /** Logos: contained and aligned with the text before them. */
      containStart: { objectFit: 'contain', objectPosition: 'left center', backgroundColor: 'transparent' },
    } satisfies Record<ImageFit, StyleRule>,
    layout: {
      /** Keeps the ratio of width × height and scales down with its container. */
      intrinsic: { width: '100%', height: 'auto' },
      /** Fills a positioned parent (a card's media box). */
      fill: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
      /** A brand logo in a line of text: its own box, at most 80 × 24 (§2), with no wrapper to size it. */
      logo: { width: '100%', maxWidth: vars.size.brandLogoMaxWidth, height: vars.size.brandLogoHeight },
    } satisfies Record<ImageLayout, StyleRule>,
  },
  defaultVariants: { fit: 'cover', layout: 'intrinsic' },
});
