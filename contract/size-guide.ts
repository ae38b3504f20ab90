import { z } from 'zod';
import { Locale } from './locale';
import { SIZE_GUIDE_KINDS } from './size-guide-constants';
export { SIZE_GUIDE_KINDS, sizeGuidePath } from './size-guide-constants';

export const SizeGuideKind = z.enum(SIZE_GUIDE_KINDS);
export type SizeGuideKind = z.infer<typeof SizeGuideKind>;

/**
 * A size guide in one language: a table whose first column names each row (the size as the shop sells
 * it) and whose cells are already written in the language's number format, then how to take each
 * measurement.
 */
export const SizeGuide = z.strictObject({
  kind: SizeGuideKind,
  locale: Locale,
  title: z.string(),
  /** The table's caption: what it compares and in which unit. */
  caption: z.string(),
  columns: z.array(z.string()).min(2),
  rows: z.array(z.array(z.string())).min(1),
  how_to_measure: z.array(z.strictObject({ name: z.string(), text: z.string() })),
  /** A closing advice (between two sizes…), when the guide has one. */
  note: z.string().nullable(),
});
export type SizeGuide = z.infer<typeof SizeGuide>;

export const SizeGuideResponse = z.strictObject({ data: SizeGuide });
export type SizeGuideResponse = z.infer<typeof SizeGuideResponse>;
