export { LazyHydrate, lazyPart, hydrateLazyParts } from './LazyHydrate';
export type { LazyHydrateProps, LazyHydrateTrigger, LazyPart } from './LazyHydrate';
