export { Image } from './Image';
export type { ImageProps } from './Image';
export { buildSrcSet, IMAGE_WIDTHS, widthsFor } from './srcSet';
export { IMAGE_FITS, IMAGE_LAYOUTS } from './Image.css';
export type { ImageFit, ImageLayout } from './Image.css';
