export { SizeGuide, SIZE_GUIDE_LAYOUTS, type SizeGuideLabels, type SizeGuideLayout, type SizeGuideProps, type SizeGuideState } from './SizeGuide';
export { SizeGuideLink, type SizeGuideLinkProps } from './SizeGuideLink';
