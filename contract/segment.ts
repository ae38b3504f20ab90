import { z } from 'zod';
import { SEGMENT_SLUGS, SEGMENT_CODES } from './constants';
export { SEGMENTS, SEGMENT_SLUGS, SEGMENT_CODES, SEGMENT_PICTURE_SIZE, toSegmentSlug, isSegmentSlug, segmentPicturePath } from './constants';

export const SegmentSlug = z.enum(SEGMENT_SLUGS);
export type SegmentSlug = z.infer<typeof SegmentSlug>;
export const SegmentCode = z.enum(SEGMENT_CODES);
export type SegmentCode = z.infer<typeof SegmentCode>;
