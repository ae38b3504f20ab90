import type { Address, AddressDefaultKind } from '../../contract';
import { Badge } from '../Badge';
import { Button } from '../Button';
import * as styles from './AddressCard.css';

export interface AddressCardLabels {
  defaultShipping: string;
  defaultBilling: string;
  edit: string;
  delete: string;
  makeDefaultShipping: string;
  makeDefaultBilling: string;
  /** 'NIF 123456789' */
  nif: (nif: string) => string;
  /** A country's name in the page's language. */
  country: (code: string) => string;
}

export type AddressCardAddress = Pick<
  Address,
  | 'label'
  | 'name'
  | 'phone'
  | 'street'
  | 'postal_code'
  | 'city'
  | 'district'
  | 'country'
  | 'nif'
  | 'default_shipping'
  | 'default_billing'
>;

export interface AddressCardProps {
  address: AddressCardAddress;
  /** The actions wait (a change of this address is on its way). */
  busy?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  onMakeDefault?: (kind: AddressDefaultKind) => void;
  /** The heading level of the card's title in the page's outline. */
  headingLevel?: 2 | 3;
  labels: AddressCardLabels;
}

/** The lines of an address as a label would print them (street, postal code and city, district, country). */
export function addressLines(
  address: Pick<AddressCardAddress, 'street' | 'postal_code' | 'city' | 'district' | 'country'>,
  country: (code: string) => string,
): string[] {
  return [
    address.street,
    `${address.postal_code} ${address.city}`,
    address.district ?? '',
    country(address.country),
  ].filter((line) => line !== '');
}

/**
 * A saved address: its label (or the recipient's name), the recipient, the lines, phone and NIF, a badge
 * for each default it is, and its actions — edit, delete, and make it the default of a kind it is not.
 */
export function AddressCard({
  address,
  busy = false,
  onEdit,
  onDelete,
  onMakeDefault,
  headingLevel = 2,
  labels,
}: AddressCardProps) {
  const Title = `h${headingLevel}` as const;
  const isDefault = address.default_shipping || address.default_billing;
  return (
    <article className={styles.root({ highlighted: isDefault })} aria-busy={busy || undefined}>
      <div className={styles.header}>
        <Title className={styles.title}>{address.label ?? address.name}</Title>
        {address.default_shipping && (
          <Badge tone="accent" icon="truck">
            {labels.defaultShipping}
          </Badge>
        )}
        {address.default_billing && <Badge tone="neutral">{labels.defaultBilling}</Badge>}
      </div>
      <address className={styles.lines}>
        {[
          ...(address.label ? [address.name] : []),
          ...addressLines(address, labels.country),
          address.phone,
          ...(address.nif ? [labels.nif(address.nif)] : []),
        ].map((line, index) => (
          <span key={`${index}:${line}`} className={styles.line}>
            {line}
          </span>
        ))}
      </address>
      <div className={styles.actions}>
        {onEdit && (
          <Button variant="secondary" size="small" disabled={busy} onClick={onEdit}>
            {labels.edit}
          </Button>
        )}
        {onMakeDefault && !address.default_shipping && (
          <Button variant="ghost" size="small" disabled={busy} onClick={() => onMakeDefault('shipping')}>
            {labels.makeDefaultShipping}
          </Button>
        )}
        {onMakeDefault && !address.default_billing && (
          <Button variant="ghost" size="small" disabled={busy} onClick={() => onMakeDefault('billing')}>
            {labels.makeDefaultBilling}
          </Button>
        )}
        {onDelete && (
          <Button variant="ghost" size="small" icon="trash" disabled={busy} onClick={onDelete}>
            {labels.delete}
          </Button>
        )}
      </div>
    </article>
  );
}
