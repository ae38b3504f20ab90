export { MultibancoReference, MULTIBANCO_STATES, formatPayBy } from './MultibancoReference';
export type { MultibancoReferenceProps, MultibancoReferenceLabels, MultibancoState, MultibancoCopyField } from './MultibancoReference';
export { groupDigits } from './groupDigits';
