export { LazyHydrate, lazyPart, hydrateLazyParts } from './LazyHydrate';
export type { LazyHydrateProps, LazyHydrateTrigger, LazyPart } from './LazyHydrate';
export { whenIdle, IDLE_TIMEOUT_MS } from './idle';
