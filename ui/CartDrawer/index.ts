export { CartDrawer } from './CartDrawer';
export type { CartDrawerProps, CartDrawerLabels, CartFreeShipping, CartSuggestions } from './CartDrawer';
export { SuggestionCard } from './SuggestionCard';
export type { SuggestionCardProps, SuggestionCardLabels } from './SuggestionCard';
