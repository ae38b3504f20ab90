export { fetchHomeBrandsFx, fetchSegmentBrandsFx } from './api';
export {
  $homeBrands,
  $homeBrandsError,
  $homeBrandsPending,
  $segmentBrands,
  $segmentBrandsError,
  $segmentBrandsPending,
  homeBrandsRequested,
  segmentBrandsRequested,
  FAILED_TO_FETCH_BRANDS,
  FAILED_TO_FETCH_SEGMENT_BRANDS,
} from './model';
