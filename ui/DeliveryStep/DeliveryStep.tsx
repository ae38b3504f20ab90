import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SellerGroup } from '../../contract';
import { Button } from '../Button';
import * as stepStyles from '../CheckoutStep/CheckoutStep.css';
import { Icon } from '../Icon';
import { formatPrice } from '../Price/formatPrice';
import { VendorBadge } from '../VendorBadge';
import type { VendorBadgeLabels } from '../VendorBadge';
import * as styles from './DeliveryStep.css';

export interface DeliveryStepLabels {
  vendor: VendorBadgeLabels;
  /** Units in one seller's parcel: '2 artigos'. */
  itemCount: (count: number) => string;
  /** The radio group's name: 'Envio de Loja Oficial'. */
  methodsOf: (seller: string) => string;
  /** 'Entrega em 2-4 dias úteis', given the 'min-max' estimate. */
  deliveryEstimate: (estimate: string) => string;
  /** A fee of 0: 'Grátis'. */
  free: string;
  /** §2 note when more than one seller: the order arrives in `count` deliveries. */
  multipleDeliveries: (count: number) => string;
  continue: string;
}

export interface DeliveryStepProps {
  /** The checkout's seller groups, each with its methods and the one chosen (`selected_method`). */
  groups: readonly SellerGroup[];
  /** A method was picked: the app asks the server for the new fees and totals. */
  onSelect: (sellerId: number, code: string) => void;
  /** Continue with the methods shown. */
  onSubmit: () => void;
  /** The totals are being recomputed after a pick: continue waits. */
  pending?: boolean;
  languageTag: string;
  labels: DeliveryStepLabels;
}

const THUMBNAILS = 4;

/**
 * One parcel per seller: the seller, what is in it, and its shipping methods as radios with the fee
 * and the delivery estimate; the §2 note says the order arrives in several deliveries when it does.
 * A pick shows at once and is confirmed by the server's next checkout view.
 */
export function DeliveryStep({ groups, onSelect, onSubmit, pending = false, languageTag, labels }: DeliveryStepProps) {
  const [picked, setPicked] = useState<Record<number, string>>({});
  const checkedOf = (group: SellerGroup) => picked[group.seller_id] ?? group.selected_method;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form className={stepStyles.form} onSubmit={submit}>
      {groups.length > 1 && (
        <p className={styles.note}>
          <Icon name="package" size="small" />
          {labels.multipleDeliveries(groups.length)}
        </p>
      )}
      {groups.map((group) => {
        const count = group.lines.reduce((sum, line) => sum + line.quantity, 0);
        const legend = labels.methodsOf(group.is_official ? labels.vendor.officialStore : group.seller_name);
        return (
          <fieldset key={group.seller_id} className={styles.group}>
            <legend className={styles.legend}>
              <span className={styles.visuallyHidden}>
                {legend}, {labels.itemCount(count)}
              </span>
            </legend>
            <div className={styles.groupHeader} aria-hidden="true">
              <VendorBadge name={group.seller_name} vendorType={group.is_official ? 'OFFICIAL_STORE' : 'MARKETPLACE'} labels={labels.vendor} />
              <span className={styles.count}>{labels.itemCount(count)}</span>
            </div>
            <ul className={styles.thumbnails} aria-hidden="true">
              {group.lines.slice(0, THUMBNAILS).map((line) => (
                <li key={line.offer_id} className={styles.thumbnail}>
                  {line.image && <img src={line.image} alt="" width={48} height={64} loading="lazy" className={styles.thumbnailImage} />}
                </li>
              ))}
              {group.lines.length > THUMBNAILS && <li className={styles.more}>+{group.lines.length - THUMBNAILS}</li>}
            </ul>
            <div className={styles.methods}>
              {group.shipping_methods.map((method) => {
                const checked = checkedOf(group) === method.code;
                const free = method.free || method.fee === 0;
                return (
                  <label key={method.code} className={styles.method({ checked })}>
                    <input
                      className={styles.radio}
                      type="radio"
                      name={`shipping-${group.seller_id}`}
                      value={method.code}
                      checked={checked}
                      onChange={() => {
                        setPicked((current) => ({ ...current, [group.seller_id]: method.code }));
                        onSelect(group.seller_id, method.code);
                      }}
                    />
                    <span className={styles.methodText}>
                      <span className={styles.methodName}>{method.name}</span>
                      <span className={styles.estimate}>{labels.deliveryEstimate(method.delivery_estimate)}</span>
                    </span>
                    <span className={styles.fee({ free })}>{free ? labels.free : formatPrice(method.fee, languageTag)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className={stepStyles.actions}>
        <Button type="submit" variant="primary" aria-disabled={pending || undefined} aria-busy={pending || undefined}>
          {labels.continue}
        </Button>
      </div>
    </form>
  );
}
