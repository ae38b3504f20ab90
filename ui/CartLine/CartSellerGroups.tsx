import { useId } from 'react';
import type { CartItem, Locale, VendorType } from '../../contract';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { VendorBadge } from '../VendorBadge';
import { CartLine, type CartLineLabels } from './CartLine';
import * as styles from './CartSellerGroups.css';

/** One seller's part of the cart, derived by the cart model (§2: items grouped by seller). */
export interface CartSellerGroup {
  seller: string;
  /** The seller's kind, for its badge; without it the name is shown plainly. */
  vendorType?: VendorType;
  items: readonly CartItem[];
  /** Units in the group (the sum of its quantities). */
  count: number;
  /** §9 'min-max' days, '2-4' by default. */
  deliveryEstimate: string;
}

export interface CartSellerGroupsLabels {
  line: CartLineLabels;
  /** Units in one seller's group: '2 artigos'. */
  groupCount: (count: number) => string;
  /** 'Entrega em 2-4 dias úteis', given the 'min-max' estimate. */
  deliveryEstimate: (estimate: string) => string;
  /** §2 warning when more than one seller: the order arrives in `count` deliveries. */
  multipleDeliveries: (count: number) => string;
}

export interface CartSellerGroupsProps {
  groups: readonly CartSellerGroup[];
  locale: Locale;
  languageTag: string;
  labels: CartSellerGroupsLabels;
  /** The product page of a line, built by the caller. */
  itemHref: (item: CartItem) => string;
  /** Lines whose update is in flight, by offer id (the cart model tracks changes per offer). */
  updatingOfferIds?: readonly number[];
  /** The seller headings' outline level (3 under a drawer or page title). */
  headingLevel?: 2 | 3 | 4;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** §2: the cart's lines grouped by seller, each group with its count and delivery estimate. */
export function CartSellerGroups({
  groups,
  locale,
  languageTag,
  labels,
  itemHref,
  updatingOfferIds = [],
  headingLevel = 3,
  onQuantityChange,
  onRemove,
}: CartSellerGroupsProps) {
  return (
    <div className={styles.root}>
      {groups.length > 1 && (
        <p className={styles.warning}>
          <Icon name="truck" size="small" />
          {labels.multipleDeliveries(groups.length)}
        </p>
      )}
      {groups.map((group, index) => (
        <SellerGroup
          key={group.seller}
          group={group}
          first={index === 0}
          locale={locale}
          languageTag={languageTag}
          labels={labels}
          itemHref={itemHref}
          updatingOfferIds={updatingOfferIds}
          headingLevel={headingLevel}
          onQuantityChange={onQuantityChange}
          onRemove={onRemove}
        />
      ))}
    </div>
  );
}

type SellerGroupProps = Omit<CartSellerGroupsProps, 'groups' | 'updatingOfferIds' | 'headingLevel'> & {
  group: CartSellerGroup;
  first: boolean;
  updatingOfferIds: readonly number[];
  headingLevel: 2 | 3 | 4;
};

function SellerGroup({ group, first, locale, languageTag, labels, itemHref, updatingOfferIds, headingLevel, onQuantityChange, onRemove }: SellerGroupProps) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId} data-seller={group.seller}>
      <header className={styles.header}>
        <Heading level={headingLevel} size="small" id={headingId}>
          <span className={styles.seller}>
            {group.vendorType ? <VendorBadge name={group.seller} vendorType={group.vendorType} labels={labels.line.vendor} /> : group.seller}
            <span className={styles.count}>{labels.groupCount(group.count)}</span>
          </span>
        </Heading>
        <p className={styles.estimate}>
          <Icon name="truck" size="small" />
          {labels.deliveryEstimate(group.deliveryEstimate)}
        </p>
      </header>
      <ul className={styles.lines}>
        {group.items.map((item, index) => (
          <li key={item.id} className={styles.line}>
            <CartLine
              item={item}
              href={itemHref(item)}
              locale={locale}
              languageTag={languageTag}
              labels={labels.line}
              updating={updatingOfferIds.includes(item.offer_id)}
              showSeller={false}
              priority={first && index < 2}
              onQuantityChange={(quantity) => onQuantityChange(item, quantity)}
              onRemove={() => onRemove(item)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
