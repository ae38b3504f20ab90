export { useHydrated } from './useHydrated';
export { useNearViewport } from './useNearViewport';
