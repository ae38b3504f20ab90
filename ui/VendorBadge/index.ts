export { VendorBadge, isOfficialVendor, OFFICIAL_VENDOR_TYPES } from './VendorBadge';
export type { VendorBadgeProps, VendorBadgeLabels } from './VendorBadge';
