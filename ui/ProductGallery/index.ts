export { ProductGallery } from './ProductGallery';
export type { ProductGalleryProps, ProductGalleryLabels } from './ProductGallery';
