export { AddressCard, addressLines } from './AddressCard';
export type { AddressCardAddress, AddressCardLabels, AddressCardProps } from './AddressCard';
