import type { VendorType } from '../../contract';
import { Badge } from '../Badge';
import * as styles from './VendorBadge.css';

/** §2: official store when vendorType is OFFICIAL_STORE or 1P, otherwise a marketplace seller. */
export const OFFICIAL_VENDOR_TYPES = ['OFFICIAL_STORE', '1P'] as const satisfies readonly VendorType[];

export function isOfficialVendor(vendorType: VendorType): boolean {
  return (OFFICIAL_VENDOR_TYPES as readonly VendorType[]).includes(vendorType);
}

export interface VendorBadgeLabels {
  officialStore: string;
  marketplaceSeller: string;
}

export interface VendorBadgeProps {
  /** The seller's name (`vendor.vendor_name`); not shown for the official store, whose badge names it. */
  name: string;
  vendorType: VendorType;
  labels: VendorBadgeLabels;
}

/** Who sells an offer: the official store's badge, or a marketplace seller's, beside the seller's name. */
export function VendorBadge({ name, vendorType, labels }: VendorBadgeProps) {
  const official = isOfficialVendor(vendorType);
  const kind = official ? labels.officialStore : labels.marketplaceSeller;
  // The official store's badge is its name, in the page's language, wherever it sells (product page,
  // cart); a marketplace seller's name stands beside its badge.
  const showName = !official && name.trim().toLocaleLowerCase() !== kind.trim().toLocaleLowerCase();
  return (
    <span className={styles.root} data-vendor={official ? 'official' : 'marketplace'}>
      <Badge tone={official ? 'accent' : 'neutral'} icon={official ? 'star' : 'user'}>
        {kind}
      </Badge>
      {showName && <span className={styles.name}>{name}</span>}
    </span>
  );
}
