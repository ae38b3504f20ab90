import { useId } from 'react';
import type { CheckoutLine, SellerGroup } from '../../contract';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { formatPrice } from '../Price/formatPrice';
import { VendorBadge } from '../VendorBadge';
import type { VendorBadgeLabels } from '../VendorBadge';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './OrderReview.css';
import { OrderTotals } from './OrderTotals';
import type { OrderTotalsLabels, OrderTotalsValues } from './OrderTotals';

export interface OrderReviewLabels {
  vendor: VendorBadgeLabels;
  /** 'Tamanho M' */
  size: (size: string) => string;
  /** 'Cor Azul' */
  color: (color: string) => string;
  /** 'Qtd.: 2' */
  quantity: (count: number) => string;
  /** Under a line bought in several units: '2 × 19,90 €', given the formatted unit price. */
  unitPrice: (count: number, price: string) => string;
  /** Read before a struck-through price: 'Preço anterior'. */
  previousPrice: string;
  /** On a line whose price moved: 'Preço atualizado'. */
  priceChanged: string;
  /** On a line that cannot be bought as it is: 'Sem stock suficiente'. */
  stockIssue: string;
  /** A parcel's shipping line: 'Envio: Normal · 2-4 dias úteis', given the method and its estimate. */
  parcelShipping: (method: string, estimate: string) => string;
  free: string;
  totals: OrderTotalsLabels;
  /** 'Confirmar e pagar' */
  placeOrder: string;
  /** While the order is being placed: 'A criar a encomenda…' */
  placing: string;
  /** Under the button when a line must be fixed first. */
  cannotPlace: string;
  /** 'Ao confirmar, aceita os Termos e Condições.' */
  terms: string;
}

export interface OrderReviewProps {
  groups: readonly SellerGroup[];
  totals: OrderTotalsValues;
  coupon?: { code: string } | null;
  /** False when a line cannot be bought as it is (the server's `can_place_order`). */
  canPlaceOrder?: boolean;
  /** The order is being created: the button says so and stays focusable, announced busy. */
  placing?: boolean;
  onPlaceOrder: () => void;
  /** A line's product page; without it the names are plain text. */
  lineHref?: (line: CheckoutLine) => string;
  languageTag: string;
  labels: OrderReviewLabels;
}

function shippingName(group: SellerGroup) {
  return group.shipping_methods.find((method) => method.code === group.selected_method)?.name ?? group.selected_method;
}

/**
 * The last look before paying: every line by seller (image, name, variant, quantity, price), each
 * parcel's shipping and estimate, the totals with the VAT included, and the place-order button.
 */
export function OrderReview({ groups, totals, coupon, canPlaceOrder = true, placing = false, onPlaceOrder, lineHref, languageTag, labels }: OrderReviewProps) {
  const price = (amount: number) => formatPrice(amount, languageTag);
  const blocked = !canPlaceOrder;
  const blockedId = useId();
  return (
    <div className={styles.root}>
      {groups.map((group) => (
        <div key={group.seller_id} className={styles.parcel}>
          <div className={styles.parcelHeader}>
            <VendorBadge name={group.seller_name} vendorType={group.is_official ? 'OFFICIAL_STORE' : 'MARKETPLACE'} labels={labels.vendor} />
          </div>
          <ul className={styles.lines}>
            {group.lines.map((line) => (
              <li key={line.offer_id} className={styles.line} data-changed={line.price_change || line.stock_issue ? '' : undefined}>
                <div className={styles.media}>{line.image && <img className={styles.image} src={line.image} alt="" width={64} height={85} loading="lazy" />}</div>
                <div className={styles.details}>
                  <p className={styles.name}>
                    {lineHref ? (
                      <a className={styles.nameLink} href={lineHref(line)}>
                        {line.name}
                      </a>
                    ) : (
                      line.name
                    )}
                  </p>
                  {line.brand && <p className={styles.meta}>{line.brand}</p>}
                  <p className={styles.meta}>
                    {[labels.size(line.size), labels.color(line.color), labels.quantity(line.quantity)].join(' · ')}
                  </p>
                  {line.price_change && (
                    <p className={styles.flag({ tone: 'caution' })}>
                      <Icon name="alert" size="small" />
                      {labels.priceChanged}
                    </p>
                  )}
                  {line.stock_issue && (
                    <p className={styles.flag({ tone: 'critical' })}>
                      <Icon name="alert" size="small" />
                      {labels.stockIssue}
                    </p>
                  )}
                </div>
                <div className={styles.prices}>
                  <p className={styles.lineTotal}>{price(line.line_total)}</p>
                  {line.original_price > line.unit_price && (
                    <del className={styles.previous}>
                      <VisuallyHidden>{labels.previousPrice} </VisuallyHidden>
                      {price(line.original_price * line.quantity)}
                    </del>
                  )}
                  {line.quantity > 1 && <p className={styles.unit}>{labels.unitPrice(line.quantity, price(line.unit_price))}</p>}
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.parcelShipping}>
            <Icon name="truck" size="small" />
            <span className={styles.parcelShippingText}>{labels.parcelShipping(shippingName(group), group.delivery_estimate)}</span>
            <span className={styles.parcelFee}>{group.shipping_fee === 0 ? labels.free : price(group.shipping_fee)}</span>
          </p>
        </div>
      ))}
      <OrderTotals
        totals={totals}
        coupon={coupon}
        shippingBySeller={groups.map((group) => ({ seller: group.is_official ? labels.vendor.officialStore : group.seller_name, fee: group.shipping_fee }))}
        languageTag={languageTag}
        labels={labels.totals}
      />
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="large"
          fullWidth
          icon="lock"
          aria-busy={placing || undefined}
          aria-disabled={placing || blocked || undefined}
          aria-describedby={blocked ? blockedId : undefined}
          onClick={() => {
            if (!placing && !blocked) onPlaceOrder();
          }}
        >
          {placing ? labels.placing : labels.placeOrder}
        </Button>
        {blocked && (
          <p id={blockedId} className={styles.blocked}>
            {labels.cannotPlace}
          </p>
        )}
        <p className={styles.terms}>{labels.terms}</p>
      </div>
    </div>
  );
}
