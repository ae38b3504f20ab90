import { useId } from 'react';
import type { CartItem, Locale, VendorType } from '../../contract';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Image } from '../Image';
import { formatPrice, Price } from '../Price';
import { VendorBadge, type VendorBadgeLabels } from '../VendorBadge';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CartLine.css';
import { canDecrement, canIncrement, stockWarning, type StockWarning } from './stockWarning';

/** Every text of a cart line, from the caller's catalogue; the functions get the product's name or a count. */
export interface CartLineLabels {
  /** 'Tamanho: M' */
  size: (size: string) => string;
  /** 'Cor: Azul' */
  color: (color: string) => string;
  /** The stepper group's name: 'Quantidade de Vestido de linho'. */
  quantity: (name: string) => string;
  decrease: (name: string) => string;
  increase: (name: string) => string;
  remove: (name: string) => string;
  /** Read before the struck-through original price. */
  previousPrice: string;
  /** §5 stock 0: 'Limite de stock atingido'. */
  stockLimitReached: string;
  /** §5 stock 1. */
  lastUnit: string;
  /** §5 stock 2–3. */
  unitsLeft: (count: number) => string;
  /** The line's price changed since it was added (`price_changed`). */
  priceChanged: string;
  /** §8 'Quantidade ajustada ao stock disponível' (`quantity_adjusted`). */
  quantityAdjusted: string;
  /** Announced while the line is being updated. */
  updating: string;
  /** Who sells it, when the seller's kind is not known: 'Vendido por {seller}'. */
  soldBy: (seller: string) => string;
  /** Under a line total (quantity 2 or more): the formatted unit price, 'x,xx € por unidade'. */
  unitPrice: (formattedPrice: string) => string;
  vendor: VendorBadgeLabels;
}

export interface CartLineProps {
  /** §3 cart item (read back). */
  item: CartItem;
  /** The product page (/product/{slug}) in the current locale, built by the caller. */
  href: string;
  locale: Locale;
  /** BCP 47 tag for prices, e.g. 'pt-PT'. */
  languageTag: string;
  labels: CartLineLabels;
  /** §4: the line's update is in flight: the stepper and remove are locked and the line is busy. */
  updating?: boolean;
  /** Show who sells the line; off inside a group that already names its seller. */
  showSeller?: boolean;
  /** The seller's kind for its badge (official store or marketplace); without it the name is shown plainly. */
  vendorType?: VendorType;
  /** The picture's first-paint priority (the first lines of an open drawer). */
  priority?: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

const IMAGE_WIDTH = 240;
const IMAGE_HEIGHT = 320;
const IMAGE_SIZES = '96px';

/** The item's name in the page's language, falling back to its own. */
export function cartItemName(item: Pick<CartItem, 'name' | 'translations'>, locale: Locale): string {
  return item.translations[locale]?.name || item.name;
}

function warningText(warning: StockWarning, labels: CartLineLabels): string {
  switch (warning.kind) {
    case 'limitReached':
      return labels.stockLimitReached;
    case 'lastUnit':
      return labels.lastUnit;
    case 'unitsLeft':
      return labels.unitsLeft(warning.count);
  }
}

/** The line's total in cents-exact euros (unit price × quantity). */
const lineAmount = (unit: number, quantity: number) => Math.round(unit * quantity * 100) / 100;

/** One cart item: picture, name linking to the product, variant, seller, price, quantity stepper, remove. */
export function CartLine({
  item,
  href,
  locale,
  languageTag,
  labels,
  updating = false,
  showSeller = true,
  vendorType,
  priority = false,
  onQuantityChange,
  onRemove,
}: CartLineProps) {
  const nameId = useId();
  const warningId = useId();
  const name = cartItemName(item, locale);
  const warning = stockWarning(item);
  const notices = [item.price_changed ? labels.priceChanged : null, item.quantity_adjusted ? labels.quantityAdjusted : null].filter(
    (notice): notice is string => notice !== null,
  );

  return (
    <article className={styles.root} aria-labelledby={nameId} aria-busy={updating} data-updating={updating || undefined}>
      <a className={styles.media} href={href} tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <Image src={item.image} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} sizes={IMAGE_SIZES} layout="fill" priority={priority} />
        ) : (
          <span className={styles.placeholder}>
            <Icon name="cart" size="large" />
          </span>
        )}
      </a>
      <div className={styles.details}>
        <div className={styles.heading}>
          <div className={styles.identity}>
            {item.brand && <p className={styles.brand}>{item.brand}</p>}
            <a id={nameId} className={styles.name} href={href}>
              {name}
            </a>
          </div>
          <Button variant="ghost" size="small" iconOnly icon="trash" aria-label={labels.remove(name)} disabled={updating} onClick={onRemove} />
        </div>
        <p className={styles.variant}>
          <span>{labels.size(item.size)}</span>
          <span aria-hidden="true" className={styles.separator}>
            ·
          </span>
          <span>{labels.color(item.color)}</span>
        </p>
        {showSeller && (
          <div className={styles.seller}>
            {vendorType ? (
              <VendorBadge name={item.seller} vendorType={vendorType} labels={labels.vendor} />
            ) : (
              <p className={styles.soldBy}>{labels.soldBy(item.seller)}</p>
            )}
          </div>
        )}
        <div className={styles.purchase}>
          <div className={styles.stepper} role="group" aria-label={labels.quantity(name)}>
            <Button
              variant="ghost"
              size="small"
              iconOnly
              icon="minus"
              aria-label={labels.decrease(name)}
              disabled={!canDecrement(item, updating)}
              onClick={() => onQuantityChange(item.quantity - 1)}
            />
            <span className={styles.quantity} aria-live="polite">
              {item.quantity}
              {updating && <span className={styles.spinner} aria-hidden="true" />}
            </span>
            <Button
              variant="ghost"
              size="small"
              iconOnly
              icon="plus"
              aria-label={labels.increase(name)}
              aria-describedby={warning ? warningId : undefined}
              disabled={!canIncrement(item, updating)}
              onClick={() => onQuantityChange(item.quantity + 1)}
            />
          </div>
          <div className={styles.price}>
            <Price
              amount={lineAmount(item.price, item.quantity)}
              listPrice={lineAmount(item.originalPrice, item.quantity)}
              languageTag={languageTag}
              listPriceLabel={labels.previousPrice}
            />
            {item.quantity > 1 && <p className={styles.unitPrice}>{labels.unitPrice(formatPrice(item.price, languageTag))}</p>}
          </div>
        </div>
        {warning && (
          <p id={warningId} className={styles.notice({ tone: warning.kind === 'limitReached' ? 'critical' : 'caution' })}>
            <Icon name="alert" size="small" />
            {warningText(warning, labels)}
          </p>
        )}
        {notices.map((notice) => (
          <p key={notice} className={styles.notice({ tone: 'info' })}>
            <Icon name="alert" size="small" />
            {notice}
          </p>
        ))}
        {updating && (
          <VisuallyHidden>
            <span role="status">{labels.updating}</span>
          </VisuallyHidden>
        )}
      </div>
    </article>
  );
}
