/**
 * Size guides without zod (the product page's first load may import it): the kinds of table the API
 * serves, one per family of categories that share a sizing system, and the call's path.
 */
export const SIZE_GUIDE_KINDS = ['women-clothing', 'women-trousers', 'men-tops', 'men-trousers', 'shoes', 'kids-clothing', 'watches'] as const;
export type SizeGuideKind = (typeof SIZE_GUIDE_KINDS)[number];

/** GET: the guide of one kind in `?locale=`. */
export const sizeGuidePath = (kind: SizeGuideKind) => `/v1/size-guides/${kind}`;
