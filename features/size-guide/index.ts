export { fetchSizeGuideFx, type SizeGuideRequest } from './api';
export { $sizeGuide, sizeGuideOpened, sizeGuideRetried, type SizeGuideStatus } from './model';
