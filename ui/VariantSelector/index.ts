export { VariantSelector } from './VariantSelector';
export type { VariantSelectorProps, VariantSelectorLabels } from './VariantSelector';
export { selectorAttributes, variantFor, variantStock, isUnavailable } from './variantChoice';
export type { SelectorAttribute, SelectorValue } from './variantChoice';
